import type { TOrderEvent } from "@gbo/contracts/orders";
import { describe, expect, it, vi } from "vitest";
import {
  type LeaderLocks,
  openSharedOrderEvents,
  type RelayChannel,
  type RelayMessage,
  type Role,
  type StreamHandlers,
} from "./shared-order-events";

/** BroadcastChannel between the fake tabs of one browser: a message reaches every other channel of its name. */
class FakeBroadcast {
  readonly open = new Set<{ name: string; channel: RelayChannel }>();
  create(name: string): RelayChannel {
    const hub = this;
    const entry = {
      name,
      channel: {
        onmessage: null as ((message: MessageEvent) => void) | null,
        postMessage(message: RelayMessage) {
          for (const other of hub.open) {
            if (other !== entry && other.name === name)
              other.channel.onmessage?.({ data: message } as MessageEvent);
          }
        },
        close() {
          hub.open.delete(entry);
        },
      },
    };
    this.open.add(entry);
    return entry.channel;
  }
}

/** navigator.locks for exclusive locks: one holder per name, the rest wait in order of asking. */
class FakeLocks implements LeaderLocks {
  readonly held = new Set<string>();
  readonly waiting: { name: string; grant: () => void }[] = [];

  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown> {
    const hold = async () => {
      this.held.add(name);
      try {
        await callback({ name });
      } finally {
        this.held.delete(name);
        const next = this.waiting.findIndex((w) => w.name === name);
        if (next >= 0) this.waiting.splice(next, 1)[0]?.grant();
      }
    };
    if (!this.held.has(name)) return hold();
    if (options.ifAvailable) return Promise.resolve(callback(null));
    return new Promise((resolve, reject) => {
      const entry = { name, grant: () => void hold().then(resolve, reject) };
      this.waiting.push(entry);
      options.signal?.addEventListener("abort", () => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new DOMException("aborted", "AbortError"));
      });
    });
  }
}

const EVENT: TOrderEvent = { orderId: "26-0A12345", tierId: "SO", fromStatus: "Slab", toStatus: "QC" };

/** A browser whose tabs share the fakes above; each tab's own stream is a handle the test drives. */
function browser() {
  const broadcast = new FakeBroadcast();
  const locks = new FakeLocks();
  const streams: { key: string; handlers: StreamHandlers; isClosed: boolean }[] = [];

  function openTab(key = "invoicing", onOpening?: () => void) {
    const tab = { onEvent: vi.fn(), onOpen: vi.fn(), role: "" as Role | "", leave: () => {} };
    tab.leave = openSharedOrderEvents({
      key,
      onEvent: tab.onEvent,
      onOpen: tab.onOpen,
      onRole: (role) => {
        tab.role = role;
      },
      createChannel: (name) => broadcast.create(name),
      locks,
      openStream: (handlers) => {
        const stream = { key, handlers, isClosed: false };
        streams.push(stream);
        onOpening?.();
        return () => {
          stream.isClosed = true;
        };
      },
    });
    return tab;
  }
  const openStreams = () => streams.filter((s) => !s.isClosed);
  return { openTab, openStreams, broadcast };
}

