/** Addresses of the e2e servers started by e2e/playwright.config.ts (set in the environment there). */
export const SESSION_SERVER_URL = `http://127.0.0.1:${process.env.E2E_SESSION_PORT}`;
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
