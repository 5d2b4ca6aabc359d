// The admin side of promo codes (administration §4, §5, §7): the paged list with search, and create /
// update checked by the domain's promo form rules. The same promo_codes rows are what the submission
// screens apply (findPromoCode), so a code saved here is usable at once.
import type { TCreatePromo, TPromoAdmin, TPromoAdminPage, TUpdatePromo } from "@gbo/contracts/promo";
import { parseMonthDayYear, utcDay } from "@gbo/domain/dates";
import { ERROR_SAVING_CHANGES, promoCodeAlreadyExists } from "@gbo/domain/messages";
import {
  changePromoType,
  type PromoForm,
  promoProblemField,
  promoValueToStored,
  validatePromoForm,
} from "@gbo/domain/promo";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { type PromoCodeRow, promoCodes } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { toPromoCode } from "./promo-codes";

export const PROMO_NOT_FOUND = "Promo Code is invalid.";
export const PROMO_STALE = "This promo code was changed by someone else. Reload and try again.";

type Actor = { userName: string };

export function toPromoAdmin(row: PromoCodeRow): TPromoAdmin {
  return { ...toPromoCode(row), lastUpdatedDate: row.lastUpdatedDate.toISOString(), version: row.version };
}

const byCode = (code: string) => eq(sql`upper(${promoCodes.code})`, code.trim().toUpperCase());
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListQuery = { search?: string; code?: string; page: number; pageSize: number };

export async function listPromoAdmin(
  db: Db,
  { search, code, page, pageSize }: ListQuery,
): Promise<TPromoAdminPage> {
  const filters: SQL[] = [];
  if (code) filters.push(byCode(code));
  if (search) {
    const like = `%${escapeLike(search)}%`;
    filters.push(or(ilike(promoCodes.code, like), ilike(promoCodes.title, like)) as SQL);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(asc(promoCodes.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(promoCodes).where(where),
  ]);
  return { rows: rows.map(toPromoAdmin), page, pageSize, total: counted?.count ?? 0 };
}

async function findRow(db: Db, code: string) {
  const [row] = await db.select().from(promoCodes).where(byCode(code)).limit(1);
  return row;
}

/** The form's rules (domain) on the body; the type's hidden fields are cleared as the form clears them. */
function checked(
  body: TCreatePromo | TUpdatePromo,
  promoCode: string,
  opts: { isNew: boolean; exists: boolean },
) {
  const raw: PromoForm = {
    promoCode,
    title: body.title.trim(),
    promoType: body.promoType,
    promoValue: body.promoValue,
    startDate: body.startDate,
    endDate: body.endDate,
    ...(body.addOn ? { addOn: body.addOn } : {}),
    ...(body.xBooks !== undefined ? { xBooks: body.xBooks } : {}),
    ...(body.yBooks !== undefined ? { yBooks: body.yBooks } : {}),
    ...(body.collectibleType ? { collectibleType: body.collectibleType } : {}),
    isStandard: body.isStandard ?? false,
    isPriority: body.isPriority ?? false,
    isExpress: body.isExpress ?? false,
    isPressing: body.isPressing ?? false,
  };
  // Resets by type apply to what is stored too: hidden fields cleared, a 5 pack Standard and Manga.
  const form = changePromoType(raw, raw.promoType);
  const message = validatePromoForm(form, {
    today: utcDay(new Date()),
    existingCodes: new Set(opts.exists ? [promoCode] : []),
    isNew: opts.isNew,
  });
  if (message) throw AppError.fields(ERROR_SAVING_CHANGES, { [promoProblemField(message)]: [message] });
  return form;
}

function columnsOf(form: PromoForm) {
  return {
    title: form.title,
    promoType: form.promoType,
    promoValue: promoValueToStored(form.promoType, form.promoValue),
    addOn: form.addOn ?? null,
    xBooks: form.xBooks ?? null,
    yBooks: form.yBooks ?? null,
    collectibleType: form.collectibleType ?? null,
    isStandard: form.isStandard,
    isPriority: form.isPriority,
    isExpress: form.isExpress,
    isPressing: form.isPressing,
    startDate: parseMonthDayYear(form.startDate),
    endDate: parseMonthDayYear(form.endDate),
    lastUpdatedDate: new Date(),
  };
}

export async function createPromo(db: Db, log: FastifyBaseLogger, actor: Actor, body: TCreatePromo) {
  const code = body.promoCode.trim().toUpperCase();
  const form = checked(body, code, { isNew: true, exists: Boolean(await findRow(db, code)) });
  const [row] = await db
    .insert(promoCodes)
    .values({ code, ...columnsOf(form) })
    .onConflictDoNothing()
    .returning();
  // Two admins adding the same code at once: the unique index answers for the second.
  if (!row) throw AppError.fields(ERROR_SAVING_CHANGES, { promoCode: [promoCodeAlreadyExists(code)] });
  log.info({ by: actor.userName, code }, "promo code created");
  return toPromoAdmin(row);
}

export async function updatePromo(
  db: Db,
  log: FastifyBaseLogger,
  actor: Actor,
  code: string,
  body: TUpdatePromo,
) {
  const current = await findRow(db, code);
  if (!current) throw new AppError("not_found", PROMO_NOT_FOUND);
  const form = checked(body, current.code, { isNew: false, exists: false });
  const [row] = await db
    .update(promoCodes)
    .set({ ...columnsOf(form), version: sql`${promoCodes.version} + 1` })
    .where(and(eq(promoCodes.code, current.code), eq(promoCodes.version, body.version)))
    .returning();
  if (!row) throw new AppError("conflict", PROMO_STALE);
  log.info({ by: actor.userName, code: row.code }, "promo code updated");
  return toPromoAdmin(row);
}
