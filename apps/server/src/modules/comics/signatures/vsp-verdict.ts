// The VSP / VSPP verdict (workflow §4 "signature approved or disapproved (whole tier or bulk)", §5
// "Signature disapproval needs a comment"): per comic (POST …/comic/{comicId}/vsp/approve|disapprove)
// and for every comic of a tier (POST /api/orders/{id}/bulkvsp/{tier}/approve|disapprove), each one
// order write. ASP rows are left as they are; the category of each comic is derived again.
import type { TBulkVspBody, TComicVspVerdictBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { NO_SIGNATURES_TO_VERIFY } from "@gbo/domain/messages";
import {
  approveSignatures,
  disapproveSignatures,
  isVerifiedType,
  validateDisapproval,
} from "@gbo/domain/signatures";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { type ComicRow, type OrderRow, signatures } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import {
  type Actor,
  actionResult,
  findComics,
  requireComic,
  type Tx,
  touchEvent,
  writeOrder,
} from "../../orders/index";
import {
  categoryOf,
  requireSignatureTier,
  type StoredSignature,
  setCategories,
  toDomainSignature,
  todayIso,
  updateSignatureVerdicts,
} from "./signature-shared";

export type Verdict = "approve" | "disapprove";

const verdictWord = (verdict: Verdict) => (verdict === "approve" ? "approved" : "disapproved");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "Signatures approved (2 VSP/VSPP)", "Signatures disapproved: ink is printed". */
export function comicVerdictText(verdict: Verdict, count: number, comment: string | null): string {
  const base = `Signatures ${verdictWord(verdict)} (${count} VSP/VSPP)`;
  return comment ? `${base}: ${comment}` : base;
}

/** "Signatures approved for 5 comics", "Signatures disapproved for 1 comic: not his hand". */
export function tierVerdictText(verdict: Verdict, comicCount: number, comment: string | null): string {
  const base = `Signatures ${verdictWord(verdict)} for ${plural(comicCount, "comic")}`;
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

async function signaturesOfComics(tx: Tx, orderId: string): Promise<Map<string, StoredSignature[]>> {
  const rows = await tx
    .select()
    .from(signatures)
    .where(eq(signatures.orderId, orderId))
    .orderBy(asc(signatures.id));
  const byComic = new Map<string, StoredSignature[]>();
  for (const row of rows)
    byComic.set(row.comicId, [...(byComic.get(row.comicId) ?? []), toDomainSignature(row)]);
  return byComic;
}

type Judged = { comic: ComicRow; after: readonly StoredSignature[] };

/** A verdict's write: the judged comics' VSP/VSPP rows, their categories derived again, one log line. */
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
        judged.flatMap(({ after }) => after.filter((s) => isVerifiedType(s.type))),
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
      const verified = rows.filter((s) => isVerifiedType(s.type));
      if (verified.length === 0) throw new AppError("bad_request", NO_SIGNATURES_TO_VERIFY);
      const after = judge(rows, verdict, comment, body.descriptions);
      const text = comicVerdictText(verdict, verified.length, comment);
      return verdictWrite(order, tier, [{ comic, after }], comic.id, text, `${comic.uniqueId}: ${text}`);
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
      const tierComics: ComicRow[] = await findComics(tx, order.id, tier.id);
      const byComic = await signaturesOfComics(tx, order.id);
      const judged = tierComics
        .map((comic) => ({ comic, rows: byComic.get(comic.id) ?? [] }))
        .filter(({ rows }) => rows.some((s) => isVerifiedType(s.type)))
        .map(({ comic, rows }) => ({ comic, after: judge(rows, verdict, comment) }));
      if (judged.length === 0) throw new AppError("bad_request", NO_SIGNATURES_TO_VERIFY);
      const text = tierVerdictText(verdict, judged.length, comment);
      return verdictWrite(order, tier, judged, null, text, text);
    },
  });
}
