import {
  type TCaptchaChallenge,
  ZCaptchaChallengeSchema,
  ZChangePasswordSchema,
  ZMessageSchema,
  ZRecoverSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
  ZTokenResponseSchema,
  ZUpdateUserProfileSchema,
  ZUserProfileSchema,
  ZVerifyEmailSchema,
} from "@gbo/contracts/auth";
import { ZErrorBodySchema } from "@gbo/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { toTokenResponse } from "../sessions/issue-tokens";
import { createCaptchaChallenge } from "./captcha";
import { changePassword } from "./change-password";
import { recoverPassword } from "./recover-password";
import { registerWorker } from "./register-worker";
import { resetPassword } from "./reset-password";
import { getUserProfile, updateUserProfile } from "./user-profile";
import { verifyEmail } from "./verify-email";

const errors = { 400: ZErrorBodySchema, 401: ZErrorBodySchema };

export async function accountRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = context;

  app.post(
    "/api/account/password",
    {
      config: { claims: [] },
      schema: {
        tags: ["account"],
        summary: "Change my password; answers fresh tokens (every other session ends)",
        body: ZChangePasswordSchema,
        response: { 200: ZTokenResponseSchema, ...errors },
      },
    },
    async (request) =>
      toTokenResponse(
        await changePassword({
          db,
          config,
          log: request.log,
          workerId: request.worker!.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    "/api/account/captcha",
    {
      config: { public: true },
      schema: {
        tags: ["account"],
        summary: "ALTCHA proof-of-work challenge",
        response: { 200: ZCaptchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return (await createCaptchaChallenge(config)) as unknown as TCaptchaChallenge;
    },
  );

  app.post(
    "/api/account/recover",
    {
      config: { public: true },
      schema: {
        tags: ["account"],
        summary: "E-mail a one-time password reset link (same answer for unknown addresses)",
        body: ZRecoverSchema,
        response: { 200: ZMessageSchema, 400: ZErrorBodySchema },
      },
    },
    async (request) =>
      recoverPassword({
        db,
        config,
        mail,
        log: request.log,
        email: request.body.email,
        captcha: request.body.altcha,
      }),
  );

  app.post(
    "/api/account/reset",
    {
      config: { public: true },
      schema: {
        tags: ["account"],
        summary: "Set a new password from a reset link (one-time, 1 hour)",
        body: ZResetPasswordSchema,
        response: { 200: ZMessageSchema, 400: ZErrorBodySchema },
      },
    },
    async (request) => resetPassword({ db, log: request.log, input: request.body }),
  );

  app.post(
    "/api/account/verify",
    {
      config: { public: true },
      schema: {
        tags: ["account"],
        summary: "Confirm an e-mail address from a verification link",
        body: ZVerifyEmailSchema,
        response: { 200: ZMessageSchema, 400: ZErrorBodySchema },
      },
    },
    async (request) => verifyEmail({ db, log: request.log, token: request.body.token }),
  );

  app.post(
    "/api/account/register",
    {
      config: { public: true },
      schema: {
        tags: ["account"],
        summary: "Sign up: an inactive account without claims that a manager must activate",
        body: ZRegisterSchema,
        response: { 200: ZMessageSchema, 400: ZErrorBodySchema },
      },
    },
    async (request) => registerWorker({ db, config, mail, log: request.log, input: request.body }),
  );

  app.get(
    "/api/userprofile",
    {
      config: { claims: [] },
      schema: { tags: ["account"], summary: "My profile", response: { 200: ZUserProfileSchema, ...errors } },
    },
    async (request) => getUserProfile({ db, workerId: request.worker!.id }),
  );

  app.post(
    "/api/userprofile",
    {
      config: { claims: [] },
      schema: {
        tags: ["account"],
        summary: "Update my display name and e-mail",
        body: ZUpdateUserProfileSchema,
        response: { 200: ZUserProfileSchema, ...errors },
      },
    },
    async (request) =>
      updateUserProfile({ db, mail, log: request.log, workerId: request.worker!.id, input: request.body }),
  );
}
