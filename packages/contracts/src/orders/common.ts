import { COLLECTIBLE_TYPES, COUNTRIES, MANGA_TYPES } from "@gbo/domain/catalog";
import { ORDER_STATUSES, TIER_STATUSES, TRANSACTION_TYPES } from "@gbo/domain/workflow";
import { z } from "zod";
import { ZRecordVersionSchema } from "../common/index";

// The domain's lists are the enums (one list: a status added to the workflow is one the API speaks).
export const ZOrderStatusSchema = z
  .enum(ORDER_STATUSES)
  .describe("Order status (DESIGN §5; InProcess = tiers are moving through the stations)");
export type TOrderStatus = z.infer<typeof ZOrderStatusSchema>;

export const ZTierStatusSchema = z.enum(TIER_STATUSES).describe("Tier status, in route order");
export type TTierStatus = z.infer<typeof ZTierStatusSchema>;

export const ZCountryCodeSchema = z.enum(COUNTRIES);
export type TCountryCode = z.infer<typeof ZCountryCodeSchema>;

export const ZCollectibleTypeSchema = z.enum(COLLECTIBLE_TYPES);
export type TCollectibleType = z.infer<typeof ZCollectibleTypeSchema>;

export const ZMangaTypeSchema = z.enum(MANGA_TYPES);
export type TMangaType = z.infer<typeof ZMangaTypeSchema>;

/** The spec's types, and CHARGE: a stored payment method charged through the gateway (never typed in the
 * transaction dialog; the server refuses it there). */
export const ZTransTypeSchema = z.enum(TRANSACTION_TYPES);
export type TTransType = z.infer<typeof ZTransTypeSchema>;

/**
 * Currency amount as the API SHOWS it: a finite number with at most two decimals (cents inside, turned
 * into a number by domain/money `fromCents`, which never fails on a finite sum). Deliberately without
 * bounds so that no stored sum can make a read answer 500; what a client SENDS is bounded by
 * `ZAmountSchema` (@gbo/contracts/common), never by this schema.
 */
export const ZMoneySchema = z.number().describe("Currency amount, two decimals (integer cents inside)");

/** Order id as stored: two digits, a hyphen, seven letters or digits (`26-0A12345`). */
export const ZOrderIdSchema = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[0-9A-Za-z-]+$/, "An order id is two digits, a hyphen and seven letters or digits.")
  .describe("Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it");

export const ZTierIdSchema = z
  .string()
  .min(1)
  .max(8)
  .regex(/^[0-9A-Za-z]+$/, "A tier id is letters and digits (SO, SOF, 2DE).")
  .describe("Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE)");

export const ZComicIdSchema = z
  .string()
  .min(1)
  .max(30)
  .regex(/^[0-9A-Za-z-]+$/, "A comic id is its sequence (001) or its unique id (26-0A12345-001).")
  .describe("Comic sequence `001` or its unique id");

/** Every order write carries the version it read; a stale one answers 409 and changes nothing. */
export const ZVersionSchema = ZRecordVersionSchema.describe("Order version read by the client");

/** Money-moving calls: a repeat with the same key returns the first result and moves no money twice. */
export const ZIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .describe("Client-generated unique key (e.g. a UUID); a repeat returns the first result");

export const ZDateOnlySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("Calendar date YYYY-MM-DD (UTC)");
