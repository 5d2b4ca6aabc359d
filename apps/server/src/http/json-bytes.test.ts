import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, toJsonBytes } from "./json-bytes";

describe("acceptsGzip", () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ["", false],
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["identity", false],
    ["gzip;q=0", false],
    ["deflate, gzip;q=0.0", false],
    ["GZIP", true],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("toJsonBytes", () => {
  it("keeps small answers plain and compresses large ones to the same JSON", () => {
    expect(toJsonBytes({ a: 1 }).gzip).toBeNull();
    const rows = Array.from({ length: 200 }, (_, i) => ({ orderId: `26-0A${String(i).padStart(5, "0")}` }));
    const bytes = toJsonBytes({ rows });
    expect(bytes.gzip).not.toBeNull();
    expect(bytes.gzip!.length).toBeLessThan(bytes.json.length / 4);
    expect(JSON.parse(gunzipSync(bytes.gzip!).toString())).toEqual({ rows });
  });
});
