import { useLogin } from "@refinedev/core";
import { Button, Card, Flex, Form, Input, Tag, Typography, theme } from "antd";
import { LockOutlined, MailOutlined, UserOutlined } from "@ant-design/icons";
import { APP_NAME, LogoMark } from "../../components/Logo";
import { MEMBER_LOGIN_PATH, type LoginParams } from "../../providers/authProvider";
import { MSG_EMAIL_INVALID } from "@konter/ui-kit";

/**
 * Staff sign-in ("Penjualan"). The server's `detail` (wrong
 * password, Member at the staff door, too many attempts) comes back as the
 * login error and Refine shows it as the error notification.
 */
export default function LoginPage() {
  const { token } = theme.useToken();
  const { mutate: login, isPending } = useLogin<LoginParams>();

  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: "100vh",
        padding: 16,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Flex vertical align="center" gap={20} style={{ width: "100%", maxWidth: 400 }}>
        <Flex align="center" gap={10}>
          <LogoMark size={36} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {APP_NAME}
          </Typography.Title>
        </Flex>
        <Card style={{ width: "100%", boxShadow: token.boxShadowTertiary }}>
          <Flex vertical gap={4} style={{ marginBottom: 24 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Penjualan
            </Typography.Title>
            <Typography.Text type="secondary">Masuk untuk Admin dan Kasir.</Typography.Text>
          </Flex>
          <Form<LoginParams>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => login({ email: values.email.trim(), password: values.password })}
          >
            <Form.Item
              label="Email"
              name="email"
              rules={[
                { required: true, message: "Email wajib diisi." },
                { type: "email", message: MSG_EMAIL_INVALID },
              ]}
            >
              <Input
                prefix={<MailOutlined />}
                type="email"
                autoComplete="username"
                placeholder="nama@contoh.com"
                size="large"
              />
            </Form.Item>
            <Form.Item
              label="Password"
              name="password"
              rules={[{ required: true, message: "Password wajib diisi." }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                placeholder="Password"
                size="large"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
              Masuk
            </Button>
          </Form>
          <Flex justify="center" style={{ marginTop: 20 }}>
            {/* A full page load: /member-login belongs to the storefront app. */}
            <a href={MEMBER_LOGIN_PATH}>
              <Tag
                icon={<UserOutlined />}
                color="processing"
                style={{ marginInlineEnd: 0, padding: "2px 10px" }}
              >
                Member? Masuk di halaman Member
              </Tag>
            </a>
          </Flex>
        </Card>
      </Flex>
    </Flex>
  );
}
