import { Form, Radio } from "antd";
import type { BaseKey } from "@refinedev/core";
import { AmountInput } from "./AmountInput";
import { CUSTOMER_TYPES, type CustomerType } from "./cart";
import { CustomerSelect } from "./CustomerSelect";
import { Kbd } from "./Kbd";
import { SHORTCUT_KEYS } from "./shortcuts";

/**
 * A sale's choices above its cart: the customer type (not for a member's order, priced as
 * ordered), the customer (F4) and the discount.
 */
export function SaleFields({
  customerType,
  onCustomerType,
  customerId,
  onCustomerId,
  discount,
  onDiscount,
  memberName,
  locked,
}: {
  /** Absent for a member's order. */
  customerType?: CustomerType;
  onCustomerType: (type: CustomerType) => void;
  customerId: BaseKey | null;
  onCustomerId: (id: BaseKey | null) => void;
  discount: number | null;
  onDiscount: (discount: number | null) => void;
  /** The member whose order is paid. */
  memberName?: string;
  locked: boolean;
}) {
  return (
    <Form
      layout="vertical"
      component="div"
      disabled={locked}
      className="cashier-form cashier-ticket"
    >
      {customerType && (
        <Form.Item label="Tipe Pelanggan" htmlFor="sale-customer-type">
          <Radio.Group
            id="sale-customer-type"
            name="sale-customer-type"
            aria-label="Tipe Pelanggan"
            optionType="button"
            buttonStyle="solid"
            value={customerType}
            onChange={(e) => onCustomerType(e.target.value as CustomerType)}
            options={CUSTOMER_TYPES.map((t) => ({
              value: t.value,
              label: t.value === "umum" ? "Umum" : "Reseller",
              title: t.label,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        label={
          <>
            Pelanggan <Kbd>{SHORTCUT_KEYS.customer}</Kbd>
          </>
        }
        htmlFor="sale-customer"
        className="cashier-ticket__customer"
      >
        <CustomerSelect
          id="sale-customer"
          value={customerId}
          onChange={onCustomerId}
          placeholder={memberName ? `${memberName} (member)` : "Umum (tanpa pelanggan)"}
          disabled={locked}
        />
      </Form.Item>
      <Form.Item label="Diskon" htmlFor="sale-discount" className="cashier-ticket__discount">
        <AmountInput id="sale-discount" value={discount} onChange={onDiscount} placeholder="0" />
      </Form.Item>
    </Form>
  );
}
