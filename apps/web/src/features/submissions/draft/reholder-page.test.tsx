import { DEFAULT_CATALOG } from "@gbo/domain/catalog";
import { REHOLDER_ID_LENGTH, REHOLDER_TYPE_MISMATCH } from "@gbo/domain/comic";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { draftKey } from "./draft-store";

afterEach(() => {
  cleanup();
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
  grades: [9.8],
  pedigrees: [],
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
  addresses: [],
  payMethods: [],
  rewards: { available: 0, original: 0, applied: 0 },
  summary: { orderCount: 0, openOrders: 0, totalSpentCents: 0 },
  version: 3,
};

const found = (uniqueId: string, overrides: Record<string, unknown> = {}) => ({
  uniqueId,
  orderId: "26-0300052",
  comicId: "002",
  title: "Fantastic Four",
  displayTitle: "Fantastic Four #408",
  issue: "408",
  year: "1974",
  publisher: "Marvel",
  variant: null,
  pedigree: null,
  category: "Certified",
  displayGrade: "9.8",
  grade: 9.8,
  pageQuality: null,
  restoration: null,
  collectibleType: "Comic",
  mangaType: null,
  isRawGrade: false,
  status: "Shipped",
  insured: 32500,
  ...overrides,
});

function serve() {
  const answers: Record<string, () => Response> = {
    "GET /api/users/5": () => json(200, PROFILE),
    "GET /api/data/submit/5/0/Basic/US/Comic/Tankobon": () =>
      json(200, { ...SUBMIT_DATA, isVersionChanged: true }),
    [`GET /api/data/submit/5/${DEFAULT_CATALOG.version}/Basic/US/Comic/Tankobon`]: () =>
      json(200, SUBMIT_DATA),
    "GET /api/data/comic/26-RAWG001-001": () =>
      json(200, found("26-RAWG001-001", { category: "Raw Grade", isRawGrade: true })),
    "GET /api/data/comic/26-MAGZ001-001": () =>
      json(200, found("26-MAGZ001-001", { collectibleType: "Magazine" })),
    "GET /api/data/comic/26-0300052-002": () => json(200, found("26-0300052-002")),
  };
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = decodeURIComponent(new URL(String(input), "http://localhost").pathname);
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer() : json(404, { message: "Not found." });
  });
}

async function find(id: string) {
  fireEvent.change(await screen.findByLabelText("Certification number"), { target: { value: id } });
  fireEvent.click(screen.getByRole("button", { name: "Find" }));
}

describe("reholder form", () => {
  it("checks the id, refuses raw grades and other types, and adds a graded comic on the reholder tier", async () => {
    const mock = serve();
    const app = renderApp("/submissions/new/reholder?user=5", worker(["comics"], { userName: "sam" }));
    try {
      await find("26-0300052");
      expect(await screen.findByText(REHOLDER_ID_LENGTH)).toBeTruthy();
      expect(mock.mock.calls.some(([i]) => String(i).startsWith("/api/data/comic/"))).toBe(false);

      await find("26-rawg001-001");
      // The toast and the field both say it (§8: a 3 s toast).
      await waitFor(() =>
        expect(screen.getAllByText("Raw Grade comics are invalid for reholder").length).toBe(2),
      );

      await find("26-MAGZ001-001");
      expect(await screen.findByText(REHOLDER_TYPE_MISMATCH)).toBeTruthy();

      await find("26-0300052-002");
      expect(await screen.findByText("Fantastic Four #408")).toBeTruthy();
      await waitFor(() => expect(document.querySelector("[data-line-total]")?.textContent).toBe("$15.00"));
      fireEvent.click(screen.getByRole("button", { name: "Add to submission" }));
      await waitFor(() => expect(app.location().pathname).toBe("/submissions/new"));
      const stored = JSON.parse(window.localStorage.getItem(draftKey("sam", 5)) ?? "{}");
      expect(stored.comics[0]).toMatchObject({
        tierId: "CR",
        reholder: true,
        reholderId: "26-0300052-002",
        insured: 32500,
        title: "Fantastic Four",
      });
    } finally {
      app.stopWatching();
    }
  });
});
