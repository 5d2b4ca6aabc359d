import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Answer = (init: RequestInit | undefined) => Response;

function serve(answers: Record<string, Answer>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const calls = (mock: ReturnType<typeof serve>, method: string, path: string) =>
  mock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? "GET") === method && new URL(String(input), "http://localhost").pathname === path,
  );

/** The first screen of a test can take seconds on a busy machine. */
const SLOW = { timeout: 5000 };

const CONVENTION = {
  id: 7,
  title: "Fan Expo",
  date: "2030-08-20",
  address: "Toronto",
  imageUrl: null,
  version: 3,
};
const EMPTY = { rows: [], page: 1, pageSize: 25, total: 0 };
const day = (offset: number) => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + offset * 86_400_000);
  return local.toISOString().slice(0, 10);
};

describe("convention detail", () => {
  it("offers no Delete to a content manager without admin", async () => {
    serve({ "GET /api/conventions/7": () => json(200, CONVENTION) });
    const app = renderApp("/conventions/7", worker(["managecontent"]));
    stop = app.stopWatching;
    expect(await screen.findByDisplayValue("Fan Expo", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("an admin deletes after confirming; 'No, cancel' sends nothing", async () => {
    const mock = serve({
      "GET /api/conventions/7": () => json(200, CONVENTION),
      "DELETE /api/conventions/7": () => json(200, { ok: true }),
      "GET /api/conventions/": () => json(200, EMPTY),
    });
    const app = renderApp("/conventions/7", worker(["admin"]));
    stop = app.stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }, SLOW));
    fireEvent.click(await screen.findByRole("button", { name: "No, cancel" }));
    expect(calls(mock, "DELETE", "/api/conventions/7")).toHaveLength(0);
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(app.location().pathname).toBe("/conventions"));
    expect(calls(mock, "DELETE", "/api/conventions/7")).toHaveLength(1);
  });

  it("a failed load goes back to the list", async () => {
    serve({ "GET /api/conventions/": () => json(200, EMPTY) });
    const app = renderApp("/conventions/99", worker(["managecontent"]));
    stop = app.stopWatching;
    await waitFor(() => expect(app.location().pathname).toBe("/conventions"));
  });

  it("saves with the version read", async () => {
    const mock = serve({
      "GET /api/conventions/7": () => json(200, CONVENTION),
      "PUT /api/conventions/7": () => json(200, { ...CONVENTION, version: 4 }),
      "GET /api/conventions/": () => json(200, EMPTY),
    });
    stop = renderApp("/conventions/7", worker(["managecontent"])).stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Save" }, SLOW));
    await waitFor(() => expect(calls(mock, "PUT", "/api/conventions/7")).toHaveLength(1));
    const body = JSON.parse(String(calls(mock, "PUT", "/api/conventions/7")[0]![1]!.body));
    expect(body).toEqual({ title: "Fan Expo", date: "2030-08-20", address: "Toronto", version: 3 });
  });
});

