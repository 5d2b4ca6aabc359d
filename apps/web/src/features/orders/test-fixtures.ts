// Payloads shaped like the server's (contracts/orders) for the screen tests.
import type {
  TComicSummary,
  TOrder,
  TOrderSummary,
  TQueuePage,
  TTier,
  TTierDetail,
} from "@gbo/contracts/orders";

export const ORDER_ID = "26-0A12345";

export function order(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    userId: 7,
    status: "InProcess",
    level: "Basic",
    version: 4,
    countryCode: "US",
    currency: "$",
    collectibleType: "Comic",
    mangaType: null,
    count: 2,
    total: 90,
    baseTotal: 90,
    discount: 0,
    rewards: 0,
    promoDiscount: 0,
    promoCode: null,
    dropOffId: null,
    dropOffName: null,
    dropOffValue: 0,
    sh: 0,
    handling: 0,
    insurance: 0,
    isInsurance: false,
    taxes: 0,
    grandTotal: 90,
    rate: null,
    shippingAccount: null,
    repCode: null,
    origin: null,
    receivedDate: "2026-11-01T10:00:00.000Z",
    date: "2026-11-01T10:00:00.000Z",
    dueDate: "2026-12-01",
    trackingNumber: null,
    paidDetail: [],
    isAR: false,
    arDescription: null,
    missingComic: null,
    noAutoCharge: false,
    externalId: null,
    isGradingPressScreen: false,
    balance: 0,
    refundable: 0,
    isFastPass: false,
    fastPassValue: 0,
    addressId: 1,
    billingExplanation: null,
    ...overrides,
  };
}

export function tier(overrides: Partial<TTier> = {}): TTier {
  return {
    id: "SO",
    orderId: ORDER_ID,
    status: "Pressing",
    count: 2,
    days: 30,
    fastPass: 0,
    press: 1,
    rate: 45,
    processed: 0,
    progress: 0,
    labelsVerified: false,
    trackingNumber: null,
    missingReason: null,
    isGradingPressScreen: false,
    services: {},
    routedThrough: ["Pressing"],
    isRejected: false,
    dueDate: "2026-12-01",
    daysLeft: 10,
    ...overrides,
  };
}

export function comic(seq: string, overrides: Partial<TComicSummary> = {}): TComicSummary {
  return {
    id: seq,
    uniqueId: `${ORDER_ID}-${seq}`,
    tierId: "SO",
    tierLabel: null,
    title: "Amazing Spider-Man",
    issue: "86",
    displayYear: "1977",
    publisher: "Marvel",
    variant: null,
    status: "Pressing",
    updatedStatus: null,
    grade: null,
    category: null,
    press: 1,
    pressed: false,
    pressFailed: false,
    scanned: false,
    reject: false,
    insured: 200,
    total: 45,
    isSlab: false,
    artwork: false,
    isWitnessedSignature: false,
    partialGrade: false,
    hasImage: false,
    hasImageSP: false,
    signatureCount: 0,
    ...overrides,
  };
}

export function tierDetail(overrides: Partial<TTierDetail> = {}): TTierDetail {
  return {
    order: order(),
    customerName: "Elizabeth Jackson",
    tier: tier(),
    comics: [comic("001"), comic("002")],
    rejectTargets: ["ImagingSP", "Pressing"].slice(0, 1) as TTierDetail["rejectTargets"],
    nextStatus: "PreGrade",
    canComplete: false,
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<TOrderSummary> = {}): TOrderSummary {
  return {
    order: order(),
    tiers: [tier()],
    comics: [comic("001"), comic("002")],
    customer: {
      id: 7,
      name: "Elizabeth Jackson",
      email: "ej@example.com",
      phone: null,
      level: "Basic",
      country: "US",
      defaultRepCode: null,
      dealerDiscounts: null,
      shippingAccounts: [],
      addresses: [],
    },
    address: null,
    transactions: [],
    balance: 0,
    statement: {
      grandTotalParts: [{ label: "Subtotal", amount: 90, transactionId: null, at: null }],
      grandTotal: 90,
      grandTotalUnreconciled: 0,
      adjustments: [],
      total: 90,
      payments: [
        {
          kind: "atSubmission",
          label: "Card — Visa ending 4242 · at submission",
          amount: 90,
          transactionId: null,
          at: null,
        },
      ],
      paid: 90,
      balance: 0,
      unreconciled: 0,
      entryCount: 1,
    },
    ...overrides,
  };
}

export function queuePage(overrides: Partial<TQueuePage> = {}): TQueuePage {
  return {
    queue: "shipping",
    isTierQueue: false,
    page: 1,
    pageSize: 200,
    total: 1,
    rows: [
      {
        orderId: ORDER_ID,
        tierId: null,
        status: "Shipping",
        orderStatus: "Shipping",
        count: 2,
        processed: 0,
        daysLeft: -2,
        dueDate: "2026-11-19",
        date: "2026-11-01T10:00:00.000Z",
        receivedDate: null,
        customerName: "Elizabeth Jackson",
        countryCode: "US",
        collectibleType: "Comic",
        isFastPass: false,
        fastPass: 0,
        isRejected: false,
      },
    ],
    ...overrides,
  };
}
