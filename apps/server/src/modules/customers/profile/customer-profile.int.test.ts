// Customer profile calls (administration §5, §7, §8, §9): claims per the menu table (worker or user),
// the two searches (prefix and contains), the profile, add, update member (rules, 409, audit) and the address book.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAudit, orders, salesReps } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let clerk: SignedIn;
let floor: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  await seedWorker(ctx.db, { userName: "walt", claims: "worker", password: "walt-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
  floor = await signIn(ctx.app, "walt", "walt-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  await ctx.db.insert(salesReps).values({ repCode: "REP7", firstName: "Rita", lastName: "Rep" });
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "DELETE";
const call = (who: SignedIn, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

const auditOf = (customerId: number) =>
  ctx.db.select().from(customerAudit).where(eq(customerAudit.customerId, customerId));

async function profileOf(id: number) {
  const response = await call(clerk, "GET", `/api/users/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function memberBody(profile: { member: Record<string, unknown> }, changes: object = {}) {
  const { id: _id, createdAt: _createdAt, ...member } = profile.member;
  return { ...member, ...changes };
}

describe("who may call the customer calls", () => {
  it("needs worker or user; a grader gets 403, no token 401", async () => {
    const { customer } = await seedCustomer(ctx.db);
    for (const [method, url] of [
      ["GET", "/api/users/name/smith/10"],
      ["GET", "/api/users/email/smith/10/0"],
      ["GET", "/api/users/export.csv"],
      ["GET", `/api/users/${customer.id}`],
      ["POST", "/api/users"],
      ["POST", `/api/users/${customer.id}`],
      ["POST", `/api/users/${customer.id}/address`],
      ["DELETE", `/api/users/${customer.id}/address/1?version=1`],
    ] as const) {
      const payload = method === "POST" ? {} : undefined;
      expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await call(floor, "GET", `/api/users/${customer.id}`)).statusCode).toBe(200);
    expect((await call(clerk, "GET", `/api/users/${customer.id}`)).statusCode).toBe(200);
  });

  it("lets an invoicer or a receiver find a customer and read the profile (submissions), nothing more", async () => {
    const { customer } = await seedCustomer(ctx.db);
    await seedWorker(ctx.db, { userName: "ivy", claims: "invoicing", password: "ivy-test-password" });
    await seedWorker(ctx.db, { userName: "rex", claims: "receiving", password: "rex-test-password" });
    for (const who of [
      await signIn(ctx.app, "ivy", "ivy-test-password"),
      await signIn(ctx.app, "rex", "rex-test-password"),
    ]) {
      expect((await call(who, "GET", "/api/users/name/smith/10")).statusCode).toBe(200);
      expect((await call(who, "GET", "/api/users/email/smith/10/0")).statusCode).toBe(200);
      expect((await call(who, "GET", `/api/users/${customer.id}`)).statusCode).toBe(200);
      expect((await call(who, "GET", "/api/users/export.csv")).statusCode).toBe(403);
      expect((await call(who, "POST", `/api/users/${customer.id}`, {})).statusCode).toBe(403);
      expect((await call(who, "POST", "/api/users", {})).statusCode).toBe(403);
    }
  });
});

describe("the profile's order figures", () => {
  it("totals the customer's orders per currency, never one mixed sum (issue 30 point 8)", async () => {
    const { customer } = await seedCustomer(ctx.db);
    for (const [countryCode, grandTotal, status] of [
      ["US", 5_000_00, "Completed"],
      ["US", 2_220_90, "InProcess"],
      ["CA", 1_366_00, "Completed"],
    ] as const) {
      const { orderId } = await seedOrder(ctx.db, { status, customerId: customer.id });
      await ctx.db.update(orders).set({ countryCode, grandTotal }).where(eq(orders.id, orderId));
    }
    expect((await profileOf(customer.id)).summary).toEqual({
      orderCount: 3,
      openOrders: 1,
      totalsSpent: [
        { countryCode: "US", cents: 7_220_90 },
        { countryCode: "CA", cents: 1_366_00 },
      ],
    });
    const { customer: newcomer } = await seedCustomer(ctx.db);
    expect((await profileOf(newcomer.id)).summary).toEqual({ orderCount: 0, openOrders: 0, totalsSpent: [] });
  });
});

describe("searching customers", () => {
  beforeAll(async () => {
    await seedCustomer(ctx.db, {
      firstName: "Zelda",
      lastName: "Quimby",
      name: "Zelda Quimby",
      email: "zq1@qmail.test",
    });
    await seedCustomer(ctx.db, {
      firstName: "Quincy",
      lastName: "Adams",
      name: "Quincy Adams",
      email: "qa@zmail.test",
    });
    await seedCustomer(ctx.db, {
      firstName: "Zack",
      lastName: "Quimbyson",
      name: "Zack Quimbyson",
      email: "zq2@qmail.test",
    });
  });

  it("a customer added or renamed here is found by the very next search (the kept pages are dropped)", async () => {
    expect((await call(clerk, "GET", "/api/users/name/Xavierre/10")).json().rows).toEqual([]);
    const added = await call(clerk, "POST", "/api/users", {
      email: "xavierre@example.test",
      firstName: "Xena",
      lastName: "Xavierre",
    });
    expect(added.statusCode).toBe(200);
    expect((await call(clerk, "GET", "/api/users/name/Xavierre/10")).json().rows).toHaveLength(1);
    const profile = added.json().profile;
    const renamed = await call(
      clerk,
      "POST",
      `/api/users/${profile.member.id}`,
      memberBody(profile, { lastName: "Xanadu" }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(clerk, "GET", "/api/users/name/Xavierre/10")).json().rows).toEqual([]);
    expect((await call(clerk, "GET", "/api/users/name/xanadu/10")).json().rows).toHaveLength(1);
  });

  it("finds last or first name prefixes in any case, 'first last' both, paged with a total", async () => {
    const byLast = (await call(clerk, "GET", "/api/users/name/QUIMB/10")).json();
    expect(byLast.total).toBe(2);
    expect(byLast.rows.map((r: { lastName: string }) => r.lastName)).toEqual(["Quimby", "Quimbyson"]);
    const byFirst = (await call(clerk, "GET", "/api/users/name/quin/10")).json();
    expect(byFirst.rows.map((r: { firstName: string }) => r.firstName)).toEqual(["Quincy"]);
    const both = (await call(clerk, "GET", "/api/users/name/zel%20quim/10")).json();
    expect(both.rows.map((r: { email: string }) => r.email)).toEqual(["zq1@qmail.test"]);
    // Read off a list sorted by last name: "last first" finds the same customer (issue 30 §9).
    const reversed = (await call(clerk, "GET", "/api/users/name/quimby%20zel/10")).json();
    expect(reversed.rows.map((r: { email: string }) => r.email)).toEqual(["zq1@qmail.test"]);
    const second = (await call(clerk, "GET", "/api/users/name/quimb/1/1")).json();
    expect(second).toMatchObject({ start: 1, limit: 1, total: 2 });
    expect(second.rows[0].lastName).toBe("Quimbyson");
  });

  it("finds e-mail prefixes; a limit above 500 is refused", async () => {
    const page = (await call(clerk, "GET", "/api/users/email/ZQ/10")).json();
    expect(page.rows.map((r: { email: string }) => r.email)).toEqual(["zq1@qmail.test", "zq2@qmail.test"]);
    expect((await call(clerk, "GET", "/api/users/email/zq/501")).statusCode).toBe(400);
    // LIKE's own characters are literal.
    expect((await call(clerk, "GET", "/api/users/email/%25/10")).json().total).toBe(0);
  });

  it("finds e-mail and name fragments (contains), prefixes ranked first", async () => {
    const older = await seedCustomer(ctx.db, {
      firstName: "Fay",
      lastName: "Featherstonehaugh",
      email: "old.vantablack@frag.test",
    });
    const newer = await seedCustomer(ctx.db, {
      firstName: "Stu",
      lastName: "Stonehouse",
      email: "vantablack.new@frag.test",
    });
    const byEmail = (await call(clerk, "GET", "/api/users/email/ANTABLAC/10")).json();
    expect(byEmail.rows.map((r: { email: string }) => r.email)).toEqual([
      "old.vantablack@frag.test",
      "vantablack.new@frag.test",
    ]);
    // The newer customer's e-mail starts with the text: it comes before the older contains match.
    const ranked = (await call(clerk, "GET", "/api/users/email/vantab/10")).json();
    expect(ranked.rows.map((r: { id: number }) => r.id)).toEqual([newer.customer.id, older.customer.id]);
    expect(ranked.total).toBe(2);
    const byName = (await call(clerk, "GET", "/api/users/name/stoneh/10")).json();
    expect(byName.rows.map((r: { lastName: string }) => r.lastName)).toEqual([
      "Stonehouse",
      "Featherstonehaugh",
    ]);
    const paged = (await call(clerk, "GET", "/api/users/name/stoneh/1/1")).json();
    expect(paged).toMatchObject({ start: 1, limit: 1, total: 2 });
    expect(paged.rows[0].lastName).toBe("Featherstonehaugh");
    // "first last" fragments match both parts.
    const both = (await call(clerk, "GET", "/api/users/name/fa%20herst/10")).json();
    expect(both.rows.map((r: { lastName: string }) => r.lastName)).toEqual(["Featherstonehaugh"]);
  });

  it("counts matches only up to one past the page", async () => {
    for (const first of ["Ava", "Bea", "Cal", "Dot"]) {
      await seedCustomer(ctx.db, { firstName: first, lastName: "Tallycap", email: `${first}@tally.test` });
    }
    const first = (await call(clerk, "GET", "/api/users/name/tallycap/2")).json();
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBe(3);
    const last = (await call(clerk, "GET", "/api/users/name/allycap/2/2")).json();
    expect(last.rows.map((r: { firstName: string }) => r.firstName)).toEqual(["Cal", "Dot"]);
    expect(last.total).toBe(4);
  });

  it("searches one or two characters by prefix only; LIKE characters are literal", async () => {
    await seedCustomer(ctx.db, { firstName: "Ann", lastName: "Likes", email: "a_b@likes.test" });
    await seedCustomer(ctx.db, { firstName: "Bob", lastName: "Likes", email: "axb@likes.test" });
    await seedCustomer(ctx.db, { firstName: "Cy", lastName: "Mqxid", email: "cy.mqx@likes.test" });
    // "qx" sits inside the name and the e-mail, but two characters search prefixes only.
    expect((await call(clerk, "GET", "/api/users/email/qx/10")).json().total).toBe(0);
    expect((await call(clerk, "GET", "/api/users/name/qx/10")).json().total).toBe(0);
    expect((await call(clerk, "GET", "/api/users/name/mqx/10")).json().rows[0].lastName).toBe("Mqxid");
    const underscore = (await call(clerk, "GET", "/api/users/email/a_b/10")).json();
    expect(underscore.rows.map((r: { email: string }) => r.email)).toEqual(["a_b@likes.test"]);
    const inside = (await call(clerk, "GET", "/api/users/email/_b%40likes/10")).json();
    expect(inside.rows.map((r: { email: string }) => r.email)).toEqual(["a_b@likes.test"]);
    expect((await call(clerk, "GET", "/api/users/email/%25b%40/10")).json().total).toBe(0);
    expect((await call(clerk, "GET", "/api/users/name/%5C%5C%5C/10")).json().total).toBe(0);
  });

  it("exports the searched list as CSV", async () => {
    const response = await call(clerk, "GET", "/api/users/export.csv?search=quimb");
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe('"id","firstName","lastName","email","phone","membership","createdAt"');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('"zq2@qmail.test"');
  });
});

describe("adding a customer", () => {
  it("adds with first and last name kept as the display name, and audits it", async () => {
    const response = await call(clerk, "POST", "/api/users", {
      email: "New.Person@Example.test",
      firstName: "New",
      lastName: "Person",
    });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile.member).toMatchObject({ email: "new.person@example.test", firstName: "New", version: 1 });
    expect((await auditOf(profile.member.id)).map((a) => a.field)).toEqual(["created"]);
  });

  it("refuses a taken e-mail in any case and bad fields with 'Error adding user'", async () => {
    const taken = await call(clerk, "POST", "/api/users", {
      email: "NEW.person@example.test",
      firstName: "Other",
      lastName: "Person",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: "Error adding user",
      modelState: { "model.email": ["This e-mail is already used by another customer."] },
    });
    const bad = (
      await call(clerk, "POST", "/api/users", { email: "nope", firstName: "", lastName: "" })
    ).json();
    expect(bad.modelState).toEqual({
      "model.email": ["Invalid email format"],
      "model.firstName": ["First name is required."],
      "model.lastName": ["Last name is required."],
    });
  });
});

describe("updating the member", () => {
  it("refuses a Dealer without a discount, saves one with it, audits each field and bumps the version", async () => {
    const { customer } = await seedCustomer(ctx.db, {
      level: "Basic",
      dealerDiscounts: null,
      shippingAccounts: [],
    });
    const profile = await profileOf(customer.id);
    const refused = await call(
      clerk,
      "POST",
      `/api/users/${customer.id}`,
      memberBody(profile, { membership: "Dealer" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "Error updating profile",
      modelState: { "model.discount": ["A Dealer needs a discount above 0."] },
    });
    const saved = await call(
      clerk,
      "POST",
      `/api/users/${customer.id}`,
      memberBody(profile, {
        membership: "Dealer",
        discount: 15,
        pressingDiscount: 10,
        vspDiscount: 50,
        defaultSalesRep: "rep7",
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Member information updated successfully.");
    expect(saved.json().profile.member).toMatchObject({
      membership: "Dealer",
      discount: 15,
      defaultSalesRep: "REP7",
      version: profile.version + 1,
    });
    const audit = await auditOf(customer.id);
    expect(audit.find((a) => a.field === "membership")).toMatchObject({
      oldValue: "Basic",
      newValue: "Dealer",
      author: "uma",
    });
    expect(audit.map((a) => a.field).sort()).toEqual(
      ["defaultSalesRep", "discount", "membership", "pressingDiscount", "vspDiscount"].sort(),
    );
  });

  it("answers 409 to a stale version and changes nothing", async () => {
    const { customer } = await seedCustomer(ctx.db);
    const profile = await profileOf(customer.id);
    const first = await call(
      clerk,
      "POST",
      `/api/users/${customer.id}`,
      memberBody(profile, { lastName: "One" }),
    );
    expect(first.statusCode).toBe(200);
    const stale = await call(
      clerk,
      "POST",
      `/api/users/${customer.id}`,
      memberBody(profile, { lastName: "Two" }),
    );
    expect(stale.statusCode).toBe(409);
    expect((await profileOf(customer.id)).member.lastName).toBe("One");
    expect((await auditOf(customer.id)).map((a) => a.newValue)).toEqual(["One"]);
  });

  it("refuses discontinued memberships, bad account numbers and DHL for a US default address", async () => {
    const { customer } = await seedCustomer(ctx.db, { country: "US", address: { country: "US" } });
    const profile = await profileOf(customer.id);
    const response = await call(
      clerk,
      "POST",
      `/api/users/${customer.id}`,
      memberBody(profile, {
        membership: "Gold",
        fedExAccount: "123",
        upsAccount: "ABC123",
        dhlAccount: "123456789",
      }),
    );
    expect(response.statusCode).toBe(400);
    const { modelState } = response.json();
    expect(modelState["model.membership"]).toEqual([
      "The Gold membership is discontinued and cannot be assigned.",
    ]);
    expect(modelState["model.fedExAccount"]).toEqual(["FedEx account number must be 9 letters or digits."]);
    expect(modelState["model.dhlAccount"]?.[0]).toMatch(/DHL/);
    expect(modelState["model.upsAccount"]).toBeUndefined();
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it("answers 404 for an unknown customer", async () => {
    expect((await call(clerk, "GET", "/api/users/99999999")).statusCode).toBe(404);
  });
});

describe("the address book", () => {
  it("adds, keeps one default, refuses a Canadian address without a province, deletes with the rule", async () => {
    const { customer, address } = await seedCustomer(ctx.db, { country: "US" });
    let profile = await profileOf(customer.id);
    const base = {
      country: "CA",
      line1: "1 King St",
      city: "Toronto",
      zipPostal: "m5v 1a1",
      stateProvince: "",
    };
    const refused = await call(clerk, "POST", `/api/users/${customer.id}/address`, {
      ...base,
      version: profile.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "Error updating address",
      modelState: { "model.stateProvince": ["Canada needs a province."] },
    });
    const added = await call(clerk, "POST", `/api/users/${customer.id}/address`, {
      ...base,
      stateProvince: "on",
      isDefault: true,
      version: profile.version,
    });
    expect(added.statusCode).toBe(200);
    profile = added.json().profile;
    expect(profile.addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(profile.addresses[0]).toMatchObject({ line1: "1 King St", stateProvince: "ON", isDefault: true });
    const stale = await call(clerk, "DELETE", `/api/users/${customer.id}/address/${address!.id}?version=1`);
    expect(stale.statusCode).toBe(409);
    const newDefault = profile.addresses[0].id;
    const keep = await call(
      clerk,
      "DELETE",
      `/api/users/${customer.id}/address/${newDefault}?version=${profile.version}`,
    );
    expect(keep.statusCode).toBe(400);
    expect(keep.json().message).toBe("Error deleting address");
    const gone = await call(
      clerk,
      "DELETE",
      `/api/users/${customer.id}/address/${address!.id}?version=${profile.version}`,
    );
    expect(gone.statusCode).toBe(200);
    expect(gone.json().profile.addresses).toHaveLength(1);
    expect((await auditOf(customer.id)).map((a) => a.field)).toEqual([
      "address",
      "defaultAddress",
      "address",
    ]);
  });
});
