import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "./auth/session";
import { registerScanHandler } from "./shell/scan-handlers";
import { renderApp, worker } from "./test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
});

function open(path: string, identity: Parameters<typeof renderApp>[1] = null) {
  const app = renderApp(path, identity);
  stop = app.stopWatching;
  return app;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("routes and guards", () => {
  it("a signed-out visit to a restricted address goes to /login remembering it with its search", async () => {
    const app = open("/workers?tab=claims");
    await waitFor(() => expect(app.location().pathname).toBe("/login"));
    expect(app.location().search).toEqual({ redirect: "/workers?tab=claims" });
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("unknown addresses go to /login, or to /dashboard when signed in", async () => {
    const signedOut = open("/no-such-screen");
    await waitFor(() => expect(signedOut.location().pathname).toBe("/login"));
    signedOut.view.unmount();
    stop?.();
    const signedIn = open("/no-such-screen", worker(["grade"]));
    await waitFor(() => expect(signedIn.location().pathname).toBe("/dashboard"));
  });

  it.each(["/login", "/recover"])("a signed-in worker opening %s goes to the dashboard", async (path) => {
    const app = open(path, worker(["grade"]));
    await waitFor(() => expect(app.location().pathname).toBe("/dashboard"));
    expect(await screen.findByText("Welcome, Sam Station")).toBeTruthy();
  });

  it("the menu shows exactly the links of the worker's claims", async () => {
    open("/dashboard", worker(["shipping"]));
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    const paths = [...nav.querySelectorAll("[data-menu-link]")].map((link) => link.getAttribute("href"));
    expect(paths).toEqual(["/shipping", "/shipping-pickup", "/shipping-canada"]);
  });

  it("a screen whose claims the worker lacks says so instead of showing it", async () => {
    open("/workers", worker(["shipping"]));
    expect(await screen.findByText("You do not have access to this screen")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Workers" })).toBeNull();
  });

  it("/manage/labels opens the worker's label queue", async () => {
    vi.spyOn(window, "fetch").mockImplementation(async () =>
      json(200, {
        collectibleType: "Comic",
        tiers: [],
        buckets: [],
        unbucketed: [],
        totalPages: 0,
        pdfName: null,
        generatedAt: null,
        version: 1,
      }),
    );
    open("/manage/labels", worker(["labels"]));
    expect(await screen.findByRole("heading", { name: "Worker label queue" })).toBeTruthy();
    expect(await screen.findByText("The Comic label queue is empty.")).toBeTruthy();
    expect(screen.getByLabelText("Scan tier")).toBeTruthy();
  });

  it("an address combining order and tier goes to the tier route; a bad id to /orders/invalid", async () => {
    vi.spyOn(window, "fetch").mockImplementation(async () => json(404, { message: "Not found." }));
    const app = open("/orders/26-0a12345-sof", worker(["grade"]));
    // The tier route is reached, then its failed load (404) leads to the invalid page naming it; wait
    // for both, so the next navigation cannot be overtaken by this one.
    await waitFor(() => expect(app.location().search).toEqual({ id: "26-0A12345/SOF" }));
    await app.router.navigate({ href: "/orders/hello" });
    await waitFor(() => {
      expect(app.location().pathname).toBe("/orders/invalid");
      expect(app.location().search).toEqual({ id: "hello" });
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "hello is not an order, tier or comic id" }),
    ).toBeTruthy();
  });

  it("an order that does not load leads to a page naming the id that was read", async () => {
    vi.spyOn(window, "fetch").mockImplementation(async () => json(404, { message: "Not found." }));
    const app = open("/orders/26-XXXX000", worker(["grade"]));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order 26-XXXX000 was not found" }),
    ).toBeTruthy();
    expect(app.location().pathname).toBe("/orders/invalid");
    expect(screen.getByText("26-XXXX000", { selector: "code" })).toBeTruthy();
  });

  it("a signed-in worker at an unknown address lands on the dashboard, told which address it was", async () => {
    const app = open("/no-such-screen", worker(["grade"]));
    await waitFor(() => expect(app.location().pathname).toBe("/dashboard"));
    expect(
      await screen.findByText("There is no screen at /no-such-screen: here is the dashboard."),
    ).toBeTruthy();
  });
});

describe("sign-in", () => {
  it("ignores a second submit while the first is in flight, then resumes the remembered address", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.spyOn(window, "fetch").mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const app = open("/login?redirect=%2Fgrading");
    fireEvent.change(await screen.findByLabelText(/User name/), { target: { value: "grade" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "grade-demo-pass" } });
    const form = screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(
      json(200, {
        userName: "grade",
        displayName: "Gale Grade",
        userRole: "authenticated",
        claims: "grade",
        access_token: "a",
        refresh_token: "r",
        expires_in: 900,
        token_type: "bearer",
      }),
    );
    await waitFor(() => expect(app.location().pathname).toBe("/grading"));
    expect(identityStore.get()?.displayName).toBe("Gale Grade");
  });

  it("a refused sign-in shows the server's error_description and keeps no identity", async () => {
    vi.spyOn(window, "fetch").mockResolvedValue(
      json(400, { error: "invalid_grant", error_description: "The user name or password is incorrect." }),
    );
    open("/login");
    fireEvent.change(await screen.findByLabelText(/User name/), { target: { value: "grade" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The user name or password is incorrect.")).toBeTruthy();
    expect(identityStore.get()).toBeNull();
  });

  it("a sign-in that demands verification shows nothing and goes to the verify state", async () => {
    vi.spyOn(window, "fetch").mockResolvedValue(
      json(400, {
        error: "invalid_grant",
        error_description: "Verify your e-mail first.",
        verification: true,
      }),
    );
    const app = open("/login");
    fireEvent.change(await screen.findByLabelText(/User name/), { target: { value: "new" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "whatever-123" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(app.location().pathname).toBe("/verify"));
    expect(await screen.findByText("Verification needed")).toBeTruthy();
    expect(screen.queryByText("Verify your e-mail first.")).toBeNull();
  });
});

describe("logout", () => {
  it("asks first: 'No, cancel' stays signed in, 'Yes' clears the identity and lands on /login", async () => {
    const app = open("/dashboard", worker(["grade"]));
    // The header has a text button and, for narrow screens, an icon button; CSS shows one.
    fireEvent.click((await screen.findAllByRole("button", { name: "Log out" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "No, cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(identityStore.get()).not.toBeNull();

    fireEvent.click(screen.getAllByRole("button", { name: "Log out" })[0] as HTMLElement);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(app.location().pathname).toBe("/login"));
    expect(app.location().search).toEqual({});
    expect(identityStore.get()).toBeNull();
  });

  it("an identity that disappears elsewhere (failed refresh, other tab) returns to /login remembering the page", async () => {
    const app = open("/grading", worker(["grade"]));
    expect(await screen.findByRole("heading", { name: "Grading queue" })).toBeTruthy();
    identityStore.clear();
    await waitFor(() => expect(app.location().pathname).toBe("/login"));
    expect(app.location().search).toEqual({ redirect: "/grading" });
  });
});

describe("scan listener", () => {
  // The order screens the scans open ask the server for the order: answer as for a made-up id.
  beforeEach(() => {
    vi.spyOn(window, "fetch").mockImplementation(async () => json(404, { message: "Not found." }));
  });

  function scan(text: string) {
    for (const key of [...text, "Enter"]) fireEvent.keyDown(document.body, { key });
  }

  it("a scan outside inputs opens its screen; inside an input it is left alone", async () => {
    const app = open("/dashboard", worker(["grade"]));
    await screen.findByText("Welcome, Sam Station");
    scan("26-0A12345-SOF");
    await waitFor(() => expect(app.location().pathname).toBe("/orders/26-0A12345/SOF"));
    await app.router.navigate({ to: "/dashboard" });
    const search = await screen.findByLabelText("Global search");
    for (const key of [..."1234567", "Enter"]) fireEvent.keyDown(search, { key });
    expect(app.location().pathname).toBe("/dashboard");
  });

  it("a screen's scan handler takes the scans it wants; other scans still navigate", async () => {
    const taken: string[] = [];
    const unregister = registerScanHandler((target) => {
      if (target.kind !== "comic") return false;
      taken.push(target.uniqueId);
      return true;
    });
    try {
      const app = open("/dashboard", worker(["grade"]));
      await screen.findByText("Welcome, Sam Station");
      scan("26-0A12345-001");
      expect(taken).toEqual(["26-0A12345-001"]);
      expect(app.location().pathname).toBe("/dashboard");
      scan("26-0A12345");
      await waitFor(() => expect(app.location().pathname).toBe("/orders/26-0A12345"));
    } finally {
      unregister();
    }
  });
});
