// E-mail (issue 16): a manager resends a failed e-mail with a comment and it ARRIVES at the suite's SMTP
// sink (support/smtp-sink.ts, which the main server delivers to); a message written on /sendEmail to a
// chosen customer arrives too.
import { expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const SINK = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}`;
const SHOTS = "/tmp/shots-mail";

type Arrived = { to: string[]; subject: string; text: string };

/** What reached the sink for one address (polled: delivery runs in the background). */
async function arrivedFor(page: Page, address: string): Promise<Arrived[]> {
  const response = await page.request.get(`${SINK}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Arrived[];
}

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test("a failed e-mail is resent with a comment and arrives", async ({ page }) => {
  await page.goto("/sendEmail");
  const table = page.getByRole("table", { name: "Failed e-mails" });
  await expect(table).toBeVisible();
  const row = table.locator('tbody tr[data-mail-state="failed"]').first();
  const address = (await row.getAttribute("data-failed-email")) ?? "";
  const subject = (await row.locator("td").nth(3).textContent()) ?? "";
  expect(address).toContain("@");
  const before = (await arrivedFor(page, address)).filter((mail) => mail.subject === subject).length;
  await page.screenshot({ path: `${SHOTS}/failed-list.png`, fullPage: true });

  await row.getByRole("button", { name: `Resend the e-mail to ${address}` }).click();
  const dialog = page.getByRole("dialog", { name: "Resend e-mail" });
  await dialog.getByRole("button", { name: "Resend" }).click();
  await expect(dialog.getByText("Please enter a comment.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/resend-needs-comment.png` });
  await dialog.getByLabel("Comment").fill("Customer confirmed the address by phone");
  await dialog.getByRole("button", { name: "Resend" }).click();
  await expectToast(page, "Task completed successfully.");
  // The resend leaves a trace (issue 30 §9): the row stays, queued (or already sent), with the comment.
  const resent = table.locator(`[data-failed-email="${address}"]`).filter({ hasText: "Customer confirmed" });
  await expect(resent).toHaveAttribute("data-mail-state", /queued|sent/);
  await expect(resent.getByText(/Queued|Sent/)).toBeVisible();

  await expect
    .poll(async () => (await arrivedFor(page, address)).filter((mail) => mail.subject === subject).length, {
      timeout: 30_000,
    })
    .toBe(before + 1);
  await page.reload();
  await expect(resent).toHaveAttribute("data-mail-state", "sent");
  await page.screenshot({ path: `${SHOTS}/resent-sent.png`, fullPage: true });
});

test("a message to a chosen customer arrives", async ({ page }) => {
  const subject = `Convention hours ${Date.now() % 1_000_000}`;
  await page.goto("/sendEmail");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("alert").getByText("Please choose at least one customer.")).toBeVisible();

  await page.getByLabel("Find customers").fill("gmail");
  const found = page.getByRole("table", { name: "Customers found" }).locator("tbody tr").first();
  await expect(found).toBeVisible();
  const address = ((await found.locator("td").nth(1).textContent()) ?? "").trim();
  await found.getByRole("button", { name: /^Add / }).click();
  await expect(page.getByText("Customers (1)")).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("We open at 9 on Saturday.");
  await page.screenshot({ path: `${SHOTS}/compose.png`, fullPage: true });
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(page, "Task completed successfully.");
  await expect(page.getByText("Customers (0)")).toBeVisible();

  await expect
    .poll(async () => (await arrivedFor(page, address)).filter((mail) => mail.subject === subject), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  const [mail] = (await arrivedFor(page, address)).filter((m) => m.subject === subject);
  expect(mail?.text).toContain("We open at 9 on Saturday.");
});
