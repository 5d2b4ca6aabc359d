// The rows a submit stores, built from the body and the server's quote (never from totals the browser
// sent): the order with every total of the quote, one tier row per tier id (code plus fast-pass
// letter, and a part number for a further row of the tier: NW2), one comic row per draft comic (sequence 001…, unique id `{orderId}-{seq}`) and signatures.
import type { TSubmitComic, TSubmitOrder } from "@gbo/contracts/submissions";
import type { Tier } from "@gbo/domain/catalog";
import { comicUniqueId } from "@gbo/domain/ids";
import {
  type ConvertedRow,
  invoiceAddOnCountsOf,
  invoiceRowsOfComics,
  SUB_COUNT_FIELDS,
} from "@gbo/domain/invoice";
import { isOnsite, type Quote } from "@gbo/domain/pricing";
import { firstTierStatus, type TierServices } from "@gbo/domain/workflow";
import type { NewComicRow, NewOrderRow, NewTierRow } from "../../db/schema/index";
import { quotedOrderColumns } from "../orders/index";

export type NewSignatureRow = {
  orderId: string;
  comicId: string;
  name: string;
  type: "ASP" | "VSP" | "VSPP";
};

export type SubmitRows = {
  order: NewOrderRow;
  tiers: NewTierRow[];
  comics: NewComicRow[];
  signatures: NewSignatureRow[];
};

/** The tier rows of a submission: one per invoice row its comics convert to (domain invoice/convert:
 * one tier code, fast-pass level and press idea each, so the invoicing screen opens on the submitted
 * price with every row valid), with what the stations need (days, press code, services). */
function tierRowsOf(
  orderId: string,
  body: TSubmitOrder,
  quote: Quote,
  converted: readonly ConvertedRow[],
  now: Date,
): NewTierRow[] {
  return converted.map(({ row, comics }, position) => {
    const sold = comics.map((i) => body.comics[i] as TSubmitComic);
    const priced = comics.map((i) => quote.comics[i]).filter((c) => c !== undefined);
    const services: TierServices = {
      // Witnessed signings are photographed at the signing (special imaging); any signature is verified.
      hasSpecialImaging: sold.some((c) => c.isWitnessedSignature),
      hasSignature: sold.some((c) => c.isWitnessedSignature || c.signatures.length > 0),
      hasPressing: sold.some((c) => c.press > 0),
      hasImaging: sold.some((c) => c.image),
    };
    const total = priced.reduce((n, c) => n + c.total, 0);
    return {
      orderId,
      id: row.id,
      position,
      label: row.label,
      status: firstTierStatus(services),
      count: row.count,
      insured: row.insured,
      invoiceCounts: Object.fromEntries(SUB_COUNT_FIELDS.map((f) => [f, row[f]])),
      days: Math.max(0, ...priced.map((c) => c.days)),
      fastPass: row.fastPass,
      press: Math.max(0, ...sold.map((c) => c.press)),
      rate: row.count > 0 ? Math.round(total / row.count) : 0,
      isGradingPressScreen: body.isGradingPressScreen && quote.gradingPressScreen > 0,
      services,
      routedThrough: [],
      statusChangedAt: now,
    };
  });
}

export function buildSubmitRows(input: {
  orderId: string;
  body: TSubmitOrder;
  quote: Quote;
  tiers: readonly Tier[];
  customTitles: readonly boolean[];
  /** Titles as stored: a lookup title in its catalogued spelling. */
  titles: readonly string[];
  now: Date;
}): SubmitRows {
  const { orderId, body, quote, now } = input;
  const converted = invoiceRowsOfComics(body.comics, input.tiers);
  const rowIdOf = new Map(converted.flatMap(({ row, comics }) => comics.map((i) => [i, row.id] as const)));
  const comicRows: NewComicRow[] = [];
  const signatureRows: NewSignatureRow[] = [];

  for (const [index, comic] of body.comics.entries()) {
    const tier = input.tiers[index] as Tier;
    const priced = quote.comics[index];
    if (!priced) throw new RangeError(`comic ${index} was not priced`);
    const tierId = rowIdOf.get(index) ?? tier.id;
    const seq = String(index + 1).padStart(3, "0");
    comicRows.push({
      orderId,
      id: seq,
      uniqueId: comicUniqueId(orderId, seq),
      tierId,
      tierLabel: tier.label,
      title: input.titles[index] ?? comic.title,
      issue: comic.issue ?? null,
      year: comic.year !== undefined ? String(comic.year) : null,
      displayYear: comic.displayYear ?? (comic.year !== undefined ? String(comic.year) : null),
      publisher: comic.publisher ?? null,
      variant: comic.variant ?? null,
      // A pedigree is the named collection a book comes from (the comics table's `collection`).
      collection: comic.pedigree ?? null,
      quantity: comic.quantity,
      insured: comic.insured,
      press: comic.press,
      pressScreen: comic.pressScreen,
      gradeScreen: comic.gradeScreen > 0 ? comic.gradeScreen : null,
      partialGrade: comic.partialGrade,
      artwork: comic.artwork,
      isSlab: comic.isSlab,
      isWitnessedSignature: comic.isWitnessedSignature,
      status: "Submitted",
      fastPass: comic.fastPassValue > 0 ? 1 : 0,
      fastPassValue: comic.fastPassValue,
      reholder: comic.reholder,
      reholderId: comic.reholderId ? comic.reholderId.toUpperCase() : null,
      customTitle: input.customTitles[index] ?? false,
      collectibleType: comic.collectibleType,
      mangaType: comic.collectibleType === "Manga" ? (comic.mangaType ?? null) : null,
      image: comic.image,
      international: comic.international,
      days: priced.days,
      baseTotal: priced.baseTotal,
      total: priced.total,
    });
    for (const signature of comic.signatures) {
      signatureRows.push({ orderId, comicId: seq, name: signature.name ?? "", type: signature.type });
    }
  }

  const tierRows = tierRowsOf(orderId, body, quote, converted, now);

  const maxFastPass = Math.max(0, ...body.comics.map((c) => c.fastPassValue));
  const order: NewOrderRow = {
    id: orderId,
    customerId: body.userId,
    addressId: body.addressId,
    status: "Submitted",
    level: body.level,
    version: 1,
    countryCode: body.countryCode,
    collectibleType: body.collectibleType,
    mangaType: body.collectibleType === "Manga" ? (body.mangaType ?? "Tankobon") : null,
    ...quotedOrderColumns(quote),
    isInsurance: body.isInsurance,
    repCode: body.repCode ?? null,
    origin: body.origin.title,
    receivedDate: body.receivedDate ? new Date(`${body.receivedDate}T00:00:00Z`) : null,
    // The pay method chosen at submit: the invoicing screen starts from it.
    payMethodId: typeof body.payMethodId === "number" ? body.payMethodId : null,
    payOther: typeof body.payMethodId === "string" ? body.payMethodId : null,
    date: now,
    isGradingPressScreen: body.isGradingPressScreen && quote.gradingPressScreen > 0,
    // §9: ASP is priced zero on onsite artwork; the invoice counts what was charged.
    addOnCounts: invoiceAddOnCountsOf(
      body.comics,
      (i) => isOnsite(body.level) && input.tiers[i]?.category === "artwork",
    ),
    isFastPass: maxFastPass > 0,
    fastPassValue: maxFastPass,
    paidDetail: [],
    statusChangedAt: now,
    updatedAt: now,
  };
  return { order, tiers: tierRows, comics: comicRows, signatures: signatureRows };
}
