import { Button } from "antd";
import { QuestionCircleOutlined } from "@ant-design/icons";
import { Kbd } from "./Kbd";

/** Opens the cashier's keyboard help (also `?`). */
export function HelpButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="text" icon={<QuestionCircleOutlined />} onClick={onClick} aria-keyshortcuts="?">
      Pintasan Keyboard <Kbd>?</Kbd>
    </Button>
  );
}
