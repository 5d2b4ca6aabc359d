// Demo promo codes and conventions (only with the demo data set): a code of each common promo type, and
// conventions on both sides of the origins window (events not older than 3 days, §9) so the rule shows.
import { addDays, utcDay } from "@gbo/domain/dates";
import type { Db } from "../db/client";
import { conventions, promoCodes } from "../db/schema/index";

type PromoRow = typeof promoCodes.$inferInsert;

/** Dollar values in cents, percent values whole percents (the promo_codes table). */
export const DEMO_PROMO_CODES: readonly PromoRow[] = [
  {
    code: "WELCOME10",
    title: "Welcome: 10% off your first submission",
    promoType: "Welcome",
    promoValue: 10,
  },
  { code: "SAVE20", title: "20% off the whole submission", promoType: "PercentTotal", promoValue: 20 },
  { code: "TAKE25", title: "$25 off a submission", promoType: "DollarTotal", promoValue: 2500 },
  { code: "GRADE5", title: "$5 off grading per submission", promoType: "DollarGrading", promoValue: 500 },
  { code: "FREESHIP", title: "Free return shipping", promoType: "Free_Shipping", promoValue: 0 },
  {
    code: "BUY4GET1",
    title: "Buy 4 gradings, get 1 free",
    promoType: "XGetY",
    xBooks: 4,
    yBooks: 1,
    collectibleType: "Comic",
  },
  {
    code: "TANKO5",
    title: "Tankobon 5-pack for $99",
    promoType: "Tankobon5Pack",
    promoValue: 9900,
    collectibleType: "Manga",
  },
  {
    code: "FASTHALF",
    title: "50% off Fast Pass",
    promoType: "PercentAddOn",
    promoValue: 50,
    addOn: "fastPass",
  },
  { code: "REHOLD5", title: "$5 off each comic reholder", promoType: "ComicReholder", promoValue: 500 },
];

/** Titles of real shows; dates relative to the seeding day (2 past the window, 1 inside it, 3 ahead). */
const DEMO_CONVENTIONS: readonly { title: string; daysFromToday: number; address: string }[] = [
  {
    title: "Wizard World Philadelphia",
    daysFromToday: -40,
    address: "Pennsylvania Convention Center, Philadelphia, PA",
  },
  { title: "Baltimore Comic-Con", daysFromToday: -5, address: "Baltimore Convention Center, Baltimore, MD" },
  {
    title: "Fan Expo Dallas",
    daysFromToday: -2,
    address: "Kay Bailey Hutchison Convention Center, Dallas, TX",
  },
  { title: "Fan Expo Canada", daysFromToday: 12, address: "Metro Toronto Convention Centre, Toronto, ON" },
  { title: "New York Comic Con", daysFromToday: 30, address: "Javits Center, New York, NY" },
  { title: "San Diego Comic-Con", daysFromToday: 75, address: "San Diego Convention Center, San Diego, CA" },
];

export async function seedDemoCatalog(db: Db, today: string = utcDay(Date.now())): Promise<void> {
  await db
    .insert(promoCodes)
    .values([...DEMO_PROMO_CODES])
    .onConflictDoNothing();
  await db.insert(conventions).values(
    DEMO_CONVENTIONS.map((c) => ({
      title: c.title,
      date: addDays(today, c.daysFromToday),
      address: c.address,
    })),
  );
}
