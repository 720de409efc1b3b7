import { useState } from "react";
import { useCan } from "@refinedev/core";
import { Link } from "react-router";
import { Button, Card, Flex, Skeleton, Space, Typography } from "antd";
import {
  FileTextOutlined,
  InboxOutlined,
  LockOutlined,
  MinusCircleOutlined,
  PlusCircleOutlined,
} from "@ant-design/icons";
import { LoadError } from "../../components/listLoad/LoadError";
import { formatDateTime } from "../../lib/format";
import { CashMoveModal } from "./CashMoveModal";
import { CloseShiftModal } from "./CloseShiftModal";
import { DrawerOpenModal } from "./DrawerOpenModal";
import { OpenShiftForm } from "./OpenShiftForm";
import { ShiftMoney } from "./ShiftMoney";
import { ShiftReportDialog } from "./ShiftReportDialog";
import { MSG_LOAD_FAILED, SHIFTS_PATH, type CashMove, type Shift } from "./types";
import { useCurrentShift } from "./useCurrentShift";

/**
 * Shift Kasir (/dashboard/transaction/shift): the signed-in cashier's drawer. Open a shift with
 * the opening cash, record cash in and out, open the drawer without a sale (Buka Laci), watch what the drawer should hold, and close it by
 * counting the notes and coins; the Z report then prints.
 */
export function ShiftPage() {
  const { query, current } = useCurrentShift();
  const { data: canList } = useCan({ resource: "shifts", action: "list" });
  const [move, setMove] = useState<CashMove["direction"] | null>(null);
  const [closing, setClosing] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [report, setReport] = useState<Shift | null>(null);
  const shift = current?.shift ?? null;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Shift Kasir
        </Typography.Title>
        {canList?.can && <Link to={SHIFTS_PATH}>Semua shift</Link>}
      </Flex>
      {query.isError && (
        <LoadError
          message={`${MSG_LOAD_FAILED}: ${query.error?.message ?? ""}`}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isLoading && <Skeleton active />}
      {current && !shift && <OpenShiftForm required={current.required} />}
      {shift && (
        <Card
          title={`Shift ${shift.kasir_name}`}
          extra={
            <Typography.Text type="secondary">
              Dibuka {formatDateTime(shift.opened_at)}
            </Typography.Text>
          }
        >
          <ShiftMoney shift={shift} />
          <Space wrap style={{ marginTop: 16 }}>
            <Button icon={<PlusCircleOutlined />} onClick={() => setMove("in")}>
              Kas Masuk
            </Button>
            <Button icon={<MinusCircleOutlined />} onClick={() => setMove("out")}>
              Kas Keluar
            </Button>
            <Button icon={<InboxOutlined />} onClick={() => setDrawer(true)}>
              Buka Laci
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => setReport(shift)}>
              Cetak Laporan
            </Button>
            <Button type="primary" danger icon={<LockOutlined />} onClick={() => setClosing(true)}>
              Tutup Shift
            </Button>
          </Space>
          <CashMoveModal shift={shift} direction={move} onClose={() => setMove(null)} />
          <DrawerOpenModal shift={shift} open={drawer} onClose={() => setDrawer(false)} />
          <CloseShiftModal
            shift={shift}
            open={closing}
            onClose={() => setClosing(false)}
            onClosed={setReport}
          />
        </Card>
      )}
      <ShiftReportDialog shift={report} onClose={() => setReport(null)} />
    </Flex>
  );
}
