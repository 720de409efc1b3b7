import { useState, type DragEvent } from "react";
import { Link } from "react-router";
import { useCustomMutation, useInvalidate, useList, useNotification } from "@refinedev/core";
import {
  Button,
  Card,
  Checkbox,
  Collapse,
  Dropdown,
  Empty,
  Flex,
  Grid,
  Segmented,
  Select,
  Typography,
  theme,
} from "antd";
import { SwapOutlined } from "@ant-design/icons";
import { formatDate } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { INTAKE_PATH } from "./paths";
import { useTechnicianOptions } from "./TechnicianAssign";
import { SERVICE_CATEGORIES, serviceNumber } from "./service";
import {
  BOARD_COLUMNS,
  CLOSED_STATES,
  daysSince,
  isOverdue,
  movesFrom,
  type RepairState,
} from "./board";
import type { ServiceEntry } from "./types";

const NOBODY = "none";
const OPEN = [{ field: "status", operator: "eq" as const, value: "Pending,Proses,Selesai" }];
const CLOSED = [{ field: "status", operator: "eq" as const, value: "Gagal/Cancel,Sudah Diambil" }];

/**
 * Papan Servis (/dashboard/service-board): a column per state of the bench, a card per repair.
 * A card moves by dragging it or through its "Pindah ke…" menu; the server decides, and a
 * refusal puts the card back with the server's reason. Every screen follows the events stream.
 */
export default function BoardPage() {
  const phone = Grid.useBreakpoint().md === false;
  const [category, setCategory] = useState<string>("");
  const [overdueOnly, setOverdueOnly] = useState(false);
  // A technician's id, NOBODY for the repairs assigned to nobody, "" for all.
  const [technician, setTechnician] = useState<number | typeof NOBODY | "">("");
  const technicians = useTechnicianOptions();
  const [shown, setShown] = useState<RepairState>("Antri");
  const [moving, setMoving] = useState<Record<number, RepairState>>({});
  const open = useList<ServiceEntry>({
    resource: "service_entries",
    filters: OPEN,
    pagination: { pageSize: 100 },
  });
  const closed = useList<ServiceEntry>({
    resource: "service_entries",
    filters: CLOSED,
    pagination: { pageSize: 20 },
  });
  const { mutate } = useCustomMutation<ServiceEntry>();
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();

  const keep = (e: ServiceEntry) =>
    (category === "" || e.category === category) &&
    (!overdueOnly || isOverdue(e)) &&
    (technician === "" || (e.technician_id ?? NOBODY) === technician);
  const stateOf = (e: ServiceEntry): RepairState => moving[e.id] ?? e.state;
  const repairs = [...(open.result?.data ?? []), ...(closed.result?.data ?? [])].filter(keep);
  const inState = (s: RepairState) => repairs.filter((e) => stateOf(e) === s);

  const move = (entry: ServiceEntry, to: RepairState) => {
    if (stateOf(entry) === to) return;
    const settle = () => setMoving(({ [entry.id]: _, ...rest }) => rest);
    setMoving((m) => ({ ...m, [entry.id]: to }));
    mutate(
      {
        url: `/api/service-entries/${entry.id}/state`,
        method: "patch",
        values: { state: to },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () =>
          void invalidate({ resource: "service_entries", invalidates: ["list"] }).then(settle),
        onError: (error) => {
          settle();
          notify?.({
            type: "error",
            message: refusalOrFailure(`Gagal memindahkan ${serviceNumber(entry.id)}`, error),
          });
        },
      },
    );
  };

  const byId = (id: number) => repairs.find((e) => e.id === id);
  const column = (s: RepairState) => (
    <BoardColumn
      key={s}
      state={s}
      entries={inState(s)}
      onMove={move}
      onDrop={(id) => {
        const e = byId(id);
        if (e) move(e, s);
      }}
    />
  );

  return (
    <Flex vertical gap={12} className="service-board">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Papan Servis
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <Select<string>
            aria-label="Kategori"
            value={category}
            onChange={setCategory}
            style={{ minWidth: 160 }}
            options={[
              { value: "", label: "Semua Kategori" },
              ...SERVICE_CATEGORIES.map((c) => ({ value: c, label: c })),
            ]}
          />
          <Select<number | typeof NOBODY | "">
            aria-label="Teknisi"
            value={technician}
            onChange={setTechnician}
            style={{ minWidth: 180 }}
            options={[
              { value: "", label: "Semua Teknisi" },
              { value: NOBODY, label: "Belum ditugaskan" },
              ...technicians,
            ]}
          />
          <Checkbox checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)}>
            Hanya yang terlambat
          </Checkbox>
        </Flex>
      </Flex>
      {phone ? (
        <>
          <div style={{ overflowX: "auto" }}>
            <Segmented<RepairState>
              aria-label="Kolom papan"
              value={shown}
              onChange={setShown}
              options={BOARD_COLUMNS.map((s) => ({
                value: s,
                label: `${s} (${inState(s).length})`,
              }))}
            />
          </div>
          {column(shown)}
        </>
      ) : (
        <div className="service-board-columns">{BOARD_COLUMNS.map(column)}</div>
      )}
      <Collapse
        items={CLOSED_STATES.map((s) => ({
          key: s,
          label: `${s} (${inState(s).length})`,
          children: <CardList entries={inState(s)} onMove={move} />,
        }))}
      />
    </Flex>
  );
}

