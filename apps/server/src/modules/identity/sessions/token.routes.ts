import {
  type TTokenError,
  ZTokenErrorSchema,
  ZTokenRequestSchema,
  ZTokenResponseSchema,
} from "@gbo/contracts/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { type IssuedSession, toTokenResponse } from "./issue-tokens";
import { refreshSession } from "./refresh-session";
import { signInWithPassword } from "./sign-in-with-password";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

const CLIENT_ID = "backoffice";

export async function tokenRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = context;

  app.post(
    "/token",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        summary: "OAuth2 token endpoint (password and refresh_token grants, client_id backoffice)",
        consumes: ["application/x-www-form-urlencoded"],
        body: ZTokenRequestSchema,
        response: { 200: ZTokenResponseSchema, 400: ZTokenErrorSchema },
        security: [],
      },
      // A malformed body is still answered in the OAuth2 error shape, not the generic one.
      attachValidation: true,
    },
    async (request, reply) => {
      const body = request.body;
      reply.header("Cache-Control", "no-store").header("Pragma", "no-cache");
      try {
        if (request.validationError || !body) {
          // A password grant the contract refused (an oversized or mistyped field) still counts against
          // its account and address: refusing it outright would give guessers an unthrottled channel.
          const raw = asRawFields(request.body);
          if (raw.client_id === CLIENT_ID && raw.grant_type === "password" && raw.username) {
            await signInWithPassword({
              db,
              config,
              mail,
              log: request.log,
              login: raw.username,
              password: raw.password ?? "",
              address: request.ip,
              isMalformed: true,
            });
          }
          throw new TokenGrantError("invalid_request", TOKEN_MESSAGES.missingCredentials);
        }
        if (body.client_id !== CLIENT_ID)
          throw new TokenGrantError("invalid_client", TOKEN_MESSAGES.invalidClient);
        let session: IssuedSession;
        if (body.grant_type === "password") {
          session = await signInWithPassword({
            db,
            config,
            mail,
            log: request.log,
            login: body.username ?? "",
            password: body.password ?? "",
            address: request.ip,
          });
        } else if (body.grant_type === "refresh_token") {
          session = await refreshSession({
            db,
            config,
            log: request.log,
            refreshToken: body.refresh_token ?? "",
          });
        } else {
          throw new TokenGrantError("unsupported_grant_type", TOKEN_MESSAGES.unsupportedGrant);
        }
        return reply.status(200).send(toTokenResponse(session));
      } catch (error) {
        if (!(error instanceof TokenGrantError)) throw error;
        const answer: TTokenError = { error: error.error, error_description: error.message };
        if (error.isVerificationRequired) answer.verification = true;
        return reply.status(400).send(answer);
      }
    },
  );
}

/** The string fields of a body the contract refused (a form body parses to strings or string arrays). */
function asRawFields(
  body: unknown,
): Partial<Record<"client_id" | "grant_type" | "username" | "password", string>> {
  if (typeof body !== "object" || body === null) return {};
  const fields: Partial<Record<"client_id" | "grant_type" | "username" | "password", string>> = {};
  for (const name of ["client_id", "grant_type", "username", "password"] as const) {
    const value: unknown = (body as Record<string, unknown>)[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = first;
  }
  return fields;
}
