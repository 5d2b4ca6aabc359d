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
