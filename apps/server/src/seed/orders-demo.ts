// Demo orders for an empty embedded database: about 200 orders in every order status, tiers at every
// station, comics, magazines and manga, US and CA customers, recent and older dates, plus fixed
// "walk" orders the e2e suite follows from the first station to Completed.

import type { OrderStatus } from "@gbo/domain/workflow";
import { TIER_STATUSES, type TierServices, type TierStatus } from "@gbo/domain/workflow";
import type { Db } from "../db/client";
import { buildCustomerRows, insertCustomerBatch } from "./customers-factory";
import { editOrderSpecs, editOrderSpecsRandom } from "./orders-demo-edit";
import { imagingOrderSpecs, imagingOrderSpecsRandom } from "./orders-demo-imaging";
import { reworkOrderSpecs, reworkOrderSpecsRandom } from "./orders-demo-rework";
import { signatureOrderSpecs, signatureOrderSpecsRandom } from "./orders-demo-signatures";
import {
  buildShippingCustomer,
  DEMO_SHIPPING_15,
  stationOrderSpecs,
  stationsRandom,
} from "./orders-demo-stations";
import { buildOrderRows, insertOrderBatch, type SeedOrderSpec } from "./orders-factory";
import { type CollectibleType, createRandom } from "./seed-random";

const DAY_MS = 86_400_000;
const ALL_SERVICES: TierServices = {
  hasSpecialImaging: true,
  hasSignature: true,
  hasPressing: true,
  hasImaging: true,
};

/**
 * Fixed orders for the e2e walk: one InProcess order per station with one tier of two comics,
 * all services on, due soon; `26-WALK000` starts at the first station (ImagingSP).
 */
export const DEMO_WALK_ORDERS: readonly { orderId: string; tierId: string; status: TierStatus }[] =
  TIER_STATUSES.filter((status) => status !== "Shipping").map((status, index) => ({
    orderId: `26-WALK${String(index).padStart(3, "0")}`,
    tierId: "SO",
    status,
  }));

/** Fixed orders for the e2e tier exceptions: skip special imaging, pressing failed. */
export const DEMO_EXCEPTION_ORDERS: readonly { orderId: string; tierId: string; status: TierStatus }[] = [
  { orderId: "26-SKIP001", tierId: "SO", status: "ImagingSP" },
  { orderId: "26-PRES001", tierId: "SO", status: "Pressing" },
];

/** Fixed orders at the order-level stations (billing, shipping, Canada, pickup). */
export const DEMO_ORDER_LEVEL: readonly { orderId: string; status: OrderStatus; countryCode: "US" | "CA" }[] =
  [
    { orderId: "26-BILL001", status: "Billing", countryCode: "US" },
    { orderId: "26-SHIP001", status: "Shipping", countryCode: "US" },
    { orderId: "26-SHCA001", status: "ShipToCanada", countryCode: "CA" },
    { orderId: "26-PICK001", status: "ReadyForPickUp", countryCode: "US" },
    // For the order-summary dialogs (comment, log, details, tracking) in the e2e suite.
    { orderId: "26-EDIT001", status: "Billing", countryCode: "US" },
    // For moving an order back to invoicing in the e2e suite.
    { orderId: "26-MOVE001", status: "AddComic", countryCode: "US" },
  ];

/** One tier of two comics per gated station, for e2e/specs/station-gates.spec.ts alone (issue 29). */
export const DEMO_GATE_ORDERS: readonly { orderId: string; status: TierStatus; processed?: number }[] = [
  // Both comics scanned already: only the labels' verification is left.
  { orderId: "26-GATE001", status: "Labels", processed: 2 },
  { orderId: "26-GATE002", status: "PreGrade" },
  { orderId: "26-GATE003", status: "Imaging" },
];

const STATUS_COUNTS: readonly [OrderStatus, number][] = [
  ["Submitted", 10],
  ["Invoicing", 10],
  ["AddComic", 10],
  ["InProcess", 100],
  ["Billing", 14],
  ["Shipping", 12],
  ["ShipToCanada", 8],
  ["ReadyForPickUp", 6],
  ["Completed", 20],
  ["Cancelled", 8],
];

const STATIONS = TIER_STATUSES.filter((status) => status !== "Shipping");

function collectibleFor(random: () => number): CollectibleType {
  const roll = random();
  return roll < 0.7 ? "Comic" : roll < 0.85 ? "Magazine" : "Manga";
}

const TIER_CODES: Record<CollectibleType, readonly string[]> = {
  Comic: ["SO", "SL", "WS", "PM", "NW", "VI"],
  Magazine: ["ZS", "ZW", "ZV"],
  Manga: ["MO", "MW", "MN"],
};

