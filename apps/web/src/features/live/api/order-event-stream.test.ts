import { describe, expect, it, vi } from "vitest";
import { openOrderEventStream, parseOrderEvent, RECONNECT_MS } from "./order-event-stream";

/** A stand-in EventSource the test drives by hand. */
class FakeSource {
  readyState = 0;
  readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {}
  addEventListener(name: string, listener: (event: unknown) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, event: unknown = {}) {
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
  /** The server refused the stream (e.g. 401): the browser gives up and reports an error. */
  refuse() {
    this.readyState = 2;
    this.emit("error");
  }
}

function setup(tokens: string[]) {
  const sources: FakeSource[] = [];
  const timers: (() => void)[] = [];
  let token = tokens[0] ?? null;
  const deps = {
    getToken: () => token,
    refreshToken: vi.fn(async () => {
      token = tokens[1] ?? token;
    }),
    onEvent: vi.fn(),
    onOpen: vi.fn(),
    createSource: (url: string) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    setTimer: (run: () => void, ms: number) => {
      expect(ms).toBe(RECONNECT_MS);
      timers.push(run);
      return timers.length;
    },
    clearTimer: vi.fn(),
  };
  const close = openOrderEventStream(deps);
  const runTimers = () => {
    for (const run of timers.splice(0)) run();
  };
  return { sources, deps, close, runTimers };
}

describe("order event stream", () => {
  it("on session-ended closes the stream and never reconnects with the dead token", async () => {
    const { sources, deps, runTimers } = setup(["old", "new"]);
    sources[0]?.emit("session-ended");
    expect(sources[0]?.isClosed).toBe(true);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    runTimers();
    expect(sources).toHaveLength(2);
    expect(sources[1]?.url).toBe("/api/events?access_token=new");
  });

  it("passes the access token in the query and hands on each order event", () => {
    const { sources, deps } = setup(["tok en"]);
    expect(sources[0]?.url).toBe("/api/events?access_token=tok%20en");
    sources[0]?.emit("order", {
      data: JSON.stringify({ orderId: "26-0A12345", tierId: "SO", fromStatus: "Slab", toStatus: "QC" }),
    });
    sources[0]?.emit("order", { data: "not json" });
    expect(deps.onEvent).toHaveBeenCalledTimes(1);
    expect(deps.onEvent).toHaveBeenCalledWith({
      orderId: "26-0A12345",
      tierId: "SO",
      fromStatus: "Slab",
      toStatus: "QC",
    });
  });

  it("a refused stream reopens after a pause; the same token refused twice is refreshed first", async () => {
    const { sources, deps, runTimers } = setup(["old", "new"]);
    sources[0]?.emit("open");
    sources[0]?.refuse();
    expect(sources).toHaveLength(1);
    runTimers();
    expect(sources[1]?.url).toContain("access_token=old");
    expect(deps.refreshToken).not.toHaveBeenCalled();

    sources[1]?.refuse();
    await vi.waitFor(() => expect(deps.refreshToken).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    runTimers();
    expect(sources[2]?.url).toContain("access_token=new");
    sources[2]?.emit("open");
    // Reopened after a gap: the screens read everything again.
    expect(deps.onOpen).toHaveBeenLastCalledWith(true);
  });

  it("the server's resync (its listener was away) makes the screens read everything again", () => {
    const { sources, deps } = setup(["t"]);
    sources[0]?.emit("open");
    expect(deps.onOpen).toHaveBeenLastCalledWith(false);
    sources[0]?.emit("resync", { data: "{}" });
    expect(deps.onOpen).toHaveBeenLastCalledWith(true);
  });

  it("a network drop is left to the browser's own retry", () => {
    const { sources, runTimers } = setup(["t"]);
    sources[0]?.emit("error"); // readyState CONNECTING: the browser retries by itself
    runTimers();
    expect(sources).toHaveLength(1);
  });

  it("closing stops the stream and any pending reconnect", () => {
    const { sources, close, runTimers } = setup(["t"]);
    sources[0]?.refuse();
    close();
    runTimers();
    expect(sources).toHaveLength(1);
  });

  it("signed out: no stream is opened", () => {
    const { sources } = setup([]);
    expect(sources).toHaveLength(0);
  });

  it("reads events defensively", () => {
    expect(parseOrderEvent('{"orderId":"26-0A12345"}')).toEqual({
      orderId: "26-0A12345",
      tierId: null,
      fromStatus: null,
      toStatus: null,
    });
    expect(parseOrderEvent('{"tierId":"SO"}')).toBeNull();
    expect(parseOrderEvent("null")).toBeNull();
  });
});
