// Helpers for the orders int tests: signed-in workers by claim and a small request wrapper.
import type { TOrderActionResult } from "@gbo/contracts/orders";
import type { TestContext } from "../../test/index";
import { seedWorker, signIn } from "../../test/index";

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
