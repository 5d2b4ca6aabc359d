import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { insertMail, leaseDueMail, markMailFailed, markMailSent, type OutgoingMail } from "./outbox.queries";

export type { OutgoingMail } from "./outbox.queries";

export type MailService = {
  /** Stores the message in the outbox and, when a relay is configured, tries to send it right away. */
  queue(mail: OutgoingMail): Promise<string>;
  /** Sends every due message now (the timer calls it; tests await it). */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

const MAX_ATTEMPTS = 5;
const BATCH = 20;
const LEASE_SECONDS = 120;
const RETRY_TIMER_MS = 60_000;

export function createMailService(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): MailService {
  const { db, smtpUrl, from, log } = options;
  // nodemailer is loaded only when a relay is configured (start-up time).
  const transportReady: Promise<Transporter> | undefined = smtpUrl
    ? import("nodemailer").then((module) => module.default.createTransport(smtpUrl))
    : undefined;
  let transport: Transporter | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isRequested = false;

  const sendDue = async () => {
    if (!transportReady) return;
    transport ??= await transportReady;
    for (;;) {
      const rows = await leaseDueMail(db, BATCH, LEASE_SECONDS);
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          await transport.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
          });
          await markMailSent(db, row.id);
          log.info({ mailId: row.id, subject: row.subject }, "mail: sent");
        } catch (error) {
          const isFinal = row.attempts >= MAX_ATTEMPTS;
          const message = error instanceof Error ? error.message : String(error);
          await markMailFailed(db, row.id, message, { isFinal, retryInSeconds: 60 * 2 ** row.attempts });
          log.warn({ mailId: row.id, attempts: row.attempts, isFinal, error: message }, "mail: send failed");
        }
      }
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