describe("signings", () => {
  it("the list runs the login check before reading the signings", async () => {
    const mock = serve({
      "GET /api/signings/checklogin": () => json(200, { ok: true, userName: "cora" }),
      "GET /api/signings/": () =>
        json(200, {
          ...EMPTY,
          total: 1,
          rows: [
            {
              id: 3,
              kind: "signing",
              title: "Jim Lee signing",
              eventDate: "2030-01-05",
              hour: 13,
              infoEmail: "s@x.io",
              version: 1,
              facilitatorCount: 2,
            },
          ],
        }),
    });
    stop = renderApp("/signings", worker(["managecontent"])).stopWatching;
    expect(await screen.findByText("Jim Lee signing", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("01-05-30 1:00 pm")).toBeTruthy();
    const order = mock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(order.indexOf("/api/signings/checklogin")).toBeLessThan(order.indexOf("/api/signings/"));
  });

  it("refuses an invalid facilitator e-mail with the spec's message and sends nothing", async () => {
    const mock = serve({ "GET /api/conventions/onsite/": () => json(200, { rows: [] }) });
    stop = renderApp("/signings/new", worker(["managecontent"])).stopWatching;
    fireEvent.change(await screen.findByLabelText(/Info e-mail/, {}, SLOW), {
      target: { value: "info@lab.test" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add facilitator" }));
    fireEvent.change(screen.getByLabelText("Facilitator 1 info"), { target: { value: "Alex" } });
    fireEvent.change(screen.getByLabelText("Facilitator 1 e-mail"), { target: { value: "alex@nowhere" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Please enter valid facilitator email.")).length).toBeGreaterThan(0);
    expect(calls(mock, "POST", "/api/signings/")).toHaveLength(0);
  });

  it("a new signing starts today at this hour and posts the day, the hourly slot and the lists", async () => {
    const mock = serve({
      "GET /api/conventions/onsite/": () => json(200, { rows: [] }),
      "POST /api/signings/": () =>
        json(400, { message: "Error saving changes", modelState: { "model.eventDate": ["Too far."] } }),
    });
    stop = renderApp("/signings/new", worker(["managecontent"])).stopWatching;
    const date = (await screen.findByLabelText(/Event date/, {}, SLOW)) as HTMLInputElement;
    expect(date.value).toBe(day(0));
    expect(date.min).toBe(day(0));
    expect(date.max).toBe(day(365));
    fireEvent.change(screen.getByLabelText(/Info e-mail/), { target: { value: "info@lab.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Add comment" }));
    fireEvent.change(screen.getByLabelText("Comment 1 line 1"), { target: { value: "Five books each" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    const body = JSON.parse(String(calls(mock, "POST", "/api/signings/")[0]![1]!.body));
    expect(body).toMatchObject({
      eventDate: day(0),
      hour: new Date().getHours(),
      infoEmail: "info@lab.test",
      facilitators: [],
      comments: [{ line1: "Five books each", line2: "" }],
    });
  });
});

describe("subscribes", () => {
  it("a start without an end says 'Please select end date.'; Export says 'Please enter end date.'", async () => {
    const mock = serve({ "GET /api/content/subscribe/all/-/-": () => json(200, EMPTY) });
    stop = renderApp("/subscribes", worker(["managecontent"])).stopWatching;
    fireEvent.change(await screen.findByLabelText("Start date", {}, SLOW), {
      target: { value: "2026-01-01" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Please select end date.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("Please enter end date.")).toBeTruthy();
    expect(calls(mock, "GET", "/api/content/subscribe/sendMailExcel/2026-01-01/-")).toHaveLength(0);
  });

  it("keeps the searched range in the address, and a reload of it searches the same range (issue 30 §9)", async () => {
    const mock = serve({
      "GET /api/content/subscribe/all/-/-": () => json(200, EMPTY),
      "GET /api/content/subscribe/all/2026-01-01/2026-01-31": () => json(200, EMPTY),
    });
    const app = renderApp("/subscribes", worker(["managecontent"]));
    stop = app.stopWatching;
    fireEvent.change(await screen.findByLabelText("Start date", {}, SLOW), {
      target: { value: "2026-01-01" },
    });
    fireEvent.change(screen.getByLabelText("End date"), { target: { value: "2026-01-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(app.location().search).toEqual({ start: "2026-01-01", end: "2026-01-31" }));
    stop();
    stop = renderApp("/subscribes?start=2026-01-01&end=2026-01-31", worker(["managecontent"])).stopWatching;
    expect(((await screen.findByLabelText("Start date", {}, SLOW)) as HTMLInputElement).value).toBe(
      "2026-01-01",
    );
    await waitFor(() =>
      expect(calls(mock, "GET", "/api/content/subscribe/all/2026-01-01/2026-01-31").length).toBeGreaterThan(
        1,
      ),
    );
  });
});
