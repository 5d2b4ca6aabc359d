// The menu tables of workflow §2 and administration §2 as data, and who sees which link.
// The queue links' claims are also the claims that may read each queue (workflow/queues.ts reads
// them from here), so the menu and the server agree.
import { isAdmin, parseClaims, type UserClaims } from "../claims/index";

export type MenuSection = "Front desk" | "Stations" | "Shipping & billing" | "Content" | "Administration";

export type MenuLink = {
  path: string;
  label: string;
  claims: readonly string[];
  section: MenuSection;
};

const frontDesk = (path: string, label: string, claims: readonly string[]): MenuLink => ({
  path,
  label,
  claims,
  section: "Front desk",
});
const station = (path: string, label: string, claims: readonly string[]): MenuLink => ({
  path,
  label,
  claims,
  section: "Stations",
});
const shippingBilling = (path: string, label: string, claims: readonly string[]): MenuLink => ({
  path,
  label,
  claims,
  section: "Shipping & billing",
});
const content = (path: string, label: string): MenuLink => ({
  path,
  label,
  claims: ["managecontent"],
  section: "Content",
});
const administration = (path: string, label: string, claims: readonly string[]): MenuLink => ({
  path,
  label,
  claims,
  section: "Administration",
});

/**
 * Every link of both menu tables, in table order. Notes on paths:
 * - The content table writes "/sliders", but the route list names the screen "/slider" (the list is
 *   only *named* sliders), so the link points at the route that exists: /slider.
 * - Beyond both tables (issue 30 §6: the menu offers every screen a worker's claims open; screens.ts
 *   lists the screens and menu.test.ts checks each is reached): the front desk's New submission and New
 *   invoice (the draft and walk-in invoice screens, same claims as their routes), Raw grades (billing
 *   opens /grading/raw but has no Grading link), and Promo codes, Settings and E-mail (manage).
 * - /comics also shows for addcomic: the claim opens the pre-receiving and add-comic screens of AddComic
 *   orders (ORDER_STATUS_CLAIMS), the orders this queue lists.
 */
export const MENU_LINKS: readonly MenuLink[] = [
  frontDesk("/submissions/new", "New submission", ["receiving", "comics", "invoicing"]),
  frontDesk("/invoicing/new", "New invoice", ["invoicing"]),
  station("/receiving", "Receiving", ["receiving", "comics", "invoicing"]),
  station("/invoicing", "Invoicing", ["invoicing"]),
  station("/comics", "Add comics", ["comics", "addcomic"]),
  station("/signature", "Signature", ["signature"]),
  station("/pressing", "Pressing", ["pressing"]),
  station("/grading", "Grading", ["grade", "pregrade", "finalize"]),
  station("/grading/raw", "Raw grades", ["grade", "pregrade", "finalize", "billing"]),
  station("/labels", "Labels", ["labels"]),
  station("/heatseal", "Heat seal", ["heatseal"]),
  station("/slab", "Slab", ["slab"]),
  station("/quality", "Quality control", ["qc"]),
  station("/imaging", "Imaging", ["imaging"]),
  shippingBilling("/shipping", "Shipping", ["shipping"]),
  shippingBilling("/shipping-pickup", "Ready for pickup", ["shipping"]),
  shippingBilling("/shipping-canada", "Ship to Canada", ["shipping"]),
  shippingBilling("/billing", "Billing", ["billing"]),
  content("/banners", "Banners"),
  content("/slider", "Sliders"),
  content("/signings", "Signings"),
  content("/onsites", "Onsites"),
  content("/subscribes", "Subscribes"),
  content("/turnaroundtimes", "Turnaround times"),
  content("/conventions", "Conventions"),
  administration("/manage/labels", "Label queue", ["labels"]),
  administration("/devices", "Devices", ["manage"]),
  administration("/externalUsers", "External users", ["manage"]),
  administration("/users", "Customers", ["worker", "user"]),
  administration("/salesmanagers", "Sales reps", ["user"]),
  administration("/workers", "Workers", ["manageworker"]),
  administration("/shelves", "Shelves", ["shelves"]),
  administration("/promocodes", "Promo codes", ["manage"]),
  administration("/settings", "Settings", ["manage"]),
  administration("/sendEmail", "E-mail", ["manage"]),
];

/** Claims a menu link's path requires (any one of them); [] for a path with no link. */
export function menuClaimsFor(path: string): readonly string[] {
  return MENU_LINKS.find((link) => link.path === path)?.claims ?? [];
}

const WORKER_LEVEL_SECTIONS: readonly MenuSection[] = ["Front desk", "Stations", "Shipping & billing"];

/**
 * Worker-level (station) claims: the claims of the workflow queue links, receiving … billing.
 *
 * "An admin claim shows only the worker-level links" — our reading (docs/decisions.md D3): for the
 * MENU the admin claim stands for every station claim, but NOT for the management claims
 * (managecontent, manage, user, worker, manageworker, shelves); those links show only when the user
 * holds the claim by name. Server authorization still treats admin as holding every claim
 * (claims.hasClaim).
 */
export const WORKER_LEVEL_CLAIMS: readonly string[] = [
  ...new Set(
    MENU_LINKS.filter((link) => WORKER_LEVEL_SECTIONS.includes(link.section)).flatMap((link) => link.claims),
  ),
];

function seesLink(claims: readonly string[], link: MenuLink, admin: boolean): boolean {
  return link.claims.some((claim) => {
    if (admin && WORKER_LEVEL_CLAIMS.includes(claim)) return true;
    if (claims.includes(claim)) return true;
    // shiptocanada and readyforpickup count as the shipping claim (workflow §6).
    return claim === "shipping" && (claims.includes("shiptocanada") || claims.includes("readyforpickup"));
  });
}

/** The links a user sees, in table order. */
export function visibleMenuLinks(userClaims: UserClaims): MenuLink[] {
  const claims = parseClaims(userClaims);
  const admin = isAdmin(claims);
  return MENU_LINKS.filter((link) => seesLink(claims, link, admin));
}

/** Whether a menu link is shown for this user (same rule as visibleMenuLinks). */
export function canSeeMenuLink(userClaims: UserClaims, path: string): boolean {
  return visibleMenuLinks(userClaims).some((link) => link.path === path);
}
