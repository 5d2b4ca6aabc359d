import type { TQueuePage } from "@gbo/contracts/orders";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient as appQueryClient } from "../../api/query-client";
import { AppProviders } from "../../app-providers";
import { identityStore } from "../../auth/session";
import { createAppRouter } from "../../router";
import { worker } from "../../test/render-app";

let paths: string[] = [];

const grading: TQueuePage = {
  queue: "grading",
  isTierQueue: true,
  page: 1,
  pageSize: 20,
  total: 0,
  steps: ["Finalize"],
  overdueHidden: 0,
  rows: [],
};

beforeEach(() => {
  paths = [];
  localStorage.clear();
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    paths.push(decodeURI(url.pathname) + url.search);
    return new Response(JSON.stringify(grading), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});

afterEach(() => identityStore.clear());

const queueCalls = () => paths.filter((path) => path.startsWith("/api/orders/queue/"));

/** The router as the app builds it, with its query client, at `path`: nothing rendered yet. */
function routerAt(path: string, claims: string[]) {
  identityStore.set(worker(claims));
  // The app's defaults (its stale time decides whether a screen asks again for what its loader read).
  const queryClient = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  return {
    router: createAppRouter(createMemoryHistory({ initialEntries: [path] }), queryClient),
    queryClient,
  };
}

describe("a queue route's loader", () => {
  it("asks for the page the screen will show before the screen mounts, from the address and remembered choices", async () => {
    localStorage.setItem("gbo.queue.grading.window", "all");
    const { router } = routerAt("/grading?sort=-date", ["finalize"]);
    await router.load();
    expect(queueCalls()).toEqual(["/api/orders/queue/grading/1/-/all?steps=Finalize&sort=-date"]);
  });

  it("is the screen's own read: the screen shows its answer without asking again", async () => {
    const { router, queryClient } = routerAt("/grading", ["finalize"]);
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("Nothing is waiting in this queue.")).toBeTruthy();
    expect(queueCalls()).toEqual(["/api/orders/queue/grading/1/-/recent?steps=Finalize"]);
  });

  it("reads nothing for a worker the screen turns away", async () => {
    const { router } = routerAt("/grading", ["invoicing"]);
    await router.load();
    expect(queueCalls()).toEqual([]);
  });

  it("reads the rows on a menu link's hover (the router's preload)", async () => {
    const { router } = routerAt("/", ["slab"]);
    await router.preloadRoute({ to: "/slab" });
    expect(queueCalls()).toEqual(["/api/orders/queue/slab/1/-/recent"]);
  });
});
