// Issue 28 point 4: a list the domain keeps (statuses, queue keys, promo types, countries …) is the
// contracts' enum itself, z.enum(DOMAIN_LIST), never a copy typed again: a value added to the domain is
// then one the API accepts and documents, and a copy cannot fall behind unnoticed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  ADD_ON_IDS,
  COLLECTIBLE_TYPES,
  COUNTRIES,
  CURRENCIES,
  FAST_PASS_VALUES,
  MANGA_TYPES,
  TIER_CATEGORIES,
} from "@gbo/domain/catalog";
import { ACCOUNT_CARRIERS } from "@gbo/domain/customers";
import { RISK_LEVELS, STATION_UNITS } from "@gbo/domain/dashboard";
import { INVOICE_PRESS_SPEEDS } from "@gbo/domain/invoice";
import { LABEL_COLOURS, LABEL_PRINTER_TYPES, MANGA_LABEL_CODES } from "@gbo/domain/labels";
import { CURRENCY_SYMBOLS } from "@gbo/domain/money";
import { PAY_METHOD_TYPES } from "@gbo/domain/payments";
import { DRAFT_PRESS_CODES } from "@gbo/domain/pricing";
import { PROMO_TYPES } from "@gbo/domain/promo";
import { SIGNATURE_TYPES } from "@gbo/domain/signatures";
import {
  CANCEL_MODES,
  OFFLINE_PAYMENT_TYPES,
  ORDER_STATUSES,
  PAYMENT_KINDS,
  QUEUE_KEYS,
  TIER_STATUSES,
  TRANSACTION_TYPES,
} from "@gbo/domain/workflow";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as catalog from "./catalog/index";
import * as comics from "./comics/index";
import * as customers from "./customers/index";
import * as dashboard from "./dashboard/index";
import * as invoicing from "./invoicing/index";
import * as labels from "./labels/index";
import * as orders from "./orders/index";
import * as payments from "./payments/index";
import * as promo from "./promo/index";
import * as settings from "./settings/index";
import * as shelves from "./shelves/index";
import * as submissions from "./submissions/index";

type Literal = string | number;
const contractsRoot = path.dirname(new URL(import.meta.url).pathname);
const domainRoot = path.join(contractsRoot, "../../domain/src");

/** The options of an enum or a literal-list schema. */
const optionsOf = (schema: z.ZodType): Literal[] => {
  const def = (schema as unknown as { def: { entries?: Record<string, Literal>; values?: Literal[] } }).def;
  return def.entries ? Object.values(def.entries) : [...(def.values ?? [])];
};

/** Every list of plain values a domain area exports, by `area.NAME`. */
async function domainLists(): Promise<Map<string, readonly Literal[]>> {
  const lists = new Map<string, readonly Literal[]>();
  for (const area of readdirSync(domainRoot)) {
    const index = path.join(domainRoot, area, "index.ts");
    let exports: Record<string, unknown>;
    try {
      exports = await import(pathToFileURL(index).href);
    } catch {
      continue; // not an area (a file, or a folder without index.ts)
    }
    for (const [name, value] of Object.entries(exports)) {
      const isList =
        Array.isArray(value) &&
        value.length > 1 &&
        value.every((item) => typeof item === "string" || typeof item === "number");
      if (isList) lists.set(`${area}.${name}`, value);
    }
  }
  return lists;
}

