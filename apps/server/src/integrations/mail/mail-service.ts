// The outbox sender. Delivery is at-least-once: a message is leased (outbox.queries) before its send and
// marked afterwards, so a crash at any point leaves it in the outbox to be tried again once the lease runs
// out; nothing is lost. The one window for a duplicate is a crash (or a database failure that outlasts
// the retries below) after the relay accepted the message and before "sent" is written; SMTP has no
// idempotent submit, so we choose a possible duplicate over a lost message, and every try carries the
// same Message-ID (from the outbox id) so a relay or mail client can recognise the repeat.
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import type { MailRow } from "../../db/schema/index";
import { insertMail, type OutboxStore, type OutgoingMail, outboxStore } from "./outbox.queries";
import { classifySendError } from "./smtp-errors";

export type { OutgoingMail } from "./outbox.queries";

export type MailService = {
  /** Stores the message in the outbox and, when a relay is configured, tries to send it right away. */
  queue(mail: OutgoingMail): Promise<string>;
  /** Sends every due message now (the timer calls it; writes that queue mail and tests call it). */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/** Tries per message (a crash counts as a try): temporary failures back off 2, 4, 8, 16 minutes. */
export const MAX_ATTEMPTS = 5;
/** Longer than one send can take: the transport's timeouts below end a stuck send well before. */
const LEASE_SECONDS = 300;
const TRANSPORT_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
const RETRY_TIMER_MS = 60_000;
const MARK_SENT_TRIES = 3;

export const INTERRUPTED =
  "Delivery was interrupted on every try (the sender stopped before the result was recorded).";

export function retryDelaySeconds(attempts: number): number {
  return 60 * 2 ** attempts;
}

/** The Message-ID every try of one outbox row carries. */
export function messageIdOf(id: string): string {
  return `<${id}@outbox.gbo>`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMailService(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Tests replace single queries to simulate a database that fails at the worst moment. */
  outbox?: Partial<OutboxStore>;
}): MailService {
  const { db, smtpUrl, from, log } = options;
  const store: OutboxStore = { ...outboxStore, ...options.outbox };
  // nodemailer is loaded only when a relay is configured (start-up time).
  const transportReady: Promise<Transporter> | undefined = smtpUrl
    ? import("nodemailer").then((module) =>
        module.default.createTransport({ url: smtpUrl, ...TRANSPORT_TIMEOUTS }),
      )
    : undefined;
  let transport: Transporter | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isRequested = false;

  /** Marks a delivered message sent, retrying a failing database briefly; false leaves the lease as is. */
  const recordSent = async (row: MailRow): Promise<boolean> => {
    for (let tries = 1; ; tries += 1) {
      try {
        await store.markMailSent(db, row.id);
        return true;
      } catch (error) {
        if (tries >= MARK_SENT_TRIES) {
          log.error(
            { err: error, mailId: row.id },
            "mail: delivered but not marked sent; resent after the lease",
          );
          return false;
        }
        await pause(200 * tries);
      }
    }
  };

  const sendOne = async (mailer: Transporter, row: MailRow) => {
    if (row.attempts > MAX_ATTEMPTS) {
      // Leased MAX_ATTEMPTS times without a recorded result: the sender died each time. Listed, not retried.
      await store.markMailFailed(db, row.id, INTERRUPTED, { isFinal: true, retryInSeconds: 0 });
      log.warn({ mailId: row.id, attempts: row.attempts }, "mail: interrupted too often");
      return;
    }
    try {
      await mailer.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        messageId: messageIdOf(row.id),
      });
    } catch (error) {
      const failure = classifySendError(error);
      const isFinal = failure.isPermanent || row.attempts >= MAX_ATTEMPTS;
      await store.markMailFailed(db, row.id, failure.message, {
        isFinal,
        retryInSeconds: retryDelaySeconds(row.attempts),
      });
      log.warn(
        { mailId: row.id, attempts: row.attempts, isFinal, error: failure.message },
        "mail: send failed",
      );
      return;
    }
    // Outside the try above: a database failure here must not be taken for a failed send (that would
    // schedule a second delivery of a message the relay already has).
    if (await recordSent(row)) log.info({ mailId: row.id, subject: row.subject }, "mail: sent");
  };

  const sendDue = async () => {
    if (!transportReady) return;
    transport ??= await transportReady;
    for (;;) {
      const row = await store.leaseNextMail(db, LEASE_SECONDS);
      if (!row) return;
      await sendOne(transport, row);
    }
  };

  // One sender loop at a time; a request during a run schedules exactly one more run.
  const flush = async (): Promise<void> => {
    if (running) {
      isRequested = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          isRequested = false;
          await sendDue();
        } while (isRequested);
      } catch (error) {
        log.error({ err: error }, "mail: sender failed");
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    queue: async (mail) => {
      const row = await insertMail(db, mail);
      log.info(
        { mailId: row.id, subject: mail.subject, isRelayConfigured: Boolean(transportReady) },
        "mail: queued",
      );
      if (transportReady) void flush();
      return row.id;
    },
    flush,
    start: () => {
      if (!transportReady || timer) return;
      timer = setInterval(() => void flush(), RETRY_TIMER_MS);
      timer.unref();
      void flush();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
}
