import { RESEND_COMMENT_REQUIRED, TASK_COMPLETED } from "@gbo/domain/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

const failed = (n: number, to: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  to,
  subject: "Your order has shipped",
  state: "failed",
  error: "550 5.1.1 Mailbox does not exist",
  attempts: 1,
  createdAt: "2026-11-20T10:00:00.000Z",
  failedAt: "2026-11-20T10:31:00.000Z",
  sentAt: null,
  resendComment: n === 2 ? "Asked at the counter" : null,
  resentBy: n === 2 ? "manager" : null,
  resentAt: n === 2 ? "2026-11-20T11:00:00.000Z" : null,
  version: 1,
});
const PAGE = {
  rows: [failed(1, "ann@example.test"), failed(2, "bob@example.test")],
  page: 1,
  pageSize: 25,
  total: 2,
  failedTotal: 2,
};
const ANN = {
  id: 41,
  firstName: "Ann",
  lastName: "Archer",
  email: "ann@example.test",
  phone: null,
  membership: "Basic",
};

type Answer = (init: RequestInit | undefined) => Response;

function serve(answers: Record<string, Answer>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const bodiesOf = (mock: ReturnType<typeof serve>, method: string, path: string) =>
  mock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? "GET") === method && new URL(String(input), "http://l").pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

const list: Answer = () => json(200, PAGE);

describe("/sendEmail failed list", () => {
  it("resends one e-mail only with a comment, sending the version read, and says it is done", async () => {
    const mock = serve({
      "GET /api/email/GetFailedEmail": list,
      "POST /api/email/ResendEmail": () => json(200, { count: 1 }),
    });
    stop = renderApp("/sendEmail", worker(["manage"])).stopWatching;
    const table = await screen.findByRole("table", { name: "Failed e-mails" });
    const ann = table.querySelector('[data-failed-email="ann@example.test"]') as HTMLElement;
    expect(within(ann).getByText("550 5.1.1 Mailbox does not exist")).toBeTruthy();
    expect(within(table).getByText(/Asked at the counter/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Resend the e-mail to ann@example.test" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend" }));
    expect(await within(dialog).findByText(RESEND_COMMENT_REQUIRED)).toBeTruthy();
    expect(bodiesOf(mock, "POST", "/api/email/ResendEmail")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Comment"), { target: { value: "Mailbox fixed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend" }));
    expect((await screen.findAllByText(TASK_COMPLETED)).length).toBeGreaterThan(0);
    expect(bodiesOf(mock, "POST", "/api/email/ResendEmail")).toEqual([
      { id: PAGE.rows[0]!.id, comment: "Mailbox fixed", version: 1 },
    ]);
  });

  it("bulk resends the chosen rows, or every failed one in select-all mode", async () => {
    const mock = serve({
      "GET /api/email/GetFailedEmail": list,
      "POST /api/email/BulkEmail": () => json(200, { count: 2 }),
    });
    stop = renderApp("/sendEmail", worker(["manage"])).stopWatching;
    await screen.findByRole("table", { name: "Failed e-mails" });
    expect(screen.getByRole("button", { name: "Resend selected (0)" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select the e-mail to bob@example.test" }));
    fireEvent.click(screen.getByRole("button", { name: "Resend selected (1)" }));
    let dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Comment"), { target: { value: "Just Bob" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend" }));
    await waitFor(() => expect(bodiesOf(mock, "POST", "/api/email/BulkEmail")).toHaveLength(1));
    expect(bodiesOf(mock, "POST", "/api/email/BulkEmail")[0]).toEqual({
      ids: [PAGE.rows[1]!.id],
      comment: "Just Bob",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Select all 2 failed" }));
    expect(screen.getByText("All 2 failed e-mails are selected, on every page.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend selected (2)" }));
    dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Comment"), { target: { value: "Relay back" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend" }));
    await waitFor(() => expect(bodiesOf(mock, "POST", "/api/email/BulkEmail")).toHaveLength(2));
    expect(bodiesOf(mock, "POST", "/api/email/BulkEmail")[1]).toEqual({ isAll: true, comment: "Relay back" });
  });

  it("keeps a resent e-mail listed with its state, and offers resend only for failed ones (issue 30 §9)", async () => {
    const resent = (n: number, to: string, state: "queued" | "sent") => ({
      ...failed(n, to),
      state,
      error: null,
      failedAt: null,
      sentAt: state === "sent" ? "2026-11-20T12:05:00.000Z" : null,
      resendComment: "Mailbox fixed",
      resentBy: "manager",
      resentAt: "2026-11-20T12:00:00.000Z",
    });
    const page = {
      ...PAGE,
      rows: [
        failed(1, "ann@example.test"),
        resent(3, "cy@example.test", "queued"),
        resent(4, "di@example.test", "sent"),
      ],
      total: 3,
      failedTotal: 1,
    };
    serve({ "GET /api/email/GetFailedEmail": () => json(200, page) });
    stop = renderApp("/sendEmail", worker(["manage"])).stopWatching;
    const table = await screen.findByRole("table", { name: "Failed e-mails" });
    const row = (to: string) => table.querySelector(`[data-failed-email="${to}"]`) as HTMLElement;
    expect(within(row("ann@example.test")).getByText("Failed")).toBeTruthy();
    expect(within(row("cy@example.test")).getByText("Queued")).toBeTruthy();
    expect(within(row("di@example.test")).getByText("Sent")).toBeTruthy();
    expect(within(row("cy@example.test")).getByText(/Mailbox fixed/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend the e-mail to cy@example.test" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Select the e-mail to di@example.test" })).toBeNull();
    expect(screen.getByRole("button", { name: "Select all 1 failed" })).toBeTruthy();
    expect(screen.getByText("1 failed e-mail, 2 resent in the last 30 days")).toBeTruthy();
  });

  it("names a milestone e-mail's milestone and order, and marks a bounce (issue 33)", async () => {
    const page = {
      ...PAGE,
      rows: [
        {
          ...failed(1, "ann@example.test"),
          milestone: "grades",
          milestoneLabel: "Grades ready",
          orderId: "26-0A12345",
          isBounced: true,
        },
        {
          ...failed(2, "bob@example.test"),
          error: "Connection timeout",
          milestone: null,
          orderId: null,
          isBounced: false,
        },
      ],
    };
    serve({ "GET /api/email/GetFailedEmail": () => json(200, page) });
    stop = renderApp("/sendEmail", worker(["manage"])).stopWatching;
    const table = await screen.findByRole("table", { name: "Failed e-mails" });
    const row = (to: string) => table.querySelector(`[data-failed-email="${to}"]`) as HTMLElement;
    expect(within(row("ann@example.test")).getByText("Bounced")).toBeTruthy();
    expect(within(row("ann@example.test")).getByText(/Grades ready e-mail/)).toBeTruthy();
    const link = within(row("ann@example.test")).getByRole("link", { name: "order 26-0A12345" });
    expect(link.getAttribute("href")).toBe("/orders/26-0A12345");
    expect(within(row("bob@example.test")).queryByText("Bounced")).toBeNull();
  });

  it("needs the manage claim", async () => {
    serve({ "GET /api/email/GetFailedEmail": list });
    stop = renderApp("/sendEmail", worker(["user"])).stopWatching;
    expect(await screen.findByRole("heading", { name: "No access" })).toBeTruthy();
  });
});

