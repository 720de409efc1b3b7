import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { App, Form } from "antd";
import { checklistText } from "@konter/ui-kit";
import { IntakeFields } from "./IntakeFields";
import { newEntryValues, toEntryBody, toEntryFormValues } from "./entryBody";
import { serviceEntry } from "./fixtures";

describe("the intake's checklist, screen lock and photos", () => {
  it("sends the boxes ticked and the screen lock only when typed", () => {
    const values = {
      ...newEntryValues(),
      device_type: "Oppo A5s",
      damage_type: "Mati",
      description: "Mati total",
    };
    expect(toEntryBody({ ...values, checklist: ["screen_cracked", "charger"] })).toMatchObject({
      checklist: ["screen_cracked", "charger"],
    });
    expect(toEntryBody(values)).not.toHaveProperty("screen_lock");
    expect(
      toEntryBody({ ...values, lock_kind: "pola", lock_value: " 15963 " }).screen_lock,
    ).toEqual({
      kind: "pola",
      value: "15963",
    });
  });

  it("edits start from the stored checklist and never from a screen lock", () => {
    const form = toEntryFormValues(serviceEntry({ checklist: ["no_power"] }));
    expect(form.checklist).toEqual(["no_power"]);
    expect(form.lock_value).toBe("");
  });

  it("names the boxes in Indonesian, by group", () => {
    expect(checklistText(["sim_card", "screen_cracked", "sim_tray"], "kondisi")).toBe(
      "Layar retak, Slot SIM",
    );
    expect(checklistText(["sim_card", "screen_cracked"], "kelengkapan")).toBe("Kartu SIM");
    expect(checklistText(null, "kondisi")).toBe("");
  });

  it("offers the boxes, the lock and the camera", () => {
    const onPhotos = vi.fn();
    render(
      <App>
        <Form>
          <IntakeFields onPhotos={onPhotos} photoCount={0} />
        </Form>
      </App>,
    );
    for (const label of [
      "Layar retak",
      "Mati total",
      "Kena air",
      "Tombol",
      "Kamera",
      "Slot SIM",
      "Charger",
      "Casing",
      "Kartu SIM",
    ]) {
      expect(screen.getByRole("checkbox", { name: label })).toBeTruthy();
    }
    const camera = screen.getByLabelText("Foto perangkat");
    expect(camera.getAttribute("accept")).toBe("image/*");
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(camera.hasAttribute("multiple")).toBe(true);
    expect(screen.getByLabelText("Isi kunci layar").getAttribute("autocomplete")).toBe("off");
  });
});
