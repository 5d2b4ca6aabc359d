// The banner and slider screens (administration §2, §4, §6, §8) against a stubbed server.
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

const banner = (id: number, header1: string, order: number) => ({
  id,
  start: "2026-12-01",
  end: "2026-12-31",
  header1,
  header2: "",
  header3: "",
  line1: "",
  line2: "",
  line3: "",
  img: null,
  imageUrl: null,
  order,
  updatedAt: "2026-11-20T10:00:00.000Z",
  version: 3,
});
const LOADED = { timeout: 5000 };
const LIST = {
  rows: [banner(1, "First", 1), banner(2, "Second", 2)],
  page: 1,
  pageSize: 200,
  total: 2,
  lastPublishedAt: null,
};

function serve(answers: Record<string, () => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const answer = answers[`${init?.method ?? "GET"} ${url.pathname}`];
    return answer ? answer() : json(404, { message: "Not found." });
  });
}
const calls = (mock: ReturnType<typeof serve>, method: string, prefix: string) =>
  mock.mock.calls.filter(
    ([input, init]) => (init?.method ?? "GET") === method && String(input).startsWith(prefix),
  );

describe("banners list", () => {
  it("saves the typed order field as id:order pairs", async () => {
    const mock = serve({
      "GET /api/banners/": () => json(200, LIST),
      "PUT /api/banners/order/1%3A1%2C2%3A0": () => json(200, { updated: 2 }),
    });
    stop = renderApp("/banners", worker(["managecontent"])).stopWatching;
    const save = await screen.findByRole("button", { name: "Save order" });
    expect(save.hasAttribute("disabled")).toBe(true);
    fireEvent.change(await screen.findByLabelText("Order of Second", {}, LOADED), { target: { value: "0" } });
    fireEvent.click(save);
    await waitFor(() => expect(calls(mock, "PUT", "/api/banners/order/")).toHaveLength(1));
    expect(String(calls(mock, "PUT", "/api/banners/order/")[0]?.[0])).toBe(
      "/api/banners/order/1%3A1%2C2%3A0",
    );
  });

  it("publishes only after 'Yes'", async () => {
    const mock = serve({
      "GET /api/banners/": () => json(200, LIST),
      "PUT /api/banners/publish/": () =>
        json(200, { id: 1, publishedAt: "2026-11-25T00:00:00.000Z", count: 2 }),
    });
    stop = renderApp("/banners", worker(["managecontent"])).stopWatching;
    await screen.findByRole("link", { name: "Second" }, LOADED);
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    fireEvent.click(await screen.findByRole("button", { name: "No, cancel" }));
    expect(calls(mock, "PUT", "/api/banners/publish/")).toHaveLength(0);
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Publish the banners in this order to the public site?")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("2 banners published.")).toBeTruthy();
    expect(calls(mock, "PUT", "/api/banners/publish/")).toHaveLength(1);
  });
});

describe("banner detail", () => {
  it("a failed load goes back to the list", async () => {
    serve({ "GET /api/banners/": () => json(200, LIST) });
    const app = renderApp("/banners/77", worker(["managecontent"]));
    stop = app.stopWatching;
    await waitFor(() => expect(app.location().pathname).toBe("/banners"));
    expect(await screen.findByText("The banner could not be loaded.")).toBeTruthy();
  });

  it("offers Delete to an admin only", async () => {
    serve({ "GET /api/banners/1": () => json(200, banner(1, "First", 1)) });
    const editor = renderApp("/banners/1", worker(["managecontent"]));
    expect(await screen.findByDisplayValue("First")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    editor.stopWatching();
    identityStore.clear();
    stop = renderApp("/banners/1", worker(["admin"], { isAdmin: true })).stopWatching;
    expect(await screen.findByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("checks the form before sending: the spec's date message, header 1 required", async () => {
    const mock = serve({});
    stop = renderApp("/banners/new", worker(["managecontent"])).stopWatching;
    expect(await screen.findByText("Save first to add an image.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: "2027-01-02" } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: "2027-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(screen.getAllByText("Start date should not be greater than end date!").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please enter header 1.").length).toBeGreaterThan(0);
    expect(calls(mock, "POST", "/api/banners/")).toHaveLength(0);
  });
});

describe("a record's picture", () => {
  it("removes a banner's picture after 'Yes' with the version read, and shows the record read again", async () => {
    let removed = false;
    const pictured = { ...banner(4, "Fourth", 1), img: "banners/4", imageUrl: "/api/blobs/banners/4?sig=s" };
    const mock = serve({
      "GET /api/banners/4": () =>
        json(200, removed ? { ...pictured, img: null, imageUrl: null, version: 4 } : pictured),
      "DELETE /api/banners/4/image": () => {
        removed = true;
        return json(200, { path: "banners/4", imageUrl: null, version: 4 });
      },
    });
    stop = renderApp("/banners/4", worker(["managecontent"])).stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Remove image" }, LOADED));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("No image yet.")).toBeTruthy();
    expect(calls(mock, "DELETE", "/api/banners/").map(([input]) => String(input))).toEqual([
      "/api/banners/4/image?version=3",
    ]);
  });
});

describe("sliders", () => {
  it("/sliders shows the same list as /slider, after the login check", async () => {
    const mock = serve({
      "GET /api/content/checklogin": () => json(200, { ok: true, userName: "sam" }),
      "GET /api/content/slider/": () =>
        json(200, {
          rows: [
            {
              id: 4,
              name: "Welcome",
              caption: "Hi",
              link: "/",
              img: null,
              imageUrl: null,
              order: 1,
              isActive: true,
              version: 1,
            },
          ],
          page: 1,
          pageSize: 200,
          total: 1,
        }),
    });
    stop = renderApp("/sliders", worker(["managecontent"])).stopWatching;
    expect(await screen.findByRole("link", { name: "Welcome" }, LOADED)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sliders" })).toBeTruthy();
    expect(calls(mock, "GET", "/api/content/checklogin")).toHaveLength(1);
  });
});

// Issue 27: the public feed publishes nothing that runs; the forms say so as the person types.
describe("what the public site may be handed", () => {
  const LINK_RULE =
    "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.";

  it("marks a link to another site at once, clears it when corrected, and sends nothing until it is", async () => {
    const mock = serve({});
    stop = renderApp("/slider/new", worker(["managecontent"])).stopWatching;
    const link = await screen.findByLabelText("Link", {}, LOADED);
    fireEvent.change(link, { target: { value: "//evil.example/x" } });
    expect(await screen.findByText(LINK_RULE)).toBeTruthy();
    expect(link.getAttribute("aria-invalid")).toBe("true");
    // Save refuses it too; correcting the field takes the mark away at once.
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Fall" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(calls(mock, "POST", "/api/content/slider/")).toHaveLength(0);
    fireEvent.change(link, { target: { value: "/submit" } });
    await waitFor(() => expect(link.getAttribute("aria-invalid")).not.toBe("true"));
  });

  it("marks markup a banner was stored with before the rule, as soon as it opens", async () => {
    serve({ "GET /api/banners/1": () => json(200, { ...banner(1, "Sale", 1), line1: "<b>Bold</b> sale" }) });
    stop = renderApp("/banners/1", worker(["managecontent"])).stopWatching;
    expect(
      await screen.findByText(
        "Line 1 must be plain text: remove the markup, such as <b> or <script>.",
        {},
        LOADED,
      ),
    ).toBeTruthy();
  });
});
