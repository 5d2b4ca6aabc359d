// Issue 27 point 3: payment methods only with their claim. A worker refused GET /api/users/{id}/paymethod
// (403) read brand, last four and expiry through the profile; now every answer that carries a customer's
// payment methods (the profile, the profile each customer write answers with, the checkout data of a
// submission) gives them only to a worker holding a payment-method claim (invoicing, billing, receiving,
// manage; admin holds all), and an empty list to anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let customerId: number;
const as: Record<string, SignedIn> = {};

const WORKERS: Record<string, string> = {
  user: "user",
  worker: "worker",
  receiving: "receiving",
  comics: "comics",
  invoicing: "invoicing",
  userBilling: "user,billing",
  userManage: "user,manage",
  admin: "admin",
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [name, claims] of Object.entries(WORKERS)) {
    await seedWorker(ctx.db, { userName: name.toLowerCase(), claims, password: `${name}-test-password` });
    as[name] = await signIn(ctx.app, name.toLowerCase(), `${name}-test-password`);
  }
  const { customer } = await seedCustomer(ctx.db, { country: "US" });
  customerId = customer.id;
  await ctx.db.insert(paymentMethods).values({
    customerId,
    type: "CreditCard",
    displayName: "Visa ending 4242",
    gateway: "test",
    token: "tok_claim_test",
    brand: "Visa",
    last4: "4242",
    expireMonth: 12,
    expireYear: 2031,
    createdBy: "test",
  });
});
afterAll(() => ctx.close());

const call = (who: keyof typeof WORKERS, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as[who]?.authHeader, payload });

const CARD = {
  displayName: "Visa ending 4242",
  brand: "Visa",
  cardNumber: "4242",
  expireMonth: 12,
  expireYear: 2031,
};

describe("GET /api/users/{id}: the profile's payMethods follow the payment-method claims", () => {
  it.each([
    ["user", "user", false],
    ["worker", "worker", false],
    ["receiving", "receiving", true],
    ["comics", "comics", false],
    ["invoicing", "invoicing", true],
    ["userBilling", "user,billing", true],
    ["userManage", "user,manage", true],
    ["admin", "admin", true],
  ] as const)("%s (%s): payMethods shown %s", async (who, _claims, isShown) => {
    const profile = await call(who, "GET", `/api/users/${customerId}`);
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    // The rest of the profile is the same for every reader.
    expect(body.member.id).toBe(customerId);
    if (isShown) {
      expect(body.payMethods).toEqual([expect.objectContaining(CARD)]);
      expect((await call(who, "GET", `/api/users/${customerId}/paymethod`)).statusCode).toBe(200);
    } else {
      expect(body.payMethods).toEqual([]);
      expect(profile.body).not.toContain("4242");
      expect((await call(who, "GET", `/api/users/${customerId}/paymethod`)).statusCode).toBe(403);
    }
  });
});

describe("the profile a customer write answers with", () => {
  it("carries no payment methods for a worker holding only user, and them for a customer manager", async () => {
    const read = (await call("userManage", "GET", `/api/users/${customerId}`)).json();
    const { id: _id, createdAt: _createdAt, ...member } = read.member;
    const saved = await call("user", "POST", `/api/users/${customerId}`, { ...member, phone: "5551234567" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.payMethods).toEqual([]);
    expect(saved.body).not.toContain("4242");

    const again = await call("userManage", "POST", `/api/users/${customerId}/address`, {
      country: "US",
      stateProvince: "NY",
      line1: "1 Main St",
      city: "Albany",
      zipPostal: "12207",
      version: saved.json().profile.version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().profile.payMethods).toEqual([expect.objectContaining(CARD)]);
  });
});

describe("GET /api/data/checkout/{id}: a submission's checkout data", () => {
  it("lists the stored cards to the desks that submit (receiving, invoicing), not to pre-receiving data entry", async () => {
    const comics = await call("comics", "GET", `/api/data/checkout/${customerId}`);
    expect(comics.statusCode).toBe(200);
    expect(comics.json().paymentMethods).toEqual([]);
    // Check and cash stay offered.
    expect(comics.json().payOther.map((o: { id: string }) => o.id)).toEqual(["CHECK", "CASH"]);
    for (const desk of ["receiving", "invoicing"] as const) {
      const answer = await call(desk, "GET", `/api/data/checkout/${customerId}`);
      expect(answer.json().paymentMethods, desk).toEqual([expect.objectContaining(CARD)]);
    }
  });
});
