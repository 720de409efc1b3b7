import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { CategorySelect } from "../products/CategorySelect";
import { useCategories } from "../../components/useCategories";
import { settingList } from "../../lib/settingList";
import type { Settings } from "./types";

/** The shop's warranty on one category, as the receipt prints it. */
export interface Warranty {
  category?: string;
  name?: string;
  days?: number | null;
}

export const WARRANTY_KEYS = ["warranties", "trackedCategories"] as const;

export interface WarrantyValues {
  warranties?: Warranty[];
  /** The categories whose new products are tracked by unit (IMEI/serial). */
  trackedCategories?: string[];
}

/** The warranties setting (a JSON list) as the form's rows; an unreadable one as none. */
export function warrantyValues(settings: Settings): WarrantyValues {
  return {
    warranties: settingList<Warranty>(settings.warranties),
    trackedCategories: settingList<string>(settings.trackedCategories),
  };
}

/** The rows as the server stores them; a row left empty is dropped, the server checks the rest. */
export function warrantySettings(values: WarrantyValues): Record<string, string> {
  const rows = (values.warranties ?? [])
    .filter((w) => w && (w.category || w.name?.trim() || w.days))
    .map((w) => ({ category: w.category ?? "", name: w.name?.trim() ?? "", days: w.days ?? 0 }));
  const tracked = values.trackedCategories ?? [];
  return {
    warranties: rows.length ? JSON.stringify(rows) : "",
    trackedCategories: tracked.length ? JSON.stringify(tracked) : "",
  };
}

/**
 * "Garansi": what the shop promises on each category's goods ("Garansi toko 7 hari" on phones,
 * "Garansi resmi 1 tahun" on laptops). The receipt prints it with its last day, counted from
 * the day of sale; the repair counter finds it again from a phone's IMEI.
 */
export function WarrantySection() {
  return (
    <Card title="Garansi & IMEI">
      <Form.List name="warranties">
        {(rows, { add, remove }) => (
          <>
            {rows.map(({ key, name }) => (
              <Row gutter={8} key={key} align="top" data-testid="warranty-row">
                <Col xs={24} md={8}>
                  <Form.Item
                    label="Kategori"
                    name={[name, "category"]}
                    rules={[{ required: true, message: "Pilih kategori." }]}
                  >
                    <CategorySelect />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item
                    label="Nama garansi di struk"
                    name={[name, "name"]}
                    rules={[{ required: true, whitespace: true, message: "Isi nama garansi." }]}
                  >
                    <Input maxLength={60} placeholder="Garansi toko 7 hari" />
                  </Form.Item>
                </Col>
                <Col xs={18} md={5}>
                  <Form.Item
                    label="Lama (hari)"
                    name={[name, "days"]}
                    rules={[{ required: true, message: "Isi lama garansi." }]}
                  >
                    <InputNumber<number>
                      min={1}
                      max={3650}
                      precision={0}
                      inputMode="numeric"
                      style={{ width: "100%" }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={6} md={2}>
                  <Form.Item label=" " colon={false}>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label="Hapus garansi"
                      onClick={() => remove(name)}
                      danger
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Form.Item
              extra="Dicetak di struk penjualan dengan tanggal akhirnya. Kategori tanpa garansi tidak mencetak apa pun."
              style={{ marginBottom: 0 }}
            >
              <Button icon={<PlusOutlined />} onClick={() => add({ days: 7 })}>
                Tambah garansi
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Form.Item
        label="Kategori dilacak per unit (IMEI/serial)"
        name="trackedCategories"
        extra="Barang baru di kategori ini otomatis dilacak per unit: setiap HP atau laptop dicatat dengan IMEI atau nomor serinya."
        style={{ marginTop: 16, marginBottom: 0 }}
      >
        <TrackedCategories />
      </Form.Item>
    </Card>
  );
}

/** The shop's categories to choose from (GET /api/categories). */
function TrackedCategories({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const { categories } = useCategories({ quiet: true });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      options={categories.map((c) => ({ value: c, label: c }))}
      placeholder="mis. Handphone, Laptop"
    />
  );
}
