import { useEffect, useState } from "react";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Modal, Select } from "antd";
import type { Session } from "../../interfaces";
import { apiFetch, type ApiError } from "../../providers/http";
import { loadSession, setSession } from "../../providers/session";
import { useMyOutlets } from "./useMyOutlets";

/** The Admin's choice of no outlet. */
const ALL = 0;

/**
 * The outlet this session works at, in the header: only in a shop with several outlets. A Kasir
 * switches among their own outlets, and one who has several and none chosen yet chooses first;
 * the Admin switches among all outlets, or to all of them.
 */
export function OutletSwitch() {
  const { mine, several, admin, user } = useMyOutlets();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    void loadSession().then((s) => setCurrent(s?.outlet_id ?? null));
  }, []);
  if (!several || !user || current === undefined) return null;

  const options = [
    ...(admin ? [{ value: ALL, label: "Semua outlet" }] : []),
    ...mine.map((o) => ({ value: Number(o.id), label: o.name })),
  ];
  const choose = (outlet: number) =>
    apiFetch<Session>("/api/auth/outlet", { method: "PUT", json: { outlet_id: outlet } })
      .then((session) => {
        setSession(session);
        setCurrent(session.outlet_id ?? null);
        void queryClient.invalidateQueries();
      })
      .catch((error: ApiError) =>
        open?.({ type: "error", message: "Gagal memilih outlet", description: error.message }),
      );
  const select = (
    <Select<number>
      aria-label="Outlet"
      placeholder="Pilih outlet"
      value={current ?? (admin ? ALL : undefined)}
      options={options}
      onChange={choose}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150, maxWidth: 220 }}
    />
  );
  return (
    <>
      {select}
      <Modal
        open={!admin && current === null}
        title="Pilih outlet tempat Anda bekerja"
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={null}
      >
        <Select<number>
          aria-label="Outlet tempat bekerja"
          placeholder="Pilih outlet"
          options={options}
          onChange={choose}
          style={{ width: "100%" }}
        />
      </Modal>
    </>
  );
}
