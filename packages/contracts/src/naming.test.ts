// The contracts are shared by server (validation, OpenAPI) and web (typed client): every exported
// schema follows DESIGN §3's naming so both sides can find it, and a payload the server would refuse
// is refused here too.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { areas, auth, common, orders } from "./all-areas";

describe.each(Object.entries(areas))("contracts/%s", (_area, exports) => {
  const schemaNames = Object.keys(exports).filter((name) => name.startsWith("Z"));

  it("exports at least one schema", () => {
    expect(schemaNames.length).toBeGreaterThan(0);
  });

  it.each(schemaNames)("%s is a zod schema (or a schema factory) named Z…Schema", (name) => {
    expect(name).toMatch(/^Z[A-Za-z0-9]+Schema$/);
    const value = (exports as Record<string, unknown>)[name];
    // Bounded-text factories such as ZFreeTextSchema(max) build a schema per limit.
    const schema = typeof value === "function" ? (value as () => unknown)() : value;
    expect(schema).toBeInstanceOf(z.ZodType);
  });
});

describe("error body", () => {
  it("needs a message and accepts model-state field messages", () => {
    expect(common.ZErrorBodySchema.safeParse({}).success).toBe(false);
    expect(
      common.ZErrorBodySchema.safeParse({ message: "x", modelState: { "model.email": ["Invalid"] } }).success,
    ).toBe(true);
  });
});

describe("status enums", () => {
  // The enums are built from the domain's lists (domain-lists.test.ts keeps it so); this pins them, so a
  // status added to the workflow cannot be missing from the API's schemas.
  it("match the domain's order and tier statuses, in route order", async () => {
    const { ORDER_STATUSES, TIER_STATUSES } = await import("@gbo/domain/workflow");
    expect(orders.ZOrderStatusSchema.options).toEqual([...ORDER_STATUSES]);
    expect(orders.ZTierStatusSchema.options).toEqual([...TIER_STATUSES]);
  });
});

describe("input bounds (issue 9)", () => {
  it("bounds every sign-in and account field a client sends", () => {
    const huge = "x".repeat(5000);
    const tooLong = (schema: z.ZodType, field: string, base: Record<string, unknown>) =>
      schema.safeParse({ ...base, [field]: huge }).success;
    const token = { client_id: "backoffice", grant_type: "password", username: "a", password: "b" };
    for (const field of ["client_id", "grant_type", "username", "password", "refresh_token"]) {
      expect(tooLong(auth.ZTokenRequestSchema, field, token), field).toBe(false);
    }
    expect(auth.ZTokenRequestSchema.safeParse({ ...token, username: "u".repeat(256) }).success).toBe(true);
    expect(auth.ZTokenRequestSchema.safeParse({ ...token, password: "p".repeat(1024) }).success).toBe(true);
    const reset = { token: "t", password: "p" };
    expect(tooLong(auth.ZResetPasswordSchema, "token", reset)).toBe(false);
    expect(tooLong(auth.ZVerifyEmailSchema, "token", {})).toBe(false);
    expect(tooLong(auth.ZRecoverSchema, "email", { altcha: "a" })).toBe(false);
    expect(tooLong(auth.ZRecoverSchema, "altcha", { email: "a@b.test" })).toBe(false);
    const change = { currentPassword: "a", newPassword: "b", confirmPassword: "b" };
    expect(tooLong(auth.ZChangePasswordSchema, "newPassword", change)).toBe(false);
    const longMail = `${"m".repeat(250)}@example.test`;
    expect(auth.ZUpdateUserProfileSchema.safeParse({ displayName: "A", email: longMail }).success).toBe(
      false,
    );
  });

  it("takes ids by their format, so traversal and stray characters never reach a query", () => {
    expect(orders.ZOrderIdSchema.safeParse("26-0A12345").success).toBe(true);
    expect(orders.ZOrderIdSchema.safeParse("../../etc").success).toBe(false);
    expect(orders.ZTierIdSchema.safeParse("SOF").success).toBe(true);
    expect(orders.ZTierIdSchema.safeParse("S O").success).toBe(false);
    expect(orders.ZComicIdSchema.safeParse("26-0A12345-001").success).toBe(true);
    expect(orders.ZComicIdSchema.safeParse("001;drop").success).toBe(false);
  });

  it("bounds the queue path segments", () => {
    const params = { queue: "grading", page: "1", search: "-", extra: "all" };
    expect(orders.ZQueueParamsSchema.safeParse(params).success).toBe(true);
    expect(orders.ZQueueParamsSchema.safeParse({ ...params, queue: "g".repeat(5000) }).success).toBe(false);
    expect(orders.ZQueueParamsSchema.safeParse({ ...params, search: "s".repeat(101) }).success).toBe(false);
    expect(orders.ZQueueParamsSchema.safeParse({ ...params, page: "1e400" }).success).toBe(false);
  });
});
