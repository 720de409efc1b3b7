import { useState } from "react";
import { useCustom, useInvalidate, usePermissions } from "@refinedev/core";
import { App, Button, Flex, Image, Popconfirm, Typography } from "antd";
import { DeleteOutlined, LockOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import type { Role } from "../../interfaces";
import { photoURL } from "./photos";

type Intake = ApiSchemas["Intake"];
type ScreenLock = ApiSchemas["ScreenLock"];

const LOCK_NAMES: Record<string, string> = { pin: "PIN", sandi: "Sandi", pola: "Pola" };

/**
 * A repair's intake photos (thumbnails that open large) and, for the Admin and the technician
 * the repair is assigned to (the server says), the screen lock the customer left, read on request.
 */
export function IntakeView({ entryID }: { entryID: number }) {
  const { notification } = App.useApp();
  const { data: role } = usePermissions<Role | null>({});
  const invalidate = useInvalidate();
  const { result, query } = useCustom<Intake>({
    url: `/api/service-entries/${entryID}/intake`,
    method: "get",
    queryOptions: { queryKey: ["service-intake", entryID] },
  });
  const [lock, setLock] = useState<ScreenLock | null>(null);
  const intake = result?.data;
  if (!intake) return null;

  const remove = async (photoID: number) => {
    try {
      await apiFetch(`/api/service-entries/${entryID}/photos/${photoID}`, { method: "DELETE" });
      await query.refetch();
      void invalidate({ resource: "service_entries", invalidates: ["detail"], id: entryID });
    } catch (err) {
      notification.error({ message: failureText("Gagal menghapus foto", err) });
    }
  };
  const reveal = async () => {
    try {
      setLock(await apiFetch<ScreenLock>(`/api/service-entries/${entryID}/screen-lock`));
    } catch (err) {
      notification.error({ message: failureText("Gagal membuka kunci layar", err) });
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Foto Perangkat
      </Typography.Title>
      {intake.photos?.length ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {intake.photos.map((p, i) => (
              <Flex key={p.id} vertical gap={4} align="center">
                <Image
                  width={96}
                  height={96}
                  style={{ objectFit: "cover", borderRadius: 6 }}
                  src={photoURL(entryID, p.id, "thumb")}
                  preview={{ src: photoURL(entryID, p.id, "large") }}
                  alt={`Foto perangkat ${i + 1}`}
                />
                {role !== "Teknisi" && (
                  <Popconfirm
                    title="Hapus foto ini?"
                    okText="Hapus"
                    cancelText="Batal"
                    onConfirm={() => remove(p.id)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Hapus foto ${i + 1}`}
                    />
                  </Popconfirm>
                )}
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        <Typography.Text type="secondary">Belum ada foto.</Typography.Text>
      )}
      {intake.has_screen_lock && (
        <Flex gap={8} align="center" wrap>
          <LockOutlined aria-hidden />
          {lock ? (
            <Typography.Text strong>
              {LOCK_NAMES[lock.kind] ?? lock.kind}: {lock.value}
            </Typography.Text>
          ) : (
            <Typography.Text>Kunci layar dititipkan.</Typography.Text>
          )}
          {intake.may_see_screen_lock && !lock && (
            <Button size="small" onClick={reveal}>
              Lihat kunci layar
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
