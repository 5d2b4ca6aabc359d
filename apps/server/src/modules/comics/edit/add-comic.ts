// POST /api/orders/{id}/comic: a comic added to one of the order's tiers (workflow §2 add comic; §5
// "at most 100 comics per order"). The new comic takes the next sequence of the order, the order's
// collectible and manga type, and its tier's place in the workflow.
import type { TAddComicBody, TComicWriteResult } from "@gbo/contracts/comics";
import { comicDetailsInputOf, tierFull } from "@gbo/domain/comic";
import { validateComicCount } from "@gbo/domain/grading";
import { comicUniqueId, nextComicSeq } from "@gbo/domain/ids";
import { TOO_MANY_COMICS } from "@gbo/domain/messages";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { comics, orderLog } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type Actor, actionResult, assertCanDo, requireTier, touchEvent } from "../../orders/index";
import { checkDetails, formFrom, writeComic } from "./comic-details";

export async function addComic(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TAddComicBody;
}): Promise<TComicWriteResult> {
  const { database, actor, body } = options;
  return writeComic({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order, names }) => {
      // The order's status decides (add-comic and invoicing staff, or billing): a tier's station does not.
      assertCanDo(actor, "addComic", order);
      const tier = await requireTier(tx, order.id, body.tierId);
      const { version: _version, tierId: _tierId, ...fields } = body;
      const collectible = { collectibleType: order.collectibleType, mangaType: order.mangaType };
      const write = checkDetails(formFrom(comicDetailsInputOf({}), fields), collectible);

      const existing = await tx.select().from(comics).where(eq(comics.orderId, order.id));
      const total = validateComicCount(existing.length, 1);
      if (!total.ok) throw new AppError("bad_request", total.message);
      const inTier = existing.filter((c) => c.tierId === tier.id);
      if (inTier.length >= tier.count) throw new AppError("bad_request", tierFull(tier.id, tier.count));
      // Sequences the log names count as used: a removed comic's certification number is not reissued.
      const logged = await tx
        .selectDistinct({ comicId: orderLog.comicId })
        .from(orderLog)
        .where(and(eq(orderLog.orderId, order.id), isNotNull(orderLog.comicId)));
      const used = [...existing.map((c) => c.id), ...logged.map((l) => l.comicId ?? "")];
      const seq = nextComicSeq(used.filter((id) => /^\d{3}$/.test(id)));
      if (!seq) throw new AppError("bad_request", TOO_MANY_COMICS);
      const uniqueId = comicUniqueId(order.id, seq);
      names({ comicId: seq, uniqueId });
      // Its siblings' status when the tier has comics (Submitted while the order is still an invoice),
      // the tier's station otherwise.
      const status = inTier[0]?.status ?? tier.status;
      return {
        changes: { count: existing.length + 1 },
        apply: async (w) => {
          await w.insert(comics).values({
            ...write,
            orderId: order.id,
            id: seq,
            uniqueId,
            tierId: tier.id,
            tierLabel: tier.label ?? tier.id,
            status,
            press: tier.press,
            fastPass: tier.fastPass,
            days: tier.days,
            collectibleType: order.collectibleType,
            mangaType: order.mangaType,
            isSlab: inTier[0]?.isSlab ?? false,
            isWitnessedSignature: inTier[0]?.isWitnessedSignature ?? false,
            artwork: inTier[0]?.artwork ?? false,
            baseTotal: tier.rate,
            total: tier.rate,
          });
        },
        log: [
          {
            type: "AddComic",
            description: `Added comic ${seq} to tier ${tier.id}: ${write.title}${write.issue ? ` #${write.issue}` : ""}`,
            tierId: tier.id,
            comicId: seq,
          },
        ],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: `${uniqueId}: comic added`,
            order,
            version,
            orderStatus: order.status,
            tier,
          }),
      };
    },
  });
}
