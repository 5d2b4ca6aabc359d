// Issue 27 point 1 (D29): actor claims × target × action → allowed?, through the real routes. A refused
// call answers 403 with the rule's message and changes nothing: not the row, not the sessions, no e-mail.
// The last test proves every worker and account route is covered here, so a new one cannot skip the gate.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, type WorkerRow, workers } from "../../../db/schema/index";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
const MANAGER_CLAIMS = "managecontent,manage,manageworker,user,shelves"; // the demo manager's
const actors: Record<string, { row: WorkerRow; session: SignedIn }> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [name, claims] of [
    ["admin", "admin"],
    ["manager", MANAGER_CLAIMS],
    ["hr", "manageworker"],
    ["grader", "grade"],
  ] as const) {
    const row = await seedWorker(ctx.db, { userName: `${name}-actor`, claims });
    actors[name] = { row, session: await signIn(ctx.app, row.userName, row.password) };
  }
});
afterAll(() => ctx.close());

type Actor = "admin" | "manager" | "hr" | "grader";
type Target = "admin" | "grader" | "peer" | "self";
type Action =
  | "create grade"
  | "create shelves"
  | "create admin"
  | "add admin"
  | "add user"
  | "change e-mail"
  | "disable"
  | "reset password"
  | "remove";

const TARGET_CLAIMS: Record<Exclude<Target, "self">, string> = {
  admin: "admin",
  grader: "grade",
  peer: "shelves",
};
let sequence = 0;

async function readWorker(id: string): Promise<WorkerRow | undefined> {
  const rows = await ctx.db.select().from(workers).where(sql`${workers.id} = ${id}`);
  return rows[0];
}

