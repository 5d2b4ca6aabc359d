// The order log's e-mail entries (issue 33): worded as staff read them, among the log's entries by time.
import type { TMilestoneEmail } from "@gbo/contracts/mail";
import type { TLogEntry } from "@gbo/contracts/orders";
import { describe, expect, it } from "vitest";
import { emailEntryText, mergeLogAndEmails } from "./order-log-dialog";

const email = (changes: Partial<TMilestoneEmail> = {}): TMilestoneEmail => ({
  id: "00000000-0000-4000-8000-000000000001",
  milestone: "grades",
  label: "Grades ready",
  isCorrection: false,
  orderId: "26-0A12345",
  to: "a@b.test",
  state: "sent",
  error: null,
  isBounced: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  sentAt: "2026-11-20T10:01:00.000Z",
  failedAt: null,
  ...changes,
});

const entry = (id: number, date: string): TLogEntry => ({
  id,
  orderId: "26-0A12345",
  type: "Status",
  tierId: null,
  comicId: null,
  description: `entry ${id}`,
  fromStatus: null,
  toStatus: null,
  author: "Sam",
  date,
});

describe("the order log's e-mails", () => {
  it("words an e-mail as a log entry", () => {
    expect(emailEntryText(email())).toBe("E-mail: Grades ready to a@b.test — sent");
    expect(emailEntryText(email({ state: "failed", isBounced: true }))).toBe(
      "E-mail: Grades ready to a@b.test — failed (bounced)",
    );
    expect(emailEntryText(email({ label: "Shipped", isCorrection: true, state: "queued" }))).toBe(
      "E-mail: Shipped (correction) to a@b.test — queued",
    );
  });

  it("places each e-mail among the entries by time, newest first like the log", () => {
    const rows = mergeLogAndEmails(
      [entry(2, "2026-11-20T11:00:00.000Z"), entry(1, "2026-11-20T09:00:00.000Z")],
      [email()],
    );
    expect(rows.map((row) => row.key)).toEqual(["log-2", `mail-${email().id}`, "log-1"]);
  });
});
