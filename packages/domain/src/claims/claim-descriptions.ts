// What each claim lets a worker do, in words for whoever grants it (issue 30 §9: the worker form listed
// bare codes). The words follow the menu links each claim opens (menu/links.ts) and the rules beside them.

const CLAIM_DESCRIPTIONS: Readonly<Record<string, string>> = {
  admin: "Every claim, and admin-only acts (remove workers, delete content)",
  worker: "Customers: find and view",
  user: "Customers and sales reps",
  receiving: "Receiving boxes",
  comics: "Receiving and Add comics",
  invoicing: "Invoicing, receiving and payments",
  addcomic: "Add comics",
  signature: "Signature station",
  pressing: "Pressing station",
  grade: "Grading: pre-grade, finalize, raw grades",
  pregrade: "Grading: pre-grade",
  finalize: "Grading: finalize",
  labels: "Labels station and label queue",
  heatseal: "Heat seal station",
  slab: "Slab station",
  qc: "Quality control station",
  imaging: "Imaging and special imaging",
  shipping: "Shipping, pickup and Canada shipping",
  billing: "Billing and raw grades",
  managecontent: "Site content: banners, sliders, signings, conventions…",
  manage: "Promo codes, settings, e-mail, devices, external users",
  manageworker: "Workers",
  shelves: "Shelves",
  refund: "Refunds and voids of payments",
  external: "An outside partner: sees only tiers at its own stations",
  shiptocanada: "Ship to Canada (counts as shipping)",
  readyforpickup: "Ready for pickup (counts as shipping)",
};

/** The words for a claim; a claim without words reads as its code. */
export function claimDescription(claim: string): string {
  return CLAIM_DESCRIPTIONS[claim.toLowerCase()] ?? claim;
}
