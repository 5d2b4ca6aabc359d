// The e2e suite's mail relay (issue 16): a real SMTP server the main e2e server delivers to (SMTP_URL), so
// a spec can see that an e-mail arrived. It accepts every message, except that it refuses any recipient
// whose address starts with "refuse" (550, a permanent refusal), and shows what arrived over HTTP:
//   GET /messages?to=<address>  → [{ to, subject, text, receivedAt }] (all messages without `to`)
//   GET /health                 → ok (Playwright's readiness check)
// Started by playwright.config.ts as a webServer; ports from E2E_SMTP_PORT and E2E_SMTP_HTTP_PORT.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

type Arrived = { to: string[]; subject: string; text: string; receivedAt: string };

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT);
const arrived: Arrived[] = [];

/** Headers are unfolded; the body is what follows the first blank line (the spec reads it as text). */
function parse(raw: string): Pick<Arrived, "subject" | "text"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, " ");
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? "";
  return { subject, text: split < 0 ? "" : raw.slice(split + 4) };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  size: 10 * 1024 * 1024,
  onRcptTo(address, _session, callback) {
    if (!address.address.toLowerCase().startsWith("refuse")) return callback();
    callback(Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      arrived.push({
        to,
        ...parse(Buffer.concat(chunks).toString("utf8")),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  if (url.pathname === "/health") return void response.end("ok");
  if (url.pathname !== "/messages") {
    response.statusCode = 404;
    return void response.end();
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(to ? arrived.filter((mail) => mail.to.includes(to)) : arrived));
});

smtp.listen(smtpPort, "127.0.0.1", () => http.listen(httpPort, "127.0.0.1"));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
