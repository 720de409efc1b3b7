import { Button, Tooltip, type ButtonProps } from "antd";
import { WhatsAppOutlined } from "@ant-design/icons";
import { useShopInfo } from "../../components/receipt";
import { useColorMode, type ColorMode } from "../../contexts/colorMode";
import { serviceNumber, trackingUrl } from "./service";
import { whatsappLink } from "../../lib/whatsapp";
import { serviceMessage } from "./whatsapp";
import type { ServiceEntry } from "./types";

/** WhatsApp's green, darker on a light page: its label then reads at the contrast of AA. */
const WHATSAPP_GREEN: Record<ColorMode, string> = { light: "#15803D", dark: "#25D366" };

/**
 * 'Kirim WhatsApp': opens a chat with the customer (wa.me, no account or
 * gateway needed) with the repair's status and tracking link written out.
 */
export function WhatsAppButton({
  entry,
  label = false,
  size = "small",
}: {
  entry: ServiceEntry;
  /** Show the text next to the icon. */
  label?: boolean;
  size?: ButtonProps["size"];
}) {
  const { shop } = useShopInfo();
  const green = WHATSAPP_GREEN[useColorMode().mode];
  const link = whatsappLink(
    entry.customer_phone,
    serviceMessage(
      entry,
      shop.name,
      entry.tracking_token ? trackingUrl(entry.tracking_token) : null,
    ),
  );
  const name = `Kirim WhatsApp ${serviceNumber(entry.id)}`;
  return (
    <Tooltip title={link ? "Kirim WhatsApp" : "Pelanggan belum punya nomor HP yang valid."}>
      <Button
        size={size}
        icon={<WhatsAppOutlined />}
        href={link ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!link}
        aria-label={name}
        style={link ? { color: green, borderColor: green } : undefined}
      >
        {label ? "Kirim WhatsApp" : null}
      </Button>
    </Tooltip>
  );
}
