// POST /api/users/{id}/address and DELETE /api/users/{id}/address/{addrId} (administration §3, §5, §8):
// one default address per customer, Canada needs a province, the default one stays while others exist,
// the customer's version is checked and bumped, and every change is audited in the same transaction.
import type { TSaveAddress } from "@gbo/contracts/customers";
import { addressProblems, canDeleteAddress, DEFAULT_ADDRESS_NOT_DELETABLE } from "@gbo/domain/customers";
import { ERROR_DELETING_ADDRESS, ERROR_UPDATING_ADDRESS } from "@gbo/domain/messages";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type AddressRow, addresses, customers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import type { Tx } from "../../orders/index";
import { type Actor, writeAudit } from "./customer-audit";
import { addressesOf, CUSTOMER_STALE, requireCustomer } from "./customer-profile";

export const ADDRESS_NOT_FOUND = "Address not found.";

/** One line for the audit: what a person would read on an envelope. */
function addressLine(
  row: Pick<AddressRow, "line1" | "line2" | "city" | "stateProvince" | "zipPostal" | "country">,
) {
  return [row.line1, row.line2, row.city, row.stateProvince, row.zipPostal, row.country]
    .filter(Boolean)
    .join(", ");
}

/** Bumps the customer's version when it is still the one the caller read (else 409). */
async function claimVersion(tx: Tx, customerId: number, version: number) {
  const [row] = await tx
    .update(customers)
    .set({ version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.version, version)))
    .returning({ id: customers.id });
  if (!row) throw new AppError("conflict", CUSTOMER_STALE);
}

const clean = (value: string | null | undefined) => value?.trim() || null;

export async function saveAddress(db: Db, actor: Actor, customerId: number, input: TSaveAddress) {
  await requireCustomer(db, customerId);
  const existing = await addressesOf(db, customerId);
  const before = input.id === undefined ? undefined : existing.find((a) => a.id === input.id);
  if (input.id !== undefined && !before) throw new AppError("not_found", ADDRESS_NOT_FOUND);
  const problems = addressProblems(input);
  if (Object.keys(problems).length > 0) {
    const fields: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(problems)) fields[field] = [message];
    throw AppError.fields(ERROR_UPDATING_ADDRESS, fields);
  }
  // The first address is the default; the default stays one until another is chosen.
  const isDefault = Boolean(input.isDefault) || existing.length === 0 || (before?.isDefault ?? false);
  const values = {
    customerId,
    country: input.country,
    stateProvince: input.stateProvince.trim().toUpperCase(),
    line1: input.line1.trim(),
    line2: clean(input.line2),
    city: input.city.trim(),
    zipPostal: input.zipPostal.trim().toUpperCase(),
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    displayName: clean(input.displayName),
    isDefault,
  };
  await db.transaction(async (tx) => {
    await claimVersion(tx, customerId, input.version);
    let savedId = before?.id;
    if (before) {
      await tx.update(addresses).set(values).where(eq(addresses.id, before.id));
    } else {
      const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
      savedId = row!.id;
    }
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, customerId), ne(addresses.id, savedId!)));
    }
    const changes = [
      { field: "address", oldValue: before ? addressLine(before) : null, newValue: addressLine(values) },
    ];
    if (isDefault && !before?.isDefault) {
      const oldDefault = existing.find((a) => a.isDefault);
      changes.push({
        field: "defaultAddress",
        oldValue: oldDefault ? addressLine(oldDefault) : null,
        newValue: addressLine(values),
      });
    }
    await writeAudit(tx, customerId, actor, changes);
  });
}

export async function deleteAddress(
  db: Db,
  actor: Actor,
  customerId: number,
  addrId: number,
  version: number,
) {
  await requireCustomer(db, customerId);
  const existing = await addressesOf(db, customerId);
  const target = existing.find((a) => a.id === addrId);
  if (!target) throw new AppError("not_found", ADDRESS_NOT_FOUND);
  if (!canDeleteAddress(target, existing.length)) {
    throw AppError.fields(ERROR_DELETING_ADDRESS, { address: [DEFAULT_ADDRESS_NOT_DELETABLE] });
  }
  await db.transaction(async (tx) => {
    await claimVersion(tx, customerId, version);
    await tx.delete(addresses).where(eq(addresses.id, target.id));
    await writeAudit(tx, customerId, actor, [
      { field: "address", oldValue: addressLine(target), newValue: null },
    ]);
  });
}
