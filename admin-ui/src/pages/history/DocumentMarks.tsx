import { Flex, Tag } from "antd";
import { StatusTag } from "../../components/StatusTag";
import { formatRupiah } from "../../lib/format";
import type { PastTransaction } from "./types";

/** What became of a document: 'Batal' once voided, and the value of a sale's goods returned. */
export function DocumentMarks({ row }: { row: PastTransaction }) {
  if (!row.voided_at && row.returned_amount <= 0) return null;
  return (
    <Flex gap={4} wrap>
      {row.voided_at && <StatusTag status="Batal" />}
      {row.returned_amount > 0 && (
        <Tag color="warning">Retur {formatRupiah(row.returned_amount)}</Tag>
      )}
    </Flex>
  );
}
