// Issue 27 point 5: every integer of every contract (request and answer, path, query, body, nested) is
// bounded by the column that keeps it, and says which (OpenAPI format int32 or int64), so that 2^31 is
// refused as bad input instead of overflowing an integer column. The schemas are walked as the server
// documents them (zod's JSON Schema), so a new schema is checked without touching this file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { areas } from "./all-areas";
import {
  INT32_MAX,
  INTEGER_FORMATS,
  type IntegerFormat,
  wholeNumberMessage,
  ZInt32Schema,
  ZInt32TextSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
  ZTypedNumberSchema,
} from "./common/index";

type Node = Record<string, unknown>;

/** Every integer node of a JSON Schema document, wherever it sits (properties, items, unions, $defs). */
function integerNodes(node: unknown, where: string, found: { where: string; node: Node }[] = []) {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) integerNodes(item, `${where}[${index}]`, found);
  } else if (node && typeof node === "object") {
    const object = node as Node;
    if ([object.type].flat().includes("integer")) found.push({ where, node: object });
    for (const [key, child] of Object.entries(object)) integerNodes(child, `${where}.${key}`, found);
  }
  return found;
}

/** What is wrong with one integer node: no column format, or a bound missing or past its column's. */
function problemOf(node: Node): string | undefined {
  const format = node.format as IntegerFormat | undefined;
  const range = format ? INTEGER_FORMATS[format] : undefined;
  if (!range) return `format ${String(format)}: not int32 or int64`;
  const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
  const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
  if (min === undefined || max === undefined) return "no minimum or maximum";
  if (min < range.min || max > range.max) return `${min}..${max} past ${format}`;
  return undefined;
}

/** Every exported schema of every area, factories built with their defaults. */
function exportedSchemas(): { name: string; schema: z.ZodType }[] {
  return Object.entries(areas).flatMap(([area, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(([name]) => /^Z.*Schema$/.test(name))
      .map(([name, value]) => ({
        name: `${area}.${name}`,
        schema: (typeof value === "function" ? (value as () => unknown)() : value) as z.ZodType,
      })),
  );
}

describe("integer bounds (issue 27 point 5)", () => {
  it("bounds every integer of every exported schema by its column, as client input and as answer", () => {
    const schemas = exportedSchemas();
    const problems: string[] = [];
    let integers = 0;
    for (const { name, schema } of schemas) {
      for (const io of ["input", "output"] as const) {
        const document = z.toJSONSchema(schema, { io, unrepresentable: "any", cycles: "ref" });
        for (const { where, node } of integerNodes(document, name)) {
          integers += 1;
          const problem = problemOf(node);
          if (problem) problems.push(`${where} (${io}): ${problem}`);
        }
      }
    }
    expect(schemas.length).toBeGreaterThan(200);
    expect(integers).toBeGreaterThan(300);
    expect([...new Set(problems)]).toEqual([]);
  });

  it("leaves no bare z.number().int() or z.coerce in the contracts' source", () => {
    // A bare integer would pass the walk above only by luck of its defaults; integers.ts builds them all.
    const root = path.dirname(new URL(import.meta.url).pathname);
    const offenders: string[] = [];
    for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts") || file.endsWith("integers.ts")) continue;
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          const isComment = /^\s*(\/\/|\*)/.test(line);
          if (!isComment && /\.int\(|z\.coerce|z\.int(32)?\(/.test(line)) {
            offenders.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(offenders).toEqual([]);
  });

  it("refuses 2^31, -2^31-1 and 2^53 in an integer column's field with the range as its message", () => {
    const message = wholeNumberMessage(1, INT32_MAX);
    expect(message).toBe("Enter a whole number from 1 to 2,147,483,647.");
    for (const value of [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5]) {
      expect(
        ZInt32Schema(1)
          .safeParse(value)
          .error?.issues.map((issue) => issue.message),
      ).toEqual([message]);
    }
    expect(ZInt32Schema(1).safeParse(INT32_MAX).success).toBe(true);
    expect(ZRowIdTextSchema.safeParse("2147483647").data).toBe(INT32_MAX);
    for (const text of ["2147483648", "-2147483649", "9007199254740992", "abc", "1e400"]) {
      expect(ZRowIdTextSchema.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });

  it("keeps a bigint column's value to the safe integers (2^53 is not one)", () => {
    expect(ZSafeIntSchema(1).safeParse(2 ** 31).success).toBe(true);
    expect(ZSafeIntSchema(1).safeParse(2 ** 53 - 1).success).toBe(true);
    expect(ZSafeIntSchema(1).safeParse(2 ** 53).error?.issues).toHaveLength(1);
  });

  it("refuses a typed number past the column as text or as a number, and leaves the rest to the domain", () => {
    const quantity = ZTypedNumberSchema(1 - 2 ** 31, INT32_MAX);
    expect(quantity.safeParse(2 ** 31).success).toBe(false);
    expect(quantity.safeParse("2147483648").success).toBe(false);
    // The domain answers these with its own texts (not a whole number, not more than 0).
    for (const asTyped of ["1.5", "abc", "", 0, -3, 2.5])
      expect(quantity.safeParse(asTyped).success).toBe(true);
  });

  it("refuses bounds that do not fit the column when the contracts load", () => {
    expect(() => ZInt32Schema(0, 2 ** 31)).toThrow(RangeError);
    expect(() => ZInt32TextSchema(5, 1)).toThrow(RangeError);
    expect(() => ZSafeIntSchema(0, 2 ** 53)).toThrow(RangeError);
  });
});
