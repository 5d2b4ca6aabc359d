import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { fillSignIn, signIn, storedIdentity } from "../support/session";

test("a signed-out visit to a restricted address resumes there, search included, after sign-in", async ({
  page,
}) => {
  await page.goto("/users?q=smith&page=2");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await fillSignIn(page, DEMO_USERS.manager);
  await expect(page).toHaveURL(/\/users\?q=smith&page=2$/);
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
});

test("sign-in shows the name, keeps the identity across a reload, and wrong passwords show the server's reason", async ({
  page,
}) => {
  await page.goto("/login");
  await page.locator('input[name="username"]').fill("shipping");
  await page.locator('input[name="password"]').fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedIdentity(page)).toBeNull();

  await signIn(page, DEMO_USERS.shipping);
  await expect(page).toHaveURL(/\/dashboard$/);
  const identity = await storedIdentity(page);
  expect(identity).toMatchObject({ userName: "shipping", claims: ["shipping"], isAdmin: false });
  await expect(page.getByTestId("display-name")).toHaveText(identity?.displayName ?? "");

  await page.reload();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
});

test("signed-in workers opening /login or /recover, or an unknown address, land on the dashboard", async ({
  page,
}) => {
  await page.goto("/no-such-screen");
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO_USERS.grade);
  for (const address of ["/login", "/recover", "/no-such-screen"]) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test("logout asks first: 'No, cancel' stays, 'Yes' lands on /login with the identity cleared", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.grade);
  await page.getByRole("button", { name: "Log out" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "No, cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedIdentity(page)).not.toBeNull();

  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedIdentity(page)).toBeNull();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
