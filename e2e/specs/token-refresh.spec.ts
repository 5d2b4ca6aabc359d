import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { SESSION_SERVER_URL } from "../support/env";
import { IDENTITY_KEY, signIn, storedIdentity, waitUntilExpired } from "../support/session";

// These run against the session server, whose access tokens expire after a few seconds.
test.use({ baseURL: SESSION_SERVER_URL });

test("an expired access token is refreshed silently: the page keeps working and a new token is stored", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.slab);
  const before = await storedIdentity(page);
  await waitUntilExpired(page, before?.accessToken ?? "");

  const profile = page.waitForResponse((response) => response.url().endsWith("/api/userprofile"));
  await page.getByRole("button", { name: /account menu$/ }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  expect((await profile).status()).toBe(401);
  await expect(page.getByLabel("Display name")).toHaveValue(before?.displayName ?? "");
  await expect(page).toHaveURL(/\/profile$/);

  const after = await storedIdentity(page);
  expect(after?.accessToken).toBeTruthy();
  expect(after?.accessToken).not.toBe(before?.accessToken);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
});

test("a failed refresh clears the identity and returns to /login, resuming the page afterwards", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.qc);
  await page.evaluate((key) => {
    const identity = JSON.parse(localStorage.getItem(key) ?? "{}");
    localStorage.setItem(
      key,
      JSON.stringify({ ...identity, accessToken: "expired", refreshToken: "revoked" }),
    );
  }, IDENTITY_KEY);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await expect(page.getByText(/Your session has ended/)).toBeVisible();
  await expect.poll(() => storedIdentity(page)).toBeNull();

  await page.locator('input[name="username"]').fill(DEMO_USERS.qc.userName);
  await page.locator('input[name="password"]').fill(DEMO_USERS.qc.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
