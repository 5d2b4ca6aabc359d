// Issue 30 §6: every screen a worker's claims open is in reach from the menu. For each claim a worker
// may hold, each screen that claim opens must have a menu link, visible to that worker, that leads there.
import { describe, expect, it } from "vitest";
import { hasAnyClaim, KNOWN_CLAIMS } from "../claims/index";
import { canSeeMenuLink, MENU_LINKS } from "./links";
import { SCREENS, screenFor } from "./screens";

// Admin opens every screen but its menu shows the worker-level links only (administration §2, D3);
// external is a restriction, not a screen claim.
const WORKER_CLAIMS = KNOWN_CLAIMS.filter((claim) => claim !== "admin" && claim !== "external");

describe("screens in reach of the menu", () => {
  it.each(WORKER_CLAIMS)(
    "a worker holding %s reaches every screen the claim opens from a menu link",
    (claim) => {
      const unreachable = SCREENS.filter(
        (screen) => screen.claims.length > 0 && hasAnyClaim([claim], screen.claims),
      )
        .filter((screen) => !screen.from.some((path) => canSeeMenuLink([claim], path)))
        .map((screen) => screen.path);
      expect(unreachable).toEqual([]);
    },
  );

  it("leads only from menu links, and lists each screen once", () => {
    const menuPaths = MENU_LINKS.map((link) => link.path);
    for (const screen of SCREENS) {
      for (const path of screen.from) expect(menuPaths).toContain(path);
    }
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ["invoicing", "/submissions/new"],
    ["invoicing", "/invoicing/new"],
    ["receiving", "/submissions/new"],
    ["manage", "/promocodes"],
    ["manage", "/settings"],
    ["manage", "/sendEmail"],
    ["billing", "/grading/raw"],
    ["addcomic", "/comics"],
  ])("%s sees the %s link", (claims, path) => {
    expect(canSeeMenuLink(claims, path)).toBe(true);
  });

  it("the screens a manager opens are the ones a manager's menu offers (no screen leads to No access)", () => {
    const manager = "managecontent,manage,manageworker,user,shelves";
    expect(hasAnyClaim(manager, screenFor("/submissions/$id")?.claims ?? [])).toBe(false);
    expect(canSeeMenuLink(manager, "/submissions/new")).toBe(false);
    expect(canSeeMenuLink(manager, "/promocodes")).toBe(true);
  });
});
