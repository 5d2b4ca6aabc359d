import type { TLabelQueue, TLabelQueueComic } from "@gbo/contracts/labels";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { STALE_QUEUE_MESSAGE } from "./queue-output";

// Whole screens render here; a loaded machine takes longer than the 1 s default to show them.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Call = { method: string; path: string; body: unknown };

function serve(answers: Record<string, (init?: RequestInit) => Response>) {
  const calls: Call[] = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
  return calls;
}

const emptyQueue = (type: TLabelQueue["collectibleType"]): TLabelQueue => ({
  collectibleType: type,
  tiers: [],
  buckets: [],
  unbucketed: [],
  totalPages: 0,
  pdfName: null,
  generatedAt: null,
  version: 1,
});

const comic = (seq: string, grade: string, title = "Amazing Spider-Man"): TLabelQueueComic => ({
  uniqueId: `26-LABL001-${seq}`,
  orderId: "26-LABL001",
  tierId: "SO",
  label: {
    titleLines: [title, ""],
    issue: "#129",
    year: "1974",
    publisher: "Marvel",
    grade,
    category: "Universal",
    colour: "universal",
    pageQuality: "White",
    signees: [],
    keyComments: [],
    certification: `26-LABL001-${seq}`,
  },
});

/** Two buckets: one 9.8 on one sheet and eleven "gg" labels on two. */
const TWO_BUCKETS: TLabelQueue = {
  ...emptyQueue("Comic"),
  tiers: [{ orderId: "26-LABL001", tierId: "SO", comics: 12, addedAt: "2026-11-25T09:00:00Z" }],
  buckets: [
    { bucket: "98", comics: [comic("001", "9.8")], pages: 1 },
    {
      bucket: "gg",
      comics: Array.from({ length: 11 }, (_, i) => comic(String(i + 2).padStart(3, "0"), "6.0")),
      pages: 2,
    },
  ],
  version: 4,
};

const open = (path: string) => {
  const app = renderApp(path, worker(["labels"]));
  stop = app.stopWatching;
  return app;
};

