// The rows a submit stores, built from the body and the server's quote (never from totals the browser
// sent): the order with every total of the quote, one tier row per tier id (code plus fast-pass
// letter), one comic row per draft comic (sequence 001…, unique id `{orderId}-{seq}`) and signatures.
import type { TSubmitOrder } from "@gbo/contracts/submissions";
import { type Tier, tierIdWithFastPass } from "@gbo/domain/catalog";
import { comicUniqueId } from "@gbo/domain/ids";
import { invoiceAddOnCountsOf, invoiceRowCounts } from "@gbo/domain/invoice";
import type { Quote } from "@gbo/domain/pricing";
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

type TierGroup = {
  id: string;
  label: string;
  count: number;
  days: number;
  fastPass: number;
  press: number;
  total: number;
  services: TierServices;
};

const invoiceColumns = (row: ReturnType<typeof invoiceRowCounts>) => ({
  insured: row.insured,
  invoiceCounts: row.counts,
});

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
  const groups = new Map<string, TierGroup>();
  const comicRows: NewComicRow[] = [];
  const signatureRows: NewSignatureRow[] = [];

  for (const [index, comic] of body.comics.entries()) {
    const tier = input.tiers[index] as Tier;
    const priced = quote.comics[index];
    if (!priced) throw new RangeError(`comic ${index} was not priced`);
    const tierId = tierIdWithFastPass(tier.id, comic.fastPassValue);
    const group = groups.get(tierId) ?? {
      id: tierId,
      label: tier.label,
      count: 0,
      days: 0,
      fastPass: comic.fastPassValue,
      press: 0,
      total: 0,
      services: { hasSpecialImaging: false, hasSignature: false, hasPressing: false, hasImaging: false },
    };
    group.count += comic.quantity;
    group.days = Math.max(group.days, priced.days);
    group.fastPass = Math.max(group.fastPass, comic.fastPassValue);
    group.press = Math.max(group.press, comic.press);
    group.total += priced.total;
    // Witnessed signings are photographed at the signing (special imaging); any signature is verified.
    group.services.hasSpecialImaging ||= comic.isWitnessedSignature;
    group.services.hasSignature ||= comic.isWitnessedSignature || comic.signatures.length > 0;
    group.services.hasPressing ||= comic.press > 0;
    group.services.hasImaging ||= comic.image;
    groups.set(tierId, group);

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

  // The invoice rows the invoicing screen opens on: each tier's insured and add-on counts of its comics.
  const rowCounts = (tierId: string) =>
    invoiceRowCounts(body.comics.filter((_, i) => comicRows[i]?.tierId === tierId));
  const tierRows: NewTierRow[] = [...groups.values()].map((group, position) => ({
    orderId,
    ...invoiceColumns(rowCounts(group.id)),
    id: group.id,
    position,
    label: group.label,
    status: firstTierStatus(group.services),
    count: group.count,
    days: group.days,
    fastPass: group.fastPass,
    press: group.press,
    rate: group.count > 0 ? Math.round(group.total / group.count) : 0,
    isGradingPressScreen: body.isGradingPressScreen && quote.gradingPressScreen > 0,
    services: group.services,
    routedThrough: [],
    statusChangedAt: now,
  }));

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
    addOnCounts: invoiceAddOnCountsOf(body.comics),
    isFastPass: maxFastPass > 0,
    fastPassValue: maxFastPass,
    paidDetail: [],
    statusChangedAt: now,
    updatedAt: now,
  };
  return { order, tiers: tierRows, comics: comicRows, signatures: signatureRows };
}
