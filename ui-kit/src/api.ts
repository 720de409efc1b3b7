import type { components, operations } from "./api.gen";

/**
 * The API's schemas as the server declares them: generated into api.gen.ts from the document it
 * serves at /api/openapi.json (`make api-types`; `make test` fails when they are not current).
 * A UI names the ones it reads: `type Product = ApiSchemas["Product"]`.
 */
export type ApiSchemas = components["schemas"];

/** The query parameters of an operation, by its operationId: `ApiQuery<"list-products">`. */
export type ApiQuery<Operation extends keyof operations> = NonNullable<
  operations[Operation]["parameters"]["query"]
>;

/** The JSON an operation answers with when it succeeds, by its operationId: `ApiResponse<"get-settings">`. */
export type ApiResponse<Operation extends keyof operations> =
  operations[Operation]["responses"] extends {
    200: { content: { "application/json": infer Body } };
  }
    ? Body
    : operations[Operation]["responses"] extends {
          201: { content: { "application/json": infer Body } };
        }
      ? Body
      : never;

/** The JSON body an operation takes, by its operationId: `ApiBody<"update-settings">`. */
export type ApiBody<Operation extends keyof operations> = operations[Operation] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

/** A product as the catalog and the back office show it; buy and reseller prices reach staff only. */
export type Product = ApiSchemas["Product"];
/** A user's profile (staff or member), as /api/auth/me, /api/me/profile and /api/users serve it. */
export type Profile = ApiSchemas["User"];
/** The answer of login and /api/auth/me: the signed-in user and their profile. */
export type Account = ApiSchemas["Account"];