async function mailsTo(address: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${address}`);
  return row?.n ?? 0;
}

async function perform(actor: Actor, action: Action, target: WorkerRow | undefined) {
  const headers = actors[actor]!.session.authHeader;
  if (action.startsWith("create ")) {
    sequence += 1;
    return ctx.app.inject({
      method: "POST",
      url: "/api/workers",
      headers,
      payload: {
        email: `made-${sequence}@example.test`,
        claims: [action.slice("create ".length)],
        isActive: true,
        frontedAccess: false,
      },
    });
  }
  const row = target!;
  const url = `/api/workers/${row.id}`;
  if (action === "reset password")
    return ctx.app.inject({ method: "POST", url: `${url}/resetPassword`, headers });
  if (action === "remove") return ctx.app.inject({ method: "DELETE", url, headers });
  const claims = row.claims.split(",").filter(Boolean);
  const body = {
    email: action === "change e-mail" ? `moved-${row.userName}@example.test` : row.email,
    claims:
      action === "add admin" ? [...claims, "admin"] : action === "add user" ? [...claims, "user"] : claims,
    isActive: action !== "disable",
    frontedAccess: row.frontedAccess,
    version: row.version,
  };
  return ctx.app.inject({ method: "PUT", url, headers, payload: body });
}

const ALL_TARGET_ACTIONS: Action[] = [
  "add admin",
  "add user",
  "change e-mail",
  "disable",
  "reset password",
  "remove",
];
const rows: [Actor, Action, Target | null, number][] = [
  // An admin does anything to anyone but itself.
  ["admin", "create admin", null, 200],
  ["admin", "create grade", null, 200],
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["admin", a, "admin", 200]),
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["admin", a, "grader", 200]),
  ["admin", "add user", "self", 403],
  ["admin", "disable", "self", 403],
  ["admin", "remove", "self", 403],
  ["admin", "change e-mail", "self", 200],
  ["admin", "reset password", "self", 200],
  // The demo manager: only what it holds, only on workers holding no more than it does.
  ["manager", "create admin", null, 403],
  ["manager", "create grade", null, 403],
  ["manager", "create shelves", null, 200],
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["manager", a, "admin", 403]),
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["manager", a, "grader", 403]),
  ["manager", "add admin", "peer", 403],
  ["manager", "add user", "peer", 200],
  ["manager", "change e-mail", "peer", 200],
  ["manager", "disable", "peer", 200],
  ["manager", "reset password", "peer", 200],
  ["manager", "remove", "peer", 403],
  ["manager", "add admin", "self", 403],
  ["manager", "add user", "self", 200], // it holds user already: nothing changes, so nothing is refused
  ["manager", "disable", "self", 403],
  ["manager", "change e-mail", "self", 200],
  // manageworker alone grants nothing and touches only workers without claims it lacks.
  ["hr", "create admin", null, 403],
  ["hr", "create shelves", null, 403],
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["hr", a, "peer", 403]),
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["hr", a, "admin", 403]),
  ["hr", "add admin", "self", 403],
  // Without manageworker, no worker call at all.
  ["grader", "create grade", null, 403],
  ...ALL_TARGET_ACTIONS.map((a): [Actor, Action, Target, number] => ["grader", a, "self", 403]),
];

describe("who may make, change, reset or remove whom", () => {
  it.each(rows)("%s: %s on %s → %i", async (actor, action, targetKind, status) => {
    const target =
      targetKind === null
        ? undefined
        : targetKind === "self"
          ? await readWorker(actors[actor]!.row.id)
          : await seedWorker(ctx.db, { claims: TARGET_CLAIMS[targetKind] });
    const mailsBefore = target ? await mailsTo(target.email) : 0;
    const response = await perform(actor, action, target);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) {
      expect(response.json().message).toBeTruthy();
      if (target) {
        const after = await readWorker(target.id);
        expect(after).toMatchObject({
          claims: target.claims,
          isActive: target.isActive,
          email: target.email,
          version: target.version,
          tokenVersion: target.tokenVersion,
        });
        expect(await mailsTo(target.email)).toBe(mailsBefore);
      }
    }
  });
});

describe("the takeover of issue 27, step by step, refused", () => {
  it("a manager cannot make itself admin, make an admin, or take over or lock out the admin", async () => {
    const manager = await seedWorker(ctx.db, { userName: "mallory", claims: MANAGER_CLAIMS });
    const session = await signIn(ctx.app, "mallory", manager.password);
    const admin = await seedWorker(ctx.db, { userName: "root-admin", claims: "admin" });
    const put = (id: string, body: object) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/workers/${id}`,
        headers: session.authHeader,
        payload: body,
      });

    const self = await put(manager.id, {
      email: manager.email,
      claims: [...MANAGER_CLAIMS.split(","), "admin"],
      isActive: true,
      frontedAccess: false,
      version: manager.version,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({
      message: "You cannot change your own claims.",
      modelState: { "model.claims": ["You cannot change your own claims."] },
    });
    expect((await signIn(ctx.app, "mallory", manager.password)).body.claims).not.toContain("admin");

    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/workers",
      headers: session.authHeader,
      payload: { email: "sock@example.test", claims: ["admin"], isActive: true, frontedAccess: false },
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().message).toBe("Only an admin can grant the admin claim.");
    expect(await ctx.db.select().from(workers).where(sql`${workers.email} = 'sock@example.test'`)).toEqual(
      [],
    );

    const mail = await put(admin.id, {
      email: "mallory-inbox@example.test",
      claims: ["admin"],
      isActive: true,
      frontedAccess: false,
      version: admin.version,
    });
    expect(mail.statusCode).toBe(403);
    expect(mail.json().message).toBe("Only an admin can change an admin.");
    const reset = await ctx.app.inject({
      method: "POST",
      url: `/api/workers/${admin.id}/resetPassword`,
      headers: session.authHeader,
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe("Only an admin can reset the password of an admin.");
    expect(await mailsTo(admin.email)).toBe(0);

    const lock = await put(admin.id, {
      email: admin.email,
      claims: ["admin"],
      isActive: false,
      frontedAccess: false,
      version: admin.version,
    });
    expect(lock.statusCode).toBe(403);
    expect(lock.json().message).toBe("Only an admin can disable an admin.");
    expect((await signIn(ctx.app, "root-admin", admin.password)).body.claims).toBe("admin");
  });

  it("the profile call changes only the caller's name and address, never claims or the active flag", async () => {
    const manager = actors.manager!;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/userprofile",
      headers: manager.session.authHeader,
      payload: { displayName: "Manager", email: manager.row.email, claims: "admin", isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(await readWorker(manager.row.id)).toMatchObject({ claims: MANAGER_CLAIMS, isActive: true });
  });
});

