// customer_audit rows (issue 13 "history"): one per changed field, written in the caller's transaction;
// the author is the worker's display name, as the activity slice writes its own rows.
import { customerAudit } from "../../../db/schema/index";
import type { Tx } from "../../orders/index";

export type Actor = { id: string; userName: string; displayName: string };
export type AuditChange = { field: string; oldValue: string | null; newValue: string | null };

type Comparable = string | number | boolean | null | undefined;
const text = (value: Comparable): string | null =>
  value === null || value === undefined ? null : String(value);

/** The fields whose value differs, as audit changes (same order as `fields`). */
export function diffFields<T extends Record<string, Comparable>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, oldValue: text(before[field]), newValue: text(after[field]) }));
}

export async function writeAudit(tx: Tx, customerId: number, actor: Actor, changes: readonly AuditChange[]) {
  if (changes.length === 0) return;
  await tx
    .insert(customerAudit)
    .values(
      changes.map((change) => ({ customerId, workerId: actor.id, author: actor.displayName, ...change })),
    );
}
