import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, type AppErrorCode, registerErrorHandler, statusOf } from "./errors";

function appThrowing(error: Error) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get("/boom", async () => {
    throw error;
  });
  app.post(
    "/form",
    { schema: { body: z.object({ email: z.email("Invalid email format"), count: z.number() }) } },
    async () => ({}),
  );
  return app;
}

describe("error handler", () => {
  it("maps each code to its status", () => {
    const expected: Record<AppErrorCode, number> = {
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      unprocessable: 422,
      payload_too_large: 413,
      unsupported_media_type: 415,
      too_many_requests: 429,
      unavailable: 503,
      internal: 500,
    };
    for (const [code, status] of Object.entries(expected))
      expect(statusOf(code as AppErrorCode)).toBe(status);
  });

  it("answers an AppError as { message, exceptionMessage?, modelState? }", async () => {
    const app = appThrowing(
      new AppError("conflict", "The order was changed by someone else.", { exceptionMessage: "Reload" }),
    );
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "The order was changed by someone else.",
      exceptionMessage: "Reload",
    });
  });

  it("puts field errors under model.<field>", async () => {
    const app = appThrowing(AppError.fields("Invalid", { newPassword: ["Too short"] }));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Invalid",
      modelState: { "model.newPassword": ["Too short"] },
    });
  });

  it("turns zod validation failures into a 400 with modelState", async () => {
    const app = appThrowing(new Error("unused"));
    const response = await app.inject({
      method: "POST",
      url: "/form",
      payload: { email: "nope", count: "x" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.modelState["model.email"]).toEqual(["Invalid email format"]);
    expect(body.modelState["model.count"]).toHaveLength(1);
  });

  it("answers a unique violation (a lost race) as 409", async () => {
    const cause = Object.assign(new Error("duplicate key value"), { code: "23505" });
    const app = appThrowing(new Error("Failed query", { cause }));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(409);
  });

  it("answers a deadlock or serialization failure (rolled back whole) as 409, not 500", async () => {
    for (const code of ["40P01", "40001"]) {
      const cause = Object.assign(new Error("deadlock detected"), { code });
      const app = appThrowing(new Error("Failed query", { cause }));
      const response = await app.inject({ method: "GET", url: "/boom" });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/Reload it and try again/);
    }
  });

  it("hides unexpected errors behind the generic message", async () => {
    const app = appThrowing(new Error("connection string with secrets"));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Error processing request." });
  });
});
