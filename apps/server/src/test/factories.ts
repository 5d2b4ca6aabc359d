import type { TTokenResponse } from "@gbo/contracts/auth";
import type { FastifyInstance } from "fastify";

/** For tests that wire http/auth by hand (app.ts hands it identity's reader). */
export { findWorkerById } from "../modules/identity/index";
export { type SeedWorkerOptions, seedWorker } from "../seed/workers-factory";

export type SignedIn = {
  accessToken: string;
  refreshToken: string;
  authHeader: { authorization: string };
  body: TTokenResponse;
};

export function tokenRequest(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: "/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through POST /token like the web app does; throws with the server's answer when refused. */
export async function signIn(app: FastifyInstance, userName: string, password: string): Promise<SignedIn> {
  const response = await tokenRequest(app, {
    client_id: "backoffice",
    grant_type: "password",
    username: userName,
    password,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${userName} failed: ${response.body}`);
  const body = response.json<TTokenResponse>();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    authHeader: { authorization: `Bearer ${body.access_token}` },
    body,
  };
}
