// An SMTP relay inside the test process, on 127.0.0.1 (int tests only). It refuses any recipient whose
// address starts with "refuse" with a permanent 550, and with `isDeferring` answers every message with
// a temporary 450, as a busy relay would.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

export async function startTestSmtp(options: { isDeferring?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().startsWith("refuse")) return callback();
      callback(Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (options.isDeferring) return callback(new Error("mailbox unavailable"));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** What arrived for one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** A header's encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`),
            "utf8",
          )
            .toString("utf8")
            .replace(/(%[0-9A-F]{2})+/gi, (run) => decodeURIComponent(run)),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  return bytes.replace(/(%[0-9A-F]{2})+/gi, (run) => decodeURIComponent(run));
}

/** The subject and the plain-text part of a received message, decoded (a test reads what a customer reads). */
export function readMail(mail: ReceivedMail): { subject: string; text: string; html: string } {
  const split = mail.raw.indexOf("\r\n\r\n");
  const head = mail.raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const subject = decodeWords(/^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? "");
  const part = (type: string) => {
    const at = mail.raw.search(new RegExp(`Content-Type: ${type}`, "i"));
    if (at < 0) return "";
    const rest = mail.raw.slice(at);
    const bodyAt = rest.indexOf("\r\n\r\n");
    const partHead = rest.slice(0, bodyAt);
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(partHead)?.[1]?.toLowerCase() ?? "7bit";
    const body = rest.slice(bodyAt + 4).split(/\r\n--/)[0] ?? "";
    return decodeBody(body, encoding);
  };
  return { subject, text: part("text/plain"), html: part("text/html") };
}
