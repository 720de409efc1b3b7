import { useState } from "react";
import { List } from "@refinedev/antd";
import { usePermissions } from "@refinedev/core";
import { Button } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { Role } from "../interfaces";
import { DevicePrinterCard } from "./DevicePrinterCard";
import type { Printer } from "./lanPrinter";
import { PrinterForm } from "./PrinterForm";
import { PrinterTable } from "./PrinterTable";

/**
 * Pengaturan → Printer (/dashboard/settings/printers): this device's printer and Cetak otomatis
 * (Admin and Kasir, kept in the browser), and for the Admin the shop's LAN receipt printers
 * (add, edit, remove, print a test page).
 */
export default function PrinterSettings() {
  const { data: role } = usePermissions<Role | null>({});
  const admin = role === "Admin";
  const [editing, setEditing] = useState<Printer | undefined>();
  const [formOpen, setFormOpen] = useState(false);

  const openForm = (p?: Printer) => {
    setEditing(p);
    setFormOpen(true);
  };

  return (
    <List
      title="Printer"
      breadcrumb={false}
      headerButtons={() =>
        admin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()}>
            Tambah Printer
          </Button>
        )
      }
    >
      <DevicePrinterCard />
      {admin && (
        <>
          <PrinterTable onEdit={openForm} />
          <PrinterForm printer={editing} open={formOpen} onClose={() => setFormOpen(false)} />
        </>
      )}
    </List>
  );
}
