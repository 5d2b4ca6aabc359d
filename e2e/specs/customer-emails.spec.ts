// The customer's milestone e-mails (issue 33 points 4 and 5): a receiving worker checks in a submitted demo
// order through the API, which queues its Received e-mail; a manager opens that order's customer, turns off
// "Grades ready", saves, reloads and finds it off (receipts and shipping shown always sent); sees the
// Received e-mail in the customer's e-mail history, follows it to the order and finds it in the order's log.

import type { TQueuePage } from "@gbo/contracts/orders";
import type { TReceiving } from "@gbo/contracts/submissions";
import { expect } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

let orderId = "";
let customerId = 0;

test.beforeAll(async ({ request }) => {
  const receiver = await apiAs(request, DEMO_USERS.receiving);
  // The last box of the full list: the other specs take the first ones.
  const queue = await receiver.get<TQueuePage>("/api/orders/queue/receiving/1/-/all");
  const row = queue.rows.at(-1);
  expect(row, "a submitted demo order to receive").toBeTruthy();
  orderId = row!.orderId;
  const receiving = await receiver.get<TReceiving>(`/api/orders/${orderId}/receiving`);
  const counts = Object.fromEntries(receiving.tiers.map((tier) => [tier.id, tier.count]));
  await receiver.post(`/api/orders/${orderId}/receiving`, {
    version: receiving.version,
    counts,
    complete: true,
  });
  customerId = receiving.customer.id;
});

test("a manager turns off Grades ready for a customer and it stays off", async ({ page }) => {
  await recordToasts(page);
  await page.goto(`/users/${customerId}/emails`);
  const grades = page.getByRole("checkbox", { name: "Grades ready" });
  await expect(grades).toBeChecked();
  const shipped = page.getByRole("checkbox", { name: /^Shipped/ });
  await expect(shipped).toBeChecked();
  await expect(shipped).toBeDisabled();
  await expect(page.getByText("always sent", { exact: true })).toHaveCount(4);

  await grades.uncheck();
  await page.getByRole("button", { name: "Save e-mail choices" }).click();
  await expectToast(page, "E-mail choices saved.");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Grades ready" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Received", exact: true })).toBeChecked();

  // The change is in the customer's history.
  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("table", { name: "Customer history" });
  await expect(history.getByRole("row", { name: /Mail choices.*All sent.*Off: Grades ready/ })).toBeVisible();
});

test("the customer's e-mail history lists the Received e-mail and the order's log shows it", async ({
  page,
}) => {
  await page.goto(`/users/${customerId}/emails`);
  const table = page.getByRole("table", { name: "E-mails to the customer" });
  const received = table.getByRole("row").filter({ hasText: orderId }).filter({ hasText: "Received" });
  await expect(received).toBeVisible();
  await page.screenshot({ path: "test-results/customer-emails.png" });

  await received.getByRole("link", { name: orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}`));
  await page.getByRole("button", { name: "Log", exact: true }).click();
  const log = page.getByRole("table", { name: "Order log" });
  await expect(log.getByText(/^E-mail: Received to \S+@\S+ — (queued|sent)$/)).toBeVisible();
  await page.screenshot({ path: "test-results/order-log-email.png" });
});

test.afterAll(async ({ request }) => {
  // Leave the demo customer as found: every milestone e-mail sent.
  if (!customerId) return;
  const manager = await apiAs(request, DEMO_USERS.manager);
  const mail = await manager.get<{ version: number }>(`/api/users/${customerId}/mail`);
  await manager.post(`/api/users/${customerId}/mail`, { turnedOff: [], version: mail.version });
});
