import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Refine, type BaseKey } from "@refinedev/core";
import { dataProvider } from "../../providers/dataProvider";
import { TestAntd } from "../../test/antd";
import { json, mockFetch, query } from "../../test/fetchMock";
import { CustomerSelect } from "../../pages/sales/CustomerSelect";
import { SupplierSelect } from "../../pages/products/SupplierSelect";

const agus = { id: 3, name: "Agus Wijaya", phone: "087788990011", address: null, created_at: "" };
const budi = { id: 1, name: "Budi Santoso", phone: "081234567890", address: null, created_at: "" };
const bunga = { id: 7, name: "Bunga Citra", phone: null, address: null, created_at: "" };

/** A search the test answers when it likes: the server's line is slow. */
function slowSearch(all: object[]) {
  const answers: Array<() => void> = [];
  const asked: string[] = [];
  const route = (call: { url: string }) => {
    const q = query(call.url).q;
    if (q === undefined) return json({ items: all, total: all.length });
    asked.push(q);
    const items = all.filter((c) => JSON.stringify(c).toLowerCase().includes(q.toLowerCase()));
    return new Promise<Response>((resolve) =>
      answers.push(() => resolve(json({ items, total: items.length }))),
    );
  };
  return {
    route,
    asked,
    /** Lets the server answer every search asked so far. */
    answer: () => answers.splice(0).forEach((a) => a()),
  };
}

function Picker({
  which,
  onChange,
}: {
  which: "customer" | "supplier";
  onChange: (v: BaseKey | null) => void;
}) {
  const [value, setValue] = useState<BaseKey | null>(null);
  const change = (v: BaseKey | null) => {
    setValue(v);
    onChange(v);
  };
  return which === "customer" ? (
    <CustomerSelect id="picker" value={value} onChange={change} />
  ) : (
    <SupplierSelect id="picker" value={value as number | null} onChange={change} />
  );
}

function renderPicker(which: "customer" | "supplier", onChange: (v: BaseKey | null) => void) {
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      <Picker which={which} onChange={onChange} />
    </Refine>,
    { wrapper: TestAntd },
  );
  return document.getElementById("picker") as HTMLInputElement;
}

/** The words typed in the open picker, then Enter, before the server answered them. */
async function typeAndEnter(box: HTMLInputElement, words: string) {
  fireEvent.mouseDown(box);
  await screen.findByText(/Agus Wijaya/, { selector: ".ant-select-item-option-content" });
  fireEvent.change(box, { target: { value: words } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13, which: 13 });
}

describe("a picker searched on the server", () => {
  it("Enter before the answer came takes the match for the words typed, not the list's first", async () => {
    const search = slowSearch([agus, budi]);
    mockFetch({ "GET /api/customers": search.route });
    const onChange = vi.fn();
    const box = renderPicker("customer", onChange);
    await typeAndEnter(box, "budi");
    await waitFor(() => expect(search.asked).toContain("budi"));
    expect(onChange).not.toHaveBeenCalled();
    search.answer();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(budi.id));
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(document.querySelector(".ant-select-selection-item")?.textContent).toBe(
        `${budi.name} · ${budi.phone}`,
      ),
    );
  });

  it("while the answer is on its way, the rows of the earlier list are not offered", async () => {
    const search = slowSearch([agus, budi]);
    mockFetch({ "GET /api/customers": search.route });
    const box = renderPicker("customer", vi.fn());
    fireEvent.mouseDown(box);
    await screen.findByText(/Agus Wijaya/, { selector: ".ant-select-item-option-content" });
    fireEvent.change(box, { target: { value: "budi" } });
    await waitFor(() =>
      expect(document.querySelector(".ant-select-item-option-content")).toBeNull(),
    );
    expect(screen.getByLabelText("Mencari")).toBeTruthy();
    await waitFor(() => expect(search.asked).toContain("budi"));
    search.answer();
    expect(
      await screen.findByText(`${budi.name} · ${budi.phone}`, {
        selector: ".ant-select-item-option-content",
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Agus Wijaya/)).toBeNull();
  });

  it("words typed after Enter are another search: the first answer is not taken", async () => {
    const search = slowSearch([agus, budi, bunga]);
    mockFetch({ "GET /api/suppliers": search.route });
    const onChange = vi.fn();
    const box = renderPicker("supplier", onChange);
    await typeAndEnter(box, "bu");
    fireEvent.change(box, { target: { value: "bunga" } });
    await waitFor(() => expect(search.asked).toContain("bunga"));
    search.answer();
    expect(
      await screen.findByText("Bunga Citra", { selector: ".ant-select-item-option-content" }),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Enter on an answer without rows takes nothing and says none was found", async () => {
    const search = slowSearch([agus, budi]);
    mockFetch({ "GET /api/suppliers": search.route });
    const onChange = vi.fn();
    const box = renderPicker("supplier", onChange);
    await typeAndEnter(box, "zzz");
    await waitFor(() => expect(search.asked).toContain("zzz"));
    search.answer();
    expect(await screen.findByText("Supplier tidak ditemukan.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
