// Rows to API payloads: cents become currency numbers here and nowhere else on the server.
import type {
  TAddress,
  TComic,
  TComicSummary,
  TLogEntry,
  TMoneyStatement,
  TOrder,
  TOrderCustomer,
  TTier,
  TTransaction,
} from "@gbo/contracts/orders";
import { daysBetween, utcDay } from "@gbo/domain/dates";
import { currencySymbol, fromCents } from "@gbo/domain/money";
import {
  moneyStatement,
  type StatementLine,
  type TierStatus,
  type TransactionType,
} from "@gbo/domain/workflow";
import type {
  AddressRow,
  ComicRow,
  CustomerRow,
  OrderLogRow,
  OrderRow,
  SignatureRow,
  TierRow,
  TransactionRow,
} from "../../db/schema/index";
import type { ComicWithSignatureCount } from "./orders.queries";

/**
 * A row as PostgreSQL's json_build_object writes it (reads/order-summary.queries.ts): timestamps are ISO
 * strings, everything else as the Drizzle row. The mappers read both.
 */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
/** A row from Drizzle or as JSON. */
type AnyRow<T> = T | JsonRow<T>;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function daysLeft(dueDate: string | null, today = utcDay(Date.now())): number | null {
  return dueDate ? daysBetween(today, dueDate) : null;
}

export function toOrder(row: AnyRow<OrderRow>): TOrder {
  return {
    id: row.id,
    userId: row.customerId,
    status: row.status as TOrder["status"],
    level: row.level,
    version: row.version,
    countryCode: row.countryCode,
    currency: currencySymbol(row.countryCode),
    collectibleType: row.collectibleType,
    mangaType: row.mangaType,
    count: row.count,
    total: fromCents(row.total),
    baseTotal: fromCents(row.baseTotal),
    discount: fromCents(row.discount),
    rewards: fromCents(row.rewards),
    promoDiscount: fromCents(row.promoDiscount),
    promoCode: row.promoCode,
    dropOffId: row.dropOffId,
    dropOffName: row.dropOffName,
    dropOffValue: fromCents(row.dropOffValue),
    sh: fromCents(row.sh),
    handling: fromCents(row.handling),
    insurance: fromCents(row.insurance),
    isInsurance: row.isInsurance,
    taxes: fromCents(row.taxes),
    grandTotal: fromCents(row.grandTotal),
    rate: row.rate,
    shippingAccount: row.shippingAccount,
    repCode: row.repCode,
    origin: row.origin,
    receivedDate: iso(row.receivedDate),
    date: iso(row.date) ?? "",
    dueDate: row.dueDate,
    trackingNumber: row.trackingNumber,
    paidDetail: row.paidDetail.map((paid) => ({ ...paid, amt: fromCents(paid.amt) })),
    isAR: row.isAR,
    arDescription: row.arDescription,
    missingComic: row.missingComic,
    noAutoCharge: row.noAutoCharge,
    externalId: row.externalId,
    isGradingPressScreen: row.isGradingPressScreen,
    balance: fromCents(row.balance),
    refundable: fromCents(row.refundable),
    isFastPass: row.isFastPass,
    fastPassValue: row.fastPassValue,
    addressId: row.addressId,
    billingExplanation: row.billingExplanation,
  };
}

/** shelfId: where the tier sits (findShelfIdsOfOrder), null when on no shelf. */
export function toTier(row: AnyRow<TierRow>, shelfId: string | null): TTier {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as TierStatus,
    count: row.count,
    days: row.days,
    fastPass: row.fastPass,
    press: row.press,
    rate: fromCents(row.rate),
    processed: row.processed,
    progress: row.count > 0 ? Math.round((row.processed / row.count) * 100) : 0,
    labelsVerified: row.labelsVerified,
    trackingNumber: row.trackingNumber,
    missingReason: row.missingReason,
    isGradingPressScreen: row.isGradingPressScreen,
    services: row.services,
    routedThrough: row.routedThrough as TierStatus[],
    isRejected: row.isRejected,
    dueDate: row.dueDate,
    daysLeft: daysLeft(row.dueDate),
    shelfId,
  };
}

export function toComicSummary(row: ComicWithSignatureCount): TComicSummary {
  return {
    id: row.id,
    uniqueId: row.uniqueId,
    tierId: row.tierId,
    tierLabel: row.tierLabel,
    title: row.title,
    issue: row.issue,
    displayYear: row.displayYear,
    publisher: row.publisher,
    variant: row.variant,
    status: row.status,
    updatedStatus: row.updatedStatus,
    grade: row.grade,
    category: row.category,
    press: row.press,
    pressed: row.pressed,
    pressFailed: row.pressFailed,
    scanned: row.scanned,
    reject: row.reject,
    insured: fromCents(row.insured),
    total: fromCents(row.total),
    isSlab: row.isSlab,
    artwork: row.artwork,
    isWitnessedSignature: row.isWitnessedSignature,
    partialGrade: row.partialGrade,
    hasImage: row.hasImage,
    hasImageSP: row.hasImageSP,
    signatureCount: row.signatureCount,
  };
}

