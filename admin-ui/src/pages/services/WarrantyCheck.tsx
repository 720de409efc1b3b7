import { useEffect, useState } from "react";
import { Alert, Checkbox, Form, type FormInstance } from "antd";
import { formatReceiptDay, type ApiSchemas } from "@konter/ui-kit";
import { apiFetch } from "../../providers/http";
import { formatDate } from "../../lib/format";
import type { EntryFormValues } from "./entryBody";

/** GET /api/warranty/{number}: the unit the shop sold with that IMEI or serial. */
export type SoldHere = ApiSchemas["WarrantyCheck"];

/** The shortest number worth asking about: a serial is rarely shorter. */
const MIN_NUMBER = 6;

/** The unit sold here with that number, or null when the shop never sold it. */
async function soldHere(number: string): Promise<SoldHere | null> {
  try {
    return await apiFetch<SoldHere>(`/api/warranty/${encodeURIComponent(number)}`);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** "Dibeli di toko ini: TRX-… pada 21 Nov 2026, pelanggan Budi." */
function purchase(s: SoldHere): string {
  const who = s.customer_name ? `, pelanggan ${s.customer_name}` : "";
  return `${s.unit.product_name} dibeli di toko ini: ${s.sale_number} pada ${formatDate(s.sold_at)}${who}.`;
}

function warrantyText(s: SoldHere): string {
  if (!s.warranty_name) return "Penjualan ini tanpa garansi toko.";
  const until = formatReceiptDay(s.warranty_until);
  return s.under_warranty
    ? `${s.warranty_name}, berlaku s.d. ${until}.`
    : `${s.warranty_name} sudah habis pada ${until}.`;
}

/**
 * Under the intake's IMEI field: when the number is a unit the shop sold, it names the sale,
 * the customer and the shop's warranty, fills in the customer and the device when they are
 * still empty, and, while the warranty lasts, offers to take the repair in under it.
 */
export function WarrantyCheck({
  form,
  keep = false,
}: {
  form: FormInstance<EntryFormValues>;
  /** The edited entry was taken in under warranty: it stays so after the warranty ends. */
  keep?: boolean;
}) {
  const number = (Form.useWatch("imei", form) ?? "").trim();
  const [found, setFound] = useState<{ number: string; sold: SoldHere | null } | null>(null);

  useEffect(() => {
    if (number.length < MIN_NUMBER) return;
    let current = true;
    const timer = setTimeout(() => {
      soldHere(number)
        .then((sold) => {
          if (!current) return;
          setFound({ number, sold });
          if (!sold) return;
          const values = form.getFieldsValue(["customer_id", "device_type"]);
          if (values.customer_id == null && sold.customer_id != null)
            form.setFieldValue("customer_id", sold.customer_id);
          if (!values.device_type?.trim())
            form.setFieldValue("device_type", sold.unit.product_name);
        })
        .catch(() => current && setFound(null));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [number, form]);

  const sold = found?.number === number ? found.sold : null;
  const offered = sold != null && (sold.under_warranty || keep);
  useEffect(() => {
    if (!offered && form.getFieldValue("warranty_repair"))
      form.setFieldValue("warranty_repair", false);
  }, [offered, form]);

  if (!sold) return null;
  return (
    <Alert
      type={sold.under_warranty ? "success" : "info"}
      showIcon
      data-testid="warranty-check"
      style={{ marginBottom: 16 }}
      message={purchase(sold)}
      description={
        <>
          <div>{warrantyText(sold)}</div>
          {offered && (
            <Form.Item name="warranty_repair" valuePropName="checked" style={{ margin: "8px 0 0" }}>
              <Checkbox>Perbaikan garansi toko (tanpa biaya service, sparepart gratis)</Checkbox>
            </Form.Item>
          )}
        </>
      }
    />
  );
}
