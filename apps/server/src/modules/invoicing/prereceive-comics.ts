// Pre-receiving (submissions-pricing §2 the pre-receiving page, §4, §5 "Comic form", §7): the page's read
// and the saved-comics submit. The submit takes the whole list: a new comic gets the order's next
// three-digit sequence and its certification number `{orderId}-{seq}`, a listed saved comic is updated,
// a saved comic left out of the list is removed. Every balance is the domain's (checkPreReceivingList).
import type {
  TPreReceive,
  TPreReceiveComic,
  TPreReceiveSavedComic,
  TPreReceiveSubmitBody,
  TPreReceiveSubmitResult,
} from "@gbo/contracts/invoicing";
import type { Catalog, Country } from "@gbo/domain/catalog";
import {
  checkPreReceivingList,
  flagsAfterSave,
  type PreReceivingComic,
  type PreReceivingTier,
  SAVED_COMIC_STATUS,
  tierBalances,
  tierImpliedFlags,
} from "@gbo/domain/comic";
import { comicUniqueId, nextComicSeq } from "@gbo/domain/ids";
import { TOO_MANY_COMICS } from "@gbo/domain/messages";
import { resolveTier } from "@gbo/domain/pricing";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { insertJsonRows } from "../../db/insert-json-rows";
import {
  type ComicRow,
  comics,
  customers,
  type OrderRow,
  orderLog,
  signatures,
  type TierRow,
} from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { getCatalog } from "../catalog/index";
import {
  type Actor,
  actionResult,
  assertCanDo,
  assertOrderStatus,
  findTiers,
  type LogInput,
  requireOrder,
  type Tx,
  touchEvent,
  writeOrder,
} from "../orders/index";
import { checkReholders } from "./prereceive-reholders";

type SignatureRow = typeof signatures.$inferSelect;

/** A stored comic as the pre-receiving list speaks of it. Raw grade is stored as partial grade. */
export function toPreReceiveComic(row: ComicRow, signed: readonly SignatureRow[]): TPreReceiveSavedComic {
  return {
    id: row.id,
    uniqueId: row.uniqueId,
    status: row.status,
    tierId: row.tierId,
    title: row.title,
    issue: row.issue ?? "",
    year: row.year ?? "",
    publisher: row.publisher ?? "",
    variant: row.variant ?? "",
    quantity: row.quantity,
    insured: row.insured,
    image: row.image,
    international: row.international,
    press: row.press > 0,
    pressScreen: row.pressScreen,
    originalArt: row.artwork && !tierImpliedFlags(row.tierId).artwork,
    slabOnly: row.isSlab && !tierImpliedFlags(row.tierId).isSlab,
    rawGrade: row.partialGrade,
    gradeScreen: (row.gradeScreen ?? 0) > 0,
    reholder: row.reholder,
    reholderId: row.reholderId,
    signatures: signed
      .filter((s) => s.comicId === row.id)
      .map((s) => ({ type: s.type, label: s.label ?? s.name })),
  };
}

export function toBalanceTier(tier: TierRow, catalog?: Catalog, country?: string): PreReceivingTier {
  const known = catalog
    ? resolveTier(catalog, (country === "CA" ? "CA" : "US") as Country, tier.id)
    : undefined;
  return {
    id: tier.id,
    count: tier.count,
    insured: tier.insured,
    invoiceCounts: tier.invoiceCounts,
    insuredRange: known ? { min: known.minInsured, max: known.insured } : null,
  };
}

/** The catalog the order's tiers are read against (the current one, at the order's level). */
async function catalogOf(db: Db | Tx, order: Pick<OrderRow, "level">): Promise<Catalog> {
  return getCatalog(db as Db, undefined, order.level);
}

/** A comic as text with its fields in one order, to tell a changed saved comic from an unchanged one. */
function canonical(comic: TPreReceiveComic): string {
  const { signatures: signed, ...fields } = comic;
  const sorted = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key as keyof typeof fields]]);
  return JSON.stringify([sorted, signed.map((s) => [s.type, s.label])]);
}

async function readComics(db: Db | Tx, orderId: string) {
  const rows = await db.select().from(comics).where(eq(comics.orderId, orderId)).orderBy(asc(comics.id));
  const signed = await db.select().from(signatures).where(eq(signatures.orderId, orderId));
  return rows.map((row) => toPreReceiveComic(row, signed));
}

