import { Checkbox, Col, Form, Input, Row, Select } from "antd";
import { INTAKE_CHECKS, MAX_REPAIR_PHOTOS } from "@konter/ui-kit";

const LOCK_KINDS = [
  { value: "pin", label: "PIN" },
  { value: "sandi", label: "Sandi" },
  { value: "pola", label: "Pola" },
];

const group = (name: string) =>
  INTAKE_CHECKS.filter((c) => c.group === name).map((c) => ({ value: c.key, label: c.label }));

/**
 * The intake's checklist (condition and what was left), the screen lock the
 * customer leaves, and the device's photos from the counter's camera.
 * Both checklist groups are one form field, `checklist`.
 */
export function IntakeFields({
  onPhotos,
  photoCount,
}: {
  onPhotos: (files: File[]) => void;
  photoCount: number;
}) {
  return (
    <>
      <Form.Item label="Cek perangkat" name="checklist">
        <Checkbox.Group style={{ display: "block" }}>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 13, marginBottom: 4 }}>Kondisi</legend>
            <Row gutter={[8, 4]}>
              {group("kondisi").map((o) => (
                <Col key={o.value} xs={12} md={8}>
                  <Checkbox value={o.value}>{o.label}</Checkbox>
                </Col>
              ))}
            </Row>
          </fieldset>
          <fieldset style={{ border: 0, padding: 0, margin: "8px 0 0" }}>
            <legend style={{ fontSize: 13, marginBottom: 4 }}>Ditinggal pelanggan</legend>
            <Row gutter={[8, 4]}>
              {group("kelengkapan").map((o) => (
                <Col key={o.value} xs={12} md={8}>
                  <Checkbox value={o.value}>{o.label}</Checkbox>
                </Col>
              ))}
            </Row>
          </fieldset>
        </Checkbox.Group>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={10} md={6}>
          <Form.Item label="Kunci layar" name="lock_kind">
            <Select options={LOCK_KINDS} aria-label="Jenis kunci layar" />
          </Form.Item>
        </Col>
        <Col xs={14} md={18}>
          <Form.Item
            label="Isi kunci layar"
            name="lock_value"
            extra="Disimpan terenkripsi; hanya Admin yang dapat melihatnya. Pola: urutan titik 1–9, kiri atas = 1."
          >
            <Input maxLength={64} autoComplete="off" placeholder="mis. 1234 atau 15963" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={`Foto perangkat (maks. ${MAX_REPAIR_PHOTOS})`}
        extra={photoCount ? `${photoCount} foto dipilih` : "Ambil dengan kamera HP atau tablet"}
      >
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          aria-label="Foto perangkat"
          onChange={(e) => onPhotos(Array.from(e.target.files ?? []).slice(0, MAX_REPAIR_PHOTOS))}
        />
      </Form.Item>
    </>
  );
}
