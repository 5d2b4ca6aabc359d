import { afterEach, describe, expect, it, vi } from "vitest";
import { createKeptReads } from "./kept-reads";

afterEach(() => vi.useRealTimers());

describe("kept reads", () => {
  it("shares one load among requests for the same search; past the time limit it refreshes behind", async () => {
    vi.useFakeTimers();
    const cache = createKeptReads<number>({ ttlMs: 2000 });
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.read("a", load), cache.read("a", load), cache.read("a", load)]);
    expect(answers).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(1999);
    expect(await cache.read("a", load)).toBe(1);
    vi.advanceTimersByTime(1);
    // The kept page answers while the refresh runs; the next read has the refreshed one.
    expect(await cache.read("a", load)).toBe(1);
    expect(await cache.read("a", load)).toBe(2);
    expect(loads).toBe(2);
    expect(await cache.read("b", load)).toBe(3);
  });

  it("forgets everything at a clear (a customer write) and keeps no failure", async () => {
    const cache = createKeptReads<string>();
    expect(await cache.read("a", async () => "old")).toBe("old");
    cache.clear();
    expect(await cache.read("a", async () => "new")).toBe("new");
    await expect(cache.read("b", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("b", async () => "back")).toBe("back");
  });

  it("a load overtaken by a clear is not served afterwards", async () => {
    const cache = createKeptReads<string>();
    let release: (value: string) => void = () => {};
    const pending = cache.read("a", () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release("stale");
    expect(await pending).toBe("stale");
    expect(await cache.read("a", async () => "fresh")).toBe("fresh");
  });
});