/** GET /api/orders/{id}/prereceive: "order status 'AddComic' is required for the add-comic screens". */
export async function getPreReceive(options: {
  database: Database;
  actor: Actor;
  orderId: string;
}): Promise<TPreReceive> {
  const { db } = options.database;
  const order = await requireOrder(db, options.orderId);
  // The status first: the page sends any other order to its summary (§4).
  assertOrderStatus(order, ["AddComic"]);
  assertCanDo(options.actor, "addComic", order);
  const tierRows = await findTiers(db, order.id);
  const saved = await readComics(db, order.id);
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .limit(1);
  const balances = tierBalances(
    tierRows.map((t) => toBalanceTier(t)),
    saved,
  );
  const catalog = await catalogOf(db, order);
  return {
    id: order.id,
    status: order.status as TPreReceive["status"],
    version: order.version,
    customerName: customer?.name ?? "",
    collectibleType: order.collectibleType,
    mangaType: order.mangaType,
    countryCode: order.countryCode,
    addOnCounts: order.addOnCounts,
    tiers: tierRows.map((tier, index) => {
      const balance = balances[index];
      return {
        id: tier.id,
        label: tier.label ?? tier.id,
        count: tier.count,
        insured: tier.insured,
        days: tier.days,
        invoiceCounts: Object.fromEntries(
          Object.entries(tier.invoiceCounts).filter((e): e is [string, number] => typeof e[1] === "number"),
        ),
        remainingComics: balance?.remainingComics ?? tier.count,
        remainingInsured: tier.insured > 0 ? (balance?.remainingInsured ?? tier.insured) : null,
        insuredRange: toBalanceTier(tier, catalog, order.countryCode).insuredRange ?? null,
        status: tier.status,
      };
    }),
    comics: saved,
    checkoutEligible: flagsAfterSave(balances).checkoutEligible,
  };
}

/** The stored columns of a listed comic (the order's type; its tier's workflow fields). */
function columnsOf(comic: TPreReceiveComic, tier: TierRow) {
  const implied = tierImpliedFlags(tier.id);
  return {
    tierId: tier.id,
    tierLabel: tier.label ?? tier.id,
    title: comic.title,
    issue: comic.issue || null,
    year: comic.year || null,
    displayYear: comic.year || null,
    publisher: comic.publisher || null,
    variant: comic.variant || null,
    quantity: comic.quantity,
    insured: comic.insured,
    image: comic.image,
    international: comic.international,
    press: comic.press ? Math.max(tier.press, 1) : 0,
    pressScreen: comic.pressScreen,
    artwork: comic.originalArt || implied.artwork,
    isSlab: comic.slabOnly || implied.isSlab,
    isWitnessedSignature: implied.isWitnessedSignature,
    partialGrade: comic.rawGrade,
    gradeScreen: comic.gradeScreen ? 1 : null,
    reholder: comic.reholder,
    reholderId: comic.reholderId,
    fastPass: tier.fastPass,
    days: tier.days,
    baseTotal: tier.rate,
    total: tier.rate,
  };
}

function describeComic(comic: TPreReceiveComic): string {
  return `${comic.title}${comic.issue ? ` #${comic.issue}` : ""}${comic.quantity > 1 ? ` × ${comic.quantity}` : ""}`;
}

