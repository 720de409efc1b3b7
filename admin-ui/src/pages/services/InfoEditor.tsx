import { useState } from "react";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { DatePicker, Flex, Select } from "antd";
import dayjs from "dayjs";
import { failure, success } from "../../lib/notify";
import { toApiDate } from "../../lib/format";
import { SERVICE_INFOS, serviceNumber } from "./service";
import type { ServiceEntry } from "./types";

/**
 * Service info and info date, changed right in the intake list.
 * Choosing an info while no date is set dates it today: the reminders count
 * the one month from that day.
 */
export function InfoEditor({ entry }: { entry: ServiceEntry }) {
  const { mutate } = useCustomMutation<ServiceEntry>();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const number = serviceNumber(entry.id);

  const save = (info: string | null, infoDate: string | null) => {
    setBusy(true);
    mutate(
      {
        url: `/api/service-entries/${entry.id}/info`,
        method: "patch",
        values: { service_info: info ?? "", info_date: infoDate ?? "" },
        successNotification: success(`Info ${number} berhasil diperbarui.`),
        errorNotification: failure("Gagal memperbarui info service"),
      },
      {
        onSettled: () => setBusy(false),
        onSuccess: () => void invalidate({ resource: "service_entries", invalidates: ["list"] }),
      },
    );
  };

  return (
    <Flex vertical gap={4} style={{ minWidth: 150 }}>
      <Select<string>
        size="small"
        value={entry.service_info ?? undefined}
        placeholder="Pilih info"
        allowClear
        loading={busy}
        disabled={busy}
        aria-label={`Info ${number}`}
        options={SERVICE_INFOS.map((i) => ({ value: i, label: i }))}
        onChange={(info) =>
          save(info ?? null, entry.info_date ?? (info ? (toApiDate(dayjs()) ?? null) : null))
        }
        popupMatchSelectWidth={false}
      />
      <DatePicker
        size="small"
        value={entry.info_date ? dayjs(entry.info_date) : null}
        format="DD/MM/YYYY"
        placeholder="Tanggal info"
        disabled={busy}
        aria-label={`Tanggal info ${number}`}
        onChange={(day) => save(entry.service_info, toApiDate(day) ?? null)}
      />
    </Flex>
  );
}
