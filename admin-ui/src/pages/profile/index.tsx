import { useGetIdentity } from "@refinedev/core";
import { Avatar, Card, Descriptions, Flex, Skeleton, Tag, Typography } from "antd";
import { UserOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import type { Identity } from "../../providers/authProvider";

/** Profile (spec 001 §2). Read-only for now; name, avatar and password editing come later. */
export default function ProfilePage() {
  const { data: user, isLoading } = useGetIdentity<Identity>();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Profil
      </Typography.Title>
      <Card>
        {isLoading || !user ? (
          <Skeleton active avatar />
        ) : (
          <Flex gap={24} wrap align="flex-start">
            <Avatar size={72} src={user.avatar || undefined} icon={<UserOutlined />} />
            <Descriptions column={1} style={{ flex: 1, minWidth: 240 }}>
              <Descriptions.Item label="Nama Lengkap">{user.full_name || "-"}</Descriptions.Item>
              <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
              <Descriptions.Item label="Role">
                <Tag color={user.role === "Admin" ? "gold" : "blue"}>{user.role}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label="Terdaftar">
                {user.created_at ? dayjs(user.created_at).format("D MMMM YYYY") : "-"}
              </Descriptions.Item>
            </Descriptions>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
