// POST /api/orders/{id}/redo and /redo/{tier}: send comics (or a whole tier) back to be reworked. The
// work at the tier's current station starts over for them: unscanned, the tier's processed count
// lowered by the redone comics that were scanned (a tier redo: 0), and updatedStatus cleared, so a
// Finalize grader sees grading again (domain isGradingHidden). The tier itself stays where it is.

import type { TRedoComicsBody, TRedoTierBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { processedAfterRedo, redoLogText, redoReasonError, redoTierLogText } from "@gbo/domain/workflow";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { ComicRow, TierRow } from "../../../db/schema/index";
import { comics, tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import {
  type Actor,
  actionResult,
  findComics,
  type LogInput,
  requireComic,
  requireStationTier,
  touchEvent,
  writeOrder,
} from "../../orders/index";

/** A redo's reason, checked after the claims (a worker who may not redo learns that first). */
function checkedReason(reason: string | undefined): string {
  const error = redoReasonError(reason);
  if (error) throw AppError.fields(error, { reason: [error] });
  return (reason ?? "").trim();
}

export async function redoComics(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TRedoComicsBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const picked = new Map<string, ComicRow>();
      for (const comicId of body.comicIds) {
        const comic = await requireComic(tx, order, comicId);
        picked.set(comic.id, comic);
      }
      // Each tier named is checked for the worker's station claim (comics may span tiers).
      const byTier = new Map<string, { tier: TierRow; comics: ComicRow[] }>();
      for (const comic of picked.values()) {
        const group = byTier.get(comic.tierId);
        if (group) group.comics.push(comic);
        else {
          const tier = await requireStationTier(tx, actor, order, comic.tierId, "redo");
          byTier.set(comic.tierId, { tier, comics: [comic] });
        }
      }
      const reason = checkedReason(body.reason);
      const groups = [...byTier.values()];
      const log: LogInput[] = groups.flatMap(({ tier, comics: redone }) =>
        redone.map((comic) => ({
          type: "Redo",
          description: redoLogText([comic.id], tier.status, reason),
          tierId: tier.id,
          comicId: comic.id,
        })),
      );
      const message = groups
        .map(({ tier, comics: redone }) =>
          redoLogText(redone.map((comic) => comic.id).sort(), tier.status, reason),
        )
        .join("; ");
      const [first] = groups;
      return {
        apply: async (w) => {
          for (const { tier, comics: redone } of groups) {
            const ids = redone.map((comic) => comic.id);
            await w
              .update(comics)
              .set({ scanned: false, updatedStatus: null })
              .where(and(eq(comics.orderId, order.id), inArray(comics.id, ids)));
            const scanned = redone.filter((comic) => comic.scanned).length;
            await w
              .update(tiers)
              .set({ processed: processedAfterRedo(tier.processed, scanned) })
              .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
          }
        },
        log,
        events: groups.map(({ tier }) => touchEvent(order, tier.id)),
        answer: (version) =>
          actionResult({
            message,
            order,
            version,
            orderStatus: order.status,
            tier: groups.length === 1 ? first?.tier : undefined,
          }),
      };
    },
  });
}

export async function redoTier(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  tierId: string;
  body: TRedoTierBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireStationTier(tx, actor, order, options.tierId, "redo");
      const reason = checkedReason(body.reason);
      const tierComics = await findComics(tx, order.id, tier.id);
      const description = redoTierLogText(tier.id, tier.status, reason);
      return {
        apply: async (w) => {
          await w
            .update(comics)
            .set({ scanned: false, updatedStatus: null })
            .where(and(eq(comics.orderId, order.id), eq(comics.tierId, tier.id)));
          await w
            .update(tiers)
            .set({ processed: 0 })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
        },
        // One entry for the tier (no comic named): every comic of the tier shows it in its history.
        log: [{ type: "Redo", description, tierId: tier.id, comicId: null }],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: `${description} (${tierComics.length} comic${tierComics.length === 1 ? "" : "s"})`,
            order,
            version,
            orderStatus: order.status,
            tier,
          }),
      };
    },
  });
}
