import { LIVE_COUNTS_INTERVAL_MS } from "@gbo/domain/workflow";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import type { SharedOrderEventsDeps } from "./api/shared-order-events";
import { useLiveOrderEvents } from "./use-live-order-events";

const joined: { key: string; deps: SharedOrderEventsDeps; isLeft: boolean }[] = [];
vi.mock("./api/shared-order-events", () => ({
  openSharedOrderEvents: (deps: SharedOrderEventsDeps) => {
    const entry = { key: deps.key, deps, isLeft: false };
    joined.push(entry);
    return () => {
      entry.isLeft = true;
    };
  },
}));

const identity = (userName: string) => ({
  userName,
  displayName: userName,
  role: "authenticated",
  claims: [userName],
  isAdmin: false,
  accessToken: `${userName}-token`,
  refreshToken: "",
});

function renderFollowing() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useLiveOrderEvents(), { wrapper }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  joined.splice(0);
  identityStore.clear();
});

describe("the tab's place in its worker's shared stream", () => {
  it("follows the signed-in worker; on sign-out leaves at once; another worker's sign-in joins theirs", () => {
    identityStore.set(identity("invoicing"));
    const { unmount } = renderFollowing();
    expect(joined.map((j) => j.key)).toEqual(["invoicing"]);

    identityStore.clear();
    expect(joined[0]?.isLeft).toBe(true);
    expect(joined).toHaveLength(1);

    identityStore.set(identity("slab"));
    expect(joined.map((j) => j.key)).toEqual(["invoicing", "slab"]);
    // A refreshed token of the same worker keeps the tab where it is.
    identityStore.set({ ...identity("slab"), accessToken: "fresh" });
    expect(joined).toHaveLength(2);

    // The last screen closed: the tab stays a moment (the next screen may follow too), then leaves.
    unmount();
    expect(joined[1]?.isLeft).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(joined[1]?.isLeft).toBe(true);
  });

  it("a take-over or reconnect reads every order and queue again", () => {
    identityStore.set(identity("invoicing"));
    const { queryClient, unmount } = renderFollowing();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    joined.at(-1)?.deps.onOpen(false);
    expect(invalidate).not.toHaveBeenCalled();
    joined.at(-1)?.deps.onOpen(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["queues"] });
    unmount();
  });

  it("a frozen tab leaves the stream to the others, and on its return rejoins and reads everything again", () => {
    identityStore.set(identity("invoicing"));
    const { queryClient, unmount } = renderFollowing();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    document.dispatchEvent(new Event("freeze"));
    expect(joined[0]?.isLeft).toBe(true);
    document.dispatchEvent(new Event("resume"));
    expect(joined.map((j) => j.isLeft)).toEqual([true, false]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders"] });
    unmount();
  });
});

describe("what a batch of events reads again", () => {
  const slabKey = ["queues", { queue: "slab", page: 1, search: "", window: "recent", country: null }];
  const slabPage = (orderIds: string[]) => ({
    queue: "slab",
    isTierQueue: true,
    page: 1,
    pageSize: 50,
    total: orderIds.length,
    steps: ["Slab"],
    overdueHidden: 0,
    rows: orderIds.map((orderId) => ({ orderId, tierId: `${orderId}-1` })),
  });
  // Unmounted even when an expectation fails, so the next test joins a stream of its own.
  let unmount = () => {};
  afterEach(() => unmount());

  function following() {
    identityStore.set(identity("slab"));
    const { queryClient, unmount: unmountThis } = renderFollowing();
    unmount = unmountThis;
    queryClient.setQueryData(slabKey, slabPage(["100", "101"]));
    queryClient.setQueryData(["queues", "counts"], { queues: [] });
    queryClient.setQueryData(["orders", "200", "summary"], { order: {} });
    const send = (...events: Parameters<SharedOrderEventsDeps["onEvent"]>[0][]) => {
      for (const event of events) joined.at(-1)?.deps.onEvent(event);
      vi.advanceTimersByTime(150);
    };
    const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    return { send, isInvalidated, queryClient };
  }

  it("a scan on another order's tier reads that order again, not the Slab page nor the counts", () => {
    const { send, isInvalidated } = following();
    send({ orderId: "200", tierId: "200-1", fromStatus: "Grading", toStatus: "Grading" });
    expect(isInvalidated(["orders", "200", "summary"])).toBe(true);
    expect(isInvalidated(slabKey)).toBe(false);
    expect(isInvalidated(["queues", "counts"])).toBe(false);
  });

  it("a tier moving into Slab reads the Slab page and the counts again", () => {
    const { send, isInvalidated } = following();
    send(
      { orderId: "200", tierId: "200-1", fromStatus: "Grading", toStatus: "Grading" },
      { orderId: "300", tierId: "300-1", fromStatus: "Grading", toStatus: "Slab" },
    );
    expect(isInvalidated(slabKey)).toBe(true);
    expect(isInvalidated(["queues", "counts"])).toBe(true);
  });

  it("moves in a row read the counts at once, then once more at the end of the window, not per batch", () => {
    const { send, isInvalidated, queryClient } = following();
    const move = (orderId: string) => ({
      orderId,
      tierId: `${orderId}-1`,
      fromStatus: "Grading",
      toStatus: "Slab",
    });
    send(move("300"));
    expect(isInvalidated(["queues", "counts"])).toBe(true);
    queryClient.setQueryData(["queues", "counts"], { queues: [] }); // read again
    send(move("301"));
    send(move("302"));
    expect(isInvalidated(["queues", "counts"])).toBe(false);
    vi.advanceTimersByTime(LIVE_COUNTS_INTERVAL_MS);
    expect(isInvalidated(["queues", "counts"])).toBe(true);
  });

  it("any event on an order the page shows reads the page again", () => {
    const { send, isInvalidated } = following();
    send({ orderId: "101", tierId: "101-1", fromStatus: "Slab", toStatus: "Slab" });
    expect(isInvalidated(slabKey)).toBe(true);
    expect(isInvalidated(["queues", "counts"])).toBe(false);
  });
});
