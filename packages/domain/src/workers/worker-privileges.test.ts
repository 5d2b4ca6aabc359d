import { describe, expect, it } from "vitest";
import {
  claimsActorLacks,
  LAST_ADMIN_DEMOTED,
  LAST_ADMIN_DISABLED,
  LAST_ADMIN_REMOVED,
  ONLY_ADMIN_GRANTS_ADMIN,
  OWN_ACTIVE_UNCHANGEABLE,
  OWN_CLAIMS_UNCHANGEABLE,
  updateActionOf,
  type WorkerActionRequest,
  workerActionProblem,
} from "./index";

const ADMIN = "admin";
const MANAGER = "managecontent,manage,manageworker,user,shelves";
const HR = "manageworker";
const active = (claims: string) => ({ claims, isActive: true });

describe("who may do what to a worker (issue 27 point 1)", () => {
  // actor claims × target × action → the refusal (null: allowed)
  const cases: [string, WorkerActionRequest, string | null][] = [
    // Granting
    ["admin creates an admin", { actorClaims: ADMIN, action: "create", next: active("admin") }, null],
    [
      "a manager creates an admin",
      { actorClaims: MANAGER, action: "create", next: active("admin") },
      ONLY_ADMIN_GRANTS_ADMIN,
    ],
    [
      "manageworker alone creates an admin",
      { actorClaims: HR, action: "create", next: active("Admin") },
      ONLY_ADMIN_GRANTS_ADMIN,
    ],
    [
      "a manager creates a grader (a claim it lacks)",
      { actorClaims: MANAGER, action: "create", next: active("grade,shelves") },
      "You can only grant claims you hold yourself (not: grade).",
    ],
    [
      "a manager creates a shelves worker (a claim it holds)",
      { actorClaims: MANAGER, action: "create", next: active("shelves,user") },
      null,
    ],
    [
      "shiptocanada counts as shipping for routes, not for granting shipping",
      { actorClaims: "manageworker,shiptocanada", action: "create", next: active("shipping") },
      "You can only grant claims you hold yourself (not: shipping).",
    ],
    // Changing oneself
    [
      "a manager adds admin to its own claims",
      {
        actorClaims: MANAGER,
        action: "update",
        isSelf: true,
        target: active(MANAGER),
        next: active(`${MANAGER},admin`),
      },
      OWN_CLAIMS_UNCHANGEABLE,
    ],
    [
      "an admin drops a claim of its own",
      {
        actorClaims: ADMIN,
        action: "update",
        isSelf: true,
        target: active("admin,grade"),
        next: active(ADMIN),
      },
      OWN_CLAIMS_UNCHANGEABLE,
    ],
    [
      "an admin disables itself",
      {
        actorClaims: ADMIN,
        action: "disable",
        isSelf: true,
        target: active(ADMIN),
        next: { claims: ADMIN, isActive: false },
        otherActiveAdmins: 3,
      },
      OWN_ACTIVE_UNCHANGEABLE,
    ],
    [
      "a manager changes its own e-mail only (claims in another order)",
      {
        actorClaims: MANAGER,
        action: "update",
        isSelf: true,
        target: active(MANAGER),
        next: active("shelves,user,manage,managecontent,manageworker"),
      },
      null,
    ],
    // Touching an admin
    [
      "a manager changes the admin",
      { actorClaims: MANAGER, action: "update", target: active(ADMIN), next: active(ADMIN) },
      "Only an admin can change an admin.",
    ],
    [
      "a manager disables the admin",
      {
        actorClaims: MANAGER,
        action: "disable",
        target: active(ADMIN),
        next: { claims: ADMIN, isActive: false },
      },
      "Only an admin can disable an admin.",
    ],
    [
      "a manager resets the admin's password",
      { actorClaims: MANAGER, action: "resetPassword", target: active(ADMIN) },
      "Only an admin can reset the password of an admin.",
    ],
    [
      "a manager removes the admin",
      { actorClaims: MANAGER, action: "remove", target: active(ADMIN) },
      "Error remove worker",
    ],
    [
      "an admin resets another admin's password",
      { actorClaims: ADMIN, action: "resetPassword", target: active(ADMIN), otherActiveAdmins: 1 },
      null,
    ],
    // Touching a worker holding claims the actor lacks
    [
      "a manager changes a grader",
      { actorClaims: MANAGER, action: "update", target: active("grade,labels"), next: active("grade") },
      "Only an admin can change a worker who holds claims you do not hold (grade, labels).",
    ],
    [
      "a manager resets a grader's password",
      { actorClaims: MANAGER, action: "resetPassword", target: active("grade") },
      "Only an admin can reset the password of a worker who holds claims you do not hold (grade).",
    ],
    [
      "a manager disables a shelves worker",
      {
        actorClaims: MANAGER,
        action: "disable",
        target: active("shelves"),
        next: { claims: "shelves", isActive: false },
      },
      null,
    ],
    [
      "a manager activates a signed-up account and gives it a claim it holds",
      {
        actorClaims: MANAGER,
        action: "update",
        target: { claims: "", isActive: false },
        next: active("user"),
      },
      null,
    ],
    [
      "an admin removes itself",
      { actorClaims: ADMIN, action: "remove", isSelf: true, target: active(ADMIN) },
      "You cannot remove your own account.",
    ],
    // The last active admin
    [
      "an admin demotes the last active admin",
      {
        actorClaims: ADMIN,
        action: "update",
        target: active(ADMIN),
        next: active("grade"),
        otherActiveAdmins: 0,
      },
      LAST_ADMIN_DEMOTED,
    ],
    [
      "the last active admin disabled",
      {
        actorClaims: ADMIN,
        action: "disable",
        target: active(ADMIN),
        next: { claims: ADMIN, isActive: false },
        otherActiveAdmins: 0,
      },
      LAST_ADMIN_DISABLED,
    ],
    [
      "the last active admin removed",
      { actorClaims: ADMIN, action: "remove", target: active(ADMIN), otherActiveAdmins: 0 },
      LAST_ADMIN_REMOVED,
    ],
    [
      "an admin demotes another while one more stays",
      {
        actorClaims: ADMIN,
        action: "update",
        target: active(ADMIN),
        next: active("grade"),
        otherActiveAdmins: 1,
      },
      null,
    ],
    [
      "an inactive admin is not the last active one",
      {
        actorClaims: ADMIN,
        action: "update",
        target: { claims: ADMIN, isActive: false },
        next: active("grade"),
        otherActiveAdmins: 0,
      },
      null,
    ],
  ];

  it.each(cases)("%s", (_name, request, message) => {
    expect(workerActionProblem(request)?.message ?? null).toBe(message);
  });

  it("names the field a refusal belongs to", () => {
    expect(workerActionProblem({ actorClaims: HR, action: "create", next: active("admin") })?.field).toBe(
      "claims",
    );
    expect(
      workerActionProblem({
        actorClaims: HR,
        action: "disable",
        isSelf: true,
        target: active(HR),
        next: { claims: HR, isActive: false },
      })?.field,
    ).toBe("isActive");
    expect(
      workerActionProblem({ actorClaims: HR, action: "resetPassword", target: active(ADMIN) })?.field,
    ).toBe(null);
  });

  it("lists the claims an actor cannot give", () => {
    expect(claimsActorLacks(MANAGER, "grade,user,ADMIN")).toEqual(["grade", "admin"]);
    expect(claimsActorLacks("Admin", "grade,admin")).toEqual([]);
  });

  it("calls turning an active worker off a disable", () => {
    expect(updateActionOf(active("qc"), { claims: "qc", isActive: false })).toBe("disable");
    expect(updateActionOf({ claims: "qc", isActive: false }, active("qc"))).toBe("update");
  });
});
