import { useCustom } from "@refinedev/core";
import { Button, Flex, Result, Spin, Typography } from "antd";
import { failure } from "../../lib/notify";
import { AdsSection } from "./AdsSection";
import { SettingsForm } from "./SettingsForm";
import { MSG_SETTINGS_LOAD_FAILED, type Settings } from "./types";

/**
 * "Manajemen Aplikasi" (/dashboard/settings, Admin only): the
 * ads, then the shop's texts, author and logo, saved together by "Simpan
 * Semua Perubahan" (the pictures have their own upload buttons).
 */
export default function SettingsPage() {
  const { query, result } = useCustom<Settings>({
    url: "/api/settings",
    method: "get",
    errorNotification: failure(MSG_SETTINGS_LOAD_FAILED),
  });
  const settings = result?.data as Settings | undefined;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1040 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Manajemen Aplikasi
      </Typography.Title>
      {query.isLoading ? (
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" aria-label="Memuat pengaturan" />
        </Flex>
      ) : !settings ? (
        <Result
          status="warning"
          title="Pengaturan tidak dapat dimuat."
          extra={<Button onClick={() => void query.refetch()}>Coba Lagi</Button>}
        />
      ) : (
        <>
          <AdsSection />
          <SettingsForm settings={settings} onSaved={() => void query.refetch()} />
        </>
      )}
    </Flex>
  );
}