describe("worker label queue", () => {
  it("switches the collectible type, kept in the address, and reads that type's queue", async () => {
    const calls = serve({
      "GET /api/orders/labels/queue/Comic": () => json(200, emptyQueue("Comic")),
      "GET /api/orders/labels/queue/Manga": () => json(200, emptyQueue("Manga")),
    });
    const app = open("/manage/labels");
    expect(await screen.findByText("The Comic label queue is empty.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Manga" }));
    expect(await screen.findByText("The Manga label queue is empty.")).toBeTruthy();
    expect(app.location().search).toEqual({ type: "Manga" });
    expect(calls.map((c) => c.path)).toContain("/api/orders/labels/queue/Manga");
  });

  it("refuses an 8-character scan with 'Not a valid Scan' without asking the server; a tier scan is sent", async () => {
    const calls = serve({
      "GET /api/orders/labels/queue/Comic": () => json(200, emptyQueue("Comic")),
      "POST /api/orders/labels/queue": () =>
        json(200, { message: "Tier added to the label queue", queue: TWO_BUCKETS }),
    });
    open("/manage/labels");
    const input = await screen.findByLabelText("Scan tier");
    fireEvent.change(input, { target: { value: "26-LABL0" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Not a valid Scan")).toBeTruthy();
    fireEvent.change(input, { target: { value: "26-LABL001" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Not a valid Tier Id")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.change(input, { target: { value: "26-labl001-so" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(await screen.findByRole("table", { name: "Tiers in the queue" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { collectibleType: "Comic", scan: "26-LABL001-SO" },
    ]);
  });

  it("shows each bucket with its labels and pages, and the totals", async () => {
    serve({ "GET /api/orders/labels/queue/Comic": () => json(200, TWO_BUCKETS) });
    const { view } = open("/manage/labels");
    await screen.findByRole("heading", { name: "Bucket 98" });
    const buckets = [...view.container.querySelectorAll("[data-bucket]")];
    expect(buckets.map((b) => b.getAttribute("data-bucket"))).toEqual(["98", "gg"]);
    expect(within(buckets[0] as HTMLElement).getByText("1 label · 1 page")).toBeTruthy();
    expect(within(buckets[1] as HTMLElement).getByText("11 labels · 2 pages")).toBeTruthy();
    expect(within(buckets[1] as HTMLElement).getAllByRole("row")).toHaveLength(12);
    expect(screen.getByText("1 tier · 12 labels · 3 pages to print")).toBeTruthy();
  });

  it("offers Clear queue only once the generated PDF has pages, then clears with the version read", async () => {
    let queue: TLabelQueue = TWO_BUCKETS;
    const calls = serve({
      "GET /api/orders/labels/queue/Comic": () => json(200, queue),
      "POST /api/orders/workerlabels/download/Comic": () => {
        queue = { ...TWO_BUCKETS, pdfName: "labels-comic-1.pdf", totalPages: 3, version: 5 };
        return json(200, { pdfName: "labels-comic-1.pdf", totalPages: 3, labels: 12 });
      },
      "POST /api/orders/labels/queue/clear/Comic": () =>
        json(200, { message: "Queue cleared sucessfully", queue: emptyQueue("Comic") }),
    });
    open("/manage/labels");
    const clear = await screen.findByRole("button", { name: "Clear queue" });
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Generate labels" }));
    expect(await screen.findByRole("button", { name: "Download PDF" })).toBeTruthy();
    expect(screen.getByText(/^Generated PDF: 3 pages/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Clear queue" }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Clear queue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Queue cleared sucessfully")).toBeTruthy();
    expect(await screen.findByText("The Comic label queue is empty.")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/clear/Comic"))?.body).toEqual({ version: 5 });
  });

  it("removes a tier after 'Yes' with the server's message", async () => {
    const calls = serve({
      "GET /api/orders/labels/queue/Comic": () => json(200, TWO_BUCKETS),
      "PUT /api/orders/labels/queue": () =>
        json(200, { message: "Tier removed sucessfully", queue: emptyQueue("Comic") }),
    });
    open("/manage/labels");
    fireEvent.click(await screen.findByRole("button", { name: "Remove tier 26-LABL001-SO" }));
    expect(await screen.findByRole("button", { name: "No, cancel" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Tier removed sucessfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { collectibleType: "Comic", scan: "26-LABL001-SO" },
    ]);
  });

  it("a stale clear (409) says the queue changed elsewhere and shows it as it now stands", async () => {
    let queue: TLabelQueue = { ...TWO_BUCKETS, pdfName: "labels-comic-1.pdf", totalPages: 3, version: 5 };
    serve({
      "GET /api/orders/labels/queue/Comic": () => json(200, queue),
      "POST /api/orders/labels/queue/clear/Comic": () => {
        queue = { ...queue, totalPages: 2, version: 6 };
        return json(409, { message: "Conflict." });
      },
    });
    open("/manage/labels");
    expect(await screen.findByText(/^Generated PDF: 3 pages/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear queue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText(STALE_QUEUE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText(/^Generated PDF: 2 pages/)).toBeTruthy();
  });

  it("Download PDF opens the generated PDF, read with the worker's token, in a new tab", async () => {
    const generated = { ...TWO_BUCKETS, pdfName: "labels-comic-1.pdf", totalPages: 3 };
    const pdfCalls: { url: string; authorization: string | null }[] = [];
    vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/orders/labels") {
        pdfCalls.push({
          url: `${url.pathname}${url.search}`,
          authorization: new Headers(init?.headers).get("Authorization"),
        });
        return new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } });
      }
      return json(200, generated);
    });
    const tab = {
      document: { title: "", body: { textContent: "" } },
      closed: false,
      opener: {},
      location: { href: "" },
    };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const createUrl = vi.fn(() => "blob:labels");
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: () => {} });
    open("/manage/labels");
    fireEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:labels"));
    expect(pdfCalls).toEqual([
      { url: "/api/orders/labels?name=labels-comic-1.pdf", authorization: "Bearer access" },
    ]);
    expect(tab.opener).toBeNull();
  });

  it("says so when the queue cannot be loaded", async () => {
    serve({
      "GET /api/orders/labels/queue/Comic": () => json(500, { message: "Error processing request." }),
    });
    open("/manage/labels");
    expect(await screen.findByText("The label queue could not be loaded.")).toBeTruthy();
  });
});