export function toComic(row: ComicRow, signatureRows: readonly SignatureRow[]): TComic {
  return {
    ...toComicSummary({ ...row, signatureCount: signatureRows.length }),
    orderId: row.orderId,
    year: row.year,
    multiYear: row.multiYear,
    noYear: row.noYear,
    noPublisher: row.noPublisher,
    uniqueDetail: row.uniqueDetail,
    monthQuarter: row.monthQuarter,
    quantity: row.quantity,
    pressScreen: row.pressScreen,
    gradeScreen: row.gradeScreen,
    looksBetter: row.looksBetter,
    restoration: row.restoration,
    pageQuality: row.pageQuality,
    notes: row.notes,
    signees: row.signees,
    signatures: signatureRows.map((s) => ({
      id: s.id,
      name: s.name,
      date: s.date,
      type: s.type,
      label: s.label,
      valid: s.valid,
      processInvalid: s.processInvalid,
      description: s.description,
    })),
    artists: row.artists,
    keyComments: row.keyComments,
    backLabels: row.backLabels,
    collection: row.collection,
    personalCollection: row.personalCollection,
    rejectFees: row.rejectFees,
    fastPass: row.fastPass,
    fastPassValue: row.fastPassValue,
    reholder: row.reholder,
    reholderId: row.reholderId,
    featured: row.featured,
    customTitle: row.customTitle,
    collectibleType: row.collectibleType,
    mangaType: row.mangaType,
    mangaLabelCode: row.mangaLabelCode,
    international: row.international,
    image: row.image,
    days: row.days,
    baseTotal: fromCents(row.baseTotal),
  };
}

export function toAddress(row: AnyRow<AddressRow>): TAddress {
  return {
    id: row.id,
    userId: row.customerId,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    stateProvince: row.stateProvince,
    zipPostal: row.zipPostal,
    country: row.country,
  };
}

export function toCustomer(
  row: AnyRow<CustomerRow>,
  addressRows: readonly AnyRow<AddressRow>[],
): TOrderCustomer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    level: row.level,
    country: row.country,
    defaultRepCode: row.defaultRepCode,
    dealerDiscounts: row.dealerDiscounts,
    shippingAccounts: row.shippingAccounts,
    addresses: addressRows.map(toAddress),
  };
}

export function toTransaction(row: AnyRow<TransactionRow>): TTransaction {
  return {
    id: row.id,
    orderId: row.orderId,
    userId: row.customerId,
    amount: fromCents(row.amount),
    transType: row.transType as TTransaction["transType"],
    isFee: row.isFee,
    isRefund: row.isRefund,
    isVoid: row.isVoid,
    success: row.success,
    orderCurrency: row.orderCurrency,
    country: row.country,
    authPaymentId: row.authPaymentId,
    authId: row.authId,
    refId: row.refId,
    description: row.description,
    createdBy: row.author,
    createdAt: iso(row.createdAt) ?? "",
  };
}

export function toLogEntry(row: OrderLogRow): TLogEntry {
  return {
    id: row.id,
    orderId: row.orderId,
    type: row.type,
    tierId: row.tierId,
    comicId: row.comicId,
    description: row.description,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    author: row.author,
    date: iso(row.createdAt) ?? "",
  };
}

const toStatementLine = (line: StatementLine) => ({
  label: line.label,
  amount: fromCents(line.cents),
  transactionId: line.transactionId,
  at: line.at,
});

/** The order's money statement (domain moneyStatement) from the stored order and its transactions. */
export function toStatement(
  row: AnyRow<OrderRow>,
  transactionRows: readonly AnyRow<TransactionRow>[],
): TMoneyStatement {
  const statement = moneyStatement(
    {
      status: row.status,
      totalCents: row.total,
      discountCents: row.discount,
      rewardsCents: row.rewards,
      promoDiscountCents: row.promoDiscount,
      promoCode: row.promoCode,
      dropOffValueCents: row.dropOffValue,
      dropOffName: row.dropOffName,
      shCents: row.sh,
      handlingCents: row.handling,
      insuranceCents: row.insurance,
      taxesCents: row.taxes,
      grandTotalCents: row.grandTotal,
      balanceCents: row.balance,
      paidDetail: row.paidDetail.map((paid) => ({ id: paid.id, amtCents: paid.amt, desc: paid.desc })),
    },
    transactionRows.map((t) => ({
      id: t.id,
      transType: t.transType as TransactionType,
      amountCents: t.amount,
      isFee: t.isFee,
      isRefund: t.isRefund,
      isVoid: t.isVoid,
      success: t.success,
      description: t.description,
      createdAt: iso(t.createdAt),
    })),
  );
  return {
    grandTotalParts: statement.grandTotalParts.map(toStatementLine),
    grandTotal: fromCents(statement.grandTotalCents),
    grandTotalUnreconciled: fromCents(statement.grandTotalUnreconciledCents),
    adjustments: statement.adjustments.map(toStatementLine),
    total: fromCents(statement.totalCents),
    payments: statement.payments.map((line) => ({ ...toStatementLine(line), kind: line.kind })),
    paid: fromCents(statement.paidCents),
    balance: fromCents(statement.balanceCents),
    unreconciled: fromCents(statement.unreconciledCents),
    entryCount: statement.entryCount,
  };
}
