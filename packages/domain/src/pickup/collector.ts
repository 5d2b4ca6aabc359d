// Who collected a pickup order (issue 29 point 6): the worker at the counter records the name given and
// the ID checked, its kind and its last four characters only, so the order says who took it without the
// lab keeping an ID number. Required to complete a pickup; the server refuses without them.

/** The kinds of photo ID a counter accepts. */
export const PICKUP_ID_TYPES = [
  "Driver's license",
  "State ID",
  "Passport",
  "Military ID",
  "Other government ID",
] as const;
export type PickupIdType = (typeof PICKUP_ID_TYPES)[number];

export const PICKUP_NAME_MAX = 100;

// Ours (the spec has no pickup record).
export const PICKUP_NAME_REQUIRED = "Enter the name of the person collecting the order.";
export const PICKUP_ID_TYPE_REQUIRED = "Choose the kind of ID checked.";
export const PICKUP_ID_LAST4_INVALID = "Enter the last 4 letters or digits of the ID checked.";
export const PICKUP_COLLECTOR_REQUIRED = "Record who collected the order: their name and the ID checked.";

export type PickupCollector = { name: string; idType: PickupIdType; idLast4: string };
export type PickupCollectorDraft = { name?: string | null; idType?: string | null; idLast4?: string | null };

/** Field → message for what is missing or wrong; empty when the pickup may be recorded. */
export function pickupCollectorErrors(draft: PickupCollectorDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = (draft.name ?? "").trim();
  if (!name || name.length > PICKUP_NAME_MAX) errors.collectorName = PICKUP_NAME_REQUIRED;
  if (!PICKUP_ID_TYPES.includes((draft.idType ?? "") as PickupIdType)) {
    errors.collectorIdType = PICKUP_ID_TYPE_REQUIRED;
  }
  if (!/^[A-Za-z0-9]{4}$/.test((draft.idLast4 ?? "").trim()))
    errors.collectorIdLast4 = PICKUP_ID_LAST4_INVALID;
  return errors;
}

/** The collector as stored (trimmed, the last four upper-cased), or null when a field is wrong. */
export function pickupCollector(draft: PickupCollectorDraft): PickupCollector | null {
  if (Object.keys(pickupCollectorErrors(draft)).length > 0) return null;
  return {
    name: (draft.name ?? "").trim().replace(/\s+/g, " "),
    idType: draft.idType as PickupIdType,
    idLast4: (draft.idLast4 ?? "").trim().toUpperCase(),
  };
}

/** "Picked up by Jane Doe (Driver's license ending 1234)": the order log's line. */
export function pickupText(collector: PickupCollector): string {
  return `Picked up by ${collector.name} (${collector.idType} ending ${collector.idLast4})`;
}
