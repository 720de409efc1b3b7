import { List } from "@refinedev/antd";
import { useCustomMutation, useDelete, useInvalidate } from "@refinedev/core";
import {
  Avatar,
  Button,
  Dropdown,
  Flex,
  Grid,
  Segmented,
  Table,
  Tag,
  Typography,
  theme,
} from "antd";
import type { MenuProps } from "antd";
import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  MoreOutlined,
  PictureOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { formatDate } from "../../lib/format";
import { failure, success } from "../../lib/notify";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import { withSkeletonRows } from "../../components/skeletonRows";
import { useNewsFormModal } from "./form";
import {
  MSG_DELETE_FAILED,
  MSG_DELETE_WARNING,
  MSG_DELETED,
  MSG_STATUS_FAILED,
  STATUS_LABEL,
  isScheduled,
  statusChanged,
  type News,
  type NewsStatus,
} from "./types";
import { useListTable } from "../../components/listLoad/useListTable";
import { shortListPagination } from "../../components/listPagination";

const FILTERS = [
  { value: "", label: "Semua" },
  { value: "published", label: "Diterbitkan" },
  { value: "draft", label: "Draft" },
];

/**
 * "Manajemen Berita" (Admin only): every article, drafts and
 * scheduled ones too, newest first; the row menu edits, publishes or takes
 * back to draft, and deletes after a confirmation.
 */
export default function NewsList() {
  const { token } = theme.useToken();
  const narrow = Grid.useBreakpoint().md === false;
  const { tableProps, filters, setFilters, loadError } = useListTable<News>(
    {
      resource: "news",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      syncWithLocation: true,
    },
    { failed: "Gagal memuat berita", empty: "Belum ada berita." },
  );
  const status =
    (filters.find((f) => "field" in f && f.field === "status")?.value as string | undefined) ?? "";

  const create = useNewsFormModal("create");
  const edit = useNewsFormModal("edit");
  const { mutateAsync: remove } = useDelete<News>();
  const { mutate: patch } = useCustomMutation<News>();
  const invalidate = useInvalidate();
  const confirmDelete = useConfirmDelete();

  const toggleStatus = (news: News) => {
    const next: NewsStatus = news.status === "published" ? "draft" : "published";
    patch(
      {
        url: `/api/news/${encodeURIComponent(String(news.id))}/status`,
        method: "patch",
        values: { status: next },
        successNotification: success(statusChanged(next)),
        errorNotification: failure(MSG_STATUS_FAILED),
      },
      { onSuccess: () => void invalidate({ resource: "news", invalidates: ["list"] }) },
    );
  };

  const askDelete = (news: News) =>
    confirmDelete({
      content: MSG_DELETE_WARNING,
      okText: "Ya, Hapus",
      onConfirm: () =>
        remove({
          resource: "news",
          id: news.id,
          successNotification: success(MSG_DELETED),
          errorNotification: failure(MSG_DELETE_FAILED),
        }),
    });

  const menu = (news: News): MenuProps => ({
    items: [
      { key: "edit", icon: <EditOutlined />, label: "Edit" },
      news.status === "published"
        ? { key: "toggle", icon: <FileTextOutlined />, label: "Jadikan Draft" }
        : { key: "toggle", icon: <CloudUploadOutlined />, label: "Terbitkan" },
      { type: "divider" },
      { key: "delete", icon: <DeleteOutlined />, label: "Hapus", danger: true },
    ],
    onClick: ({ key }) => {
      if (key === "edit") edit.show(news);
      else if (key === "toggle") toggleStatus(news);
      else askDelete(news);
    },
  });

  return (
    <List
      title="Manajemen Berita"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" align="center" style={{ width: "100%" }}>
          <Segmented
            aria-label="Saring status"
            value={status}
            options={FILTERS}
            onChange={(value) =>
              setFilters(
                [{ field: "status", operator: "eq", value: value || undefined }],
                "replace",
              )
            }
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            Tambah Berita
          </Button>
        </Flex>
      )}
    >
      {loadError}
      <Table<News>
        {...withSkeletonRows(tableProps)}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={shortListPagination(tableProps.pagination)}
      >
        <Table.Column<News>
          dataIndex="image_url"
          title="Gambar"
          width={76}
          responsive={["sm"]}
          render={(url: string | null, news) => (
            <Avatar
              shape="square"
              size={52}
              src={url || undefined}
              icon={<PictureOutlined />}
              alt={news.title}
              style={{ background: token.colorFillSecondary, color: token.colorTextTertiary }}
            />
          )}
        />
        <Table.Column<News>
          dataIndex="title"
          title="Judul"
          render={(title: string, news) => (
            <Flex vertical style={{ minWidth: narrow ? 150 : 240, maxWidth: narrow ? 190 : 420 }}>
              <Typography.Text strong>{title}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: "break-all" }}>
                /news/{news.slug}
              </Typography.Text>
              {narrow && news.published_at && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Terbit {formatDate(news.published_at)}
                </Typography.Text>
              )}
            </Flex>
          )}
        />
        <Table.Column<News>
          dataIndex="status"
          title="Status"
          render={(value: NewsStatus, news) => (
            <Flex vertical align="start" gap={4}>
              <Tag
                color={value === "published" ? "green" : "default"}
                style={{ marginInlineEnd: 0 }}
              >
                {STATUS_LABEL[value] ?? value}
              </Tag>
              {isScheduled(news) && (
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  Terjadwal
                </Typography.Text>
              )}
            </Flex>
          )}
        />
        <Table.Column<News>
          dataIndex="published_at"
          title="Tgl. Terbit"
          responsive={["md"]}
          render={(value: string | null) => (
            <span style={{ whiteSpace: "nowrap" }}>{formatDate(value)}</span>
          )}
        />
        <Table.Column<News>
          dataIndex="updated_at"
          title="Diperbarui"
          responsive={["md"]}
          render={(value: string) => (
            <span style={{ whiteSpace: "nowrap" }}>{formatDate(value)}</span>
          )}
        />
        <Table.Column<News>
          title="Aksi"
          key="actions"
          align="right"
          render={(_, news) => (
            <Dropdown menu={menu(news)} trigger={["click"]} placement="bottomRight">
              <Button size="small" icon={<MoreOutlined />} aria-label={`Aksi ${news.title}`} />
            </Dropdown>
          )}
        />
      </Table>

      {create.dialog}
      {edit.dialog}
    </List>
  );
}
