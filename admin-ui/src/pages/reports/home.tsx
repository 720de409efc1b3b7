import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, Col, Flex, Row, Typography, theme } from "antd";
import {
  CalendarOutlined,
  RightOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
} from "@ant-design/icons";
import { formatRupiah } from "../../lib/format";
import { periodText } from "./ReportHeader";
import { SummaryTiles } from "./SummaryTiles";
import { TODAY_LIVE, useReport } from "./useReport";
import { SALES_REPORT_PATH, SERVICE_REPORT_PATH, TODAY_REPORT_PATH } from "./paths";
import type { DailyReport } from "./types";

function ReportLink({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: "block", height: "100%" }}>
      <Card hoverable size="small" style={{ height: "100%" }}>
        <Flex align="center" gap={16}>
          <span style={{ fontSize: 28, color: token.colorPrimary }}>{icon}</span>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {title}
            </Typography.Text>
            <Typography.Text type="secondary">{text}</Typography.Text>
          </Flex>
          <RightOutlined style={{ color: token.colorTextTertiary }} />
        </Flex>
      </Card>
    </Link>
  );
}

/** The way to each report, in the order of the reports menu. */
const REPORT_LINKS = [
  {
    to: TODAY_REPORT_PATH,
    icon: <CalendarOutlined />,
    title: "Laporan Hari Ini",
    text: "Semua penjualan dan servis hari ini.",
  },
  {
    to: SALES_REPORT_PATH,
    icon: <ShoppingCartOutlined />,
    title: "Laporan Penjualan",
    text: "Total, laba dan produk terlaris per periode.",
  },
  {
    to: SERVICE_REPORT_PATH,
    icon: <ToolOutlined />,
    title: "Laporan Servis",
    text: "Biaya jasa, sparepart dan laba per periode.",
  },
];

/** Reports home (/dashboard/reports): today's summary and the way to each report. */
export default function ReportsHomePage() {
  const { report: day, loading } = useReport<DailyReport>({
    kind: "today",
    perPage: 1,
    live: TODAY_LIVE,
  });
  const s = day?.sales.summary;
  const v = day?.service.summary;
  return (
    <Flex vertical gap={16}>
      <Flex vertical>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Laporan
        </Typography.Title>
        <Typography.Text type="secondary">
          Ringkasan hari ini · {periodText(day?.period)}
        </Typography.Text>
      </Flex>
      <SummaryTiles
        loading={loading && !day}
        tiles={[
          { label: "Pendapatan Hari Ini", value: formatRupiah(day?.revenue) },
          { label: "Laba Hari Ini", value: formatRupiah(day?.profit), tone: "success" },
          {
            label: "Penjualan",
            value: formatRupiah(s?.total),
            note: `${(s?.count ?? 0).toLocaleString("id-ID")} transaksi`,
          },
          {
            label: "Servis",
            value: formatRupiah(v?.total),
            note: `${(v?.count ?? 0).toLocaleString("id-ID")} servis`,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        {REPORT_LINKS.map((link) => (
          <Col key={link.to} xs={24} lg={8}>
            <ReportLink {...link} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
