// Prices a 100-comic submission (mixed tiers, pressing, fast pass, image, international, signatures)
// with a promo code, rewards, a shipping rate and insurance, and reports the median time per quote.
// Target: under 1 ms. Run: npm run bench -w packages/domain
import { performance } from "node:perf_hooks";
import type { FastPassValue } from "../src/catalog";
import { quoteSubmission } from "../src/pricing";
import { draftComic, quoteInput } from "../src/pricing/test-fixtures";
import type { PressCode, QuoteInput } from "../src/pricing/types";

const TIERS = ["NW", "VI", "NP", "PM", "OT", "WS", "SO"];
const comics = Array.from({ length: 100 }, (_, i) =>
  draftComic({
    id: String(i + 1).padStart(3, "0"),
    tierId: TIERS[i % TIERS.length] ?? "NW",
    insured: 5000 + i * 2500,
    year: 1960 + (i % 50),
    press: ([0, 1, 2] as PressCode[])[i % 3] ?? 0,
    pressScreen: i % 11 === 0,
    fastPassValue: ([0, 0, 1, 2] as FastPassValue[])[i % 4] ?? 0,
    image: i % 2 === 0,
    international: i % 5 === 0,
    signatures: i % 4 === 0 ? [{ type: "VSP" }, { type: "VSP" }, { type: "ASP" }] : [],
  }),
);

const input: QuoteInput = quoteInput({
  comics,
  member: { level: "Dealer" },
  orderDate: "2025-06-02",
  receivedDate: "2025-06-05",
  rateId: "FEDEXG",
  isInsurance: true,
  promoCode: "XY31",
  promo: { id: "XY31", title: "Three get one", promoType: "XGetY", promoValue: 0, xBooks: 3, yBooks: 1 },
  rewards: { applied: 5000, available: 12000, original: 0 },
});

const WARMUP = 300;
const RUNS = 2000;
let sink = 0;
for (let i = 0; i < WARMUP; i += 1) sink += quoteSubmission(input).grandTotal;
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  sink += quoteSubmission(input).grandTotal;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] ?? 0;
const p99 = times[Math.floor(RUNS * 0.99)] ?? 0;
const q = quoteSubmission(input);
console.log(`median quote: ${median.toFixed(3)} ms (n=${RUNS}), p99 ${p99.toFixed(3)} ms`);
console.log(
  `  ${q.count} books, total ${q.total}, discount ${q.discount}, promo ${q.promoDiscount}, rewards ${q.rewards}, grand total ${q.grandTotal} cents`,
);
if (median >= 1) {
  console.error("median quote is above the 1 ms budget");
  process.exitCode = 1;
}
if (sink === Number.MIN_VALUE) console.log(sink);
