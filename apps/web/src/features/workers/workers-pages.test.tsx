import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";
import { parseWorkersSearch } from "./workers-search";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const CLAIMS = ["admin", "grade", "labels", "manageworker", "shelves"];
const TESS = {
  id: "5f1c0d1e-0000-4000-8000-000000000001",
  email: "tess@example.test",
  userName: "tess@example.test",
  displayName: "tess",
  claims: ["grade"],
  isActive: true,
  frontedAccess: false,
  hasPassword: true,
  version: 3,
};

type Answer = (init: RequestInit | undefined, url: string) => Response;

/** Answers the workers calls by method and path prefix; anything else the shell asks gets a 404. */
function serve(answers: Record<string, Answer>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const path = new URL(url, "http://localhost").pathname;
    if (path === "/api/workers/claims") return json(200, CLAIMS);
    for (const [key, answer] of Object.entries(answers)) {
      const [m, p] = key.split(" ");
      if (m === method && path === p) return answer(init, url);
    }
    return json(404, { message: "Not found." });
  });
}

const callsTo = (mock: ReturnType<typeof serve>, method: string, path: string) =>
  mock.mock.calls.filter(
    ([input, init]) => (init?.method ?? "GET") === method && String(input).split("?")[0] === path,
  );

function typeEmail(value: string) {
  const input = document.querySelector('input[name="email"]') as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  return input;
}

describe("new worker form", () => {
  it("checks the e-mail format as typed and refuses to send a bad one ('Error saving changes')", async () => {
    const fetchMock = serve({});
    stop = renderApp("/workers/new", worker(["manageworker"])).stopWatching;
    await screen.findByRole("heading", { name: "New worker" });
    typeEmail("not-an-address");
    expect(await screen.findByText("Invalid email format")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/workers")).toHaveLength(0);
  });

  it("tells at once that an address is taken (getEmail)", async () => {
    serve({ "GET /api/workers/getEmail": () => json(200, { isTaken: true }) });
    stop = renderApp("/workers/new", worker(["manageworker"])).stopWatching;
    await screen.findByRole("heading", { name: "New worker" });
    fireEvent.blur(typeEmail("Taken@Example.test"));
    expect(await screen.findByText("This e-mail address is already used by another worker.")).toBeTruthy();
  });

  it("posts the e-mail, the ticked claims and the flags, then opens the new worker", async () => {
    const fetchMock = serve({
      "POST /api/workers": (init) =>
        json(200, { ...TESS, ...JSON.parse(String(init?.body)), hasPassword: false }),
      [`GET /api/workers/${TESS.id}`]: () => json(200, { ...TESS, claims: ["grade", "labels"] }),
      "GET /api/workers/getEmail": () => json(200, { isTaken: false }),
    });
    // A floor lead gives the station claims it holds itself (D29).
    const app = renderApp("/workers/new", worker(["manageworker", "grade", "labels"]));
    stop = app.stopWatching;
    const labels = await screen.findByRole("checkbox", { name: "labels" });
    // Each claim says what it opens (issue 30 §9: bare codes told a manager nothing).
    expect(labels.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Labels station and label queue")).toBeTruthy();
    typeEmail("tess@example.test");
    fireEvent.click(screen.getByRole("checkbox", { name: "grade" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "labels" }));
    fireEvent.click(screen.getByRole("switch", { name: "Fronted access" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.location().pathname).toBe(`/workers/${TESS.id}`));
    const [post] = callsTo(fetchMock, "POST", "/api/workers");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: "tess@example.test",
      claims: ["grade", "labels"],
      isActive: true,
      frontedAccess: true,
    });
  });
});

describe("worker detail", () => {
  it("a refused save shows the header and marks the field from model state; the version read is sent", async () => {
    const fetchMock = serve({
      [`GET /api/workers/${TESS.id}`]: () => json(200, TESS),
      [`PUT /api/workers/${TESS.id}`]: () =>
        json(400, {
          message: "Error saving changes",
          modelState: { "model.claims": ["Unknown claims: x."] },
        }),
    });
    stop = renderApp(`/workers/${TESS.id}`, worker(["manageworker", "grade"])).stopWatching;
    await screen.findByRole("heading", { name: "tess@example.test" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(screen.getAllByText("Unknown claims: x.").length).toBe(2);
    const [put] = callsTo(fetchMock, "PUT", `/api/workers/${TESS.id}`);
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ version: 3, claims: ["grade"] });
  });

  it("offers Remove to admin only; it asks first ('Yes' / 'No, cancel') and shows 'Error remove worker'", async () => {
    serve({ [`GET /api/workers/${TESS.id}`]: () => json(200, TESS) });
    const manager = renderApp(`/workers/${TESS.id}`, worker(["manageworker"]));
    await screen.findByRole("heading", { name: "tess@example.test" });
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    manager.stopWatching();
    manager.view.unmount();

    const fetchMock = serve({
      [`GET /api/workers/${TESS.id}`]: () => json(200, TESS),
      [`DELETE /api/workers/${TESS.id}`]: () => json(403, { message: "Error remove worker" }),
    });
    stop = renderApp(`/workers/${TESS.id}`, worker(["admin"])).stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "No, cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(fetchMock, "DELETE", `/api/workers/${TESS.id}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Error remove worker")).toBeTruthy();
    expect(screen.getByText("Only an administrator can remove workers.")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", `/api/workers/${TESS.id}`)).toHaveLength(1);
  });

  it("goes back to the list when the worker cannot be loaded", async () => {
    serve({
      "GET /api/workers/": () => json(200, { rows: [], page: 1, pageSize: 25, total: 0 }),
    });
    const app = renderApp("/workers/not-there", worker(["manageworker"]));
    stop = app.stopWatching;
    await waitFor(() => expect(app.location().pathname).toBe("/workers"));
  });
});

