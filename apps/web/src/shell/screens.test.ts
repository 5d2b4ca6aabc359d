// The route tree and the domain's screen table agree (issue 30 §6): every signed-in route is a screen
// of @gbo/domain/menu's SCREENS with the same claims, so the domain's reach test covers every screen a
// worker can open; a new route missing from the table fails here.
import { SCREENS, screenFor } from "@gbo/domain/menu";
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../router";

const PUBLIC = ["/", "/login", "/recover", "/signup", "/verify", "/external-login"];

describe("signed-in routes and the domain's screens", () => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }));
  const routes = Object.values(
    router.routesByPath as Record<
      string,
      { fullPath: string; options: { staticData?: { claims?: readonly string[] } } }
    >,
  ).filter((route) => !PUBLIC.includes(route.fullPath));

  it("each signed-in route is a screen of the table, asking the table's claims", () => {
    const mismatched = routes
      .filter((route) => {
        const screen = screenFor(route.fullPath);
        const claims = route.options.staticData?.claims ?? [];
        return !screen || [...screen.claims].sort().join() !== [...claims].sort().join();
      })
      .map((route) => `${route.fullPath}: ${(route.options.staticData?.claims ?? []).join(",")}`);
    expect(mismatched).toEqual([]);
  });

  it("each screen of the table is a route", () => {
    const paths = routes.map((route) => route.fullPath);
    expect(SCREENS.map((screen) => screen.path).filter((path) => !paths.includes(path))).toEqual([]);
  });
});
