// The queue cache serves a page until an order event arrives (this process's writes at once, other
// processes' through LISTEN), and never keeps a failed load.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { publishOrderEvents } from "../../events/order-events";
import { createQueueCache } from "./queue-cache";

function fakeDatabase() {
  let onPayload: ((payload: string) => void) | undefined;
  const database = {
    listen: async (_channel: string, callback: (payload: string) => void) => {
      onPayload = callback;
      return async () => {
        onPayload = undefined;
      };
    },
    notify: async () => {},
  } as unknown as Database;
  return { database, deliverFromOtherProcess: (payload: string) => onPayload?.(payload) };
}

const page = (text: string) => Buffer.from(text);
const event = { orderId: "26-0A12345", tierId: "SO", fromStatus: "Labels", toStatus: "HeatSeal" };

afterEach(() => vi.useRealTimers());

describe("queue cache", () => {
  it("loads a page once for repeated reads", async () => {
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database);
    const load = vi.fn(async () => page("a"));
    await cache.read("k", load);
    expect((await cache.read("k", load)).toString()).toBe("a");
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

  it("keeps a page no longer than its time limit", async () => {
    vi.useFakeTimers();
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database, { ttlMs: 1000 });
    const load = vi.fn(async () => page("a"));
    await cache.read("k", load);
    vi.advanceTimersByTime(1500);
    await cache.read("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed load", async () => {
    const { database } = fakeDatabase();
    const cache = await createQueueCache(database);
    await expect(cache.read("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect((await cache.read("k", async () => page("b"))).toString()).toBe("b");
  });
});
