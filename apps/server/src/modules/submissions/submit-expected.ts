// What the browser would show for a draft: the domain's quoteSubmission on the catalog getCatalog gives,
// with the same inputs the browser has (profile, promo record). The demo seed submits its orders with it,
// and the int tests, property test and bench build their `expected` totals the same way.
import type { TSubmitOrder } from "@gbo/contracts/submissions";
import { utcDay } from "@gbo/domain/dates";
import { type Quote, quoteSubmission } from "@gbo/domain/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/index";
import { getCatalog } from "../catalog/index";
import { promoCodeOrNone } from "./submit-context";
import { submitQuoteInput } from "./submit-quote";
import { toComicDraft } from "./submit-rules";

export type SubmitDraft = Omit<TSubmitOrder, "expected">;

/** The draft with `expected` filled in as the screen would, and the quote behind it. */
export async function withExpectedTotals(
  db: Db,
  draft: SubmitDraft,
  orderDate: string = utcDay(new Date()),
): Promise<{ body: TSubmitOrder; quote: Quote }> {
  const catalog = await getCatalog(db, undefined, draft.level);
  const [customer] = await db.select().from(customers).where(eq(customers.id, draft.userId)).limit(1);
  if (!customer) throw new Error(`no customer ${draft.userId}`);
  const promo = draft.promoCode ? await promoCodeOrNone(db, draft.promoCode) : undefined;
  const quote = quoteSubmission(
    submitQuoteInput({
      catalog,
      body: { ...draft, expected: { grandTotal: 0, taxes: 0 } },
      customer,
      promo,
      comics: draft.comics.map(toComicDraft),
      orderDate,
    }),
  );
  return { body: { ...draft, expected: { grandTotal: quote.grandTotal, taxes: quote.taxes } }, quote };
}
