// PUT /api/orders/{id}/comic/{comicId}/grade: the grade view's save. One order write (the order locked,
// its version checked); the rules are the domain's validateGradeSave, every bad field reported at once.
// The comic's updatedStatus records the station it was graded at ("grading is hidden on Finalize when
// status equals updated status"). Grading is one pass (issue 29): a saved grade, raw grade or reject
// also counts the comic as scanned at its station, so the tier completes without a second scan.
import type { TComicGradeBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { formatGrade, type GradeWrite, isGradingStatus, validateGradeSave } from "@gbo/domain/grading";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { comics, tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import {
  type Actor,
  actionResult,
  findSignatures,
  requireComic,
  requireStationTier,
  touchEvent,
  WRONG_STATUS_MESSAGE,
  writeOrder,
} from "../orders/index";

/** The log line: "Graded 9.8 (Certified)", "Rejected, fee $5", "Raw grade (Raw Grade)". */
export function gradeLogText(write: GradeWrite): string {
  if (write.reject) return `Rejected, fee $${(write.rejectFees ?? 0) / 100}`;
  if (write.partialGrade) return `Raw grade (${write.category})`;
  return `Graded ${formatGrade(write.grade ?? 0)} (${write.category})`;
}

export async function saveGrade(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  comicId: string;
  body: TComicGradeBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const comic = await requireComic(tx, order, options.comicId);
      const tier = await requireStationTier(tx, actor, order, comic.tierId, "gradeComic");
      if (!isGradingStatus(tier.status)) throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
      const signatures = await findSignatures(tx, order.id, comic.id);
      const checked = validateGradeSave(
        {
          tierId: tier.id,
          tierDays: tier.days,
          insuredCents: comic.insured,
          gradeScreen: comic.gradeScreen,
          collectibleType: comic.collectibleType,
          mangaType: comic.mangaType,
          status: comic.status,
          updatedStatus: comic.updatedStatus,
          press: comic.press,
          signatures,
        },
        {
          grade: body.grade,
          pageQuality: body.pageQuality ?? null,
          restoration: body.restoration ?? null,
          looksBetter: body.looksBetter ?? false,
          partialGrade: body.partialGrade ?? false,
          artwork: body.artwork ?? false,
          isSlab: body.isSlab ?? false,
          isWitnessedSignature: body.isWitnessedSignature ?? false,
          press: body.press ?? comic.press,
          reject: body.reject ?? false,
          rejectFees: body.rejectFees ?? null,
          signees: body.signees ?? [],
          artists: body.artists ?? [],
          keyComments: body.keyComments ?? [],
          backLabels: body.backLabels ?? [],
          mangaLabelCode: body.mangaLabelCode ?? null,
          confirmBelowScreen: body.confirmBelowScreen ?? false,
        },
      );
      if (!checked.ok) {
        const { errors } = checked;
        throw AppError.fields(
          Object.values(errors).join(" "),
          Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
        );
      }
      const write = checked.value;
      const note = body.note?.trim();
      const notes = note
        ? [...comic.notes, { description: note, date: new Date().toISOString(), author: actor.name }]
        : comic.notes;
      return {
        apply: async (w) => {
          await w
            .update(comics)
            .set({ ...write, notes, updatedStatus: comic.status, scanned: true })
            .where(and(eq(comics.orderId, order.id), eq(comics.id, comic.id)));
          // processed counts the tier's scanned comics straight from the comics, as a scan does
          // (orders/tiers/scan-comic.ts), so a grade and a scan of the same comic count it once.
          await w
            .update(tiers)
            .set({
              processed: sql`(select count(*)::int from ${comics} c where c.order_id = ${order.id} and c.tier_id = ${tier.id} and c.scanned)`,
            })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
        },
        log: [{ type: "Grade", description: gradeLogText(write), tierId: tier.id, comicId: comic.id }],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: `${comic.uniqueId}: ${gradeLogText(write)}`,
            order,
            version,
            orderStatus: order.status,
            tier,
          }),
      };
    },
  });
}