/** POST /api/orders/prereceive/comics/{id}/submit: answers 1 and the order's new version. */
export async function submitPreReceiveComics(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TPreReceiveSubmitBody;
}): Promise<TPreReceiveSubmitResult> {
  const { database, actor, body } = options;
  const written = await writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertCanDo(actor, "addComic", order);
      assertOrderStatus(order, ["AddComic"]);
      const tierRows = await findTiers(tx, order.id);
      const saved = await readComics(tx, order.id);
      const savedIds = new Set(saved.map((c) => c.id));
      for (const comic of body.comics) {
        if (comic.id !== null && !savedIds.has(comic.id)) {
          throw new AppError("bad_request", `Comic ${comic.id} is not on this order; reload it.`);
        }
      }
      const catalog = await catalogOf(tx, order);
      const balanceTiers = tierRows.map((t) => toBalanceTier(t, catalog, order.countryCode));
      // A reholder's own texts first ('Sorry You can not enter Insured amount more than N').
      await checkReholders({ tx, order, tiers: balanceTiers, comics: body.comics, saved });
      const checked = checkPreReceivingList({
        tiers: balanceTiers,
        addOnCounts: order.addOnCounts,
        comics: body.comics satisfies readonly PreReceivingComic[],
        saved,
        country: order.countryCode,
      });
      if (!checked.ok) throw new AppError("bad_request", checked.message);

      // Sequences the log names count as used: a removed comic's certification number is not reissued.
      const logged = await tx
        .selectDistinct({ comicId: orderLog.comicId })
        .from(orderLog)
        .where(and(eq(orderLog.orderId, order.id), isNotNull(orderLog.comicId)));
      const used = [...saved.map((c) => c.id), ...logged.map((l) => l.comicId ?? "")].filter((id) =>
        /^\d{3}$/.test(id),
      );
      const plan = body.comics.map((comic) => {
        if (comic.id !== null) return { comic, id: comic.id, isNew: false };
        const seq = nextComicSeq(used);
        if (!seq) throw new AppError("bad_request", TOO_MANY_COMICS);
        used.push(seq);
        return { comic, id: seq, isNew: true };
      });
      const listed = new Set(plan.map((p) => p.id));
      const removed = saved.filter((c) => !listed.has(c.id));
      const log: LogInput[] = [
        ...plan.map((p) => ({
          type: p.isNew ? "AddComic" : "Comic",
          description: `${p.isNew ? "Added" : "Saved"} comic ${p.id} in tier ${p.comic.tierId}: ${describeComic(p.comic)}`,
          tierId: p.comic.tierId,
          comicId: p.id,
        })),
        ...removed.map((c) => ({
          type: "DeleteComic",
          description: `Removed comic ${c.id} from tier ${c.tierId}: ${c.title}`,
          tierId: c.tierId,
          comicId: c.id,
        })),
        { type: "Comics", description: `Comics saved (${plan.length} on the order)` },
      ];
      const tierOf = (id: string) => tierRows.find((t) => t.id === id) as TierRow;
      return {
        apply: async (w) => {
          if (removed.length > 0) {
            const ids = removed.map((c) => c.id);
            await w.delete(comics).where(and(eq(comics.orderId, order.id), inArray(comics.id, ids)));
            await w
              .delete(signatures)
              .where(and(eq(signatures.orderId, order.id), inArray(signatures.comicId, ids)));
          }
          // A few statements whatever the list's length: new comics in one insert, changed ones updated
          // (an unchanged saved comic is not written), the listed comics' signatures replaced in one go.
          const fresh = plan.filter((p) => p.isNew);
          await insertJsonRows(
            w,
            comics,
            fresh.map(({ comic, id }) => ({
              ...columnsOf(comic, tierOf(comic.tierId)),
              orderId: order.id,
              id,
              uniqueId: comicUniqueId(order.id, id),
              status: SAVED_COMIC_STATUS,
              collectibleType: order.collectibleType,
              mangaType: order.mangaType,
            })),
          );
          const before = new Map(saved.map((c) => [c.id, canonical(c)]));
          const changed = plan.filter((p) => !p.isNew && before.get(p.id) !== canonical(p.comic));
          for (const { comic, id } of changed) {
            await w
              .update(comics)
              .set(columnsOf(comic, tierOf(comic.tierId)))
              .where(and(eq(comics.orderId, order.id), eq(comics.id, id)));
          }
          const rewritten = [...fresh, ...changed];
          if (changed.length > 0) {
            const ids = changed.map((p) => p.id);
            await w
              .delete(signatures)
              .where(and(eq(signatures.orderId, order.id), inArray(signatures.comicId, ids)));
          }
          await insertJsonRows(
            w,
            signatures,
            rewritten.flatMap(({ comic, id }) =>
              comic.signatures.map((s) => ({
                orderId: order.id,
                comicId: id,
                name: s.label || s.type,
                label: s.label || null,
                type: s.type,
              })),
            ),
          );
        },
        log,
        events: [touchEvent(order)],
        answer: (version) =>
          actionResult({ message: "Comics Saved", order, version, orderStatus: order.status }),
      };
    },
  });
  return { result: 1, version: written.version };
}
