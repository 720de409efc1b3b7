import { Card, Typography } from "antd";
import { OpeningCashForm } from "./OpeningCashForm";

/** Opening a shift with the cash in the drawer (modal awal). */
export function OpenShiftForm({ required }: { required: boolean }) {
  return (
    <Card title="Buka Shift">
      <Typography.Paragraph type="secondary">
        {required
          ? "Toko mewajibkan kasir membuka shift sebelum menerima pembayaran."
          : "Shift terbuka sendiri dengan pembayaran pertama. Buka sekarang untuk mencatat modal awal di laci."}
      </Typography.Paragraph>
      <OpeningCashForm />
    </Card>
  );
}
