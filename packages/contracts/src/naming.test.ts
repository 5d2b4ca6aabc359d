// The contracts are shared by server (validation, OpenAPI) and web (typed client): every exported
// schema follows DESIGN §3's naming so both sides can find it, and a payload the server would refuse
// is refused here too.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as auth from "./auth/index";
import * as common from "./common/index";
import * as orders from "./orders/index";

const areas = { auth, common, orders } as const;

describe.each(Object.entries(areas))("contracts/%s", (_area, exports) => {
  const schemaNames = Object.keys(exports).filter((name) => name.startsWith("Z"));

  it("exports at least one schema", () => {
    expect(schemaNames.length).toBeGreaterThan(0);
  });

  it.each(schemaNames)("%s is a zod schema named Z…Schema", (name) => {
    expect(name).toMatch(/^Z[A-Za-z0-9]+Schema$/);
    expect((exports as Record<string, unknown>)[name]).toBeInstanceOf(z.ZodType);
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
  // The contract keeps its own literals (no runtime dependency on rule code); this pins them to the
  // domain's lists, so a status added to the workflow cannot be missing from the API's schemas.
  it("match the domain's order and tier statuses, in route order", async () => {
    const { ORDER_STATUSES, TIER_STATUSES } = await import("@gbo/domain/workflow");
    expect(orders.ZOrderStatusSchema.options).toEqual([...ORDER_STATUSES]);
    expect(orders.ZTierStatusSchema.options).toEqual([...TIER_STATUSES]);
  });
});
