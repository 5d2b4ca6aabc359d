// The renderer of the customer's milestone e-mails (issue 33): a queued row (milestone set, rendered_at null)
// gets its subject, text and HTML from its template, then the sender may take it. Told after each commit that
// queued its own rows (onMilestonesQueued), and every minute for a row a crash or a stopped process left.
// A row is claimed with a short lease on next_attempt_at (the sender ignores unrendered rows, so the column is
// free until then) under SKIP LOCKED: two runs, in one process or two, never render the same row.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";
import { type Db, queryRows } from "../../../db/client";
import { type MailRow, mailOutbox } from "../../../db/schema/index";
import type { MailService } from "../../../integrations/mail/mail-service";
import { onMilestonesQueued } from "../../../integrations/mail/milestone-outbox";
import { markMailFailed } from "../../../integrations/mail/outbox.queries";
import type { MilestoneMailInput, RenderedMail } from "./milestone-facts";
import { MilestoneFactsError, readMilestoneInput } from "./milestone-facts-read";
import { renderMilestoneMail } from "./render-milestone";

const BATCH_SIZE = 20;
/** Longer than a render takes; a crash mid-render leaves the row to the next run after it. */
const LEASE_SECONDS = 60;
/** Tries of a row whose render failed for a passing reason (the database, a template error) before it fails. */
export const MAX_RENDER_TRIES = 3;
const RETRY_SECONDS = 30;
/**
 * Rows whose writer could not kick (a crash between commit and render, another process gone meanwhile):
 * each committing writer kicks its own, so this is a slow sweep, not the path an e-mail takes.
 */
const TIMER_MS = 60_000;

type RenderLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export type RenderOptions = {
  db: Db;
  /** The sender, told to take each row as soon as it is rendered. */
  mail: Pick<MailService, "flush">;
  log?: RenderLog;
  batchSize?: number;
  /** Tests count or break renders here. */
  render?: (input: MilestoneMailInput) => Promise<RenderedMail>;
};

const SILENT: RenderLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Leases the oldest pending rows (a CTE, so the pick runs once) and counts the try on `attempts`. */
async function claimBatch(db: Db, size: number): Promise<MailRow[]> {
  const picked = await queryRows<{ id: string }>(
    db,
    sql`
    with picked as (
      select id from mail_outbox
       where milestone is not null and rendered_at is null
         and status = 'not sent' and next_attempt_at <= now()
       order by created_at
       limit ${size}
       for update skip locked)
    update mail_outbox m
       set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = m.attempts + 1
      from picked
     where m.id = picked.id
    returning m.id`,
  );
  if (picked.length === 0) return [];
  const claimed = await db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.id,
        picked.map((row) => row.id),
      ),
    );
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Writes the rendered mail; only a row still unrendered and unsent (a second writer finds nothing). */
async function writeRendered(db: Db, id: string, mail: RenderedMail): Promise<boolean> {
  const written = await db
    .update(mailOutbox)
    .set({
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      renderedAt: sql`now()`,
      // The sender's tries start now, and it may take the row at once.
      attempts: 0,
      error: null,
      nextAttemptAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.renderedAt), eq(mailOutbox.status, "not sent")))
    .returning({ id: mailOutbox.id });
  return written.length > 0;
}

async function renderOne(options: RenderOptions, row: MailRow): Promise<boolean> {
  const { db } = options;
  const log = options.log ?? SILENT;
  const render = options.render ?? renderMilestoneMail;
  try {
    const input = await readMilestoneInput(db, row);
    const mail = await render(input);
    const isWritten = await writeRendered(db, row.id, mail);
    if (isWritten)
      log.info({ mailId: row.id, milestone: row.milestone, orderId: row.orderId }, "mail: rendered");
    return isWritten;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const isFinal = error instanceof MilestoneFactsError || row.attempts >= MAX_RENDER_TRIES;
    await markMailFailed(db, row.id, `Could not write this e-mail: ${message}`, {
      isFinal,
      retryInSeconds: RETRY_SECONDS * row.attempts,
    });
    log.warn(
      { err: error, mailId: row.id, milestone: row.milestone, orderId: row.orderId, isFinal },
      "mail: milestone render failed",
    );
    return false;
  }
}

/**
 * Renders every pending milestone row, a batch at a time, oldest first; the sender is told after each one
 * and awaited at the end (so a caller that awaits this finds the rendered mail handed to the relay).
 * Answers how many rows it rendered.
 */
export async function renderPendingMilestones(options: RenderOptions): Promise<number> {
  let rendered = 0;
  for (;;) {
    const batch = await claimBatch(options.db, options.batchSize ?? BATCH_SIZE);
    if (batch.length === 0) break;
    for (const row of batch) {
      if (await renderOne(options, row)) {
        rendered += 1;
        void options.mail.flush();
      }
    }
  }
  if (rendered > 0) await options.mail.flush();
  return rendered;
}

/** Runs the renderer on each kick and on its timer: one run at a time, one more if kicked during a run. */
export function startMilestoneRenderer(instance: FastifyInstance, context: AppContext): void {
  const options: RenderOptions = { db: context.db, mail: context.mail, log: instance.log };
  let running: Promise<void> | undefined;
  let isKicked = false;
  let isClosing = false;

  const kick = (): void => {
    if (isClosing) return;
    if (running) {
      isKicked = true;
      return;
    }
    running = (async () => {
      try {
        do {
          isKicked = false;
          await renderPendingMilestones(options);
        } while (isKicked && !isClosing);
      } catch (error) {
        instance.log.error({ err: error }, "mail: milestone renderer failed");
      } finally {
        running = undefined;
      }
    })();
  };

  const stopListening = onMilestonesQueued(kick);
  const timer = setInterval(kick, TIMER_MS);
  timer.unref();
  instance.addHook("onReady", async () => kick());
  instance.addHook("onClose", async () => {
    isClosing = true;
    clearInterval(timer);
    stopListening();
    await running;
  });
}
