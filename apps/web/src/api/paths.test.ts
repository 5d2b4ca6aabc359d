import { describe, expect, it } from "vitest";
import { downloadPath, leaveOffEmptyLast, serverPath } from "./paths";

describe("server paths", () => {
  it("fills a download's path and sends only the filters that say something, as before", () => {
    const filters = { state: "open", sort: "newest", search: "" } as const;
    expect(downloadPath("/api/orders/user/{id}/export.csv", { id: 7 }, filters)).toBe(
      "/api/orders/user/7/export.csv?state=open&sort=newest",
    );
    expect(downloadPath("/api/comics/user/{id}/export.csv", { id: 7 }, { search: "amazing spider" })).toBe(
      "/api/comics/user/7/export.csv?search=amazing+spider",
    );
    expect(downloadPath("/api/comics/user/{id}/export.csv", { id: 7 }, { search: "" })).toBe(
      "/api/comics/user/7/export.csv?",
    );
    expect(serverPath("/api/users/{id}/audit/export.csv", { id: 7 })).toBe("/api/users/7/audit/export.csv");
  });

  it("leaves an optional last segment off when it is empty, and encodes it when it is not", () => {
    const path = "http://localhost/api/comics/user/{userId}/{start}/{search}";
    expect(leaveOffEmptyLast(path, { userId: 7, start: 1, search: "" })).toBe(
      "http://localhost/api/comics/user/7/1",
    );
    expect(leaveOffEmptyLast(path, { userId: 7, start: 1, search: "a/b c" })).toBe(
      "http://localhost/api/comics/user/7/1/a%2Fb%20c",
    );
    const search = "http://localhost/api/users/name/{criteria}/{limit}/{start}";
    expect(leaveOffEmptyLast(search, { criteria: "ann@x.test", limit: 10, start: 0 })).toBe(
      "http://localhost/api/users/name/ann%40x.test/10",
    );
  });
});
