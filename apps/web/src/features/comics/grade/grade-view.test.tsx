// The grade view in the app: the rules grey what is not allowed, every error shows at once before
// anything is sent, a grade below the grade screen asks first, and the save carries the order's version.
import type { TComic } from "@gbo/contracts/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { comic as comicSummary, ORDER_ID, orderSummary } from "../../orders/test-fixtures";
import { GRADING_HIDDEN_TEXT, LOOKS_BETTER_REASON } from "./grade-view";

// Mantine's autosize textareas listen for font loading; happy-dom has no document.fonts.
if (!("fonts" in document) || !document.fonts) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

function fullComic(overrides: Partial<TComic> = {}): TComic {
  return {
    ...comicSummary("001", { status: "PreGrade" }),
    orderId: ORDER_ID,
    year: "1977",
    multiYear: false,
    noYear: false,
    noPublisher: false,
    uniqueDetail: null,
    monthQuarter: null,
    quantity: 1,
    pressScreen: false,
    gradeScreen: null,
    looksBetter: false,
    restoration: null,
    pageQuality: null,
    notes: [],
    signees: [],
    signatures: [],
    artists: [],
    keyComments: [],
    backLabels: [],
    collection: null,
    personalCollection: false,
    rejectFees: null,
    fastPass: 0,
    fastPassValue: 0,
    reholder: false,
    reholderId: null,
    featured: false,
    customTitle: false,
    collectibleType: "Comic",
    mangaType: null,
    mangaLabelCode: null,
    international: false,
    image: false,
    days: 30,
    baseTotal: 45,
    ...overrides,
  };
}

type Call = { method: string; path: string; body: unknown };
let comic = fullComic();
let calls: Call[] = [];
let stop: (() => void) | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const puts = () => calls.filter((call) => call.method === "PUT");

beforeEach(() => {
  calls = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = decodeURI(new URL(String(input), "http://localhost").pathname);
    const call = {
      method: init?.method ?? "GET",
      path,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    if (call.method === "PUT" && path === `/api/orders/${ORDER_ID}/comic/001/grade`) {
      const version = orderSummary().order.version + 1;
      return json(200, {
        message: "graded",
        orderId: ORDER_ID,
        version,
        orderStatus: "InProcess",
        tierId: "SO",
        tierStatus: "PreGrade",
        isWarning: false,
      });
    }
    if (path === `/api/orders/${ORDER_ID}/comic/001`) return json(200, comic);
    if (path === `/api/orders/${ORDER_ID}/log`) return json(200, []);
    if (path === `/api/orders/${ORDER_ID}`) return json(200, orderSummary());
    return json(404, { message: "Not found." });
  });
});

afterEach(() => {
  stop?.();
  identityStore.clear();
});

async function openGrade() {
  const app = renderApp(`/orders/${ORDER_ID}/001/grade`, worker(["grade"]));
  stop = app.stopWatching;
  const form = await screen.findByRole("form", { name: "Grade" });
  return { app, form: within(form) };
}

describe("grade view", () => {
  it("asks before saving a grade below the grade screen, then saves with the order's version", async () => {
    comic = fullComic({ gradeScreen: 9 });
    const { app, form } = await openGrade();
    fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "8.5" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Grade 8.5 is below the grade screen of 9.0");
    expect(puts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      version: orderSummary().order.version,
      grade: 8.5,
      confirmBelowScreen: true,
    });
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/SO`));
  });

  it("lists every error at once and sends nothing", async () => {
    comic = fullComic({ collectibleType: "Manga", mangaType: "Tankobon" });
    const { form } = await openGrade();
    fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "9.7" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    const summary = await form.findByRole("alert");
    expect(summary.textContent).toContain("Choose a grade on the scale (0.5 to 10.0).");
    expect(summary.textContent).toContain("Please enter the manga label code.");

    fireEvent.click(form.getByRole("checkbox", { name: "Reject" }));
    fireEvent.change(form.getByRole("textbox", { name: "Reject fee ($)" }), { target: { value: "123" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(form.getByRole("alert").textContent).toContain("Invalid entry. Only 2 digits allowed."),
    );
    expect(puts()).toHaveLength(0);
  });

  it("greys looks-better with its reason and shows the derived category", async () => {
    comic = fullComic({
      signatures: [
        {
          id: 1,
          name: "Stan Lee",
          date: null,
          type: "VSPP",
          label: null,
          valid: true,
          processInvalid: false,
          description: null,
        },
      ],
    });
    const { form } = await openGrade();
    fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "9.8" } });
    expect((form.getByRole("checkbox", { name: "Looks better" }) as HTMLInputElement).disabled).toBe(true);
    expect(form.getByText(LOOKS_BETTER_REASON)).toBeTruthy();
    expect(form.getByTestId("grade-category").textContent).toBe("Verified Plus");
  });

  it("hides grading on Finalize when status equals updated status", async () => {
    comic = fullComic({ status: "Finalize", updatedStatus: "Finalize" });
    stop = renderApp(`/orders/${ORDER_ID}/001/grade`, worker(["grade"])).stopWatching;
    expect(await screen.findByText(GRADING_HIDDEN_TEXT)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Grade" })).toBeNull();
  });
});