/** Lets the fake lock grants (promise callbacks) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("one order event stream shared by the tabs of a browser", () => {
  it("twelve tabs hold one stream; each event the leader hears reaches all twelve", async () => {
    const { openTab, openStreams } = browser();
    const tabs = Array.from({ length: 12 }, () => openTab());
    await settle();
    expect(openStreams()).toHaveLength(1);
    expect(tabs.map((t) => t.role)).toEqual(["leader", ...Array(11).fill("follower")]);

    openStreams()[0]?.handlers.onOpen(false);
    openStreams()[0]?.handlers.onEvent(EVENT);
    for (const tab of tabs) {
      expect(tab.onEvent).toHaveBeenCalledExactlyOnceWith(EVENT);
      // The first stream of the browser: nothing was missed, nothing is read again.
      expect(tab.onOpen).toHaveBeenCalledExactlyOnceWith(false);
    }
  });

  it("when the leader's tab goes, the next tab opens the stream and every tab reads everything again", async () => {
    const { openTab, openStreams } = browser();
    const [first, second, third] = [openTab(), openTab(), openTab()];
    await settle();
    openStreams()[0]?.handlers.onOpen(false);

    first?.leave();
    await settle();
    expect(openStreams()).toHaveLength(1);
    expect(second?.role).toBe("leader");
    expect(third?.role).toBe("follower");
    openStreams()[0]?.handlers.onOpen(false);
    // Events between the old stream's end and the new one's start are lost: the screens refetch.
    expect(second?.onOpen).toHaveBeenLastCalledWith(true);
    expect(third?.onOpen).toHaveBeenLastCalledWith(true);

    openStreams()[0]?.handlers.onEvent(EVENT);
    expect(third?.onEvent).toHaveBeenCalledExactlyOnceWith(EVENT);
    expect(first?.onEvent).not.toHaveBeenCalled();
  });

  it("the leader's own reconnect and the server's resync reach the followers", async () => {
    const { openTab, openStreams } = browser();
    openTab();
    const follower = openTab();
    await settle();
    openStreams()[0]?.handlers.onOpen(true);
    expect(follower.onOpen).toHaveBeenLastCalledWith(true);
  });

  it("a tab that leaves hears nothing more, and a queued tab that leaves never opens a stream", async () => {
    const { openTab, openStreams } = browser();
    const leader = openTab();
    const follower = openTab();
    await settle();
    follower.leave();
    openStreams()[0]?.handlers.onEvent(EVENT);
    expect(follower.onEvent).not.toHaveBeenCalled();

    leader.leave();
    await settle();
    expect(openStreams()).toHaveLength(0);
  });

  it("a tab that leaves while opening its stream (it found itself signed out) hands the lock on", async () => {
    const { openTab, openStreams } = browser();
    const leader = openTab();
    const next = openTab();
    await settle();
    leader.leave();
    await settle();
    expect(next.role).toBe("leader");
    // The next in line is signed out by the time it opens: it leaves from inside its opening.
    const third = openTab(undefined, () => third.leave());
    next.leave();
    await settle();
    expect(openStreams()).toHaveLength(0);
    const fourth = openTab();
    await settle();
    expect(fourth.role).toBe("leader");
    expect(openStreams()).toHaveLength(1);
  });

  it("tabs of two workers each follow their own worker's stream", async () => {
    const { openTab, openStreams } = browser();
    const invoicing = openTab("invoicing");
    const admin = openTab("admin");
    await settle();
    expect(openStreams().map((s) => s.key)).toEqual(["invoicing", "admin"]);
    openStreams()[0]?.handlers.onEvent(EVENT);
    expect(invoicing.onEvent).toHaveBeenCalledOnce();
    expect(admin.onEvent).not.toHaveBeenCalled();
  });

  it("ignores foreign messages on the channel", async () => {
    const { openTab, broadcast } = browser();
    openTab();
    const follower = openTab();
    await settle();
    const stranger = broadcast.create("gbo.live.invoicing");
    stranger.postMessage({ kind: "order", event: { tierId: "SO" } } as unknown as RelayMessage);
    stranger.postMessage({ kind: "open" } as unknown as RelayMessage);
    expect(follower.onEvent).not.toHaveBeenCalled();
    expect(follower.onOpen).not.toHaveBeenCalled();
  });

  it("without BroadcastChannel or Web Locks each tab holds its own stream, as before", () => {
    const opened: StreamHandlers[] = [];
    const deps = {
      key: "invoicing",
      onEvent: vi.fn(),
      onOpen: vi.fn(),
      openStream: (handlers: StreamHandlers) => {
        opened.push(handlers);
        return () => {};
      },
    };
    const roles: Role[] = [];
    openSharedOrderEvents({ ...deps, locks: null, onRole: (r) => roles.push(r) });
    openSharedOrderEvents({ ...deps, locks: new FakeLocks(), createChannel: () => null });
    expect(opened).toHaveLength(2);
    expect(roles).toEqual(["alone"]);
    opened[0]?.onEvent(EVENT);
    expect(deps.onEvent).toHaveBeenCalledWith(EVENT);
  });
});