export async function seedDemoOrders(db: Db): Promise<void> {
  const random = createRandom(20260421);
  const customerRows = Array.from({ length: 60 }, (_, i) =>
    buildCustomerRows(random, { country: i % 4 === 3 ? "CA" : "US" }),
  );
  const stations = stationsRandom();
  // Appended last: the customers before it keep their ids.
  const inserted = await insertCustomerBatch(db, [...customerRows, buildShippingCustomer(stations)]);
  const customers = inserted.slice(0, -1);
  const shippingCustomer = inserted.at(-1);
  const us = customers.filter((c) => c.country === "US");
  const ca = customers.filter((c) => c.country === "CA");
  const pickCustomer = (country: "US" | "CA") => {
    const list = country === "CA" ? ca : us;
    return list[Math.floor(random() * list.length)]!;
  };
  const now = Date.now();
  const built: ReturnType<typeof buildOrderRows>[] = [];
  const add = (spec: SeedOrderSpec & { countryCode: "US" | "CA" }) => {
    const customer = pickCustomer(spec.countryCode);
    built.push(
      buildOrderRows({ ...spec, customerId: customer.customerId, addressId: customer.addressId }, random),
    );
  };

  // The walk orders: every station has a tier the e2e suite can complete (2 comics, all services).
  for (const walk of [...DEMO_WALK_ORDERS, ...DEMO_EXCEPTION_ORDERS]) {
    add({
      id: walk.orderId,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: new Date(now - 3 * DAY_MS),
      tiers: [{ code: walk.tierId, status: walk.status, count: 2, services: ALL_SERVICES, press: 1 }],
    });
  }
  for (const fixed of DEMO_ORDER_LEVEL) {
    add({
      id: fixed.orderId,
      status: fixed.status,
      countryCode: fixed.countryCode,
      collectibleType: "Comic",
      date: new Date(now - 5 * DAY_MS),
      tiers: [{ code: "SO", count: 2 }],
      ...(fixed.status === "ReadyForPickUp" ? { rate: "Pickup" } : {}),
    });
  }

  let station = 0;
  for (const [status, count] of STATUS_COUNTS) {
    for (let i = 0; i < count; i += 1) {
      const countryCode = status === "ShipToCanada" ? "CA" : random() < 0.2 ? "CA" : "US";
      const collectibleType = collectibleFor(random);
      const isOld = random() < 0.3;
      const date = new Date(
        now - (isOld ? 31 + Math.floor(random() * 90) : 1 + Math.floor(random() * 28)) * DAY_MS,
      );
      const tierCount = status === "InProcess" ? 1 + Math.floor(random() * 2) : 1 + Math.floor(random() * 3);
      const codes = [...TIER_CODES[collectibleType]].sort(() => random() - 0.5).slice(0, tierCount);
      const tiers = codes.map((code) => {
        if (status !== "InProcess") return { code, count: 1 + Math.floor(random() * 8) };
        const at = STATIONS[station % STATIONS.length]!;
        station += 1;
        return { code, status: at, count: 1 + Math.floor(random() * 6), services: ALL_SERVICES };
      });
      add({
        status,
        countryCode,
        collectibleType,
        date,
        tiers,
        ...(status === "ReadyForPickUp" ? { rate: "Pickup" } : {}),
      });
    }
  }
  // The station screens' fixed orders, from their own random stream (orders-demo-stations.ts).
  for (const spec of stationOrderSpecs(now)) {
    const customer = spec.id === DEMO_SHIPPING_15 ? shippingCustomer : pickCustomer(spec.countryCode);
    if (!customer) throw new Error("demo seed: no customer for the station orders");
    built.push(
      buildOrderRows({ ...spec, customerId: customer.customerId, addressId: customer.addressId }, stations),
    );
  }
  // The comic screen's fixed orders (issue 11), each file from its own random stream.
  const comicScreenOrders = [
    [signatureOrderSpecs, signatureOrderSpecsRandom],
    [imagingOrderSpecs, imagingOrderSpecsRandom],
    [reworkOrderSpecs, reworkOrderSpecsRandom],
    [editOrderSpecs, editOrderSpecsRandom],
  ] as const;
  for (const [specsOf, seed] of comicScreenOrders) {
    const stream = createRandom(seed);
    for (const spec of specsOf(now)) {
      const customer = pickCustomer(spec.countryCode);
      if (!customer) throw new Error("demo seed: no customer for the comic screen orders");
      built.push(
        buildOrderRows({ ...spec, customerId: customer.customerId, addressId: customer.addressId }, stream),
      );
    }
  }
  // The station gates' own orders (issue 29), last and from their own stream: the others stay as they were.
  const gates = createRandom(20260529);
  for (const gate of DEMO_GATE_ORDERS) {
    const customer = pickCustomer("US");
    built.push(
      buildOrderRows(
        {
          id: gate.orderId,
          status: "InProcess",
          countryCode: "US",
          collectibleType: "Comic",
          date: new Date(now - 2 * DAY_MS),
          tiers: [
            {
              code: "SO",
              status: gate.status,
              count: 2,
              processed: gate.processed ?? 0,
              services: ALL_SERVICES,
              press: 1,
            },
          ],
          customerId: customer.customerId,
          addressId: customer.addressId,
        },
        gates,
      ),
    );
  }
  await insertOrderBatch(db, built);
}
