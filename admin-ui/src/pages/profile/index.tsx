import { useGetIdentity } from "@refinedev/core";
import { Card, Col, Flex, Row, Skeleton, Typography } from "antd";
import type { Identity } from "../../providers/authProvider";
import { ProfileCard } from "./ProfileCard";
import { PasswordCard } from "./PasswordCard";

/** Profile (/profile): own name and photo, and the password. */
export default function ProfilePage() {
  const { data: user, isLoading } = useGetIdentity<Identity>();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1040 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Profile
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          {isLoading || !user ? (
            <Card>
              <Skeleton active avatar />
            </Card>
          ) : (
            // Keyed by user: a different account gets a fresh form.
            <ProfileCard key={String(user.id)} user={user} />
          )}
        </Col>
        <Col xs={24} lg={10}>
          <PasswordCard />
        </Col>
      </Row>
    </Flex>
  );
}
