import type { TablePaginationConfig } from "antd";

export interface RowsPaging {
  total: number;
  page: number;
  perPage: number;
  onChange: (page: number, perPage: number) => void;
}

/** The pager of a report's row list; the rows come a page at a time from the server. */
export function pagination(paging: RowsPaging, unit: string): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.perPage,
    total: paging.total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    hideOnSinglePage: paging.total <= 10,
    showTotal: (n, [first, last]) =>
      `${first.toLocaleString("id-ID")}–${last.toLocaleString("id-ID")} dari ${n.toLocaleString("id-ID")} ${unit}`,
    onChange: paging.onChange,
  };
}
