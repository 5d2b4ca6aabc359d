import { describe, expect, it } from "vitest";
import { identityFromToken } from "./identity";
import { createIdentityStore } from "./identity-store";

const answer = {
  userName: "shipping",
  displayName: "Sam Shipping",
  userRole: "worker",
  claims: "Shipping, readyforpickup",
  access_token: "a",
  refresh_token: "r",
};

describe("identity", () => {
  it("takes the token answer: claims parsed to a lower-case list", () => {
    expect(identityFromToken(answer)).toEqual({
      userName: "shipping",
      displayName: "Sam Shipping",
      role: "worker",
      claims: ["shipping", "readyforpickup"],
      isAdmin: false,
      accessToken: "a",
      refreshToken: "r",
    });
  });

  it("display name defaults to the user name and role to 'authenticated'; admin claim sets isAdmin", () => {
    const identity = identityFromToken({ ...answer, displayName: "", userRole: null, claims: "ADMIN" });
    expect(identity.displayName).toBe("shipping");
    expect(identity.role).toBe("authenticated");
    expect(identity.isAdmin).toBe(true);
  });

  it("is kept in localStorage so a reload keeps the session, and cleared on request", () => {
    const store = createIdentityStore(localStorage);
    const identity = identityFromToken(answer);
    store.set(identity);
    expect(createIdentityStore(localStorage).get()).toEqual(identity);
    store.clear();
    expect(createIdentityStore(localStorage).get()).toBeNull();
  });

  it("ignores a damaged stored value instead of crashing", () => {
    localStorage.setItem("gbo.identity", "{not json");
    expect(createIdentityStore(localStorage).get()).toBeNull();
    localStorage.setItem("gbo.identity", JSON.stringify({ userName: 3 }));
    expect(createIdentityStore(localStorage).get()).toBeNull();
  });
});
