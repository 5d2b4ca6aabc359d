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
