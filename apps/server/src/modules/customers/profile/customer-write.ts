// POST /api/users (add) and POST /api/users/{id} (update member), administration §5, §8: the rules
// are the domain's (memberProblems), the e-mail unique in any case, the version checked, every changed
// field audited in the same transaction, and customers.name kept as first + ' ' + last.
import type { TNewMember, TUpdateMember } from "@gbo/contracts/customers";
import {
  CUSTOMER_EMAIL_TAKEN,
  type FieldProblems,
  memberProblems,
  newMemberProblems,
} from "@gbo/domain/customers";
import { ERROR_ADDING_USER, ERROR_UPDATING_PROFILE } from "@gbo/domain/messages";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CustomerRow, customers, type ShippingAccount, salesReps } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type Actor, diffFields, writeAudit } from "./customer-audit";
import { addressesOf, CUSTOMER_STALE, requireCustomer, toMember } from "./customer-profile";

export const SALES_REP_UNKNOWN = "Please pick a sales rep from the list.";

function refuse(header: string, problems: FieldProblems): void {
  if (Object.keys(problems).length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(problems)) fields[field] = [message];
  throw AppError.fields(header, fields);
}

async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        sql`lower(${customers.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function addCustomer(db: Db, actor: Actor, input: TNewMember): Promise<number> {
  const problems = newMemberProblems(input);
  if (!problems.email && (await emailTaken(db, input.email))) problems.email = CUSTOMER_EMAIL_TAKEN;
  refuse(ERROR_ADDING_USER, problems);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ firstName, lastName, name: `${firstName} ${lastName}`, email })
      .returning({ id: customers.id });
    await writeAudit(tx, row!.id, actor, [{ field: "created", oldValue: null, newValue: email }]);
    return row!.id;
  });
}

function accounts(input: TUpdateMember): ShippingAccount[] {
  const list: ShippingAccount[] = [];
  if (input.fedExAccount.trim())
    list.push({ carrier: "FedEx", accountNumber: input.fedExAccount.trim().toUpperCase() });
  if (input.upsAccount.trim())
    list.push({ carrier: "UPS", accountNumber: input.upsAccount.trim().toUpperCase() });
  if (input.dhlAccount.trim())
    list.push({ carrier: "DHL", accountNumber: input.dhlAccount.trim().toUpperCase() });
  return list;
}

const AUDITED = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "membership",
  "discount",
  "pressingDiscount",
  "vspDiscount",
  "fedExAccount",
  "upsAccount",
  "dhlAccount",
  "defaultSalesRep",
  "isWelcomePromo",
] as const;

async function salesRepExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: salesReps.repCode })
    .from(salesReps)
    .where(eq(salesReps.repCode, code))
    .limit(1);
  return Boolean(row);
}

export async function updateMember(
  db: Db,
  actor: Actor,
  id: number,
  input: TUpdateMember,
): Promise<CustomerRow> {
  const current = await requireCustomer(db, id);
  const defaultAddress = (await addressesOf(db, id)).find((a) => a.isDefault);
  const problems = memberProblems(input, {
    currentMembership: current.level,
    defaultAddressCountry: defaultAddress?.country ?? null,
  });
  if (!problems.email && (await emailTaken(db, input.email, id))) problems.email = CUSTOMER_EMAIL_TAKEN;
  const rep = input.defaultSalesRep?.trim().toUpperCase() || null;
  if (rep && rep !== current.defaultRepCode && !(await salesRepExists(db, rep))) {
    problems.defaultSalesRep = SALES_REP_UNKNOWN;
  }
  refuse(ERROR_UPDATING_PROFILE, problems);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const discounted = input.discount > 0 || input.pressingDiscount > 0 || input.vspDiscount > 0;
  const next = {
    ...input,
    firstName,
    lastName,
    email: input.email.trim().toLowerCase(),
    phone: input.phone?.trim() || null,
    defaultSalesRep: rep,
    fedExAccount: input.fedExAccount.trim().toUpperCase(),
    upsAccount: input.upsAccount.trim().toUpperCase(),
    dhlAccount: input.dhlAccount.trim().toUpperCase(),
  };
  const changes = diffFields(toMember(current), { ...toMember(current), ...next }, AUDITED);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        email: next.email,
        phone: next.phone,
        level: input.membership,
        dealerDiscounts: discounted
          ? { grading: input.discount, pressing: input.pressingDiscount, vsp: input.vspDiscount }
          : null,
        shippingAccounts: accounts(input),
        defaultRepCode: rep,
        isWelcomePromo: input.isWelcomePromo,
        updatedAt: new Date(),
        version: sql`${customers.version} + 1`,
      })
      .where(and(eq(customers.id, id), eq(customers.version, input.version)))
      .returning();
    if (!row) throw new AppError("conflict", CUSTOMER_STALE);
    await writeAudit(tx, id, actor, changes);
    return row;
  });
}
