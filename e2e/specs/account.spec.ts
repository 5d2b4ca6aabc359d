import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { SESSION_SERVER_URL } from "../support/env";
import { fillSignIn, signIn } from "../support/session";

test("recover page shows the captcha and the e-mail field", async ({ page }) => {
  await page.goto("/recover");
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  const captcha = page.locator("altcha-widget");
  await expect(captcha).toBeAttached();
  await expect(captcha).toBeVisible();
});

test.describe("password change", () => {
  // On the session server, where no other spec signs in as this worker.
  test.use({ baseURL: SESSION_SERVER_URL });
  const user = DEMO_USERS.refund;
  const newPassword = "Refund-station-2026!";

  test("a wrong current password shows the heading; a good change keeps the session and the new password signs in", async ({
    page,
  }) => {
    await signIn(page, user);
    await page.goto("/password");
    await page.locator('input[name="currentPassword"]').fill("wrong-password-123");
    await page.locator('input[name="newPassword"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Error updating password")).toBeVisible();

    await page.locator('input[name="currentPassword"]').fill(user.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    // This session continues with the fresh tokens the server answered.
    await page.goto("/profile");
    await expect(page.getByLabel("Display name")).not.toHaveValue("");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await fillSignIn(page, user);
    await expect(page.getByRole("alert")).toBeVisible();
    await fillSignIn(page, { ...user, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
