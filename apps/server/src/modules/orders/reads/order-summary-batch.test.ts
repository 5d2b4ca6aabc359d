// First opens asked in one turn of the event loop, or while the database is busy, share a statement;
// one that finds it idle goes at the end of its turn.
import { describe, expect, it } from "vitest";
import { createBatchLoader } from "./order-summary-batch";

/** A loadMany whose statements the test ends by hand, recording the keys of each. */
function heldStatements() {
  const calls: { keys: string[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({
        keys,
        finish: () => resolve(new Map(keys.filter((k) => k !== "missing").map((k) => [k, `value ${k}`]))),
        fail: reject,
      });
    });
  return { calls, loadMany };
}

/** A few turns of the event loop: a finished statement's callbacks, then the next dispatch. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe("batch loader", () => {
  it("sends an open at the end of its turn when no statement runs", async () => {
    const { calls, loadMany } = heldStatements();
    const loader = createBatchLoader({ loadMany, maxInFlight: 1, maxBatch: 10 });
    const value = loader.load("a");
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a"]]);
    calls[0]!.finish();
    expect(await value).toBe("value a");
  });

  it("sends the opens asked in one turn in one statement", async () => {
    const { calls, loadMany } = heldStatements();
    const loader = createBatchLoader({ loadMany, maxInFlight: 1, maxBatch: 10 });
    const values = ["a", "b", "c"].map((key) => loader.load(key));
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a", "b", "c"]]);
    calls[0]!.finish();
    expect(await Promise.all(values)).toEqual(["value a", "value b", "value c"]);
  });

  it("makes the opens arriving meanwhile wait and share the next statement, at most maxBatch", async () => {
    const { calls, loadMany } = heldStatements();
    const loader = createBatchLoader({ loadMany, maxInFlight: 1, maxBatch: 3 });
    const values = [loader.load("a")];
    await settle();
    values.push(...["b", "c", "d", "e"].map((key) => loader.load(key)));
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a"]]);
    calls[0]!.finish();
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a"], ["b", "c", "d"]]);
    calls[1]!.finish();
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a"], ["b", "c", "d"], ["e"]]);
    calls[2]!.finish();
    expect(await Promise.all(values)).toEqual(["value a", "value b", "value c", "value d", "value e"]);
  });

  it("runs up to maxInFlight statements at once", async () => {
    const { calls, loadMany } = heldStatements();
    const loader = createBatchLoader({ loadMany, maxInFlight: 2, maxBatch: 10 });
    for (const key of ["a", "b", "c", "d"]) {
      void loader.load(key);
      if (key < "c") await settle();
    }
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a"], ["b"]]);
    calls[1]!.finish();
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([["a"], ["b"], ["c", "d"]]);
  });

  it("loads a key asked twice while waiting once, and answers undefined for a key not found", async () => {
    const { calls, loadMany } = heldStatements();
    const loader = createBatchLoader({ loadMany, maxInFlight: 1, maxBatch: 10 });
    void loader.load("a");
    await settle();
    const twice = [loader.load("b"), loader.load("b"), loader.load("missing")];
    await settle();
    calls[0]!.finish();
    await settle();
    expect(calls[1]!.keys).toEqual(["b", "missing"]);
    calls[1]!.finish();
    expect(await Promise.all(twice)).toEqual(["value b", "value b", undefined]);
  });

  it("fails only the opens of a failed statement; the next ones still load", async () => {
    const { calls, loadMany } = heldStatements();
    const loader = createBatchLoader({ loadMany, maxInFlight: 1, maxBatch: 10 });
    const failed = loader.load("a");
    await settle();
    const later = loader.load("b");
    await settle();
    calls[0]!.fail(new Error("connection lost"));
    await expect(failed).rejects.toThrow("connection lost");
    await settle();
    calls[1]!.finish();
    expect(await later).toBe("value b");
  });
});
