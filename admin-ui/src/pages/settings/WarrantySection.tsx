import { Button, Card, Col, Form, Input, InputNumber, Row } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { CategorySelect } from "../products/CategorySelect";
import type { Settings } from "./types";

/** The shop's warranty on one category, as the receipt prints it. */
export interface Warranty {
  category?: string;
  name?: string;
  days?: number | null;
}

export const WARRANTY_KEYS = ["warranties"] as const;

export interface WarrantyValues {
  warranties?: Warranty[];
}

/** The warranties setting (a JSON list) as the form's rows; an unreadable one as none. */
export function warrantyValues(settings: Settings): WarrantyValues {
  try {
    const list: unknown = JSON.parse(settings.warranties || "[]");
    return { warranties: Array.isArray(list) ? (list as Warranty[]) : [] };
  } catch {
    return { warranties: [] };
  }
}

/** The rows as the server stores them; a row left empty is dropped, the server checks the rest. */
export function warrantySettings(values: WarrantyValues): Record<string, string> {
  const rows = (values.warranties ?? [])
    .filter((w) => w && (w.category || w.name?.trim() || w.days))
    .map((w) => ({ category: w.category ?? "", name: w.name?.trim() ?? "", days: w.days ?? 0 }));
  return { warranties: rows.length ? JSON.stringify(rows) : "" };
}

/**
 * "Garansi": what the shop promises on each category's goods ("Garansi toko 7 hari" on phones,
 * "Garansi resmi 1 tahun" on laptops). The receipt prints it with its last day, counted from
 * the day of sale; the repair counter finds it again from a phone's IMEI.
 */
export function WarrantySection() {
  return (
    <Card title="Garansi">
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
    </Card>
  );
}
