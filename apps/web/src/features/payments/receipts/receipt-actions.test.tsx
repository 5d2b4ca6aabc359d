// Receipt actions: the PDF fetched with the worker's token (refreshed once on a 401) and opened in a
// new tab, a payment's own receipt, the print job posted to the local printer service, and the spec's
// failure text when that service is not running.
import type { TReceiptPrint } from "@gbo/contracts/payments";
import { PRINTER_NOT_RUNNING } from "@gbo/domain/messages";
import { notifications } from "@mantine/notifications";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app-providers";
import { identityStore } from "../../../auth/session";
import { ORDER_ID, orderSummary } from "../../../test/order-fixtures";
import { worker } from "../../../test/render-app";
import { RECEIPT_SENT_MESSAGE, ReceiptActions } from "./receipt-actions";

const PRINTER_URL = "http://localhost:41951/api/receipt";
const JOB: TReceiptPrint = {
  name: "Elizabeth Jackson",
  email: "ej@example.com",
  orderId: ORDER_ID,
  tiers: [{ id: "SO", name: "Slab Only", count: 2 }],
  timestamp: "2026-11-24T10:00:00.000Z",
  level: "Basic",
  count: 2,
};

type Call = { method: string; url: string; path: string; headers: Record<string, string>; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response>;
let tab: {
  document: Document;
  location: { href: string };
  closed: boolean;
  close: () => void;
  opener: unknown;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const pdf = () =>
  new Response(new Blob(["%PDF-1.3 receipt"]), { headers: { "Content-Type": "application/pdf" } });

/** Our server as the receipts need it; the printer service answers 200 unless a test says otherwise. */
function serverAnswer(call: Call): Response {
  if (call.path === `/api/orders/${ORDER_ID}/receipt.pdf`) return pdf();
  if (call.path === `/api/orders/${ORDER_ID}/receipt`) return json(200, JOB);
  if (call.path === "/api/payments/config")
    return json(200, {
      gateway: "test",
      tokenizeUrl: "/api/payments/test-gateway/tokenize",
      receiptPrinterUrl: PRINTER_URL,
    });
  if (call.url === PRINTER_URL) return new Response(null, { status: 204 });
  return json(404, { message: "Not found." });
}

beforeEach(() => {
  calls = [];
  answer = serverAnswer;
  identityStore.set(worker(["shipping"]));
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const body =
      typeof init?.body === "string" && init.body.startsWith("{") ? JSON.parse(init.body) : init?.body;
    const call = { method: init?.method ?? "GET", url: String(input), path: url.pathname, headers, body };
    calls.push(call);
    return answer(call);
  });
  tab = {
    document: document.implementation.createHTMLDocument("blank"),
    location: { href: "about:blank" },
    closed: false,
    close: vi.fn(() => {
      tab.closed = true;
    }),
    opener: window,
  };
  vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => "blob:http://localhost/receipt-1");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  // Toasts live in a store shared by every render: start each test without the last one's.
  notifications.clean();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "locks");
  identityStore.clear();
});

function show(transactionId?: number) {
  const summary = orderSummary({
    transactions: [
      {
        id: 12,
        orderId: ORDER_ID,
        userId: 7,
        amount: 20,
        transType: "CASH",
        isFee: false,
        isRefund: false,
        isVoid: false,
        success: true,
        orderCurrency: "USD",
        country: "US",
        authPaymentId: null,
        authId: null,
        refId: null,
        description: null,
        createdBy: "Sam",
        createdAt: "2026-11-20T10:00:00.000Z",
      },
    ],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <ReceiptActions summary={summary} transactionId={transactionId} />
    </AppProviders>,
  );
}

const printerPosts = () => calls.filter((call) => call.url === PRINTER_URL);

describe("receipt PDF", () => {
  it("fetches the order's PDF with the worker's token and opens it in a new tab", async () => {
    show();
    fireEvent.click(screen.getByRole("button", { name: "Receipt PDF" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:http://localhost/receipt-1"));
    expect(window.open).toHaveBeenCalledWith("", "_blank");
    const [call] = calls;
    expect(call?.path).toBe(`/api/orders/${ORDER_ID}/receipt.pdf`);
    expect(new URL(call?.url ?? "", "http://localhost").searchParams.get("transactionId")).toBeNull();
    expect(call?.headers.Authorization).toBe("Bearer access");
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("opens one payment's receipt from its row", async () => {
    show(12);
    fireEvent.click(screen.getByRole("button", { name: "Receipt PDF for $20.00 Cash" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:http://localhost/receipt-1"));
    expect(new URL(calls[0]?.url ?? "", "http://localhost").searchParams.get("transactionId")).toBe("12");
  });

  it("refreshes an expired token once and tries again", async () => {
    // happy-dom names navigator.locks but leaves it null; the app runs the refresh under a Web Lock.
    Object.defineProperty(navigator, "locks", {
      value: { request: (_name: string, run: () => unknown) => run() },
      configurable: true,
    });
    answer = (call) => {
      if (call.path === "/token")
        return json(200, { access_token: "fresh", refresh_token: "r2", userName: "sam", claims: "shipping" });
      if (call.path.endsWith("/receipt.pdf") && call.headers.Authorization !== "Bearer fresh")
        return json(401, {});
      return serverAnswer(call);
    };
    show();
    fireEvent.click(screen.getByRole("button", { name: "Receipt PDF" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:http://localhost/receipt-1"));
    expect(calls.map((call) => call.path)).toEqual([
      `/api/orders/${ORDER_ID}/receipt.pdf`,
      "/token",
      `/api/orders/${ORDER_ID}/receipt.pdf`,
    ]);
  });

  it("closes the tab and shows the server's message when the receipt cannot be made", async () => {
    answer = () => json(404, { message: "Payment not found on this order." });
    show(12);
    fireEvent.click(screen.getByRole("button", { name: /Receipt PDF for/ }));
    expect(await screen.findByText("Payment not found on this order.")).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe("print receipt", () => {
  it("posts the server's print job as JSON to the printer service's address", async () => {
    show();
    fireEvent.click(screen.getByRole("button", { name: "Print receipt" }));
    expect(await screen.findByText(RECEIPT_SENT_MESSAGE)).toBeTruthy();
    const [post] = printerPosts();
    expect(post?.method).toBe("POST");
    expect(post?.headers["Content-Type"]).toBe("application/json");
    expect(post?.body).toEqual(JOB);
  });

  it.each([
    ["is not running", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answers with an error", () => Promise.resolve(new Response("jam", { status: 500 }))],
  ])("shows the spec's message when the printer service %s", async (_, printer) => {
    answer = (call) => (call.url === PRINTER_URL ? printer() : serverAnswer(call));
    show();
    fireEvent.click(screen.getByRole("button", { name: "Print receipt" }));
    expect(await screen.findByText(PRINTER_NOT_RUNNING)).toBeTruthy();
    expect(PRINTER_NOT_RUNNING).toBe(
      "Error processing request. Please check if printer web server is running",
    );
    expect(screen.queryByText(RECEIPT_SENT_MESSAGE)).toBeNull();
  });

  it("sends nothing to the printer when the printer's address cannot be read", async () => {
    answer = (call) =>
      call.path === "/api/payments/config" ? json(404, { message: "Not found." }) : serverAnswer(call);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Print receipt" }));
    expect(await screen.findByText("Not found.")).toBeTruthy();
    expect(printerPosts()).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Print receipt" }).hasAttribute("data-loading")).toBe(false),
    );
  });
});
