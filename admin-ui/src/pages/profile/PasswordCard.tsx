import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Button, Card, Form, Input, Typography } from "antd";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { MSG_BOTH_PASSWORDS, MSG_PASSWORD_MISMATCH, MSG_PASSWORD_TOO_SHORT } from "@konter/ui-kit";

export const MIN_PASSWORD = 6;

interface Values {
  password?: string;
  confirm_password?: string;
}

/** Both filled, equal, at least 6 characters. Null when fine. */
export function passwordProblem({ password = "", confirm_password = "" }: Values): string | null {
  if (!password || !confirm_password) return MSG_BOTH_PASSWORDS;
  if (password !== confirm_password) return MSG_PASSWORD_MISMATCH;
  if (password.length < MIN_PASSWORD) return MSG_PASSWORD_TOO_SHORT;
  return null;
}

/** Change password (PUT /api/auth/password). The user's other sessions end; this one stays. */
export function PasswordCard() {
  const { open } = useNotification();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    const problem = passwordProblem(values);
    if (problem) {
      open?.({ type: "error", message: problem });
      return;
    }
    setSaving(true);
    try {
      await apiFetch("/api/auth/password", { method: "PUT", json: values });
      form.resetFields();
      open?.({ type: "success", message: "Password berhasil diubah!" });
    } catch (error) {
      open?.({ type: "error", message: failureText("Gagal mengubah password", error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Ubah Password">
      <Typography.Paragraph type="secondary">
        Setelah password diubah, sesi di perangkat lain akan berakhir.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        name="password"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item label="Password Baru" name="password">
          <Input.Password
            autoComplete="new-password"
            maxLength={200}
            placeholder="Minimal 6 karakter"
          />
        </Form.Item>
        <Form.Item label="Konfirmasi Password Baru" name="confirm_password">
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Ubah Password
        </Button>
      </Form>
    </Card>
  );
}
