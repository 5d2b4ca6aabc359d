// One order event stream per browser, not per tab. A browser gives one host six HTTP/1.1 connections;
// a stream per tab held one each, so the seventh tab of a worker never loaded. Now the tabs of a
// worker elect a leader with a Web Lock (held while its tab lives, released by the browser when the
// tab closes or crashes); the leader holds the stream and relays each event over a BroadcastChannel,
// the others listen. When the leader goes, the next tab in the lock's queue opens the stream and
// tells every tab to read everything again (events in the gap are otherwise lost).
import type { TOrderEvent } from "@gbo/contracts/orders";
import { parseOrderEvent } from "./order-event-stream";

/** What the leader posts on the channel. */
export type RelayMessage = { kind: "order"; event: TOrderEvent } | { kind: "open"; isReconnect: boolean };

export type StreamHandlers = {
  onEvent: (event: TOrderEvent) => void;
  onOpen: (isReconnect: boolean) => void;
};

/** The part of BroadcastChannel used here. */
export type RelayChannel = {
  postMessage: (message: RelayMessage) => void;
  close: () => void;
  onmessage: ((message: MessageEvent) => void) | null;
};

/** The part of the Web Locks API used here (navigator.locks). */
export type LeaderLocks = {
  request: (
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | undefined,
  ) => Promise<unknown>;
};

export type Role = "leader" | "follower" | "alone";

export type SharedOrderEventsDeps = StreamHandlers & {
  /** Names the channel and the lock: one per worker, so a tab never hears another sign-in's events. */
  key: string;
  /** Opens this tab's own stream (openOrderEventStream); returns its close. */
  openStream: (handlers: StreamHandlers) => () => void;
  /** null where the browser has none: each tab then holds its own stream, as before. */
  createChannel?: (name: string) => RelayChannel | null;
  locks?: LeaderLocks | null;
  /** For the record and the tests: which part this tab plays now. */
  onRole?: (role: Role) => void;
};

export const CHANNEL_PREFIX = "gbo.live.";

function browserChannel(name: string): RelayChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name);
}

function browserLocks(): LeaderLocks | null {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null;
}

/** A message from the channel, read defensively (any page of the origin may post on it). */
export function readRelayMessage(data: unknown): RelayMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.kind === "open" && typeof message.isReconnect === "boolean") {
    return { kind: "open", isReconnect: message.isReconnect };
  }
  if (message.kind === "order") {
    const event = parseOrderEvent(JSON.stringify(message.event ?? null));
    return event ? { kind: "order", event } : null;
  }
  return null;
}

/** Joins the worker's shared stream (as leader or follower); the returned function leaves it. */
export function openSharedOrderEvents(deps: SharedOrderEventsDeps): () => void {
  const name = `${CHANNEL_PREFIX}${deps.key}`;
  const locks = deps.locks === undefined ? browserLocks() : deps.locks;
  const channel = locks ? (deps.createChannel ?? browserChannel)(name) : null;
  if (!locks || !channel) {
    deps.onRole?.("alone");
    return deps.openStream({ onEvent: deps.onEvent, onOpen: deps.onOpen });
  }
  const relay = channel;
  let isClosed = false;
  let isLeader = false;
  let resign: (() => void) | null = null;
  const abort = new AbortController();

  channel.onmessage = (message) => {
    const relayed = isLeader || isClosed ? null : readRelayMessage(message.data);
    if (relayed?.kind === "order") deps.onEvent(relayed.event);
    else if (relayed?.kind === "open") deps.onOpen(relayed.isReconnect);
  };

  /** Holds the stream until this tab leaves; the lock is held as long as the returned promise runs. */
  function lead(isTakeOver: boolean): Promise<void> | undefined {
    if (isClosed) return undefined;
    isLeader = true;
    deps.onRole?.("leader");
    let isFirstOpen = true;
    return new Promise<void>((release) => {
      const close = deps.openStream({
        onEvent: (event) => {
          deps.onEvent(event);
          relay.postMessage({ kind: "order", event });
        },
        onOpen: (isReconnect) => {
          // Taking over from a tab that left: what happened between its stream and ours was missed.
          const isGap = isReconnect || (isFirstOpen && isTakeOver);
          isFirstOpen = false;
          deps.onOpen(isGap);
          relay.postMessage({ kind: "open", isReconnect: isGap });
        },
      });
      resign = () => {
        resign = null;
        close();
        release();
      };
      // Opening read the stored sign-in and found it changed (signed out in another tab): this tab
      // left meanwhile, so hand the lock on now rather than hold it with no stream.
      if (isClosed) resign();
    });
  }

  deps.onRole?.("follower");
  // First ask without waiting: a tab that finds no leader is the first and has missed nothing.
  void locks
    .request(name, { ifAvailable: true }, (lock) => (lock ? lead(false) : undefined))
    .then(() => {
      if (isLeader || isClosed) return;
      // Another tab leads: queue behind it; the browser grants the lock the moment that tab goes.
      return locks.request(name, { signal: abort.signal }, () => lead(true));
    })
    .catch(() => {}); // aborted when this tab leaves while still queued

  return () => {
    if (isClosed) return;
    isClosed = true;
    abort.abort();
    resign?.();
    channel.onmessage = null;
    channel.close();
  };
}
