import { useState } from "react";
import { useCustomMutation, useNotification } from "@refinedev/core";
import { Button, Divider, Input, Select, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { MSG_CATEGORY_BLANK, MSG_CATEGORY_EXISTS, type ApiSchemas } from "@konter/ui-kit";
import { useCategories } from "../../components/useCategories";

type CreatedCategory = ApiSchemas["CategoryOutputBody"];

export const CATEGORY_EMPTY = MSG_CATEGORY_BLANK;
export const CATEGORY_EXISTS = MSG_CATEGORY_EXISTS;

/**
 * Category of a product: one of the shop's categories (GET /api/categories),
 * or a new one added right in the list ("Tambah kategori", POST
 * /api/categories: not empty, not a case-insensitive duplicate).
 */
export function CategorySelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { open } = useNotification();
  const { categories, loading, refetch } = useCategories();
  const { mutate, mutation } = useCustomMutation<CreatedCategory>();
  const [name, setName] = useState("");
  const [listOpen, setListOpen] = useState(false);

  const add = () => {
    const wanted = name.trim();
    if (!wanted) {
      open?.({ type: "error", message: CATEGORY_EMPTY });
      return;
    }
    const existing = categories.find((c) => c.toLowerCase() === wanted.toLowerCase());
    if (existing) {
      open?.({ type: "error", message: CATEGORY_EXISTS });
      onChange?.(existing);
      setListOpen(false);
      return;
    }
    mutate(
      {
        url: "/api/categories",
        method: "post",
        values: { name: wanted },
        successNotification: (data) => ({
          type: "success",
          message: data?.data?.message || `Kategori "${wanted}" ditambahkan.`,
        }),
        errorNotification: (error) => ({
          type: "error",
          message: error?.message || CATEGORY_EMPTY,
        }),
      },
      {
        onSuccess: async (data) => {
          setName("");
          await refetch();
          onChange?.(data.data.name);
          setListOpen(false);
        },
      },
    );
  };

  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={onChange}
      showSearch
      open={listOpen}
      onOpenChange={setListOpen}
      placeholder="Pilih kategori"
      loading={loading}
      options={categories.map((c) => ({ value: c, label: c }))}
      notFoundContent="Belum ada kategori."
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: "8px 0" }} />
          <Space.Compact style={{ width: "100%", padding: "0 8px 4px" }}>
            <Input
              placeholder="Kategori baru"
              aria-label="Nama kategori baru"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              // Typing in the list must not move the select's own keyboard selection.
              onKeyDown={(e) => {
                e.stopPropagation();
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button icon={<PlusOutlined />} onClick={add} loading={mutation.isPending}>
              Tambah kategori
            </Button>
          </Space.Compact>
        </>
      )}
    />
  );
}
