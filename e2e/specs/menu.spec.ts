import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { menuPaths, signIn } from "../support/session";

// Expected menus written from the spec's tables (workflow §2, administration §2), not from the code,
// plus the screens beyond the tables a worker's claims open (issue 30 §6): New submission and New
// invoice, Raw grades, Promo codes, Settings and E-mail.
const cases = [
  { user: DEMO_USERS.shipping, paths: ["/shipping", "/shipping-pickup", "/shipping-canada"] },
  { user: DEMO_USERS.grade, paths: ["/grading", "/grading/raw"] },
  { user: DEMO_USERS.invoicing, paths: ["/submissions/new", "/invoicing/new", "/receiving", "/invoicing"] },
  { user: DEMO_USERS.labels, paths: ["/labels", "/manage/labels"] },
  // "An admin claim shows only the worker-level links" (docs/decisions.md D3): every station link,
  // no management link.
  {
    user: DEMO_USERS.admin,
    paths: [
      "/submissions/new",
      "/invoicing/new",
      "/receiving",
      "/invoicing",
      "/comics",
      "/signature",
      "/pressing",
      "/grading",
      "/grading/raw",
      "/labels",
      "/heatseal",
      "/slab",
      "/quality",
      "/imaging",
      "/shipping",
      "/shipping-pickup",
      "/shipping-canada",
      "/billing",
      "/manage/labels",
    ],
  },
  {
    user: DEMO_USERS.manager,
    paths: [
      "/banners",
      "/slider",
      "/signings",
      "/onsites",
      "/subscribes",
      "/turnaroundtimes",
      "/conventions",
      "/devices",
      "/externalUsers",
      "/users",
      "/salesmanagers",
      "/workers",
      "/shelves",
      "/promocodes",
      "/settings",
      "/sendEmail",
    ],
  },
];

for (const { user, paths } of cases) {
  test(`${user.userName} (${user.claims.join(", ")}) sees exactly their menu`, async ({ page }) => {
    await signIn(page, user);
    // Polled: a menu read while the shell is still rendering would be partial.
    await expect.poll(async () => (await menuPaths(page)).sort()).toEqual([...paths].sort());
    // The dashboard offers the same stations as cards.
    const cards = page.locator("[data-station-card]");
    await expect
      .poll(async () =>
        (
          await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-station-card")))
        ).sort(),
      )
      .toEqual([...paths].sort());
  });
}

test("a worker opening a screen of another station is told they lack access", async ({ page }) => {
  await signIn(page, DEMO_USERS.shipping);
  await page.goto("/workers");
  await expect(page.getByText("You do not have access to this screen")).toBeVisible();
  await expect(page.getByText("manageworker")).toBeVisible();
  // The shell keeps working: the worker's own station is one click away.
  // The link's name also carries its counts ("Shipping 12 waiting 3 late").
  await page.getByRole("navigation", { name: "Main menu" }).locator('[data-menu-link="/shipping"]').click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole("heading", { name: "Shipping queue" })).toBeVisible();
});

test("on an order's screen the menu highlights the station whose work it is", async ({ page }) => {
  await signIn(page, DEMO_USERS.billing);
  await page.goto("/orders/26-BILL001");
  const link = page.getByRole("navigation", { name: "Main menu" }).locator('[data-menu-link="/billing"]');
  await expect(link).toHaveAttribute("data-active", "true");
  // Only that station is highlighted.
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).locator("[data-menu-link][data-active]"),
  ).toHaveCount(1);
});
