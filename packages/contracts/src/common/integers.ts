// Integers bounded by the column that keeps them (issue 27 point 5, decision D13). Every integer a client
// sends ends in a PostgreSQL column or is compared with one: `integer` holds -2^31 … 2^31-1, `smallint`
// -2^15 … 2^15-1, and `bigint` more than JavaScript holds exactly, so a bigint-backed value is kept to the
// safe integers (±(2^53-1); node-postgres reads bigint as a JavaScript number here). A value past its
// column's range used to pass the schema and stop the use case with a database error (a 500); built
// here, it is refused as bad input with the field named. No contract writes a bare `z.number().int()` or
// `z.coerce.number()`: integers.test.ts walks every exported schema and fails on an integer without a
// column-sized bound, and the server's OpenAPI test does the same for every request it documents.
import { z } from "zod";

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const SMALLINT_MIN = -32_768;
export const SMALLINT_MAX = 32_767;
export const SAFE_INT_MIN = Number.MIN_SAFE_INTEGER;
export const SAFE_INT_MAX = Number.MAX_SAFE_INTEGER;

/**
 * How the OpenAPI document states each integer (OpenAPI's own formats): `int32` for an integer column
 * (and anything smaller), `int64` for a bigint column or a figure summed from many rows.
 */
export const INTEGER_FORMATS = {
  int32: { min: INT32_MIN, max: INT32_MAX },
  int64: { min: SAFE_INT_MIN, max: SAFE_INT_MAX },
} as const;
export type IntegerFormat = keyof typeof INTEGER_FORMATS;

/** Own texts for a field whose rule the spec words (a quantity "must be more than 0!"). */
export type IntegerMessages = { notWhole?: string; tooSmall?: string; tooBig?: string };

/** The refusal a person reads: "Enter a whole number from 1 to 2,147,483,647." */
export function wholeNumberMessage(min: number, max: number): string {
  const show = (n: number) => n.toLocaleString("en-US");
  return `Enter a whole number from ${show(min)} to ${show(max)}.`;
}

function checkedBounds(format: IntegerFormat, min: number, max: number): void {
  const range = INTEGER_FORMATS[format];
  const isWithin =
    Number.isSafeInteger(min) && Number.isSafeInteger(max) && range.min <= min && max <= range.max;
  // A programming mistake, caught when the contracts load rather than by a 500 later.
  if (!isWithin || min > max) throw new RangeError(`Integer bounds ${min}..${max} do not fit ${format}`);
}

type IntegerSchema = z.ZodNumber | z.ZodCoercedNumber<unknown>;

/** `number` (a JSON number, or text coerced to one) as a whole number within min..max, tagged with its format. */
function bounded<T extends IntegerSchema>(
  number: (params: { error: string }) => T,
  format: IntegerFormat,
  min: number,
  max: number,
  messages: IntegerMessages,
): T {
  checkedBounds(format, min, max);
  const message = wholeNumberMessage(min, max);
  // Both kinds share ZodNumber's checks; the cast keeps the caller's own kind (coerced or not).
  const schema = number({ error: messages.notWhole ?? message }) as z.ZodNumber;
  return (
    schema
      // abort: a value that is no safe integer at all (2^53) is told once, not once per bound.
      .int({ error: messages.notWhole ?? message, abort: true })
      .min(min, { error: messages.tooSmall ?? message })
      .max(max, { error: messages.tooBig ?? message })
      .meta({ format }) as unknown as T
  );
}

/** A JSON integer an `integer` column keeps (an id, a version, a count, a position): within int32. */
export function ZInt32Schema(
  min: number = INT32_MIN,
  max: number = INT32_MAX,
  messages: IntegerMessages = {},
) {
  return bounded((params) => z.number(params), "int32", min, max, messages);
}

/** A JSON integer a `bigint` column keeps (cents, a payment's id), or a figure summed from many rows. */
export function ZSafeIntSchema(
  min: number = SAFE_INT_MIN,
  max: number = SAFE_INT_MAX,
  messages: IntegerMessages = {},
) {
  return bounded((params) => z.number(params), "int64", min, max, messages);
}

/** A path or query integer (text read as a number) an `integer` column keeps. */
export function ZInt32TextSchema(min: number = INT32_MIN, max: number = INT32_MAX) {
  return bounded((params) => z.coerce.number(params), "int32", min, max, {});
}

/** A path or query integer (text read as a number) a `bigint` column keeps. */
export function ZSafeIntTextSchema(min: number = SAFE_INT_MIN, max: number = SAFE_INT_MAX) {
  return bounded((params) => z.coerce.number(params), "int64", min, max, {});
}

/** The id of a row of an integer identity column (customers, addresses, stored methods, content …). */
export const ZRowIdSchema = ZInt32Schema(1);
/** The same id in a path or query. */
export const ZRowIdTextSchema = ZInt32TextSchema(1);
/** The version a client read of a record (an integer column, bumped by every write; stale → 409). */
export const ZRecordVersionSchema = ZInt32Schema(0);
/** The same version in a query (a DELETE carries it there). */
export const ZRecordVersionTextSchema = ZInt32TextSchema(0);

/**
 * A number field the domain reads "as typed" (the comic form's quantity: a string or a number, so the
 * domain's own text answers "1.5" or "abc"), bounded so that a whole number past `max` never reaches
 * the column: a number past the bounds, or a text reading as one, is refused with the range.
 */
export function ZTypedNumberSchema(min: number = INT32_MIN, max: number = INT32_MAX) {
  checkedBounds("int64", Math.ceil(min), Math.floor(max));
  const message = wholeNumberMessage(min, max);
  const isWithin = (n: number) => !Number.isFinite(n) || (n >= min && n <= max);
  return z.union([
    z
      .string()
      .trim()
      .max(20)
      .refine((text) => text === "" || isWithin(Number(text)), { error: message }),
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  ]);
}
