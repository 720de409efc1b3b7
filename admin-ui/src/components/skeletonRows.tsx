import { Skeleton, type TableProps } from "antd";
import type { HTMLAttributes } from "react";

function SkeletonCell({ children: _children, ...props }: HTMLAttributes<HTMLTableCellElement>) {
  return (
    <td {...props}>
      <Skeleton.Input active size="small" block />
    </td>
  );
}

/**
 * Table props that show `count` skeleton rows instead of antd's spinner while
 * the first page loads (the news list shows five). A refetch keeps the rows on
 * screen as they are.
 */
export function withSkeletonRows<T extends object>(
  tableProps: TableProps<T>,
  count = 5,
): TableProps<T> {
  const loading = Boolean(tableProps.loading) && !tableProps.dataSource?.length;
  if (!loading) return tableProps;
  return {
    ...tableProps,
    loading: false,
    dataSource: Array.from({ length: count }, (_, i) => ({ id: `skeleton-${i}` }) as T),
    components: { body: { cell: SkeletonCell } },
    pagination: false,
  } as TableProps<T>;
}
