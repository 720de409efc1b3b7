import type { TablePaginationConfig } from "antd";

/**
 * The pager of a back-office list: Refine's page and size, a choice of page
 * sizes, and the count of rows in the shop's words ("12 barang").
 */
export function listPagination(
  pagination: TablePaginationConfig | false | undefined,
  unit: string,
): TablePaginationConfig | false | undefined {
  return (
    pagination && {
      ...pagination,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: (n: number) => `${n.toLocaleString("id-ID")} ${unit}`,
    }
  );
}

/** The pager of a short list (the shop's printers, outlets, staff): none while one page holds it. */
export function shortListPagination(
  pagination: TablePaginationConfig | false | undefined,
): TablePaginationConfig | false | undefined {
  return pagination && { ...pagination, hideOnSinglePage: true };
}
