// Demo label queues and printed labels (issue 17): tiers at Labels whose graded comics give every
// bucket (10, 99, 98, gg; manga CB, HR, LP and RB, each a code the labels print: the server refuses any
// other), every label colour, a long title, signees, key comments and page quality; plus earlier prints,
// so a relabel can print an old label. Publisher and year follow each title (orders-sample-data.ts).
// 26-LABL001 and 26-LABL002 belong to the labels view (orders-demo-rework.ts), so the comic pair that
// would have carried those numbers is 26-LABL009 and 26-LABL010. 26-LABL006 and 26-LABL007 are the label
// printer spec's own; 26-LABL008 the labels int tests'. Built from their own random stream.

import type { TierServices } from "@gbo/domain/workflow";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type NewComicRow, orders } from "../db/schema/index";
import { labelPrints } from "../db/schema/labels";
import { labelOf } from "../modules/labels/index";
import { seedCustomer } from "./customers-factory";
import { buildOrderRows, insertOrderBatch, type SeedComicSpec, type SeedTierSpec } from "./orders-factory";
import { createRandom, DAY_MS } from "./seed-random";

export const DEMO_LABEL_ORDERS = {
  /** Comic: 10, 9.9 (Verified), 9.8 with a long title, 9.4 restored. */
  grades: "26-LABL009",
  /** Comic: a raw grade, 9.8 Authentic, 9.2. */
  raw: "26-LABL010",
  /** Comic: twelve comics, 9.8 and 9.6 (two sheets of 98). */
  many: "26-LABL003",
  magazine: "26-LABL004",
  /** Manga: label codes CB, HR, LP and RB, four buckets on four sheets. */
  manga: "26-LABL005",
  printerA: "26-LABL006",
  printerB: "26-LABL007",
  intTests: "26-LABL008",
} as const;

const ALL_SERVICES: TierServices = {
  hasSpecialImaging: true,
  hasSignature: true,
  hasPressing: true,
  hasImaging: true,
};

/** Fields the factory's SeedComicSpec does not carry, set on the built rows. */
type ExtraComic = { pageQuality?: string; restoration?: string; mangaLabelCode?: string };

type LabelOrder = {
  id: string;
  collectibleType: "Comic" | "Magazine" | "Manga";
  code: string;
  comics: (SeedComicSpec & ExtraComic)[];
  signatures?: SeedTierSpec["signatures"];
};

const WHITE = "White Pages";
const OFF_WHITE = "Off-White to White Pages";

function labelOrders(): LabelOrder[] {
  return [
    {
      id: DEMO_LABEL_ORDERS.grades,
      collectibleType: "Comic",
      code: "SO",
      comics: [
        { title: "Incredible Hulk", issue: "181", grade: 10, category: "Certified", pageQuality: WHITE },
        {
          title: "X-Men",
          issue: "1",
          grade: 9.9,
          pageQuality: OFF_WHITE,
          signees: [{ line1: "Stan Lee", line2: "Writer" }],
        },
        {
          title: "The Amazing Spider-Man Annual Special Edition",
          issue: "21",
          grade: 9.8,
          category: "Certified",
          pageQuality: WHITE,
          keyComments: ["Wedding of Peter Parker and Mary Jane Watson", "Cover by John Romita Sr."],
        },
        {
          title: "Fantastic Four",
          issue: "48",
          grade: 9.4,
          category: "Certified",
          pageQuality: "Cream to Off-White Pages",
          restoration: "Slight (A-1) color touch",
          keyComments: ["First appearance of the Silver Surfer"],
        },
      ],
      signatures: [[], [{ name: "Stan Lee", type: "VSP", valid: true }]],
    },
    {
      id: DEMO_LABEL_ORDERS.raw,
      collectibleType: "Comic",
      code: "SO",
      comics: [
        { title: "Detective Comics", issue: "359", grade: null, partialGrade: true, category: "Raw Grade" },
        {
          title: "Batman",
          issue: "227",
          grade: 9.8,
          pageQuality: WHITE,
          signees: [{ line1: "Neal Adams", line2: null }],
        },
        { title: "Green Lantern", issue: "76", grade: 9.2, category: "Certified", pageQuality: OFF_WHITE },
      ],
      signatures: [[], [{ name: "Neal Adams", type: "ASP" }]],
    },
    {
      id: DEMO_LABEL_ORDERS.many,
      collectibleType: "Comic",
      code: "SO",
      comics: Array.from({ length: 12 }, (_, i) => ({
        title: "Saga",
        issue: String(i + 1),
        grade: i % 4 === 3 ? 9.6 : 9.8,
        category: "Certified",
        pageQuality: WHITE,
      })),
    },
    {
      id: DEMO_LABEL_ORDERS.magazine,
      collectibleType: "Magazine",
      code: "ZS",
      comics: [
        { title: "Creepy", issue: "1", grade: 10, category: "Certified", pageQuality: WHITE },
        { title: "Eerie", issue: "2", grade: 9.8, category: "Certified", pageQuality: OFF_WHITE },
        { title: "Famous Monsters of Filmland", issue: "3", grade: 9.0, category: "Certified" },
      ],
    },
    {
      id: DEMO_LABEL_ORDERS.manga,
      collectibleType: "Manga",
      code: "MO",
      comics: [
        { title: "Akira", issue: "1", grade: 9.8, category: "Certified", mangaLabelCode: "CB" },
        { title: "Dragon Ball", issue: "1", grade: 9.6, category: "Certified", mangaLabelCode: "HR" },
        { title: "One Piece", issue: "1", grade: 9.4, category: "Certified", mangaLabelCode: "LP" },
        { title: "Naruto", issue: "1", grade: 9.2, category: "Certified", mangaLabelCode: "RB" },
      ],
    },
    ...[DEMO_LABEL_ORDERS.printerA, DEMO_LABEL_ORDERS.printerB, DEMO_LABEL_ORDERS.intTests].map(
      (id, n): LabelOrder => ({
        id,
        collectibleType: "Comic",
        code: "SO",
        comics: [
          {
            title: "Giant-Size X-Men",
            issue: String(n + 1),
            grade: 9.8,
            category: "Certified",
            pageQuality: WHITE,
          },
          {
            title: "Daredevil",
            issue: String(n + 158),
            grade: 9.6,
            category: "Certified",
            pageQuality: OFF_WHITE,
          },
        ],
      }),
    ),
  ];
}

