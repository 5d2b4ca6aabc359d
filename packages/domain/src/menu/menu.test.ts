import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KNOWN_CLAIMS } from "../claims/index";
import { canSeeMenuLink, MENU_LINKS, menuClaimsFor, visibleMenuLinks } from "./index";

const paths = (claims: string) => visibleMenuLinks(claims).map((link) => link.path);

const STATION_PATHS = [
  "/receiving",
  "/invoicing",
  "/comics",
  "/signature",
  "/pressing",
  "/grading",
  "/grading/raw",
  "/labels",
  "/heatseal",
  "/slab",
  "/quality",
  "/imaging",
  "/shipping",
  "/shipping-pickup",
  "/shipping-canada",
  "/billing",
];

describe("visibleMenuLinks (each link visible only when the user holds one of its claims)", () => {
  it.each([
    ["shipping", ["/shipping", "/shipping-pickup", "/shipping-canada"]],
    ["shiptocanada", ["/shipping", "/shipping-pickup", "/shipping-canada"]],
    ["grade", ["/grading", "/grading/raw"]],
    ["pregrade", ["/grading", "/grading/raw"]],
    ["finalize", ["/grading", "/grading/raw"]],
    ["receiving", ["/submissions/new", "/receiving"]],
    ["comics", ["/submissions/new", "/receiving", "/comics"]],
    ["addcomic", ["/comics"]],
    ["invoicing", ["/submissions/new", "/invoicing/new", "/receiving", "/invoicing"]],
    ["labels", ["/labels", "/manage/labels"]],
    ["qc", ["/quality"]],
    ["billing", ["/grading/raw", "/billing"]],
    ["heatseal,SLAB", ["/heatseal", "/slab"]],
    [
      "managecontent",
      ["/banners", "/slider", "/signings", "/onsites", "/subscribes", "/turnaroundtimes", "/conventions"],
    ],
    ["manage", ["/devices", "/externalUsers", "/promocodes", "/settings", "/sendEmail"]],
    ["worker", ["/users"]],
    ["user", ["/users", "/salesmanagers"]],
    ["manageworker", ["/workers"]],
    ["shelves", ["/shelves"]],
    ["refund", []],
    ["", []],
  ])("%j sees %j", (claims, expected) => {
    expect(paths(claims)).toEqual(expected);
  });

  it("admin sees every station link and no management link", () => {
    expect(paths("admin")).toEqual([
      "/submissions/new",
      "/invoicing/new",
      ...STATION_PATHS,
      "/manage/labels",
    ]);
    for (const path of [
      "/workers",
      "/users",
      "/devices",
      "/banners",
      "/shelves",
      "/salesmanagers",
      "/promocodes",
    ]) {
      expect(canSeeMenuLink("admin", path)).toBe(false);
    }
  });

  it("admin plus manageworker also sees /workers", () => {
    expect(paths("admin,manageworker")).toContain("/workers");
    expect(paths("admin,manageworker")).not.toContain("/users");
  });

  it("lists both tables' links and the screens beyond them once each", () => {
    const all = MENU_LINKS.map((link) => link.path);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(35);
    expect(menuClaimsFor("/receiving")).toEqual(["receiving", "comics", "invoicing"]);
    expect(menuClaimsFor("/nowhere")).toEqual([]);
  });
});

describe("menu visibility for any claim set", () => {
  const MANAGEMENT = ["managecontent", "manage", "user", "worker", "manageworker", "shelves"];
  it("a non-admin sees exactly the links sharing a claim; admin adds every station link and no management link", () => {
    fc.assert(
      fc.property(fc.subarray([...KNOWN_CLAIMS]), (claims) => {
        const seen = paths(claims.join(","));
        const held = new Set(
          claims.map((c) => (c === "shiptocanada" || c === "readyforpickup" ? "shipping" : c)),
        );
        for (const link of MENU_LINKS) {
          const isManagement = link.claims.every((c) => MANAGEMENT.includes(c));
          const holds = link.claims.some((c) => held.has(c));
          const expected = holds || (claims.includes("admin") && !isManagement);
          expect(seen.includes(link.path)).toBe(expected);
        }
      }),
    );
  });
});
