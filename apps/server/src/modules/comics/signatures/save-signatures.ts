// PUT /api/orders/{id}/comic/{comicId}/signatures: the signature view's save. Rows with an id update
// (or, with `remove`, delete) the comic's stored rows, rows without one are added; stored rows not sent
// stay. Dates and validity are settled by the domain (ASP valid and dated, a new or re-typed VSP/VSPP
// invalid and undated), the save checks are the domain's, and the category is derived again.
import type { TComicSignaturesBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import {
  describeSignatures,
  type Signature,
  settleSignature,
  validateSignatureSave,
} from "@gbo/domain/signatures";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { signatures } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import {
  type Actor,
  actionResult,
  findSignatures,
  requireComic,
  touchEvent,
  writeOrder,
} from "../../orders/index";
import {
  categoryOf,
  ORDER_CATALOG_VERSION,
  requireSignatureTier,
  setCategories,
  toDomainSignature,
  todayIso,
} from "./signature-shared";

export const unknownSignature = (id: number): string => `Signature ${id} is not on this comic.`;

export async function saveSignatures(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  comicId: string;
  body: TComicSignaturesBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const comic = await requireComic(tx, order, options.comicId);
      const tier = await requireSignatureTier(tx, actor, order, comic.tierId);
      const stored = (await findSignatures(tx, order.id, comic.id)).map(toDomainSignature);
      const today = todayIso();
      const sent: Signature[] = body.signatures.map((row) => {
        const previous = row.id === undefined ? undefined : stored.find((s) => s.id === row.id);
        if (row.id !== undefined && !previous) throw new AppError("bad_request", unknownSignature(row.id));
        const next: Signature = {
          id: row.id,
          name: row.name.trim(),
          date: row.date ?? null,
          type: row.type,
          valid: row.valid ?? false,
          processInvalid: row.processInvalid ?? false,
          description: row.description?.trim() || null,
          remove: row.remove ?? false,
        };
        return next.remove ? next : settleSignature(previous, next, today);
      });
      const sentIds = new Set(sent.map((s) => s.id).filter((id) => id !== undefined));
      // The comic's rows after the save: the untouched stored ones, then those sent.
      const after = [...stored.filter((s) => !sentIds.has(s.id)), ...sent];
      const checked = validateSignatureSave({
        tierId: tier.id,
        partialGrade: comic.partialGrade,
        isWitnessedSignature: comic.isWitnessedSignature,
        stored,
        signatures: after,
        version: ORDER_CATALOG_VERSION,
      });
      if (!checked.ok) throw AppError.fields(checked.message, { signatures: [checked.message] });
      const category = categoryOf(comic, after);
      const text = `Signatures: ${describeSignatures(after)}`;
      const removed = sent.filter((s) => s.remove && s.id !== undefined).map((s) => Number(s.id));
      return {
        apply: async (w) => {
          if (removed.length > 0) {
            await w
              .delete(signatures)
              .where(and(eq(signatures.orderId, order.id), inArray(signatures.id, removed)));
          }
          for (const row of sent.filter((s) => !s.remove)) {
            const values = {
              name: row.name,
              date: row.date,
              type: row.type,
              valid: row.valid,
              processInvalid: row.processInvalid ?? false,
              description: row.description ?? null,
            };
            if (row.id === undefined) {
              await w.insert(signatures).values({ orderId: order.id, comicId: comic.id, ...values });
            } else {
              await w
                .update(signatures)
                .set(values)
                .where(and(eq(signatures.orderId, order.id), eq(signatures.id, Number(row.id))));
            }
          }
          await setCategories(w, order.id, new Map([[comic.id, category]]));
        },
        log: [{ type: "Signature", description: text, tierId: tier.id, comicId: comic.id }],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: `${comic.uniqueId}: ${text}${checked.value.warning ? ` (${checked.value.warning})` : ""}`,
            order,
            version,
            orderStatus: order.status,
            tier,
            isWarning: checked.value.warning !== null,
          }),
      };
    },
  });
}
