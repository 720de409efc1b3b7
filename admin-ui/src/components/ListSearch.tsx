import { Form, Input, type FormProps } from "antd";
import { SearchOutlined } from "@ant-design/icons";

/**
 * The search box of a list page: the field `q` of Refine's `searchFormProps`
 * (sent to the API as `?q=`). Submits on Enter, on the button and on clear.
 */
export function ListSearch({
  searchFormProps,
  placeholder,
  label,
  width = 280,
}: {
  searchFormProps: FormProps;
  placeholder: string;
  label: string;
  width?: number;
}) {
  return (
    <Form {...searchFormProps} layout="inline" style={{ margin: 0, width, maxWidth: "100%" }}>
      <Form.Item name="q" noStyle>
        <Input.Search
          allowClear
          placeholder={placeholder}
          enterButton={<SearchOutlined />}
          aria-label={label}
          onSearch={() => searchFormProps.form?.submit()}
        />
      </Form.Item>
    </Form>
  );
}
