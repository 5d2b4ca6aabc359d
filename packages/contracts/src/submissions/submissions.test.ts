// The submissions contract: every schema named Z…Schema, and what the server refuses at submit is
// refused here too, with the spec's message (100 comics, 24 signatures, quantity, insured).
import {
  INSURED_INTEGER,
  QUANTITY_ABOVE_ZERO,
  TOO_MANY_COMICS,
  TOO_MANY_SIGNATURES,
} from "@gbo/domain/messages";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as submissions from "./index";
import { type TSubmitComic, type TSubmitOrder, ZReceivingBodySchema, ZSubmitOrderSchema } from "./index";

const comic = (over: Partial<TSubmitComic> = {}): TSubmitComic => ({
  id: "c1",
  tierId: "NW",
  quantity: 1,
  insured: 10_000,
  collectibleType: "Comic",
  ...submissions.noComicOptions(),
  title: "Saga",
  ...over,
});

const order = (over: Partial<TSubmitOrder> = {}): TSubmitOrder => ({
  userId: 1,
  version: 14,
  countryCode: "US",
  collectibleType: "Comic",
  level: "Basic",
  origin: { id: "mail", title: "Mail" },
  addressId: 2,
  payMethodId: "check",
  isInsurance: false,
  dropOffValue: 0,
  rewards: 0,
  isGradingPressScreen: false,
  comics: [comic()],
  idempotencyKey: "0b7c1c1e-2f45-4c1b-9d1e-1f2a3b4c5d6e",
  expected: { grandTotal: 2500, taxes: 0 },
  ...over,
});

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("contracts/submissions", () => {
  it.each(Object.keys(submissions).filter((name) => name.startsWith("Z")))("%s is a Z…Schema", (name) => {
    expect(name).toMatch(/^Z[A-Za-z0-9]+Schema$/);
    expect((submissions as Record<string, unknown>)[name]).toBeInstanceOf(z.ZodType);
  });

  it("takes a draft in integer cents", () => {
    expect(ZSubmitOrderSchema.safeParse(order()).success).toBe(true);
    expect(ZSubmitOrderSchema.safeParse(order({ rewards: 12.5 })).success).toBe(false);
    expect(ZSubmitOrderSchema.safeParse(order({ payMethodId: 42 })).success).toBe(true);
    expect(ZSubmitOrderSchema.safeParse({ ...order(), idempotencyKey: undefined }).success).toBe(false);
  });

  it("refuses what submit refuses, with the spec's messages", () => {
    const many = Array.from({ length: 101 }, (_, i) => comic({ id: `c${i}` }));
    expect(messages(ZSubmitOrderSchema.safeParse(order({ comics: many })))).toEqual([TOO_MANY_COMICS]);
    const signatures = Array.from({ length: 25 }, () => ({ type: "ASP" as const, name: "A" }));
    expect(messages(ZSubmitOrderSchema.safeParse(order({ comics: [comic({ signatures })] })))).toEqual([
      TOO_MANY_SIGNATURES,
    ]);
    expect(messages(ZSubmitOrderSchema.safeParse(order({ comics: [comic({ quantity: 0 })] })))).toEqual([
      QUANTITY_ABOVE_ZERO,
    ]);
    expect(messages(ZSubmitOrderSchema.safeParse(order({ comics: [comic({ insured: 10.5 })] })))).toEqual([
      INSURED_INTEGER,
    ]);
  });

  it("bounds the receiving counts and note", () => {
    expect(ZReceivingBodySchema.safeParse({ version: 1, counts: { NW: 3 }, note: "ok" }).success).toBe(true);
    expect(ZReceivingBodySchema.safeParse({ version: 1, counts: { NW: -1 } }).success).toBe(false);
    expect(ZReceivingBodySchema.safeParse({ version: 1, counts: { "../x": 1 } }).success).toBe(false);
    expect(ZReceivingBodySchema.safeParse({ version: 1, counts: {}, note: "x".repeat(2001) }).success).toBe(
      false,
    );
  });
});
