// The comic screen, read side (issue 11 points 1, 4 and 7): a grader opens a comic from its tier and
// lands on the view of its status, sees who did what to it, reaches it by a barcode scan, and an unknown
// comic lands on /orders/invalid echoing what was read.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { scanWithReader } from "../support/scan";
import { signIn, tokensFor } from "../support/session";

test.describe.configure({ timeout: 90_000 });

// One tier SO of two comics at PreGrade (orders-rules may switch it to Finalize: both open on grade).
const ORDER = "26-COMC001";

test("a grader opens a comic from its tier, lands on its grade view and sees its history", async ({
  page,
  request,
}) => {
  // A comment about this comic, written by someone else: the comic's history names it and its author.
  const admin = await tokensFor(request, DEMO_USERS.admin);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const summary = await request.get(`/api/orders/${ORDER}`, { headers });
  const { order } = (await summary.json()) as { order: { version: number } };
  const note = `Spine tick seen, ref ${Math.random().toString(36).slice(2, 8)}`;
  const comment = await request.post("/api/orders/comment", {
    headers,
    data: { orderId: ORDER, tierId: "SO", comicId: "001", description: note, version: order.version },
  });
  expect(comment.status(), await comment.text()).toBe(200);

  await signIn(page, DEMO_USERS.grade);
  await page.goto(`/orders/${ORDER}/SO`);
  await page.locator('[data-comic-link="001"]').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${ORDER}/001/grade$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${ORDER}-001`);
  await expect(
    page.getByRole("navigation", { name: "Comic views" }).getByRole("link", { name: "Grade" }),
  ).toHaveAttribute("aria-current", "page");

  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(note);
  await expect(history).toContainText("Administrator");
  await page.screenshot({ path: "test-results/comic-screen-grade.png", fullPage: true });

  // Another child view (what its label will say), and the way back to the tier.
  await page.getByRole("link", { name: "Labels" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${ORDER}/001/labels$`));
  await expect(page.getByRole("region", { name: "Labels verification" })).toBeVisible();
  await page.screenshot({ path: "test-results/comic-screen-labels.png", fullPage: true });
  await page.getByRole("link", { name: "← SO tier" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${ORDER}/SO$`));
});

test("a scanned comic opens its screen; an unknown comic lands on /orders/invalid", async ({ page }) => {
  await signIn(page, DEMO_USERS.grade);
  await page.goto("/dashboard");
  await scanWithReader(page, `${ORDER}-002`);
  await expect(page).toHaveURL(new RegExp(`/orders/${ORDER}/002/grade$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${ORDER}-002`);

  await page.goto(`/orders/${ORDER}/099`);
  await expect(page).toHaveURL(/\/orders\/invalid\?id=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${ORDER}/099 was not found`);
});
