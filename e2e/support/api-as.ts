// Calls as a demo user through the API: the figures to compare a screen with, and work done elsewhere.
import { type APIRequestContext, expect } from "@playwright/test";
import type { DemoUser } from "./demo-users";
import { tokensFor } from "./session";

/** GET and POST as `user` through the API (the figures to compare a screen with, work done elsewhere). */
export async function apiAs(request: APIRequestContext, user: DemoUser) {
  const { accessToken } = await tokensFor(request, user);
  const headers = { Authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
    /** The raw answer, for refusals. */
    fetch: (path: string) => request.get(path, { headers }),
    post: async (path: string, data: object) => {
      const response = await request.post(path, { headers, data });
      expect(response.status(), `${path} ${await response.text()}`).toBe(200);
      return (await response.json()) as { version: number };
    },
  };
}