describe("the form offers only what the rules allow (D29)", () => {
  const MANAGER = ["managecontent", "manage", "manageworker", "user", "shelves"];

  it("a manager may tick only the claims it holds, never admin, and is told why", async () => {
    const fetchMock = serve({});
    stop = renderApp("/workers/new", worker(MANAGER)).stopWatching;
    const admin = (await screen.findByRole("checkbox", { name: "admin" })) as HTMLInputElement;
    expect(admin.disabled).toBe(true);
    expect((screen.getByRole("checkbox", { name: "grade" }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("checkbox", { name: "shelves" }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText("You can grant only the claims you hold yourself.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/workers")).toHaveLength(0);
  });

  it("a worker holding claims the manager lacks is read-only: no Save, no Reset password, the rule shown", async () => {
    serve({ [`GET /api/workers/${TESS.id}`]: () => json(200, { ...TESS, claims: ["admin"] }) });
    stop = renderApp(`/workers/${TESS.id}`, worker(MANAGER)).stopWatching;
    expect(await screen.findByText("Only an admin can change an admin.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reset password" })).toBeNull();
    expect((screen.getByRole("switch", { name: "Active" }) as HTMLInputElement).disabled).toBe(true);
    expect((document.querySelector('input[name="email"]') as HTMLInputElement).disabled).toBe(true);
  });

  it("on one's own account the claims and the active flag cannot be changed", async () => {
    const self = { ...TESS, userName: "me", claims: MANAGER };
    serve({ [`GET /api/workers/${TESS.id}`]: () => json(200, self) });
    stop = renderApp(`/workers/${TESS.id}`, worker(MANAGER, { userName: "me" })).stopWatching;
    expect(await screen.findByText("You cannot change your own claims.")).toBeTruthy();
    expect(screen.getByText("You cannot disable or enable your own account.")).toBeTruthy();
    expect(((await screen.findByRole("checkbox", { name: "shelves" })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("switch", { name: /^Active/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("shows the server's refusal (the last active admin) under the field it names", async () => {
    serve({
      [`GET /api/workers/${TESS.id}`]: () => json(200, { ...TESS, claims: ["admin"] }),
      [`PUT /api/workers/${TESS.id}`]: () =>
        json(403, {
          message: "The last active admin cannot be disabled.",
          modelState: { "model.isActive": ["The last active admin cannot be disabled."] },
        }),
    });
    stop = renderApp(`/workers/${TESS.id}`, worker(["admin"])).stopWatching;
    fireEvent.click(await screen.findByRole("switch", { name: "Active" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(screen.getAllByText("The last active admin cannot be disabled.").length).toBe(2);
  });
});

describe("workers list", () => {
  it("keeps search, filters and sort in the address and asks the server for that page", async () => {
    const fetchMock = serve({
      "GET /api/workers/": () => json(200, { rows: [TESS], page: 2, pageSize: 25, total: 60 }),
    });
    const app = renderApp("/workers?claim=grade&sort=-name&page=2", worker(["manageworker"]));
    stop = app.stopWatching;
    expect(await screen.findByText("tess@example.test")).toBeTruthy();
    const [first] = callsTo(fetchMock, "GET", "/api/workers/");
    expect(String(first?.[0])).toContain("claim=grade&sort=-name&page=2&pageSize=25");

    const search = screen.getByRole("textbox", { name: "Search" });
    await act(async () => {
      fireEvent.change(search, { target: { value: "tes" } });
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await waitFor(() =>
      expect(app.location().search).toEqual({ search: "tes", claim: "grade", sort: "-name" }),
    );
  });
});

describe("workers address", () => {
  it("reads a numeric search text from the address (the router parses ?search=123 as a number)", () => {
    expect(parseWorkersSearch({ search: 292069, sort: "-name", page: "2", active: "nope" })).toEqual({
      search: "292069",
      active: undefined,
      claim: undefined,
      sort: "-name",
      page: 2,
    });
  });
});