/** Every list written out as literals in the contracts' source: z.enum([…]), z.literal([…]), […] as const. */
function literalListsInSource(): { where: string; values: Literal[] }[] {
  const found: { where: string; values: Literal[] }[] = [];
  const listPattern = /z\s*\.\s*(?:enum|literal)\(\s*\[([^\]]*)\]|=\s*\[([^\]]*)\]\s*as const/g;
  for (const file of readdirSync(contractsRoot, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = readFileSync(path.join(contractsRoot, file), "utf8");
    for (const match of source.matchAll(listPattern)) {
      const items = (match[1] ?? match[2] ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      // A list with a spread or a name in it is built from other lists: not a copy typed out.
      if (!items.every((item) => /^"[^"]*"$|^-?\d+$/.test(item))) continue;
      const line = source.slice(0, match.index).split("\n").length;
      found.push({ where: `${file}:${line}`, values: items.map((item) => JSON.parse(item) as Literal) });
    }
  }
  return found;
}

const sameSet = (a: readonly Literal[], b: readonly Literal[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

describe("the contracts' enums are the domain's lists", () => {
  it.each([
    ["promo types of a promo code", promo.ZPromoCodeSchema.shape.promoType, PROMO_TYPES],
    ["promo types of the promo form", promo.ZPromoTypesSchema.element, PROMO_TYPES],
    ["order statuses", orders.ZOrderStatusSchema, ORDER_STATUSES],
    ["tier statuses", orders.ZTierStatusSchema, TIER_STATUSES],
    ["queue keys", orders.ZQueueKeySchema, QUEUE_KEYS],
    ["transaction types", orders.ZTransTypeSchema, TRANSACTION_TYPES],
    ["countries", orders.ZCountryCodeSchema, COUNTRIES],
    ["countries of the catalog", catalog.ZCountrySchema, COUNTRIES],
    ["collectible types", orders.ZCollectibleTypeSchema, COLLECTIBLE_TYPES],
    ["label types", labels.ZLabelTypeSchema, COLLECTIBLE_TYPES],
    ["manga types", orders.ZMangaTypeSchema, MANGA_TYPES],
    ["currencies", catalog.ZTierSchema.shape.currency, CURRENCIES],
    ["tier categories", catalog.ZTierSchema.shape.category, TIER_CATEGORIES],
    ["add-on ids", catalog.ZAddOnSchema.shape.id, ADD_ON_IDS],
    ["own-account carriers", catalog.ZShipOtherSchema.shape.id, ACCOUNT_CARRIERS],
    ["currency symbols", orders.ZOrderSchema.shape.currency, CURRENCY_SYMBOLS],
    ["signature types", submissions.ZSignatureTypeSchema, SIGNATURE_TYPES],
    ["press codes of a submitted comic", submissions.ZSubmitComicSchema.shape.press, DRAFT_PRESS_CODES],
    ["fast-pass levels", submissions.ZSubmitComicSchema.shape.fastPassValue, FAST_PASS_VALUES],
    ["invoice row press speeds", invoicing.ZInvoiceRowSchema.shape.press, INVOICE_PRESS_SPEEDS],
    ["invoice row fast-pass levels", invoicing.ZInvoiceRowSchema.shape.fastPass, FAST_PASS_VALUES],
    ["label colours", labels.ZLabelTextSchema.shape.colour, LABEL_COLOURS],
    ["risk levels", dashboard.ZRiskLevelSchema, RISK_LEVELS],
    ["station units", dashboard.ZDashboardStationSchema.shape.unit, STATION_UNITS],
    ["payment method types", payments.ZPayMethodTypeSchema, PAY_METHOD_TYPES],
    ["cancel modes", orders.ZCancelOrderBodySchema.shape.mode, CANCEL_MODES],
    [
      "payment kinds of the money statement",
      orders.ZMoneyStatementSchema.shape.payments.element.shape.kind,
      PAYMENT_KINDS,
    ],
  ] as [string, z.ZodType, readonly Literal[]][])("%s", (_what, schema, list) => {
    expect(optionsOf(schema)).toEqual([...list]);
  });

  it("take every label printer the domain prints for among the devices", () => {
    expect(settings.DEVICE_KINDS).toEqual(expect.arrayContaining([...LABEL_PRINTER_TYPES]));
  });

  it("offer check and cash at checkout, both US offline payment types", () => {
    const ids = optionsOf(catalog.ZPayOtherSchema.shape.id);
    expect(ids).toEqual(["CHECK", "CASH"]);
    for (const id of ids) expect(OFFLINE_PAYMENT_TYPES.US).toContain(id);
  });

  it("take only the manga label codes the labels print, or none, wherever a code is written", () => {
    const written = [
      comics.ZComicDetailsFieldsSchema.shape.mangaLabelCode.unwrap(),
      comics.ZComicGradeBodySchema.shape.mangaLabelCode.unwrap().unwrap(),
    ];
    for (const schema of written) expect(optionsOf(schema)).toEqual(["", ...MANGA_LABEL_CODES]);
  });

  it("bound the customer and shelf countries by the domain's countries", () => {
    expect(optionsOf(customers.ZSaveAddressSchema.shape.country)).toEqual([...COUNTRIES]);
    expect(optionsOf(shelves.ZShelfSummarySchema.shape.country)).toEqual([...COUNTRIES]);
  });

  it("leave no copy of a domain list typed out in the contracts' source", async () => {
    const lists = await domainLists();
    expect(lists.get("workflow.ORDER_STATUSES")).toEqual(ORDER_STATUSES);
    const copies = literalListsInSource().flatMap(({ where, values }) =>
      [...lists]
        .filter(([, list]) => sameSet(values, list))
        .map(([name]) => `${where} copies ${name}: build the schema from it`),
    );
    expect(copies).toEqual([]);
  });
});
