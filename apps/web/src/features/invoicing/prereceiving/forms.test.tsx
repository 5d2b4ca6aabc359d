// The pre-receiving comic and reholder forms in the app (submissions-pricing §5): 'Please check your
// Quantity for X' unticks X and puts the quantity back; a valid comic joins the local list; the reholder
// search refuses raw grades (alert and toast) and an insured value above the tier's balance ('Sorry You
// can not enter Insured amount more than N'), then adds the graded comic as a reholder.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { localKey } from "./local-state";

afterEach(() => {
  cleanup();
  identityStore.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const ORDER = "26-ABCD123";
const PAGE = {
  id: ORDER,
  status: "AddComic",
  version: 2,
  customerName: "Ann Bell",
  collectibleType: "Comic",
  mangaType: null,
  countryCode: "US",
  addOnCounts: {},
  tiers: [
    {
      id: "MD",
      label: "MD",
      count: 3,
      insured: 50_000,
      days: 30,
      invoiceCounts: { imageCount: 1 },
      remainingComics: 3,
      remainingInsured: 50_000,
      insuredRange: null,
      status: "PreGrade",
    },
  ],
  comics: [],
  checkoutEligible: 0,
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
    [`GET /api/orders/${ORDER}/prereceive`]: () => json(200, PAGE),
    "GET /api/data/comic/26-RAWG001-001": () => json(200, found("26-RAWG001-001", { category: "Raw Grade" })),
    "GET /api/data/comic/26-0300052-002": () => json(200, found("26-0300052-002")),
  };
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = decodeURIComponent(new URL(String(input), "http://localhost").pathname);
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer() : json(404, { message: "Not found." });
  });
}

const stored = () => JSON.parse(window.localStorage.getItem(localKey(ORDER)) ?? "{}");

describe("pre-receiving forms", () => {
  it("the comic form unticks an add-on over its count and adds a valid comic to the list", async () => {
    serve();
    const app = renderApp(`/invoice/comic/${ORDER}/MD/new`, worker(["invoicing"]));
    try {
      fireEvent.change(await screen.findByRole("textbox", { name: /^Title/ }), { target: { value: "Hulk" } });
      fireEvent.change(screen.getByRole("textbox", { name: "Quantity" }), { target: { value: "2" } });
      const image = screen.getByRole("checkbox", { name: "Image" });
      fireEvent.click(image);
      fireEvent.click(screen.getByRole("button", { name: "Add to list" }));
      expect(await screen.findByText("Please check your Quantity for Image")).toBeTruthy();
      expect((image as HTMLInputElement).checked).toBe(false);
      expect((screen.getByRole("textbox", { name: "Quantity" }) as HTMLInputElement).value).toBe("1");
      fireEvent.click(screen.getByRole("button", { name: "Add to list" }));
      await waitFor(() => expect(app.location().pathname).toBe(`/comics/${ORDER}`));
      expect(stored()).toMatchObject({ newChanges: true, availableCounts: { MD: 2 } });
      expect(stored().savedComics[0]).toMatchObject({ title: "Hulk", quantity: 1, image: false, id: null });
    } finally {
      app.stopWatching();
    }
  });

  it("the reholder form refuses raw grades and too much insured, then adds the reholder", async () => {
    serve();
    const app = renderApp(`/reholder/${ORDER}/MD/new`, worker(["comics"]));
    const search = async (id: string) => {
      fireEvent.change(await screen.findByRole("textbox", { name: /Certification number/ }), {
        target: { value: id },
      });
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
    };
    try {
      await search("26-RAWG001-001");
      await waitFor(() =>
        expect(screen.getAllByText("Raw Grade comics are invalid for reholder").length).toBe(2),
      );
      await search("26-0300052-002");
      const insured = await screen.findByRole("textbox", { name: "Insured ($)" });
      fireEvent.change(insured, { target: { value: "600" } });
      fireEvent.click(screen.getByRole("button", { name: "Add to list" }));
      expect(await screen.findByText("Sorry You can not enter Insured amount more than $500")).toBeTruthy();
      fireEvent.change(insured, { target: { value: "300" } });
      fireEvent.click(screen.getByRole("button", { name: "Add to list" }));
      await waitFor(() => expect(app.location().pathname).toBe(`/comics/${ORDER}`));
      expect(stored().savedComics[0]).toMatchObject({
        reholder: true,
        reholderId: "26-0300052-002",
        insured: 30_000,
        title: "Fantastic Four",
      });
    } finally {
      app.stopWatching();
    }
  });
});
