import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { renderAt, toastTexts, warmUp } from "../../test/app";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { serviceEntry, shopRoutes } from "./fixtures";
import type { ServiceEntry } from "./types";

warmUp(() => import("./BoardPage"));

beforeEach(() => resetSessionCache());

const REFUSAL = "Servis ini sudah dibatalkan; buka lagi lewat Ubah Servis bila memang dilanjutkan.";

const YOGA = { id: 7, full_name: "Yoga Pratama", role: "Teknisi" };

function board(
  answer: (entry: ServiceEntry, state: string) => Response,
  others: ServiceEntry[] = [],
) {
  let entry = serviceEntry({ promised_date: "2020-01-02" });
  const { calls } = mockFetch({
    ...shopRoutes,
    "GET /api/technicians": () => json([YOGA]),
    "GET /api/service-entries": (call) =>
      json(
        query(call.url).status.includes("Pending")
          ? { items: [entry, ...others], total: 1 + others.length }
          : { items: [], total: 0 },
      ),
    "PATCH /api/service-entries/12/state": (call) => {
      const state = (call.body as { state: string }).state;
      const res = answer(entry, state);
      if (res.ok) entry = { ...entry, state: state as ServiceEntry["state"], status: "Proses" };
      return res;
    },
  });
  return calls;
}

async function moveTo(state: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Pindah ke… SVC-12" }));
  fireEvent.click(await screen.findByText(state, { selector: ".ant-dropdown-menu-title-content" }));
}

const column = (state: string) => screen.getByRole("region", { name: state });

describe("Papan Servis", () => {
  it("shows the card in its column, overdue in red, and moves it through the server", async () => {
    const calls = board((entry, state) => json({ ...entry, state }));
    renderAt("/dashboard/service-board");
    const card = await within(await screen.findByRole("region", { name: "Antri" })).findByText(
      "SVC-12",
    );
    expect(card).toBeTruthy();
    expect(within(column("Antri")).getByText(/Estimasi Selesai: .*\(terlambat\)/)).toBeTruthy();
    await moveTo("Diagnosa");
    await waitFor(() => expect(within(column("Diagnosa")).getByText("SVC-12")).toBeTruthy());
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ state: "Diagnosa" });
    expect(within(column("Antri")).queryByText("SVC-12")).toBeNull();
  });

  it("puts a refused card back and shows the server's reason", async () => {
    board(() => problem(409, REFUSAL));
    renderAt("/dashboard/service-board");
    await within(await screen.findByRole("region", { name: "Antri" })).findByText("SVC-12");
    await moveTo("Dikerjakan");
    await waitFor(() => expect(toastTexts()).toContain(REFUSAL));
    expect(within(column("Antri")).getByText("SVC-12")).toBeTruthy();
    expect(within(column("Dikerjakan")).queryByText("SVC-12")).toBeNull();
  });

  it("names each card's technician and keeps one technician's cards", async () => {
    board(
      (entry, state) => json({ ...entry, state }),
      [serviceEntry({ id: 13, technician_id: YOGA.id, technician_name: YOGA.full_name })],
    );
    renderAt("/dashboard/service-board");
    const antri = await screen.findByRole("region", { name: "Antri" });
    await within(antri).findByText("SVC-13");
    expect(within(antri).getByText("Teknisi: Yoga Pratama")).toBeTruthy();
    expect(within(antri).getByText("Teknisi: belum ditugaskan")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Teknisi" }));
    fireEvent.click(
      await screen.findByText("Yoga Pratama", { selector: ".ant-select-item-option-content" }),
    );
    await waitFor(() => expect(within(column("Antri")).queryByText("SVC-12")).toBeNull());
    expect(within(column("Antri")).getByText("SVC-13")).toBeTruthy();
  });
});