describe("the last active admin", () => {
  it("survives two admins demoting each other at once: exactly one change is refused", async () => {
    await ctx.db.execute(sql`update workers set is_active = false where claims ~* 'admin'`);
    const a = await seedWorker(ctx.db, { userName: "duel-a", claims: "admin" });
    const b = await seedWorker(ctx.db, { userName: "duel-b", claims: "admin" });
    const [sa, sb] = [
      await signIn(ctx.app, "duel-a", a.password),
      await signIn(ctx.app, "duel-b", b.password),
    ];
    const demote = (who: SignedIn, target: WorkerRow) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/workers/${target.id}`,
        headers: who.authHeader,
        payload: { email: target.email, claims: ["grade"], isActive: true, frontedAccess: false, version: 1 },
      });
    const answers = await Promise.all([demote(sa, b), demote(sb, a)]);
    // The loser is refused by the gate (403) or, when the winner's demotion committed before the loser's
    // request was authenticated, by its ended session (401): either way exactly one change lands.
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    const admins = await ctx.db
      .select({ id: workers.id })
      .from(workers)
      .where(sql`${workers.isActive} and ${workers.claims} ~* '(^|,)admin(,|$)'`);
    expect(admins).toHaveLength(1);
    // The survivor cannot lock itself out either.
    const survivor = answers[0]!.statusCode === 200 ? { s: sa, row: a } : { s: sb, row: b };
    const self = await ctx.app.inject({
      method: "PUT",
      url: `/api/workers/${survivor.row.id}`,
      headers: survivor.s.authHeader,
      payload: {
        email: survivor.row.email,
        claims: ["admin"],
        isActive: false,
        frontedAccess: false,
        version: 1,
      },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("You cannot disable or enable your own account.");
  });
});

describe("coverage", () => {
  // How each worker or account route is held to the rules: the table above, or acting on the caller only.
  const COVERED: Record<string, string> = {
    "GET /api/workers/": "read only",
    "GET /api/workers/export.csv": "read only",
    "GET /api/workers/claims": "read only",
    "GET /api/workers/getEmail": "read only",
    "GET /api/workers/:id": "read only",
    "POST /api/workers": "table: create",
    "PUT /api/workers/:id": "table: add admin, add user, change e-mail, disable",
    "DELETE /api/workers/:id": "table: remove",
    "POST /api/workers/:id/resetPassword": "table: reset password",
    "POST /api/account/password": "the caller's own password (current password required)",
    "GET /api/account/captcha": "public, changes nothing",
    "POST /api/account/recover": "public, mails the address's owner only",
    "POST /api/account/reset": "public, needs the mailed one-time link",
    "POST /api/account/verify": "public, needs the mailed one-time link",
    "POST /api/account/register": "public, makes an inactive account without claims",
    "GET /api/userprofile": "read only, the caller",
    "POST /api/userprofile": "the caller's name and address only (test above)",
  };

  it("names every worker and account route", () => {
    const routes = ctx.app.context.registry.routes
      .filter((r) => /^\/api\/(workers|account|userprofile)/.test(r.url) && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes)
      expect(COVERED, `${route} is new: add it to the table`).toHaveProperty([route]);
  });
});
