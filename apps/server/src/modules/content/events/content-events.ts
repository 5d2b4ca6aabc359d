// Onsite events and signings (administration §3–§5, §7): one table, two kinds, the same calls under
// /api/onsites/ and /api/signings/. Every rule is the domain's (contentEventProblems: the spec's messages,
// the event date window of today to 365 days); writes carry the version read (stale → 409).
import type {
  TContentEvent,
  TContentEventInput,
  TContentEventKind,
  TContentEventsPage,
} from "@gbo/contracts/content-events";
import { contentEventProblems, eventInstantOf, eventSlotOf } from "@gbo/domain/content";
import { utcDay } from "@gbo/domain/dates";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { type ContentEventRow, contentEvents } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";
import type { BlobStore } from "../../../integrations/blobs/index";
import { imageKeyOf, pictureUrlOf } from "./content-images";
import { VERSION_REQUIRED } from "./conventions";

export const EVENT_NOT_FOUND: Record<TContentEventKind, string> = {
  onsite: "Onsite event not found.",
  signing: "Signing not found.",
};
export const EVENT_STALE = "This event was changed by someone else. Reload and try again.";

export const FOLDER = { onsite: "onsites", signing: "signings" } as const;

type Actor = { userName: string };
export type EventDeps = {
  db: Db;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  actor: Actor;
  kind: TContentEventKind;
};

function fieldsOf(
  row: Pick<ContentEventRow, "id" | "kind" | "title" | "eventDate" | "infoEmail" | "version">,
) {
  const slot = eventSlotOf(row.eventDate);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    eventDate: slot.day,
    hour: slot.hour,
    infoEmail: row.infoEmail,
    version: row.version,
  };
}

export async function listContentEvents(
  db: Db,
  kind: TContentEventKind,
  query: { page: number; pageSize: number; when: "all" | "upcoming" | "past" },
  today: string = utcDay(Date.now()),
): Promise<TContentEventsPage> {
  const start = new Date(`${today}T00:00:00.000Z`);
  const range: SQL | undefined =
    query.when === "upcoming"
      ? gte(contentEvents.eventDate, start)
      : query.when === "past"
        ? lt(contentEvents.eventDate, start)
        : undefined;
  const where = and(eq(contentEvents.kind, kind), range);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(contentEvents).where(where);
  const rows = await db
    .select({
      id: contentEvents.id,
      kind: contentEvents.kind,
      title: contentEvents.title,
      eventDate: contentEvents.eventDate,
      infoEmail: contentEvents.infoEmail,
      version: contentEvents.version,
      facilitatorCount: sql<number>`jsonb_array_length(${contentEvents.facilitators})::int`,
    })
    .from(contentEvents)
    .where(where)
    .orderBy(
      query.when === "upcoming" ? asc(contentEvents.eventDate) : desc(contentEvents.eventDate),
      desc(contentEvents.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map((row) => ({ ...fieldsOf(row), facilitatorCount: row.facilitatorCount })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.count ?? 0,
  };
}

async function requireEvent(db: Db, kind: TContentEventKind, id: number): Promise<ContentEventRow> {
  const [row] = await db
    .select()
    .from(contentEvents)
    .where(and(eq(contentEvents.id, id), eq(contentEvents.kind, kind)))
    .limit(1);
  if (!row) throw new AppError("not_found", EVENT_NOT_FOUND[kind]);
  return row;
}

export async function getContentEvent(
  deps: Pick<EventDeps, "db" | "blobs" | "kind">,
  id: number,
): Promise<TContentEvent> {
  const row = await requireEvent(deps.db, deps.kind, id);
  return {
    ...fieldsOf(row),
    facilitators: row.facilitators,
    comments: row.comments,
    imageUrl: await pictureUrlOf(deps.blobs, row),
  };
}

function checked(input: TContentEventInput, keptDay: string | null, today: string) {
  const form = {
    title: (input.title ?? "").trim(),
    eventDate: input.eventDate.trim(),
    infoEmail: input.infoEmail.trim(),
    facilitators: (input.facilitators ?? []).map((f) => ({ info: f.info.trim(), email: f.email.trim() })),
    comments: (input.comments ?? []).map((c) => ({ line1: c.line1.trim(), line2: (c.line2 ?? "").trim() })),
  };
  const problems = contentEventProblems(form, { today, keptDay });
  if (Object.keys(problems).length > 0) {
    throw AppError.fields(
      ERROR_SAVING_CHANGES,
      Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
    );
  }
  const { eventDate, ...rest } = form;
  return { ...rest, eventDate: eventInstantOf({ day: eventDate, hour: input.hour }) };
}

export async function createContentEvent(
  deps: EventDeps,
  input: TContentEventInput,
  today: string = utcDay(Date.now()),
): Promise<TContentEvent> {
  const values = checked(input, null, today);
  const [row] = await deps.db
    .insert(contentEvents)
    .values({ ...values, kind: deps.kind })
    .returning({ id: contentEvents.id });
  deps.log.info({ by: deps.actor.userName, kind: deps.kind, eventId: row!.id }, "content event created");
  return getContentEvent(deps, row!.id);
}

export async function updateContentEvent(
  deps: EventDeps,
  id: number,
  input: TContentEventInput,
  today: string = utcDay(Date.now()),
): Promise<TContentEvent> {
  const current = await requireEvent(deps.db, deps.kind, id);
  const values = checked(input, eventSlotOf(current.eventDate).day, today);
  if (input.version === undefined)
    throw AppError.fields(ERROR_SAVING_CHANGES, { version: [VERSION_REQUIRED] });
  const [row] = await deps.db
    .update(contentEvents)
    .set({ ...values, version: sql`${contentEvents.version} + 1` })
    .where(and(eq(contentEvents.id, id), eq(contentEvents.version, input.version)))
    .returning({ id: contentEvents.id });
  if (!row) throw new AppError("conflict", EVENT_STALE);
  deps.log.info({ by: deps.actor.userName, kind: deps.kind, eventId: id }, "content event updated");
  return getContentEvent(deps, id);
}

export async function deleteContentEvent(deps: EventDeps, id: number): Promise<{ ok: true }> {
  await requireEvent(deps.db, deps.kind, id);
  await deps.db.delete(contentEvents).where(eq(contentEvents.id, id));
  await deps.blobs.delete(imageKeyOf(FOLDER[deps.kind], id));
  deps.log.info({ by: deps.actor.userName, kind: deps.kind, eventId: id }, "content event deleted");
  return { ok: true };
}
