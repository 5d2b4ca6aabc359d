// Fixed demo orders for the labels view, rollup, raw-grade list and redo (issue 11); built from
// their own random stream after the rest of the demo data, so adding them changes no other order.
// 26-LABL001's first comic has a title too long for one label line; the labels spec also grades
// 26-LABL002 at Finalize through the API and completes it to Labels before looking at its labels.

import type { DemoOrderSpec } from "./orders-demo-stations";
import { DAY_MS } from "./seed-random";

export const reworkOrderSpecsRandom = 20261103;

/** A tier at Labels, labels not verified yet (the labels view and its switch). */
export const DEMO_LABELS = "26-LABL001";
/** A tier at Finalize the labels spec grades and completes to Labels. */
export const DEMO_LABELS_GRADED = "26-LABL002";
/** A tier at Finalize for redo (a comic and the tier). */
export const DEMO_REDO = "26-REDO001";
/** A tier at Pressing, both comics scanned: per-comic pressing failed from the comic screen. */
export const DEMO_REDO_PRESSING = "26-REDO002";
/** A raw-grade (NW) tier at Labels whose comics were raw graded: the raw-grade list's demo rows. */
export const DEMO_RAW = "26-RAWG001";

export function reworkOrderSpecs(now: number): DemoOrderSpec[] {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const order = (id: string, tier: DemoOrderSpec["tiers"], days: number): DemoOrderSpec => ({
    id,
    status: "InProcess",
    countryCode: "US",
    collectibleType: "Comic",
    date: daysAgo(days),
    tiers: tier,
  });
  return [
    order(
      DEMO_LABELS,
      [
        {
          code: "SO",
          status: "Labels",
          count: 2,
          comics: [
            {
              title: "The Amazing Spider-Man Annual Special Edition",
              issue: "21",
              keyComments: ["Wedding of Peter Parker and Mary Jane Watson"],
              signees: [{ line1: "Stan Lee", line2: null }],
            },
          ],
        },
      ],
      6,
    ),
    order(DEMO_LABELS_GRADED, [{ code: "SO", status: "Finalize", count: 2 }], 5),
    order(DEMO_REDO, [{ code: "SO", status: "Finalize", count: 2 }], 4),
    order(
      DEMO_RAW,
      [
        {
          code: "NW",
          status: "Labels",
          count: 2,
          comics: [0, 1].map(() => ({ grade: null, partialGrade: true, category: "Raw Grade" })),
        },
      ],
      7,
    ),
    order(DEMO_REDO_PRESSING, [{ code: "SO", status: "Pressing", count: 2, processed: 2, press: 1 }], 4),
  ];
}
