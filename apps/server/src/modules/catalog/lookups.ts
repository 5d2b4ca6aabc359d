// The comic form's lookups (submissions-pricing §7 "Lookup values", "Comic search") over the seeded
// catalogue: case-insensitive; values starting with the text come first (the lower(value)
// text_pattern_ops index), then, from 3 characters, values containing it (the trigram index).
import {
  LOOKUP_LIMIT,
  type TComicSearchBody,
  type TComicSearchPage,
  type TLookupValue,
} from "@gbo/contracts/catalog";
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type LookupValueRow, lookupValues } from "../../db/schema/index";

type Kind = LookupValueRow["kind"];
export const CONTAINS_MIN_LENGTH = 3;

/** LIKE pattern text with its wildcards escaped (backslash is PostgreSQL's default escape). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const lowered = sql`lower(${lookupValues.value})`;

function toValue(row: Pick<LookupValueRow, "value" | "publisher" | "startYear" | "endYear">): TLookupValue {
  return {
    value: row.value,
    ...(row.publisher ? { publisher: row.publisher } : {}),
    ...(row.startYear !== null ? { startYear: row.startYear } : {}),
    ...(row.endYear !== null ? { endYear: row.endYear } : {}),
  };
}

const columns = {
  id: lookupValues.id,
  value: lookupValues.value,
  publisher: lookupValues.publisher,
  startYear: lookupValues.startYear,
  endYear: lookupValues.endYear,
};

/** Up to 20 values of a kind: prefix matches (alphabetical), then contains matches (3+ characters). */
export async function lookupValuesOf(db: Db, kind: Kind, typed = ""): Promise<TLookupValue[]> {
  const text = typed.trim().toLowerCase();
  // One row per value (a title's volumes share a name): its earliest volume's publisher and years.
  const prefix = await db
    .selectDistinctOn([lowered], columns)
    .from(lookupValues)
    .where(and(eq(lookupValues.kind, kind), sql`${lowered} like ${`${escapeLike(text)}%`}`))
    .orderBy(lowered, sql`${lookupValues.startYear} nulls last`, asc(lookupValues.id))
    .limit(LOOKUP_LIMIT);
  if (prefix.length >= LOOKUP_LIMIT || text.length < CONTAINS_MIN_LENGTH) return prefix.map(toValue);
  const contains = await db
    .selectDistinctOn([lowered], columns)
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.kind, kind),
        sql`${lowered} like ${`%${escapeLike(text)}%`}`,
        sql`${lowered} not like ${`${escapeLike(text)}%`}`,
      ),
    )
    .orderBy(lowered, sql`${lookupValues.startYear} nulls last`, asc(lookupValues.id))
    .limit(LOOKUP_LIMIT - prefix.length);
  return [...prefix, ...contains].map(toValue);
}

const KIND_OF_TYPE = { Comic: "title", Magazine: "gtitle", Manga: "mtitle" } as const;
const TYPE_OF_KIND = { title: "Comic", gtitle: "Magazine", mtitle: "Manga" } as const;

/**
 * POST /api/data/comicbook/search: catalogue series matching a title (contains, prefix first), a publisher
 * (contains) and a year the series ran in, of one collectible type or all three; 20 a page.
 */
export async function searchComicBooks(db: Db, body: TComicSearchBody): Promise<TComicSearchPage> {
  const page = body.page ?? 1;
  const kinds: Kind[] = body.collectibleType
    ? [KIND_OF_TYPE[body.collectibleType]]
    : ["title", "gtitle", "mtitle"];
  const where: SQL[] = [inArray(lookupValues.kind, kinds)];
  const title = body.title?.trim().toLowerCase() ?? "";
  if (title) where.push(sql`${lowered} like ${`%${escapeLike(title)}%`}`);
  const publisher = body.publisher?.trim().toLowerCase();
  if (publisher) where.push(sql`lower(${lookupValues.publisher}) like ${`%${escapeLike(publisher)}%`}`);
  if (body.year !== undefined) {
    const year = Number(body.year);
    where.push(
      lte(lookupValues.startYear, year),
      or(isNull(lookupValues.endYear), gte(lookupValues.endYear, year)) as SQL,
    );
  }
  // Titles starting with the text first (no such order without a title: a constant cannot be ordered by).
  const order: SQL[] = title ? [sql`(${lowered} like ${`${escapeLike(title)}%`}) desc`] : [];
  const rows = await db
    .select({ ...columns, kind: lookupValues.kind })
    .from(lookupValues)
    .where(and(...where))
    .orderBy(...order, lowered, asc(lookupValues.startYear), asc(lookupValues.id))
    .limit(LOOKUP_LIMIT + 1)
    .offset((page - 1) * LOOKUP_LIMIT);
  return {
    rows: rows.slice(0, LOOKUP_LIMIT).map(({ value, ...row }) => ({
      title: value,
      ...(row.publisher ? { publisher: row.publisher } : {}),
      ...(row.startYear !== null ? { startYear: row.startYear } : {}),
      ...(row.endYear !== null ? { endYear: row.endYear } : {}),
      collectibleType: TYPE_OF_KIND[row.kind as keyof typeof TYPE_OF_KIND],
    })),
    page,
    pageSize: LOOKUP_LIMIT,
    hasMore: rows.length > LOOKUP_LIMIT,
  };
}
