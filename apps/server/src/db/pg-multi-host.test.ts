import { describe, expect, it } from "vitest";
import { DatabaseUnreachableError, isConnectionLost, NotPrimaryError } from "./pg-connection-errors";
import { PrimaryLocator, parseMultiHostUrl, primaryUrlOf, type ServerRole } from "./pg-multi-host";

describe("parseMultiHostUrl", () => {
  it("splits a libpq host list into one single-host URL per server and reads target_session_attrs", () => {
    const parsed = parseMultiHostUrl(
      "postgres://app:s%40cret@db1:5432,db2:5433/gbo?target_session_attrs=read-write&sslmode=require",
    );
    expect(parsed).toEqual({
      hosts: ["db1:5432", "db2:5433"],
      urls: [
        "postgres://app:s%40cret@db1:5432/gbo?sslmode=require",
        "postgres://app:s%40cret@db2:5433/gbo?sslmode=require",
      ],
      target: "read-write",
    });
  });

  it("leaves a one-host URL as it was, and keeps hosts without a port and IPv6 hosts whole", () => {
    expect(parseMultiHostUrl("postgresql://u@127.0.0.1:5432/test")).toEqual({
      hosts: ["127.0.0.1:5432"],
      urls: ["postgresql://u@127.0.0.1:5432/test"],
      target: "any",
    });
    expect(parseMultiHostUrl("postgres://u@[::1]:5432,db2/x?target_session_attrs=primary").urls).toEqual([
      "postgres://u@[::1]:5432/x",
      "postgres://u@db2/x",
    ]);
  });

  it("refuses the target_session_attrs values it cannot honour, at start rather than at the first query", () => {
    expect(() => parseMultiHostUrl("postgres://u@a,b/x?target_session_attrs=standby")).toThrow(
      /target_session_attrs=standby is not supported/,
    );
  });
});

function locatorWith(roles: Record<string, ServerRole | "down">, target = "read-write") {
  const probed: string[] = [];
  const locator = new PrimaryLocator(
    parseMultiHostUrl(`postgres://u@a:1,b:2,c:3/db?target_session_attrs=${target}`),
    async (url) => {
      probed.push(url);
      const role = roles[new URL(url).hostname];
      if (!role || role === "down") throw Object.assign(new Error("refused"), { code: "ECONNREFUSED" });
      return role;
    },
  );
  return { locator, probed };
}

describe("PrimaryLocator", () => {
  it("starts on the first host and, probed, follows the read-write one", async () => {
    const roles: Record<string, ServerRole | "down"> = { a: "down", b: "read-only", c: "read-write" };
    const { locator, probed } = locatorWith(roles);
    expect(locator.host).toBe("a:1");
    expect(await locator.refresh()).toBe("c:3");
    expect(locator.url).toBe("postgres://u@c:3/db");
    expect(probed).toHaveLength(3);
  });

  it("says which host was what when none takes writes (the standby not promoted yet)", async () => {
    const { locator } = locatorWith({ a: "down", b: "read-only", c: "down" });
    await expect(locator.refresh()).rejects.toThrow(
      "no read-write server among a:1 unreachable, b:2 read-only",
    );
    expect(locator.host).toBe("a:1");
  });

  it("stays on the promoted server when the old primary comes back read-write beside it", async () => {
    const roles: Record<string, ServerRole | "down"> = { a: "down", b: "read-write", c: "read-only" };
    const { locator } = locatorWith(roles);
    expect(await locator.refresh()).toBe("b:2");
    roles.a = "read-write";
    expect(await locator.refresh()).toBe("b:2");
  });

  it("with target any takes the first that answers, standby or not", async () => {
    const { locator } = locatorWith({ a: "down", b: "read-only", c: "read-write" }, "any");
    expect(await locator.refresh()).toBe("b:2");
  });

  it("retries a failed connect until the primary is back, then gives up with a clear error", async () => {
    const roles: Record<string, ServerRole | "down"> = { a: "down", b: "read-only", c: "down" };
    const { locator } = locatorWith(roles);
    let attempts = 0;
    const connect = async () => {
      attempts++;
      const host = locator.host;
      if (roles[host.split(":")[0] as string] !== "read-write")
        throw Object.assign(new Error("refused"), { code: "ECONNREFUSED" });
      return `connected to ${host}`;
    };
    // b is promoted while the retries run.
    setTimeout(() => {
      roles.b = "read-write";
    }, 250);
    expect(await locator.withRetry(connect, 3000)).toBe("connected to b:2");
    expect(attempts).toBeGreaterThan(1);

    roles.b = "down";
    const started = Date.now();
    const failed = locator.withRetry(connect, 400);
    await expect(failed).rejects.toBeInstanceOf(DatabaseUnreachableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("does not retry what is not a lost connection (a constraint, a syntax error)", async () => {
    const { locator } = locatorWith({ a: "read-write" });
    let attempts = 0;
    const duplicate = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(
      locator.withRetry(async () => {
        attempts++;
        throw duplicate;
      }, 3000),
    ).rejects.toBe(duplicate);
    expect(attempts).toBe(1);
  });
});

describe("primaryUrlOf", () => {
  it("gives tools that read one host the primary's own URL, and a one-host URL unchanged", async () => {
    const probe = async (url: string): Promise<ServerRole> =>
      url.includes("@b:") ? "read-write" : "read-only";
    expect(await primaryUrlOf("postgres://u:p@a:1,b:2/db?target_session_attrs=read-write", probe)).toBe(
      "postgres://u:p@b:2/db",
    );
    expect(await primaryUrlOf("postgres://u:p@a:1/db", probe)).toBe("postgres://u:p@a:1/db");
  });
});

describe("isConnectionLost", () => {
  it("knows node-postgres's lost-connection errors, also wrapped by Drizzle", () => {
    expect(isConnectionLost(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isConnectionLost(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isConnectionLost(new Error("Failed query", { cause: new NotPrimaryError("b:2") }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionLost(new Error("something else"))).toBe(false);
  });
});
