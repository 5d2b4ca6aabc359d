// The order read caches serve a value until an order event concerning it arrives (this process's
// writes at once, other processes' through LISTEN), and never keep a failed load.
import type { TOrderEvent } from "@gbo/contracts/orders";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { publishOrderEvents } from "../../events/order-events";
import { createOrderReadCache, createQueueCache } from "./order-read-cache";

function fakeDatabase() {
  let onPayload: ((payload: string) => void) | undefined;
  let onGap: (() => void) | undefined;
  const database = {
    listen: async (_channel: string, callback: (payload: string) => void, gap?: () => void) => {
      onPayload = callback;
      onGap = gap;
      return async () => {
        onPayload = undefined;
      };
    },
    notify: async () => {},
  } as unknown as Database;
  return {
    database,
    deliverFromOtherProcess: (payload: string) => onPayload?.(payload),
    listenerWasAway: () => onGap?.(),
  };
}

/** A kept page that every event concerns (the scoped rules have their own tests below). */
const page = (text: string, isStaleAfter: (e: TOrderEvent) => boolean = () => true) => ({
  value: { json: Buffer.from(text), gzip: null },
  isStaleAfter,
});
const event = { orderId: "26-0A12345", tierId: "SO", fromStatus: "Labels", toStatus: "HeatSeal" };

afterEach(() => vi.useRealTimers());

describe("queue cache", () => {
  it("loads a page once for repeated reads", async () => {
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database);
    const load = vi.fn(async () => page("a"));
    await cache.read("k", load);
    expect((await cache.read("k", load)).json.toString()).toBe("a");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reloads after a write in this process and after one announced by another process", async () => {
    const { database, deliverFromOtherProcess } = fakeDatabase();
    const cache = await createQueueCache(database);
    const load = vi.fn(async () => page("a"));
    await cache.read("k", load);
    await publishOrderEvents(database, [event]);
    await cache.read("k", load);
    expect(load).toHaveBeenCalledTimes(2);
    deliverFromOtherProcess(JSON.stringify(event));
    await cache.read("k", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("past its time limit, refreshes behind the kept page and then serves the new one", async () => {
    vi.useFakeTimers();
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database, { ttlMs: 1000 });
    let version = "a";
    const load = vi.fn(async () => page(version));
    await cache.read("k", load);
    version = "b";
    vi.advanceTimersByTime(1500);
    expect((await cache.read("k", load)).json.toString()).toBe("a");
    expect(load).toHaveBeenCalledTimes(2);
    expect((await cache.read("k", load)).json.toString()).toBe("b");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops a behind-the-scenes refresh overtaken by a write", async () => {
    vi.useFakeTimers();
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database, { ttlMs: 1000 });
    await cache.read("k", async () => page("a"));
    vi.advanceTimersByTime(1500);
    let finish: (value: ReturnType<typeof page>) => void = () => {};
    const refresh = new Promise<ReturnType<typeof page>>((resolve) => (finish = resolve));
    expect((await cache.read("k", () => refresh)).json.toString()).toBe("a");
    await publishOrderEvents(database, [event]);
    finish(page("before the write"));
    await refresh;
    expect((await cache.read("k", async () => page("after the write"))).json.toString()).toBe(
      "after the write",
    );
  });

  it("starts over when the listener was away (events may have been missed)", async () => {
    const { database, listenerWasAway } = fakeDatabase();
    const cache = await createQueueCache(database);
    const load = vi.fn(async () => page("a"));
    await cache.read("k", load);
    listenerWasAway();
    await cache.read("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps a page an event does not concern, and drops one it does, or one still loading", async () => {
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database);
    const slab = vi.fn(async () => page("slab", (e) => e.toStatus === "Slab" || e.fromStatus === "Slab"));
    const grading = vi.fn(async () => page("grading", (e) => e.toStatus === "PreGrade"));
    await cache.read("slab", slab);
    await cache.read("grading", grading);
    let finish: (value: ReturnType<typeof page>) => void = () => {};
    const loading = cache.read("loading", () => new Promise((resolve) => (finish = resolve)));
    // A tier moves from Labels to HeatSeal: neither page lists those.
    await publishOrderEvents(database, [event]);
    await cache.read("slab", slab);
    await cache.read("grading", grading);
    expect(slab).toHaveBeenCalledTimes(1);
    expect(grading).toHaveBeenCalledTimes(1);
    // The load under way may have read before that write: it is not kept.
    finish(page("before"));
    await loading;
    expect((await cache.read("loading", async () => page("after"))).json.toString()).toBe("after");
    await publishOrderEvents(database, [{ ...event, fromStatus: "HeatSeal", toStatus: "Slab" }]);
    await cache.read("slab", slab);
    await cache.read("grading", grading);
    expect(slab).toHaveBeenCalledTimes(2);
    expect(grading).toHaveBeenCalledTimes(1);
  });

  it("keeps a load in flight that its exact test says an event cannot change (the counts under scans)", async () => {
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database);
    const isMove = (e: TOrderEvent) => e.fromStatus !== e.toStatus;
    let finish: (value: ReturnType<typeof page>) => void = () => {};
    const load = vi.fn(() => new Promise<ReturnType<typeof page>>((resolve) => (finish = resolve)));
    const first = cache.read("counts", load, isMove);
    // Scans on other orders while the counts load: the same load serves every screen that asks.
    const scan = { ...event, fromStatus: "PreGrade", toStatus: "PreGrade" };
    await publishOrderEvents(database, [scan, scan]);
    const second = cache.read("counts", load, isMove);
    finish(page("counted"));
    expect((await first).json.toString()).toBe("counted");
    expect((await second).json.toString()).toBe("counted");
    expect(load).toHaveBeenCalledTimes(1);
    // Kept for the next reader; a move drops it and the next reader counts again.
    const third = cache.read("counts", async () => page("again"), isMove);
    expect((await third).json.toString()).toBe("counted");
    await publishOrderEvents(database, [event]);
    expect((await cache.read("counts", async () => page("after the move"), isMove)).json.toString()).toBe(
      "after the move",
    );
  });

  it("does not keep a failed load", async () => {
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database);
    await expect(cache.read("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect((await cache.read("k", async () => page("b"))).json.toString()).toBe("b");
  });
});

describe("per-order cache", () => {
  it("forgets only the order an event names", async () => {
    const { database, deliverFromOtherProcess } = fakeDatabase();
    const cache = await createOrderReadCache<string>(database, { forget: (e) => e.orderId });
    const load = vi.fn(async () => "summary");
    await cache.read("26-0A12345", load);
    await cache.read("26-0B99999", load);
    expect(load).toHaveBeenCalledTimes(2);
    await publishOrderEvents(database, [event]);
    await cache.read("26-0B99999", load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.read("26-0A12345", load);
    expect(load).toHaveBeenCalledTimes(3);
    deliverFromOtherProcess(JSON.stringify({ ...event, orderId: "26-0B99999" }));
    await cache.read("26-0B99999", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not keep a value whose load was overtaken by a write to that order", async () => {
    const { database } = fakeDatabase();
    const cache = await createOrderReadCache<string>(database, { forget: (e) => e.orderId });
    let finish: (value: string) => void = () => {};
    const pending = cache.read("26-0A12345", () => new Promise<string>((resolve) => (finish = resolve)));
    await publishOrderEvents(database, [event]);
    finish("before the write");
    expect(await pending).toBe("before the write");
    expect(await cache.read("26-0A12345", async () => "after the write")).toBe("after the write");
  });
});
