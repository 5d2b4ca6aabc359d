import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { DemoUser } from "./demo-users";
import { recordToasts } from "./toasts";

export const IDENTITY_KEY = "gbo.identity";

export type StoredIdentity = {
  userName: string;
  displayName: string;
  role: string;
  claims: string[];
  isAdmin: boolean;
  accessToken: string;
  refreshToken: string;
};

/**
 * Fills the sign-in form. Starts from /login unless the page is already there (e.g. after a redirect).
 * From here on the page records its toasts (support/toasts.ts).
 */
export async function fillSignIn(page: Page, user: DemoUser) {
  await recordToasts(page);
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
  await page.locator('input[name="username"]').fill(user.userName);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the form and waits until the app has left /login. */
export async function signIn(page: Page, user: DemoUser) {
  await fillSignIn(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
}

/** The identity the app keeps in localStorage, or null. */
export async function storedIdentity(page: Page): Promise<StoredIdentity | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), IDENTITY_KEY);
  return raw ? (JSON.parse(raw) as StoredIdentity) : null;
}

/** Tokens straight from the token endpoint, for API checks with `page.request`. */
export async function tokensFor(request: APIRequestContext, user: DemoUser, baseURL?: string) {
  const response = await request.post(`${baseURL ?? ""}/token`, {
    form: {
      client_id: "backoffice",
      grant_type: "password",
      username: user.userName,
      password: user.password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Hrefs of the claim menu (the Dashboard link is not part of the spec's menu table). */
export async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav).toBeVisible();
  return nav
    .locator("[data-menu-link]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/**
 * Runs `action` and waits until the address matched `url` at some moment. Scans of made-up orders
 * open the order route and then move on to /orders/invalid once the load fails, so a final-URL
 * check would race with that redirect.
 */
export async function expectToOpen(page: Page, url: RegExp, action: () => Promise<void>) {
  const opened = page.waitForURL(url, { waitUntil: "commit" });
  await action();
  await opened;
}

/**
 * Waits until an access token has expired by its own `exp` (a second past it: `exp` is whole seconds),
 * however long the sign-in before it took; a fixed pause is too short or too long on a busy machine.
 */
export async function waitUntilExpired(page: Page, accessToken: string) {
  const payload = accessToken.split(".")[1] ?? "";
  const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { exp?: number };
  if (typeof exp !== "number") throw new Error("the access token has no exp claim");
  const remainingMs = exp * 1000 + 1000 - Date.now();
  if (remainingMs > 0) await page.waitForTimeout(remainingMs);
}
