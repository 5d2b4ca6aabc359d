// The customer record's e-mails (issue 33): milestone choices saved with the version, the history, the address warnings.
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const PROFILE = {
  member: {
    id: 5,
    firstName: "Ann",
    lastName: "Bell",
    email: "ann@example.test",
    phone: "5551234567",
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
  rewards: { available: 4, original: 5, applied: 1 },
  summary: {
    orderCount: 2,
    openOrders: 1,
    totalsSpent: [
      { countryCode: "US", cents: 12_500 },
      { countryCode: "CA", cents: 4_000 },
    ],
  },
  version: 3,
};

type Answer = (init: RequestInit | undefined) => Response;

function serve(answers: Record<string, Answer>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = decodeURIComponent(new URL(String(input), "http://localhost").pathname);
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const posts = (mock: ReturnType<typeof serve>, path: string) =>
  mock.mock.calls.filter(([input, init]) => init?.method === "POST" && String(input) === path);

const MAIL = {
  email: "ann@example.test",
  isEmailValid: true,
  bounce: null,
  choices: [
    ["received", "Received", true],
    ["invoice", "Invoice ready", true],
    ["grades", "Grades ready", true],
    ["shipped", "Shipped", false],
    ["pickup", "Ready for pickup", false],
    ["payment", "Payment received", false],
    ["refund", "Refund issued", false],
  ].map(([milestone, label, isOptional]) => ({ milestone, label, isOptional, isSent: true })),
  turnedOff: [],
  version: 3,
};

const EMAILS = {
  rows: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      milestone: "grades",
      label: "Grades ready",
      isCorrection: false,
      orderId: "26-0A12345",
      to: "ann@example.test",
      state: "sent",
      error: null,
      isBounced: false,
      createdAt: "2026-11-20T10:00:00.000Z",
      sentAt: "2026-11-20T10:01:00.000Z",
      failedAt: null,
    },
  ],
  page: 1,
  pageSize: 25,
  total: 1,
};

describe("the customer's e-mails (issue 33)", () => {
  it("shows the choices, receipts and shipping always sent, and saves a change with the version", async () => {
    const mock = serve({
      "GET /api/users/5": () => json(200, PROFILE),
      "GET /api/users/5/mail": () => json(200, MAIL),
      "GET /api/customers/5/emails": () => json(200, EMAILS),
      "POST /api/users/5/mail": () =>
        json(200, { message: "E-mail choices saved.", mail: { ...MAIL, turnedOff: ["grades"], version: 4 } }),
    });
    stop = renderApp("/users/5/emails", worker(["worker"])).stopWatching;
    const grades = await screen.findByRole("checkbox", { name: "Grades ready" });
    const shipped = screen.getByRole("checkbox", { name: /Shipped/ }) as HTMLInputElement;
    expect(shipped.checked && shipped.disabled).toBe(true);
    expect(screen.getAllByText("always sent")).toHaveLength(4);
    fireEvent.click(grades);
    fireEvent.click(screen.getByRole("button", { name: "Save e-mail choices" }));
    await screen.findByText("E-mail choices saved.");
    expect(JSON.parse(String(posts(mock, "/api/users/5/mail")[0]?.[1]?.body))).toEqual({
      turnedOff: ["grades"],
      version: 3,
    });
    const table = screen.getByRole("table", { name: "E-mails to the customer" });
    expect(within(table).getByText("Grades ready")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "26-0A12345" }).getAttribute("href")).toBe(
      "/orders/26-0A12345",
    );
  });

  it("shows the server's message when the customer changed meanwhile (409)", async () => {
    const stale = "This customer was changed by someone else. Reload and try again.";
    serve({
      "GET /api/users/5": () => json(200, PROFILE),
      "GET /api/users/5/mail": () => json(200, MAIL),
      "GET /api/customers/5/emails": () => json(200, EMAILS),
      "POST /api/users/5/mail": () => json(409, { message: stale }),
    });
    stop = renderApp("/users/5/emails", worker(["worker"])).stopWatching;
    fireEvent.click(await screen.findByRole("checkbox", { name: "Received" }));
    fireEvent.click(screen.getByRole("button", { name: "Save e-mail choices" }));
    expect(await screen.findByText(stale)).toBeTruthy();
  });

  it("warns of an address that is not an e-mail and of a bounce, on every tab", async () => {
    const bounce = { at: "2026-11-20T10:31:00.000Z", error: "550 5.1.1 no such user" };
    serve({
      "GET /api/users/5": () => json(200, PROFILE),
      "GET /api/users/5/mail": () => json(200, { ...MAIL, isEmailValid: false, bounce }),
    });
    stop = renderApp("/users/5/summary", worker(["worker"])).stopWatching;
    expect(await screen.findByText(/This e-mail address is not valid/)).toBeTruthy();
    expect(screen.getByText(/^This address bounced on .*: 550 5\.1\.1 no such user$/)).toBeTruthy();
  });
});
