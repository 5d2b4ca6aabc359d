// The grade view (workflow §4, §5): a grader grades a whole tier from the keyboard in grade-next mode,
// a reject without a fee is refused with the spec's text, and grade-next cannot be entered directly.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });

// 26-GRAD001: one tier SO of two comics at PreGrade, seeded for this spec alone.
const order = "26-GRAD001";

test("a grader grades a whole tier in grade-next mode, sees the grades on the tier and completes it", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.grade);

  // Entering grade-next without stored state: the spec's alert, then the tier screen.
  await page.goto(`/orders/${order}/002/grade?next=1`);
  await expectToast(page, "Sorry you can not directly come on this page!");
  await expect(page).toHaveURL(new RegExp(`/orders/${order}/SO$`));

  await page.goto(`/orders/${order}/001/grade`);
  const form = page.getByRole("form", { name: "Grade" });
  const grade = form.getByRole("combobox", { name: "Grade", exact: true });
  await expect(grade).toBeFocused();

  // A reject needs its fee: every error listed above the form.
  await form.getByRole("checkbox", { name: "Reject" }).check();
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("Please enter reject fees");
  await form.getByRole("checkbox", { name: "Reject" }).uncheck();
  await expect(form.getByRole("alert")).toHaveCount(0);

  await grade.fill("9.8");
  await expect(page.getByTestId("grade-category")).toHaveText("Certified");
  await page.screenshot({ path: "test-results/grade-view.png", fullPage: true });
  await grade.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/orders/${order}/002/grade\\?next=1$`));

  const nextGrade = page
    .getByRole("form", { name: "Grade" })
    .getByRole("combobox", { name: "Grade", exact: true });
  await expect(nextGrade).toHaveValue("");
  await nextGrade.fill("9.6");
  await nextGrade.press("Enter");
  // The last comic of the tier: back to the tier screen, the grades in its work panel.
  await expect(page).toHaveURL(new RegExp(`/orders/${order}/SO$`));
  await expect(page.locator('[data-comic-row="001"]')).toContainText("9.8");
  await expect(page.locator('[data-comic-row="002"]')).toContainText("9.6");
  await page.screenshot({ path: "test-results/grade-view-tier.png", fullPage: true });
  // And completes it: each saved grade counted its comic (grading is one pass), no scan needed.
  await expect(page.locator("[data-tier-processed]")).toHaveText("2 / 2");
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Finalize queue");
});

test("a grade saved on a stale order shows the conflict and saves once reloaded", async ({ page }) => {
  await signIn(page, DEMO_USERS.grade);
  const { accessToken } = await tokensFor(page.request, DEMO_USERS.grade);
  const headers = { Authorization: `Bearer ${accessToken}` };
  // A generated order with a tier at PreGrade (the fixed demo orders belong to other specs).
  const queue = await page.request.get("/api/orders/queue/grading/1/-/all?steps=PreGrade", { headers });
  expect(queue.status()).toBe(200);
  const rows = ((await queue.json()) as { rows: { orderId: string; tierId: string }[] }).rows;
  // Not one of the fixed demo orders (26-ABCD001): each belongs to its own spec.
  const row = rows.find((r) => !/^\d{2}-[A-Z]{4}\d{3}$/.test(r.orderId));
  expect(row, "a PreGrade tier in the demo data").toBeDefined();
  const { orderId, tierId } = row as { orderId: string; tierId: string };
  const summary = (await (await page.request.get(`/api/orders/${orderId}`, { headers })).json()) as {
    order: { version: number };
    comics: { id: string; tierId: string }[];
  };
  const seq = summary.comics.find((c) => c.tierId === tierId)?.id as string;

  await page.goto(`/orders/${orderId}/${seq}/grade`);
  const grade = page
    .getByRole("form", { name: "Grade" })
    .getByRole("combobox", { name: "Grade", exact: true });
  await expect(grade).toBeFocused();
  // Someone else writes the order just before this save reaches the server (held at the route, so the
  // live update cannot bring the new version to the page first).
  await page.route(
    `**/api/orders/${orderId}/comic/${seq}/grade`,
    async (route) => {
      const current = (await (await page.request.get(`/api/orders/${orderId}`, { headers })).json()) as {
        order: { version: number };
      };
      const elsewhere = await page.request.post("/api/orders/comment", {
        headers,
        data: { orderId, description: "Checked at the other desk", version: current.order.version },
      });
      expect(elsewhere.status()).toBe(200);
      await route.continue();
    },
    { times: 1 },
  );

  await grade.fill("9.4");
  const reloaded = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}`) && r.ok());
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, /changed by someone else — it has been reloaded/);
  await reloaded;
  // The typed grade is kept; saving again goes through and returns to the tier.
  await expect(grade).toHaveValue("9.4");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/${tierId}$`));
  await expect(page.locator(`[data-comic-row="${seq}"]`)).toContainText("9.4");
});
