import { noComicOptions } from "@gbo/contracts/submissions";
import { DEFAULT_CATALOG } from "@gbo/domain/catalog";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { draftKey } from "./draft-store";

let stop: (() => void) | undefined;
afterEach(() => {
  // Unmount before the fetch mock goes: a debounced lookup must not reach the network.
  cleanup();
  stop?.();
  identityStore.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const US = DEFAULT_CATALOG.countries.US;
const SUBMIT_DATA = {
  version: DEFAULT_CATALOG.version,
  isVersionChanged: false,
  country: "US",
  currency: "USD",
  level: "Basic",
  collectibleType: "Comic",
  mangaType: "Tankobon",
  tiers: US.tiers.filter((t) => t.collectibleType === "Comic"),
  addOns: US.addOns,
  grades: [9, 9.8],
  pedigrees: [{ id: 1, name: "Mile High" }],
  dealerDiscounts: DEFAULT_CATALOG.dealerDiscounts,
  rejectFee: DEFAULT_CATALOG.rejectFee,
  fastPassDays: DEFAULT_CATALOG.fastPassDays,
  shippingRates: US.shippingRates,
};

const PROFILE = {
  member: {
    id: 5,
    firstName: "Ann",
    lastName: "Bell",
    email: "ann@example.test",
    phone: null,
    membership: "Basic",
    discount: 0,
    pressingDiscount: 0,
    vspDiscount: 0,
    fedExAccount: "",
    upsAccount: "",
    dhlAccount: "",
    defaultSalesRep: null,
    isWelcomePromo: false,
    createdAt: "2026-01-02T10:00:00.000Z",
    version: 3,
  },
  addresses: [
    {
      id: 9,
      userId: 5,
      country: "US",
      stateProvince: "NY",
      line1: "1 Main St",
      line2: null,
      city: "Albany",
      zipPostal: "12207",
      firstName: null,
      lastName: null,
      displayName: null,
      isDefault: true,
    },
  ],
  payMethods: [],
  rewards: { available: 1500, original: 0, applied: 0 },
  summary: { orderCount: 0, openOrders: 0, totalSpentCents: 0 },
  version: 3,
};

const CHECKOUT = {
  paymentMethods: [],
  payOther: [
    { id: "CHECK", name: "Check" },
    { id: "CASH", name: "Cash" },
  ],
  shipOther: [],
  origins: [{ id: "Mail", title: "Mail" }],
  salesmanagers: [],
};

type Answer = (init: RequestInit | undefined) => Response;

function serve(extra: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    "GET /api/users/5": () => json(200, PROFILE),
    "GET /api/data/submit/5/0/Basic/US/Comic/Tankobon": () =>
      json(200, { ...SUBMIT_DATA, isVersionChanged: true }),
    [`GET /api/data/submit/5/${DEFAULT_CATALOG.version}/Basic/US/Comic/Tankobon`]: () =>
      json(200, SUBMIT_DATA),
    "GET /api/data/checkout/5": () => json(200, CHECKOUT),
    "GET /api/data/values/title": () =>
      json(200, { values: [{ value: "Amazing Fantasy", publisher: "Marvel" }] }),
    "GET /api/data/values/publisher": () => json(200, { values: [] }),
    "GET /api/data/values/variant": () => json(200, { values: [] }),
    ...extra,
  };
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = decodeURIComponent(new URL(String(input), "http://localhost").pathname);
    if (method === "POST" && path.startsWith("/api/data/sh/")) {
      return json(200, { country: "US", version: 5, from: "2025-03-09", rates: [] });
    }
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const invoicer = worker(["invoicing"], { userName: "sam" });

function storedComic(overrides: Record<string, unknown> = {}) {
  return {
    id: "c1",
    tierId: "NW",
    quantity: 2,
    insured: 10000,
    year: 1990,
    collectibleType: "Comic",
    ...noComicOptions(),
    title: "Amazing Fantasy",
    customTitle: false,
    issue: "15",
    publisher: "Marvel",
    variant: "",
    pedigree: "",
    ...overrides,
  };
}

function storeDraft(extra: Record<string, unknown> = {}) {
  window.localStorage.setItem(
    draftKey("sam", 5),
    JSON.stringify({
      owner: "sam",
      customerId: 5,
      status: "Submitted",
      version: DEFAULT_CATALOG.version,
      countryCode: "US",
      collectibleType: "Comic",
      mangaType: "Tankobon",
      level: "Basic",
      comics: [storedComic()],
      rewards: 0,
      isInsurance: false,
      isGradingPressScreen: false,
      ...extra,
    }),
  );
}

describe("comic form", () => {
  it("shows the spec's quantity and insured messages, then adds the comic to the stored draft", async () => {
    serve();
    const app = renderApp("/submissions/new/comic?user=5", invoicer);
    stop = app.stopWatching;
    const quantity = await screen.findByLabelText("Quantity");
    fireEvent.change(quantity, { target: { value: "0" } });
    expect(await screen.findByText("Quantity will accept only value more than 0!")).toBeTruthy();
    fireEvent.change(quantity, { target: { value: "2.5" } });
    expect(await screen.findByText("Quantity will accept only interger value!")).toBeTruthy();
    fireEvent.change(quantity, { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Insured value ($)"), { target: { value: "1x" } });
    expect(await screen.findByText("Insured will accept only integer value!")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Insured value ($)"), { target: { value: "100" } });
    const title = screen.getByRole("combobox", { name: "Title" });
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: "Amazing Fantasy" } });
    // The lookup answered: the title is the catalogue's.
    expect(await screen.findByText("In the catalogue: Marvel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "1962" } });
    await waitFor(() => expect(document.querySelector("[data-tier]")?.getAttribute("data-tier")).toBe("VI"));
    // The line's price, live: VI is $42 a book.
    await waitFor(() => expect(document.querySelector("[data-line-total]")?.textContent).toBe("$84.00"));
    fireEvent.click(screen.getByRole("button", { name: "Add to submission" }));
    await waitFor(() => expect(app.location().pathname).toBe("/submissions/new"));
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored.comics).toHaveLength(1);
    expect(stored.comics[0]).toMatchObject({
      tierId: "VI",
      quantity: 2,
      insured: 10000,
      title: "Amazing Fantasy",
    });
  });

  it("refuses a title the lookup does not know unless it is marked custom", async () => {
    serve();
    stop = renderApp("/submissions/new/comic?user=5", invoicer).stopWatching;
    const title = await screen.findByRole("combobox", { name: "Title" });
    fireEvent.change(title, { target: { value: "Amazing Fantasi" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to submission" }));
    expect(await screen.findByText(/choose a title from the list/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Custom title"));
    await waitFor(() => expect(screen.queryByText(/choose a title from the list/)).toBeNull());
  });
});

describe("comic form from the keyboard, never losing a half-typed comic (issue 30 §5, §9)", () => {
  const typeComic = async () => {
    const title = await screen.findByRole("combobox", { name: "Title" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    fireEvent.change(title, { target: { value: "Amazing Fantasy" } });
    expect(await screen.findByText("In the catalogue: Marvel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Insured value ($)"), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "1962" } });
    await waitFor(() => expect(document.querySelector("[data-tier]")?.getAttribute("data-tier")).toBe("VI"));
  };

  it("focus starts in Title and Enter adds the comic", async () => {
    serve();
    const app = renderApp("/submissions/new/comic?user=5", invoicer);
    stop = app.stopWatching;
    await typeComic();
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    // Enter in a field submits the comic form.
    fireEvent.submit(screen.getByRole("form", { name: "Comic" }));
    await waitFor(() => expect(app.location().pathname).toBe("/submissions/new"));
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored.comics).toHaveLength(1);
    expect(stored.comics[0]).toMatchObject({ tierId: "VI", title: "Amazing Fantasy" });
  });

  it("Add and next adds the comic and starts an empty one in Title; two comics, two lines", async () => {
    serve();
    const app = renderApp("/submissions/new/comic?user=5", invoicer);
    stop = app.stopWatching;
    await typeComic();
    fireEvent.click(screen.getByRole("button", { name: "Add and next comic" }));
    const title = screen.getByRole("combobox", { name: "Title" }) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe(""));
    expect(app.location().pathname).toBe("/submissions/new/comic");
    expect(document.activeElement).toBe(title);
    expect(await screen.findByText(/Amazing Fantasy was added \(1 in the submission\)/)).toBeTruthy();
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    await typeComic();
    fireEvent.click(screen.getByRole("button", { name: "Add and next comic" }));
    await waitFor(() => expect(title.value).toBe(""));
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored.comics).toHaveLength(2);
    expect(new Set(stored.comics.map((c: { id: string }) => c.id)).size).toBe(2);
  });

  it("a half-typed comic survives a reload; Cancel asks before dropping it", async () => {
    serve();
    let app = renderApp("/submissions/new/comic?user=5", invoicer);
    stop = app.stopWatching;
    await typeComic();
    // A reload: the page goes without unmounting (the kept copy stays), and the app starts again.
    const kept = Object.fromEntries(Object.entries(window.localStorage));
    cleanup();
    stop?.();
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
    app = renderApp("/submissions/new/comic?user=5", invoicer);
    stop = app.stopWatching;
    const title = (await screen.findByRole("combobox", { name: "Title" })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe("Amazing Fantasy"));
    expect((screen.getByLabelText("Year") as HTMLInputElement).value).toBe("1962");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(
      await screen.findByText("This comic is not added to the submission yet. Leave and drop it?"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(app.location().pathname).toBe("/submissions/new/comic"));
    expect(title.value).toBe("Amazing Fantasy");
  });
});

describe("copy and edit", () => {
  it("copy opens the form prefilled as a new comic; saving adds a second line", async () => {
    storeDraft();
    serve();
    const app = renderApp("/submissions/new/comic?user=5&copy=0", invoicer);
    stop = app.stopWatching;
    expect(await screen.findByRole("heading", { name: "Add comic" })).toBeTruthy();
    const title = (await screen.findByRole("combobox", { name: "Title" })) as HTMLInputElement;
    expect(title.value).toBe("Amazing Fantasy");
    expect((screen.getByLabelText("Quantity") as HTMLInputElement).value).toBe("2");
    expect(await screen.findByText("In the catalogue: Marvel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Issue"), { target: { value: "16" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to submission" }));
    await waitFor(() => expect(app.location().pathname).toBe("/submissions/new"));
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored.comics.map((c: { issue: string }) => c.issue)).toEqual(["15", "16"]);
    expect(stored.comics[1].id).not.toBe(stored.comics[0].id);
  });

  it("edit saves the line in place", async () => {
    storeDraft();
    serve();
    const app = renderApp("/submissions/new/comic?user=5&edit=0", invoicer);
    stop = app.stopWatching;
    expect(await screen.findByRole("heading", { name: "Edit comic" })).toBeTruthy();
    await screen.findByRole("combobox", { name: "Title" });
    expect(await screen.findByText("In the catalogue: Marvel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save comic" }));
    await waitFor(() => expect(app.location().pathname).toBe("/submissions/new"));
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored.comics).toHaveLength(1);
    expect(stored.comics[0]).toMatchObject({ id: "c1", quantity: 3 });
  });
});

describe("draft screen", () => {
  it("prices the stored draft, caps rewards, and shows the promo message of the domain", async () => {
    storeDraft({ rewards: 5000 });
    serve({ "GET /api/promocode/NOPE": () => json(404, { message: "Promo Code is invalid." }) });
    stop = renderApp("/submissions/new?user=5", invoicer).stopWatching;
    const line = await screen.findByText("Amazing Fantasy");
    expect(line).toBeTruthy();
    // NW at $27 × 2 = $54; the rewards asked ($50) are capped by the available $15.
    await waitFor(() =>
      expect(document.querySelector("[data-total='total']")?.textContent).toContain("$54.00"),
    );
    expect(document.querySelector("[data-total='rewards']")?.textContent).toContain("$15.00");
    expect(document.querySelector("[data-total='grandTotal']")?.textContent).toContain("$39.00");
    fireEvent.change(screen.getByLabelText("Promo code"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Promo Code is invalid.")).toBeTruthy();
  });

  it("a submit the server refuses with 'Please verify submitted data' opens the error dialog with OK", async () => {
    storeDraft({ addressId: 9, payMethodId: "check", origin: { id: "Mail", title: "Mail" } });
    const mock = serve({
      "POST /api/orders/submit": () => json(400, { message: "Please verify submitted data" }),
    });
    stop = renderApp("/submissions/new?user=5", invoicer).stopWatching;
    const submit = await screen.findByRole("button", { name: "Submit" });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const dialog = await screen.findByRole("dialog", { name: "Submission refused" });
    expect(within(dialog).getByText("Please verify submitted data")).toBeTruthy();
    const sent = JSON.parse(
      String(mock.mock.calls.find(([i]) => String(i) === "/api/orders/submit")?.[1]?.body),
    );
    expect(sent).toMatchObject({
      userId: 5,
      payMethodId: "check",
      addressId: 9,
      expected: { grandTotal: 5400, taxes: 0 },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Submission refused" })).toBeNull());
    // The draft stays for another try.
    expect(window.localStorage.getItem(draftKey("sam", 5))).not.toBeNull();
  });

  it("a submit sent again after a lost answer carries the same key, so the server makes one order", async () => {
    storeDraft({ addressId: 9, payMethodId: "check", origin: { id: "Mail", title: "Mail" } });
    const mock = serve({ "POST /api/orders/submit": () => json(503, { message: "Service unavailable." }) });
    stop = renderApp("/submissions/new?user=5", invoicer).stopWatching;
    const submit = await screen.findByRole("button", { name: "Submit" });
    for (let click = 1; click <= 2; click += 1) {
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(submit);
      await waitFor(() =>
        expect(mock.mock.calls.filter(([i]) => String(i) === "/api/orders/submit")).toHaveLength(click),
      );
    }
    const keys = mock.mock.calls
      .filter(([i]) => String(i) === "/api/orders/submit")
      .map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("onsite: asked first (the comics are cleared), then priced with the onsite rate", async () => {
    storeDraft();
    serve({
      "GET /api/data/submit/5/14/onsite/US/Comic/Tankobon": () =>
        json(200, { ...SUBMIT_DATA, level: "onsite" }),
    });
    stop = renderApp("/submissions/new?user=5", invoicer).stopWatching;
    await screen.findByText("Amazing Fantasy");
    fireEvent.click(screen.getByText("onsite"));
    const dialog = await screen.findByRole("dialog", { name: "Clear the comics?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, clear" }));
    expect(await screen.findByText("No comics yet. Add a comic or a reholder.")).toBeTruthy();
    await waitFor(() => expect(document.querySelector("[data-total='sh']")?.textContent).toContain("$5.00"));
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored).toMatchObject({ level: "onsite", comics: [] });
  });

  it("adopts the server's catalog version and re-prices the stored draft", async () => {
    storeDraft({ version: 13 });
    serve({
      "GET /api/data/submit/5/13/Basic/US/Comic/Tankobon": () =>
        json(200, { ...SUBMIT_DATA, isVersionChanged: true }),
    });
    stop = renderApp("/submissions/new?user=5", invoicer).stopWatching;
    await waitFor(() =>
      expect(document.querySelector("[data-total='total']")?.textContent).toContain("$54.00"),
    );
    const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
    expect(stored.version).toBe(DEFAULT_CATALOG.version);
    expect(stored.comics).toHaveLength(1);
  });

  it("a draft another worker left for the customer is discarded", async () => {
    window.localStorage.setItem(
      draftKey("ann", 5),
      JSON.stringify({ owner: "ann", customerId: 5, comics: [storedComic()] }),
    );
    serve();
    stop = renderApp("/submissions/new?user=5", invoicer).stopWatching;
    expect(await screen.findByText("No comics yet. Add a comic or a reholder.")).toBeTruthy();
    expect(window.localStorage.getItem(draftKey("ann", 5))).toBeNull();
  });
});
