import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient as appQueryClient } from "../../../api/query-client";
import { identityStore } from "../../../auth/session";
import { createAppRouter } from "../../../router";
import { worker } from "../../../test/render-app";

let paths: string[] = [];

beforeEach(() => {
  paths = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    paths.push(new URL(String(input), "http://localhost").pathname);
    return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
  });
});

afterEach(() => identityStore.clear());

function routerAt(path: string, claims: string[]) {
  identityStore.set(worker(claims));
  // The app's defaults (its stale time decides whether a screen asks again for what its loader read).
  const queryClient = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  return createAppRouter(createMemoryHistory({ initialEntries: [path] }), queryClient);
}

describe("the invoice route's loader", () => {
  it("asks for the invoice before the screen mounts", async () => {
    await routerAt("/invoicing/26-INVOICE", ["invoicing"]).load();
    expect(paths).toContain("/api/orders/26-INVOICE/invoice");
  });

  it("asks on a queue row's hover (the router's preload)", async () => {
    await routerAt("/invoicing", ["invoicing"]).preloadRoute({
      to: "/invoicing/$id",
      params: { id: "26-ROWHOVR" },
    });
    expect(paths).toContain("/api/orders/26-ROWHOVR/invoice");
  });

  it("reads nothing for the walk-in invoice or a worker without the invoicing claim", async () => {
    await routerAt("/invoicing/new", ["invoicing"]).load();
    await routerAt("/invoicing/26-INVOICE", ["grade"]).load();
    expect(paths.filter((path) => path.includes("/invoice"))).toEqual([]);
  });
});
