// Every signed-in screen of the web app with the claims its route asks for (any one of them) and the
// menu links that lead to it (issue 30 §6: the menu offers every screen a worker's claims open). The
// web's route tree is checked against this table (apps/web/src/shell/screens.test.ts), and
// menu.test.ts checks that whoever a screen lets in has a menu link leading there: a new screen is
// added here or the web test fails; added here without a way in, the domain test fails.
import { ORDER_ACTIONS } from "../workflow/permissions";
import { menuClaimsFor } from "./links";

export type Screen = {
  path: string;
  /** Claims the route asks for, any one of them; [] = every signed-in worker. */
  claims: readonly string[];
  /** Menu links whose screens lead here (a row, a button); the screen's own link when it has one. */
  from: readonly string[];
};

/** A screen of a menu link: its claims and its way in are the link's. */
const linked = (path: string): Screen => ({ path, claims: menuClaimsFor(path), from: [path] });
/** A screen opened from the screens of `from` (detail pages, editors), with the claims of `claimsOf`'s link. */
const under = (path: string, from: readonly string[], claimsOf = from[0] ?? ""): Screen => ({
  path,
  claims: menuClaimsFor(claimsOf),
  from,
});
/** Open to every signed-in worker (the dashboard, the order screens a scan opens): no claim to reach. */
const open = (path: string): Screen => ({ path, claims: [], from: [] });

const PRERECEIVE = ["invoicing", "addcomic", "comics"];

export const SCREENS: readonly Screen[] = [
  open("/dashboard"),
  open("/password"),
  open("/profile"),
  // Queues.
  ...[
    "/receiving",
    "/invoicing",
    "/comics",
    "/signature",
    "/pressing",
    "/grading",
    "/labels",
    "/heatseal",
    "/slab",
    "/quality",
    "/imaging",
    "/shipping",
    "/shipping-canada",
    "/shipping-pickup",
    "/billing",
  ].map(linked),
  open("/support"),
  // Orders, tiers and comics: any worker opens them (a scan); each action asks its own claim.
  open("/orders/invalid"),
  open("/orders/$id"),
  open("/orders/$id/$sub"),
  open("/orders/$id/$sub/$view"),
  open("/order/$orderId/$comicRef"),
  {
    path: "/orders/$id/comic/$comicRef",
    claims: ORDER_ACTIONS.addComic.anyOf,
    from: ["/comics", "/invoicing"],
  },
  linked("/grading/raw"),
  // Submissions and invoices.
  // The draft screen is /submissions/new; a submitted order is also opened from its queue row.
  under("/submissions/$id", ["/submissions/new"]),
  under("/submissions/$id/comic", ["/submissions/new"]),
  under("/submissions/$id/reholder", ["/submissions/new"]),
  under("/invoicing/$id", ["/invoicing/new"]),
  under("/invoicedetail/$id", ["/invoicing"]),
  { path: "/comics/$id", claims: PRERECEIVE, from: ["/comics", "/invoicing"] },
  { path: "/invoice/comic/$id/$name/$comicId", claims: PRERECEIVE, from: ["/comics", "/invoicing"] },
  { path: "/reholder/$id/$name/$comicId", claims: ["comics"], from: ["/comics"] },
  // Administration.
  linked("/workers"),
  under("/workers/$id", ["/workers"]),
  linked("/salesmanagers"),
  under("/salesmanager/$id", ["/salesmanagers"]),
  under("/salesmanager/$id/$view", ["/salesmanagers"]),
  linked("/externalUsers"),
  under("/externalUsers/$id", ["/externalUsers"]),
  linked("/users"),
  under("/users/$id", ["/users"]),
  under("/users/$id/$view", ["/users"]),
  linked("/promocodes"),
  under("/promocodes/$id", ["/promocodes"]),
  linked("/settings"),
  linked("/devices"),
  under("/devices/$id", ["/devices"]),
  linked("/sendEmail"),
  linked("/manage/labels"),
  linked("/shelves"),
  under("/shelves/new", ["/shelves"]),
  under("/shelves/$id", ["/shelves"]),
  // Content.
  ...["/banners", "/slider", "/conventions", "/onsites", "/signings", "/subscribes", "/turnaroundtimes"].map(
    linked,
  ),
  under("/banners/$id", ["/banners"]),
  under("/sliders", ["/slider"]),
  under("/slider/$id", ["/slider"]),
  under("/conventions/$id", ["/conventions"]),
  under("/onsites/$id", ["/onsites"]),
  under("/signings/$id", ["/signings"]),
  under("/turnaroundtimes/$id", ["/turnaroundtimes"]),
  under("/turnaround", ["/turnaroundtimes"]),
];

/** The screen of a route path (as the router writes it: `/users/$id`), if the table has it. */
export function screenFor(path: string): Screen | undefined {
  return SCREENS.find((screen) => screen.path === path);
}
