// Pickup at the counter (issue 29 point 6): completing a pickup records who collected the order, the
// name given and the ID checked (its kind and last four only), and the order's log shows it. Uses a
// generated ready-for-pickup order (26-PICK001 serves orders-summary.spec.ts), the smallest one.
import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS } from "../support/demo-users";
import { scanIntoBox } from "../support/scan";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

type QueuePage = { rows: { orderId: string; count: number }[] };
type Summary = { comics: { uniqueId: string }[] };

test("a pickup needs who collected it, and the order's log names them and the ID checked", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, DEMO_USERS.shipping);
  const queue = await api.get<QueuePage>("/api/orders/queue/shipping-pickup/1/-/all");
  const [order] = queue.rows
    .filter((row) => row.orderId !== "26-PICK001")
    .sort((a, b) => a.count - b.count || a.orderId.localeCompare(b.orderId));
  expect(order, "a generated ready-for-pickup order").toBeDefined();
  const orderId = order?.orderId ?? "";
  const { comics } = await api.get<Summary>(`/api/orders/${orderId}`);

  await signIn(page, DEMO_USERS.shipping);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: "Hand over for pickup" })).toBeVisible();
  for (const comic of comics) await scanIntoBox(page, comic.uniqueId);
  await expect(page.locator("[data-scan-count]")).toContainText(`Scanned ${comics.length} of`);

  // Nobody recorded: refused on the screen, field by field, and nothing is sent.
  await page.getByRole("button", { name: "Complete pickup" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Collected by" });
  await expect(summary).toContainText("Enter the name of the person collecting the order.");
  await expect(summary).toContainText("Choose the kind of ID checked.");
  await expect(summary).toContainText("Enter the last 4 letters or digits of the ID checked.");
  await expect(page.getByRole("textbox", { name: "Collected by" })).toBeFocused();

  await page.getByRole("textbox", { name: "Collected by" }).fill("Jane Doe");
  await page.getByRole("combobox", { name: "ID checked" }).click();
  await page.getByRole("option", { name: "Driver's license" }).click();
  // Only four letters or digits go in: a whole ID number typed is cut to its first four.
  const last4 = page.getByRole("textbox", { name: "Last 4 of the ID" });
  await last4.fill("D1234567");
  await expect(last4).toHaveValue("D123");
  await last4.fill("4821");
  await page.screenshot({ path: "/tmp/pickup-collector.png" });
  await page.getByRole("button", { name: "Complete pickup" }).click();
  await expectToast(page, "Order picked up.");

  await page.goto(`/orders/${orderId}?summary=1`);
  await expect(page.locator('[data-status="Completed"]').first()).toBeVisible();
  await page.getByRole("button", { name: "Log", exact: true }).click();
  const log = page.getByRole("dialog", { name: `Order log · ${orderId}` });
  await expect(log.getByRole("table", { name: "Order log" })).toContainText(
    "Picked up by Jane Doe (Driver's license ending 4821)",
  );
});
