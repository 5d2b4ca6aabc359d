// Signed-in workers by claim and a small request wrapper: the int tests of every module that calls the
// order routes (orders, comics, payments, submissions, invoicing, the demo seed).
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { seedWorker, signIn } from "./factories";
import type { TestContext } from "./test-context";

export type Caller = {
  userName: string;
  get: <T = unknown>(url: string) => Promise<{ status: number; body: T }>;
  send: <T = TOrderActionResult>(
    method: "POST" | "PUT",
    url: string,
    payload?: unknown,
  ) => Promise<{ status: number; body: T & { message: string } }>;
};

let counter = 0;

/** A worker holding `claims`, signed in through POST /token. */
export async function callerWith(ctx: TestContext, claims: string): Promise<Caller> {
  counter += 1;
  const userName = `${claims.replace(/[^a-z]/g, "").slice(0, 20) || "none"}${counter}`;
  const worker = await seedWorker(ctx.db, { userName, claims, displayName: `Test ${userName}` });
  const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
  return {
    userName,
    get: async (url) => {
      const response = await ctx.app.inject({ method: "GET", url, headers: authHeader });
      return { status: response.statusCode, body: response.json() };
    },
    send: async (method, url, payload = {}) => {
      const response = await ctx.app.inject({ method, url, headers: authHeader, payload: payload as object });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
