// Claims of workflow §6 and administration §6. Both the server's route checks and the web menu
// read these functions, so a claim means the same thing on both sides.

/** Every claim either spec names (workflow §6 plus addcomic, shiptocanada, readyforpickup). */
export const KNOWN_CLAIMS: readonly string[] = [
  "admin",
  "worker",
  "user",
  "receiving",
  "comics",
  "invoicing",
  "addcomic",
  "signature",
  "pressing",
  "grade",
  "pregrade",
  "finalize",
  "labels",
  "heatseal",
  "slab",
  "qc",
  "imaging",
  "shipping",
  "billing",
  "managecontent",
  "manage",
  "manageworker",
  "shelves",
  "refund",
  "external",
  "shiptocanada",
  "readyforpickup",
];

export type UserClaims = string | readonly string[];

/** "The claims shiptocanada and readyforpickup count as the shipping claim." */
const COUNTS_AS_SHIPPING: readonly string[] = ["shiptocanada", "readyforpickup"];

/** Split a comma list (or clean an array): trim, lowercase, dedupe, drop empties; order kept. */
export function parseClaims(list: string | readonly string[] | null | undefined): string[] {
  if (list == null) return [];
  const parts = typeof list === "string" ? list.split(",") : list.flatMap((item) => item.split(","));
  const seen = new Set<string>();
  for (const part of parts) {
    const claim = part.trim().toLowerCase();
    if (claim) seen.add(claim);
  }
  return [...seen];
}

/** Whether the user holds `claim` by name (case-insensitive), with no admin or shipping widening. */
export function holdsClaimLiterally(userClaims: UserClaims, claim: string): boolean {
  return parseClaims(userClaims).includes(claim.trim().toLowerCase());
}

export function isAdmin(userClaims: UserClaims): boolean {
  return holdsClaimLiterally(userClaims, "admin");
}

/** Case-insensitive; admin holds every claim; shiptocanada and readyforpickup count as shipping. */
export function hasClaim(userClaims: UserClaims, claim: string): boolean {
  const held = parseClaims(userClaims);
  const wanted = claim.trim().toLowerCase();
  if (!wanted) return false;
  if (held.includes("admin") || held.includes(wanted)) return true;
  return wanted === "shipping" && held.some((c) => COUNTS_AS_SHIPPING.includes(c));
}

/** True when the user holds any of `claims`; an empty list means any signed-in user. */
export function hasAnyClaim(userClaims: UserClaims, claims: readonly string[]): boolean {
  if (claims.length === 0) return true;
  return claims.some((claim) => hasClaim(userClaims, claim));
}

/** The comma list stored on a worker (administration §3: "claims (comma list)"). */
export function formatClaims(claims: readonly string[]): string {
  return parseClaims(claims).join(",");
}

/** Claims a worker may be given: the known ones only, so a typo cannot grant nothing silently. */
export function unknownClaims(claims: UserClaims): string[] {
  return parseClaims(claims).filter((claim) => !KNOWN_CLAIMS.includes(claim));
}
export * from "./claim-descriptions";
