import { Flex, Typography } from "antd";

/** One line of a cashier's live total: label on the left, amount on the right; `big` for the total. */
export function SummaryRow({
  label,
  value,
  big,
  tone,
  testId,
}: {
  label: string;
  value: string;
  big?: boolean;
  tone?: "danger" | "success";
  testId?: string;
}) {
  return (
    <Flex
      justify="space-between"
      align="baseline"
      className={big ? "cashier-summary__row cashier-summary__row--big" : "cashier-summary__row"}
    >
      <Typography.Text type={big ? undefined : "secondary"} strong={big}>
        {label}
      </Typography.Text>
      <Typography.Text strong={big || !!tone} type={tone} data-testid={testId}>
        {value}
      </Typography.Text>
    </Flex>
  );
}
