import { describe, expect, it, vi } from "vitest";
import type { WorkerRow } from "../db/schema/index";
import { WorkerCache } from "./worker-cache";

const row = (isActive: boolean) => ({ id: "w1", isActive, tokenVersion: 1 }) as unknown as WorkerRow;

describe("worker cache", () => {
  it("answers from memory after the first load, and loads again once the worker is forgotten", async () => {
    const cache = new WorkerCache();
    const load = vi.fn(async () => row(true));
    await cache.get("w1", load);
    await cache.get("w1", load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget("w1");
    await cache.get("w1", load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.dispose();
  });

  it("does not keep a row whose load overlapped a change to the worker", async () => {
    const cache = new WorkerCache();
    let finish: (value: WorkerRow) => void = () => {};
    const pending = cache.get("w1", () => new Promise<WorkerRow>((resolve) => (finish = resolve)));
    cache.forget("w1"); // the worker is disabled while the read above is on its way
    finish(row(true));
    expect((await pending)?.isActive).toBe(true); // that request began before the change
    expect((await cache.get("w1", async () => row(false)))?.isActive).toBe(false);
    cache.dispose();
  });
});
