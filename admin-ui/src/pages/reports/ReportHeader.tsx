import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, Flex, Typography } from "antd";
import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { formatDate } from "../../lib/format";
import type { Period } from "./types";
import "./reports.css";

/** "1 Nov 2026 – 22 Nov 2026", or one day. */
export function periodText(period: Period | undefined): string {
  if (!period) return "";
  const from = formatDate(period.from, "D MMMM YYYY");
  return period.from === period.to ? from : `${from} – ${formatDate(period.to, "D MMMM YYYY")}`;
}

/**
 * Title row of a report page: the back link, the title with its period (the
 * period line is what a printed page is headed with), and the actions —
 * print and the Excel download — which the print stylesheet leaves out.
 */
export function ReportHeader({
  title,
  back,
  backLabel,
  period,
  actions,
}: {
  title: string;
  back: string;
  backLabel: string;
  period?: Period;
  actions?: ReactNode;
}) {
  return (
    <Flex vertical gap={4}>
      <Link to={back} className="report-no-print" style={{ alignSelf: "flex-start" }}>
        <ArrowLeftOutlined /> {backLabel}
      </Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="report-period">
            {periodText(period)}
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap className="report-no-print">
          {actions}
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            Cetak
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
