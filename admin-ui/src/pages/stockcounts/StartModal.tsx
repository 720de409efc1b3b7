import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Form, Input, Modal, Select } from "antd";
import { useNavigate } from "react-router";
import { useCategories } from "../../components/useCategories";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import type { StockCount } from "./types";

/**
 * "Mulai Stock Opname": the categories to count (none is the whole shop) and a note. The
 * stock the books hold now is frozen as the count sheet, which opens at once.
 */
export function StartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { open: notify } = useNotification();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const options = useCategories({ enabled: open, quiet: true }).categories.map((c) => ({
    value: c,
    label: c,
  }));

  const start = async () => {
    setSaving(true);
    try {
      const count = await apiFetch<StockCount>("/api/stock-counts", {
        method: "POST",
        json: { categories, note: note.trim() },
      });
      notify?.({ type: "success", message: `Stock opname ${count.number} dimulai.` });
      onClose();
      navigate(`/dashboard/data/stock-opname/${count.id}`);
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal memulai stock opname", error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Mulai Stock Opname"
      okText="Mulai"
      cancelText="Batal"
      onOk={start}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Kategori yang dihitung"
          htmlFor="count-categories"
          extra="Kosongkan untuk menghitung seluruh toko. Stok sistem saat ini dibekukan sebagai lembar hitung."
        >
          <Select
            id="count-categories"
            mode="multiple"
            allowClear
            value={categories}
            onChange={setCategories}
            options={options}
            placeholder="Seluruh toko"
          />
        </Form.Item>
        <Form.Item label="Catatan" htmlFor="count-note">
          <Input
            id="count-note"
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="mis. Opname akhir bulan"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