export async function seedDemoLabels(db: Db, now = Date.now()): Promise<void> {
  const [seeded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, DEMO_LABEL_ORDERS.grades));
  if (seeded) return;
  const random = createRandom(20261117);
  const { customer, address } = await seedCustomer(db, { country: "US" }, random);
  const built = labelOrders().map((spec, n) => {
    const comicSpecs = spec.comics.map(({ pageQuality: _p, restoration: _r, mangaLabelCode: _m, ...c }) => c);
    const rows = buildOrderRows(
      {
        id: spec.id,
        status: "InProcess",
        customerId: customer.id,
        addressId: address?.id ?? null,
        countryCode: "US",
        collectibleType: spec.collectibleType,
        date: new Date(now - (8 - n) * DAY_MS),
        tiers: [
          {
            code: spec.code,
            status: "Labels",
            count: spec.comics.length,
            services: ALL_SERVICES,
            press: 1,
            comics: comicSpecs,
            ...(spec.signatures ? { signatures: spec.signatures } : {}),
          },
        ],
      },
      random,
    );
    // Every row carries these columns (a batch insert takes one column list for all rows).
    for (const [index, comic] of rows.comics.entries()) {
      const extra: ExtraComic = spec.comics[index] ?? {};
      Object.assign(comic, {
        pageQuality: extra.pageQuality ?? null,
        restoration: extra.restoration ?? null,
        mangaLabelCode: extra.mangaLabelCode ?? comic.mangaLabelCode ?? null,
      } satisfies Partial<NewComicRow>);
    }
    return rows;
  });
  await insertOrderBatch(db, built);
  await db.insert(labelPrints).values(earlierPrints(built, now));
}

/**
 * Earlier prints: 26-LABL009-001 was first labelled 9.9 (regraded since, so "old labels" prints 9.9),
 * 26-LABL009-003 with its title as first typed, and 26-LABL010's comics once in a queue PDF.
 */
function earlierPrints(built: ReturnType<typeof buildOrderRows>[], now: number) {
  const comicsOf = (orderId: string) => built.find((b) => b.order.id === orderId)?.comics ?? [];
  const [hulk, , spidey] = comicsOf(DEMO_LABEL_ORDERS.grades);
  const raw = comicsOf(DEMO_LABEL_ORDERS.raw);
  const printed = (comic: NewComicRow, fields: Partial<NewComicRow>, pdfName: string, days: number) => ({
    uniqueId: comic.uniqueId,
    orderId: comic.orderId,
    tierId: comic.tierId,
    label: labelOf({
      uniqueId: comic.uniqueId,
      title: comic.title,
      issue: comic.issue ?? null,
      year: comic.year ?? null,
      displayYear: comic.displayYear ?? null,
      noYear: false,
      publisher: comic.publisher ?? null,
      noPublisher: false,
      grade: comic.grade ?? null,
      partialGrade: comic.partialGrade ?? false,
      reject: false,
      category: comic.category ?? null,
      signees: comic.signees ?? [],
      keyComments: comic.keyComments ?? [],
      pageQuality: comic.pageQuality ?? null,
      restoration: comic.restoration ?? null,
      ...fields,
    }),
    pdfName,
    isRelabel: false,
    printedBy: "labels",
    printedAt: new Date(now - days * DAY_MS),
  });
  return [
    ...(hulk ? [printed(hulk, { grade: 9.9 }, "demo-earlier-1.pdf", 3)] : []),
    ...(spidey ? [printed(spidey, { title: "Amazing Spider-Man Annual" }, "demo-earlier-1.pdf", 3)] : []),
    ...raw.map((comic) => printed(comic, {}, "demo-earlier-2.pdf", 2)),
  ];
}
