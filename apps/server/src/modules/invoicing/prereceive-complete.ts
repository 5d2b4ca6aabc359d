// POST /api/orders/prereceive/{id}/complete (submissions-pricing §4 "Completing pre-receiving routes the
// order"; workflow §4): refused while any tier has comics to enter; otherwise each tier goes to the first
// station of its services with a due date from the turnaround it was sold (its promised days: fast-pass
// level, press screening, signature add-ons; issue 30 point 4), its comics take that status, the order is
// InProcess, and the answer is one routing line per tier for the 'Order Routed' dialog.
// POST /api/orders/removeOA: original art taken off one saved comic (its invoiced count is freed).
import type {
  TPreReceiveCompleteBody,
  TPreReceiveCompleteResult,
  TRemoveOriginalArtBody,
} from "@gbo/contracts/invoicing";
import type { TOrderActionResult, TOrderEvent } from "@gbo/contracts/orders";
import type { Country } from "@gbo/domain/catalog";
import { routedTierDueDate, tierBalanceNotZero, tierBalances, tierRoutedLine } from "@gbo/domain/comic";
import { utcDay } from "@gbo/domain/dates";
import { firstTierStatus, statusLabel, type TierServices } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { comics, signatures, tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { getCatalog } from "../catalog/index";
import {
  type Actor,
  actionResult,
  assertCanDo,
  assertOrderStatus,
  findTiers,
  type LogInput,
  requireComic,
  touchEvent,
  writeOrder,
} from "../orders/index";
import { toBalanceTier } from "./prereceive-comics";
import { tierPromisedDays } from "./prereceive-days";

export const NOTHING_TO_ROUTE = "This order has no tiers to route.";
export const NO_ORIGINAL_ART = "This comic has no original art to remove.";

export async function completePreReceive(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TPreReceiveCompleteBody;
  now?: Date;
}): Promise<TPreReceiveCompleteResult> {
  const { database, actor, body } = options;
  let lines: string[] = [];
  const written = await writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertCanDo(actor, "addComic", order);
      assertOrderStatus(order, ["AddComic"]);
      const tierRows = await findTiers(tx, order.id);
      if (tierRows.length === 0) throw new AppError("bad_request", NOTHING_TO_ROUTE);
      const saved = await tx
        .select({
          id: comics.id,
          tierId: comics.tierId,
          quantity: comics.quantity,
          insured: comics.insured,
          pressScreen: comics.pressScreen,
          partialGrade: comics.partialGrade,
        })
        .from(comics)
        .where(eq(comics.orderId, order.id));
      const balances = tierBalances(
        tierRows.map((t) => toBalanceTier(t)),
        saved,
      );
      const open = balances.find((b) => b.remainingComics !== 0);
      if (open) throw new AppError("bad_request", tierBalanceNotZero(open.tierId, open.remainingComics));

      const [catalog, signed] = await Promise.all([
        getCatalog(tx, undefined, order.level),
        tx
          .select({ comicId: signatures.comicId, type: signatures.type })
          .from(signatures)
          .where(eq(signatures.orderId, order.id)),
      ]);
      const country = (order.countryCode === "CA" ? "CA" : "US") as Country;
      const today = utcDay(options.now ?? new Date());
      const routed = tierRows.map((tier) => {
        const status = firstTierStatus(tier.services as TierServices);
        const days = tierPromisedDays({ catalog, country, tier, comics: saved, signatures: signed });
        return { tier, status, days, dueDate: routedTierDueDate(today, days) };
      });
      lines = routed.map((r) => tierRoutedLine(r.tier.id, r.tier.count, statusLabel(r.status)));
      const orderDue =
        routed
          .map((r) => r.dueDate)
          .sort()
          .at(-1) ?? today;
      const log: LogInput[] = [
        ...routed.map((r) => ({
          type: "Tier",
          description: `Pre-receiving complete: tier routed to ${statusLabel(r.status)}, due ${r.dueDate}`,
          tierId: r.tier.id,
          fromStatus: r.tier.status,
          toStatus: r.status,
        })),
        {
          type: "Status",
          description: "Pre-receiving complete: order routed",
          fromStatus: order.status,
          toStatus: "InProcess",
        },
      ];
      const events: TOrderEvent[] = [
        ...routed.map((r) => ({
          orderId: order.id,
          tierId: r.tier.id,
          fromStatus: r.tier.status,
          toStatus: r.status,
        })),
        { orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "InProcess" },
      ];
      const now = options.now ?? new Date();
      return {
        changes: { status: "InProcess", statusChangedAt: now, dueDate: orderDue },
        apply: async (w) => {
          for (const r of routed) {
            await w
              .update(tiers)
              .set({
                status: r.status,
                processed: 0,
                routedThrough: [r.status],
                days: r.days,
                dueDate: r.dueDate,
                statusChangedAt: now,
              })
              .where(and(eq(tiers.orderId, order.id), eq(tiers.id, r.tier.id)));
            await w
              .update(comics)
              .set({ status: r.status, scanned: false })
              .where(and(eq(comics.orderId, order.id), eq(comics.tierId, r.tier.id)));
          }
        },
        log,
        events,
        answer: (version) =>
          actionResult({ message: lines.join("\n"), order, version, orderStatus: "InProcess" }),
      };
    },
  });
  return { lines, version: written.version };
}

/** POST /api/orders/removeOA: the comic is no longer original art (the tier keeps the comic). */
export async function removeOriginalArt(options: {
  database: Database;
  actor: Actor;
  body: TRemoveOriginalArtBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertCanDo(actor, "addComic", order);
      assertOrderStatus(order, ["AddComic", "Invoicing"]);
      const comic = await requireComic(tx, order, body.comicId);
      if (!comic.artwork) throw new AppError("bad_request", NO_ORIGINAL_ART);
      return {
        apply: async (w) => {
          await w
            .update(comics)
            .set({ artwork: false })
            .where(and(eq(comics.orderId, order.id), eq(comics.id, comic.id)));
        },
        log: [
          {
            type: "Comic",
            description: `Original art removed from comic ${comic.id}`,
            tierId: comic.tierId,
            comicId: comic.id,
          },
        ],
        events: [touchEvent(order, comic.tierId)],
        answer: (version) =>
          actionResult({
            message: `Original art removed from comic ${comic.id}.`,
            order,
            version,
            orderStatus: order.status,
          }),
      };
    },
  });
}