function BoardColumn({
  state,
  entries,
  onMove,
  onDrop,
}: {
  state: RepairState;
  entries: ServiceEntry[];
  onMove: (e: ServiceEntry, to: RepairState) => void;
  onDrop: (id: number) => void;
}) {
  const [over, setOver] = useState(false);
  const { token } = theme.useToken();
  return (
    <section
      aria-label={state}
      data-state={state}
      style={{
        borderRadius: token.borderRadiusLG,
        padding: 8,
        minHeight: 160,
        background: token.colorFillQuaternary,
        outline: `2px dashed ${over ? token.colorPrimary : "transparent"}`,
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        onDrop(Number(e.dataTransfer.getData("text/plain")));
      }}
    >
      <Typography.Title level={5} style={{ margin: "0 0 8px" }}>
        {state} <Typography.Text type="secondary">({entries.length})</Typography.Text>
      </Typography.Title>
      <CardList entries={entries} onMove={onMove} />
    </section>
  );
}

function CardList({
  entries,
  onMove,
}: {
  entries: ServiceEntry[];
  onMove: (e: ServiceEntry, to: RepairState) => void;
}) {
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Kosong" />;
  return (
    <Flex vertical gap={8}>
      {entries.map((e) => (
        <RepairCard key={e.id} entry={e} onMove={onMove} />
      ))}
    </Flex>
  );
}

/** One repair: what it is, whose it is, how long it has been in, and when it is promised. */
function RepairCard({
  entry,
  onMove,
}: {
  entry: ServiceEntry;
  onMove: (e: ServiceEntry, to: RepairState) => void;
}) {
  const number = serviceNumber(entry.id);
  const overdue = isOverdue(entry);
  const moves = movesFrom(entry.state);
  const days = daysSince(entry.date);
  return (
    <Card
      size="small"
      data-testid="board-card"
      data-entry={entry.id}
      aria-label={`${number} ${entry.device_type}`}
      draggable={moves.length > 0}
      onDragStart={(e) => e.dataTransfer.setData("text/plain", String(entry.id))}
      style={{ cursor: moves.length > 0 ? "grab" : undefined }}
    >
      <Flex justify="space-between" align="start" gap={4}>
        <Link to={`${INTAKE_PATH}?q=${number}`}>
          <strong>{number}</strong>
        </Link>
        {moves.length > 0 && (
          <Dropdown
            trigger={["click"]}
            menu={{
              items: moves.map((s) => ({ key: s, label: s })),
              onClick: ({ key }) => onMove(entry, key as RepairState),
            }}
          >
            <Button
              size="small"
              type="text"
              icon={<SwapOutlined />}
              aria-label={`Pindah ke… ${number}`}
            >
              Pindah ke…
            </Button>
          </Dropdown>
        )}
      </Flex>
      <Flex vertical gap={2}>
        <Typography.Text strong>{entry.device_type}</Typography.Text>
        <Typography.Text>{entry.damage_type}</Typography.Text>
        <Typography.Text type="secondary">{entry.customer_name}</Typography.Text>
        <Typography.Text type="secondary">
          Teknisi: {entry.technician_name ?? "belum ditugaskan"}
        </Typography.Text>
        <Typography.Text type="secondary">
          {days === 0 ? "Masuk hari ini" : `${days} hari sejak masuk`}
        </Typography.Text>
        {entry.promised_date && (
          <Typography.Text type={overdue ? "danger" : undefined} strong={overdue}>
            Estimasi Selesai: {formatDate(entry.promised_date)}
            {overdue ? " (terlambat)" : ""}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
