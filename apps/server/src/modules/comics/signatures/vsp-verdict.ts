// The VSP / VSPP verdict (workflow §4 "signature approved or disapproved (whole tier or bulk)", §5
// "Signature disapproval needs a comment"): per comic (POST …/comic/{comicId}/vsp/approve|disapprove)
// and for every comic of a tier (POST /api/orders/{id}/bulkvsp/{tier}/approve|disapprove), each one
// order write. A verdict decides only undecided VSP/VSPP rows (issue 29): ASP rows and rows already
// approved or disapproved are left as they are; the category of each comic is derived again.
import type { TBulkVspBody, TComicVspVerdictBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { NO_SIGNATURES_TO_VERIFY } from "@gbo/domain/messages";
import {
  approveSignatures,
  bulkVerdictBlocker,
  bulkVerdictLogText,
  bulkVerdictSummary,
  disapproveSignatures,
  isVerifiedType,
  NO_UNDECIDED_SIGNATURES_ON_COMIC,
  undecidedSignatures,
  validateDisapproval,
} from "@gbo/domain/signatures";
import type { Database } from "../../../db/client";
import type { ComicRow, OrderRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type Actor, actionResult, requireComic, type Tx, touchEvent, writeOrder } from "../../orders/index";
import { planTierVerdict, signaturesOfComics } from "./bulk-vsp-plan";
import {
  categoryOf,
  requireSignatureTier,
  type StoredSignature,
  setCategories,
  todayIso,
  updateSignatureVerdicts,
} from "./signature-shared";

export type Verdict = "approve" | "disapprove";

const verdictWord = (verdict: Verdict) => (verdict === "approve" ? "approved" : "disapproved");

/** "Signatures approved (2 VSP/VSPP)", "Signatures disapproved: ink is printed". */
export function comicVerdictText(verdict: Verdict, count: number, comment: string | null): string {
  const base = `Signatures ${verdictWord(verdict)} (${count} VSP/VSPP)`;
  return comment ? `${base}: ${comment}` : base;
}

/** The comic's rows after the verdict, only those it changes kept for writing. */
function judge(
  rows: readonly StoredSignature[],
  verdict: Verdict,
  comment: string | null,
  descriptions: Readonly<Record<string, string>> = {},
): StoredSignature[] {
  if (verdict === "approve") return approveSignatures(rows, todayIso());
  const judged = disapproveSignatures(rows, comment, descriptions);
  if (!judged.ok) throw AppError.fields(judged.message, { comment: [judged.message] });
  return judged.value;
}

/** The comment a disapproval needs, refused with the domain's text before anything is read. */
function commentFor(verdict: Verdict, comment: string | null | undefined): string | null {
  if (verdict === "approve") return comment?.trim() || null;
  const checked = validateDisapproval(comment);
  if (!checked.ok) throw AppError.fields(checked.message, { comment: [checked.message] });
  return checked.value;
}

/** A comic judged: its rows after the verdict, and the ids of those the verdict changed. */
type Judged = { comic: ComicRow; after: readonly StoredSignature[]; changed: ReadonlySet<number> };

/** A verdict's write: the rows it changed, the comics' categories derived again, one log line. */
function verdictWrite(
  order: OrderRow,
  tier: { id: string; status: string },
  judged: readonly Judged[],
  comicId: string | null,
  text: string,
  message: string,
) {
  return {
    apply: async (w: Tx) => {
      await updateSignatureVerdicts(
        w,
        order.id,
        judged.flatMap(({ after, changed }) => after.filter((s) => changed.has(s.id))),
      );
      await setCategories(
        w,
        order.id,
        new Map(judged.map(({ comic, after }) => [comic.id, categoryOf(comic, after)])),
      );
    },
    log: [{ type: "Signature", description: text, tierId: tier.id, comicId }],
    events: [touchEvent(order, tier.id)],
    answer: (version: number) => actionResult({ message, order, version, orderStatus: order.status, tier }),
  };
}

export async function judgeComicSignatures(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  comicId: string;
  verdict: Verdict;
  body: TComicVspVerdictBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body, verdict } = options;
  const comment = commentFor(verdict, body.comment);
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const comic = await requireComic(tx, order, options.comicId);
      const tier = await requireSignatureTier(tx, actor, order, comic.tierId);
      const rows = (await signaturesOfComics(tx, order.id)).get(comic.id) ?? [];
      if (!rows.some((s) => isVerifiedType(s.type)))
        throw new AppError("bad_request", NO_SIGNATURES_TO_VERIFY);
      const undecided = undecidedSignatures(rows);
      if (undecided.length === 0) throw new AppError("bad_request", NO_UNDECIDED_SIGNATURES_ON_COMIC);
      const after = judge(rows, verdict, comment, body.descriptions);
      const changed = new Set(undecided.map((s) => s.id));
      const text = comicVerdictText(verdict, undecided.length, comment);
      return verdictWrite(
        order,
        tier,
        [{ comic, after, changed }],
        comic.id,
        text,
        `${comic.uniqueId}: ${text}`,
      );
    },
  });
}

export async function judgeTierSignatures(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  tierId: string;
  verdict: Verdict;
  body: TBulkVspBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body, verdict } = options;
  const comment = commentFor(verdict, body.comment);
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireSignatureTier(tx, actor, order, options.tierId);
      // The same plan the dialog showed at this version: the log line counts what the dialog counted.
      const plan = await planTierVerdict(tx, order, tier);
      const blocker = bulkVerdictBlocker(plan);
      if (blocker) throw new AppError("bad_request", blocker);
      const judged = plan.comics.map(({ comic, changes }) => ({
        comic: comic.row,
        after: judge(comic.signatures, verdict, comment),
        changed: new Set(changes.map((s) => s.id)),
      }));
      const text = bulkVerdictLogText(verdict, plan, comment);
      return verdictWrite(order, tier, judged, null, text, bulkVerdictSummary(verdict, plan));
    },
  });
}
