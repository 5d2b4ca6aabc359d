import { fireEvent, screen, waitFor } from "@testing-library/react";
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

const CGX = {
  id: 7,
  name: "Comic Grading Exchange",
  prefix: "CGX",
  createdAt: "2026-01-02T10:00:00Z",
  version: 1,
};

function serve(answers: Record<string, () => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer() : json(404, { message: "Not found." });
  });
}

describe("external users", () => {
  it("a taken prefix shows 'Error saving changes' and marks the prefix field", async () => {
    serve({
      "POST /api/data/external/Other%20Shop/CGX": () =>
        json(400, {
          message: "Error saving changes",
          modelState: { "model.prefix": ["This prefix is already used by another external user."] },
        }),
    });
    stop = renderApp("/externalUsers/new", worker(["manage"])).stopWatching;
    await screen.findByRole("heading", { name: "New external user" });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Other Shop" } });
    fireEvent.change(screen.getByLabelText(/^Prefix/), { target: { value: "c-gx" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(document.querySelector('input[name="prefix"]')?.getAttribute("aria-invalid")).toBe("true");
  });

  it("creates and opens the new external user (read-only)", async () => {
    serve({
      "POST /api/data/external/Comic%20Grading%20Exchange/CGX": () => json(200, CGX),
      "GET /api/data/external/7": () => json(200, CGX),
    });
    const app = renderApp("/externalUsers/new", worker(["manage"]));
    stop = app.stopWatching;
    await screen.findByRole("heading", { name: "New external user" });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Comic Grading Exchange" } });
    fireEvent.change(screen.getByLabelText(/^Prefix/), { target: { value: "cgx" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.location().pathname).toBe("/externalUsers/7"));
    expect(await screen.findByDisplayValue("CGX")).toBeTruthy();
  });

  it("a failed load goes back to the list", async () => {
    serve({ "GET /api/data/external": () => json(200, [CGX]) });
    const app = renderApp("/externalUsers/99", worker(["manage"]));
    stop = app.stopWatching;
    await waitFor(() => expect(app.location().pathname).toBe("/externalUsers"));
    expect(await screen.findByText("Comic Grading Exchange")).toBeTruthy();
  });
});