describe("/sendEmail message to customers", () => {
  it("checks every field first, then sends to the chosen customers with a batch id", async () => {
    const mock = serve({
      "GET /api/email/GetFailedEmail": () =>
        json(200, { rows: [], page: 1, pageSize: 25, total: 0, failedTotal: 0 }),
      "GET /api/users/name/ann/10": () => json(200, { rows: [ANN], total: 1 }),
      "GET /api/users/email/ann/10": () => json(200, { rows: [], total: 0 }),
      "POST /api/email/send": () => json(200, { batchId: "x", queued: 1, skipped: [], isRepeat: false }),
    });
    stop = renderApp("/sendEmail", worker(["manage", "user"])).stopWatching;
    expect(await screen.findByText("No failed e-mails.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findAllByText("Please choose at least one customer.")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please enter a subject.").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please enter the message text.").length).toBeGreaterThan(0);
    expect(bodiesOf(mock, "POST", "/api/email/send")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Find customers"), { target: { value: "ann" } });
    fireEvent.click(await screen.findByRole("button", { name: "Add Ann Archer" }, { timeout: 3000 }));
    expect(screen.getByText("Customers (1)")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Convention hours" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "We open at 9." } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findAllByText(TASK_COMPLETED)).length).toBeGreaterThan(0);
    const [body] = bodiesOf(mock, "POST", "/api/email/send");
    expect(body).toMatchObject({ customerIds: [41], subject: "Convention hours", text: "We open at 9." });
    expect(body.batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText("Customers (0)")).toBeTruthy();
  });
});
