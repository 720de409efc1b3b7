import type {
  BaseKey,
  BaseRecord,
  CrudFilter,
  CrudSort,
  DataProvider,
  Pagination,
} from "@refinedev/core";
import type { ListResponse } from "../interfaces";
import { API_BASE, apiPath, listPath } from "./apiPaths";
import { apiFetch } from "./http";

/** The server refuses a larger page (per_page ≤ 100). */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

/**
 * Query string for a list call.
 *
 * - pagination → `page`, `per_page` (mode "off" asks for the largest page the
 *   server allows; mode "client" does the same and lets Refine slice);
 * - sorters → `sort=field` or `sort=-field` (the API sorts by one field, so
 *   only the first sorter is sent);
 * - filters → the search box is the field `q` (any operator), other fields are
 *   sent by name when their operator is `eq`; empty values are left out.
 *   Other operators have no API equivalent and are ignored.
 */
export function listQuery({
  pagination,
  sorters,
  filters,
}: {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}): URLSearchParams {
  const query = new URLSearchParams();

  const mode = pagination?.mode ?? "server";
  if (mode === "server") {
    const page = Math.max(1, Math.floor(pagination?.currentPage ?? 1));
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Math.floor(pagination?.pageSize ?? DEFAULT_PER_PAGE)),
    );
    query.set("page", String(page));
    query.set("per_page", String(perPage));
  } else {
    query.set("page", "1");
    query.set("per_page", String(MAX_PER_PAGE));
  }

  const sorter = sorters?.find((s) => s.field);
  if (sorter) {
    query.set("sort", `${sorter.order === "desc" ? "-" : ""}${sorter.field}`);
  }

  for (const filter of filters ?? []) {
    if (!("field" in filter)) continue; // "or"/"and" groups: no API equivalent
    const value = filter.value as unknown;
    if (isEmpty(value)) continue;
    if (filter.field === "q" || filter.operator === "eq") {
      query.set(filter.field, String(value));
    }
  }
  return query;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function itemUrl(resource: string, id: BaseKey): string {
  return `${apiPath(resource)}/${encodeURIComponent(String(id))}`;
}

function withQuery(url: string, query?: unknown): string {
  if (!query || typeof query !== "object") return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  getList: async <TData extends BaseRecord = BaseRecord>({
    resource,
    pagination,
    sorters,
    filters,
  }: Parameters<DataProvider["getList"]>[0]) => {
    const query = listQuery({ pagination, sorters, filters });
    const body = await apiFetch<ListResponse<TData>>(`${listPath(resource)}?${query.toString()}`);
    return { data: body?.items ?? [], total: body?.total ?? 0 };
  },

  getOne: async <TData extends BaseRecord = BaseRecord>({
    resource,
    id,
  }: Parameters<DataProvider["getOne"]>[0]) => {
    const data = await apiFetch<TData>(itemUrl(resource, id));
    return { data };
  },

  getMany: async <TData extends BaseRecord = BaseRecord>({
    resource,
    ids,
  }: Parameters<NonNullable<DataProvider["getMany"]>>[0]) => {
    const data = await Promise.all(ids.map((id) => apiFetch<TData>(itemUrl(resource, id))));
    return { data };
  },

  create: async <TData extends BaseRecord = BaseRecord, TVariables = unknown>({
    resource,
    variables,
  }: Parameters<DataProvider["create"]>[0] & { variables: TVariables }) => {
    const data = await apiFetch<TData>(apiPath(resource), {
      method: "POST",
      json: variables,
    });
    return { data };
  },

  update: async <TData extends BaseRecord = BaseRecord, TVariables = unknown>({
    resource,
    id,
    variables,
  }: Parameters<DataProvider["update"]>[0] & { variables: TVariables }) => {
    const data = await apiFetch<TData>(itemUrl(resource, id), {
      method: "PUT",
      json: variables,
    });
    return { data };
  },

  deleteOne: async <TData extends BaseRecord = BaseRecord>({
    resource,
    id,
  }: Parameters<DataProvider["deleteOne"]>[0]) => {
    const body = await apiFetch<TData | undefined>(itemUrl(resource, id), {
      method: "DELETE",
    });
    // The API usually answers 204; Refine still wants a record back.
    return { data: (body ?? { id }) as TData };
  },

  custom: async <TData extends BaseRecord = BaseRecord>({
    url,
    method,
    payload,
    query,
    headers,
  }: Parameters<NonNullable<DataProvider["custom"]>>[0]) => {
    const data = await apiFetch<TData>(withQuery(url, query), {
      method: method.toUpperCase(),
      headers: headers as HeadersInit | undefined,
      json: method === "get" || method === "head" ? undefined : payload,
    });
    return { data };
  },
};
