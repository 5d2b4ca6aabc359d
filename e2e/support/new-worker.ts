// A worker made for one spec, as a lab makes one: an admin adds them with some claims, the set-password
// link arrives in the mail sink (support/smtp-sink.ts), and the link sets their password.
import { type APIRequestContext, expect } from "@playwright/test";
import { apiAs } from "./api-as";
import { DEMO_USERS, type DemoUser } from "./demo-users";

const SINK = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}`;

/** Quoted-printable, as the mailer may send a long line: soft breaks joined, =XX decoded. */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The link's token from the newest e-mail to `address` (delivery runs in the background: polled). */
async function mailedToken(request: APIRequestContext, address: string): Promise<string> {
  let token = "";
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${SINK}/messages?to=${encodeURIComponent(address)}`);
        const arrived = (await answer.json()) as { text: string }[];
        token = decodeURIComponent(
          /recover\?token=(\S+)/.exec(unquote(arrived.at(-1)?.text ?? ""))?.[1] ?? "",
        );
        return token;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return token;
}

export async function newWorker(
  request: APIRequestContext,
  name: string,
  claims: string[],
): Promise<DemoUser> {
  const email = `${name}-${Date.now() % 1_000_000}@example.test`;
  await (await apiAs(request, DEMO_USERS.admin)).post("/api/workers", {
    email,
    claims,
    isActive: true,
    frontedAccess: false,
  });
  const password = `${name}-e2e-password`;
  const reset = await request.post("/api/account/reset", {
    data: { token: await mailedToken(request, email), password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return { userName: email, password, claims };
}
