// Onsite event and signing calls (administration §7: the same pattern under /api/onsites/ and
// /api/signings/, each with GET checklogin, which the lists run first, §4).
import type {
  TContentEvent,
  TContentEventInput,
  TContentEventKind,
  TContentEventsPage,
  TUpcomingConventions,
} from "@gbo/contracts/content-events";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiPaths, client, dataOf, quiet } from "../../../../api";
import { CONTENT_STALE_MS } from "./content-cache";

export const EVENTS_PAGE_SIZE = 25;
/** Each kind answers the same calls under its own base (the server's document names every path). */
export const EVENT_PATHS = {
  onsite: {
    list: "/api/onsites/",
    one: "/api/onsites/{id}",
    checklogin: "/api/onsites/checklogin",
    image: "/api/onsites/{id}/image",
  },
  signing: {
    list: "/api/signings/",
    one: "/api/signings/{id}",
    checklogin: "/api/signings/checklogin",
    image: "/api/signings/{id}/image",
  },
} as const satisfies Record<TContentEventKind, Record<string, keyof ApiPaths>>;
const eventsKey = (kind: TContentEventKind) => ["content-events", kind] as const;

export type EventsWhen = "all" | "upcoming" | "past";

/** The list's login check (§4 "Content lists … run a login check first"); the list waits for it. */
export function useEventsLoginCheck(kind: TContentEventKind) {
  return useQuery({
    queryKey: [...eventsKey(kind), "checklogin"],
    queryFn: async () => dataOf(await client.GET(EVENT_PATHS[kind].checklogin)),
    retry: false,
    staleTime: 0,
  });
}

export function useEventsPage(kind: TContentEventKind, page: number, when: EventsWhen, isEnabled: boolean) {
  return useQuery({
    queryKey: [...eventsKey(kind), "list", page, when],
    queryFn: async (): Promise<TContentEventsPage> =>
      dataOf(
        await client.GET(EVENT_PATHS[kind].list, {
          params: { query: { page, pageSize: EVENTS_PAGE_SIZE, when } },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
    enabled: isEnabled,
  });
}

export function eventQuery(kind: TContentEventKind, id: number) {
  return queryOptions({
    queryKey: [...eventsKey(kind), "one", id],
    queryFn: async (): Promise<TContentEvent> =>
      dataOf(await client.GET(EVENT_PATHS[kind].one, { params: { path: { id } }, fetch: quiet })),
    retry: false,
    staleTime: CONTENT_STALE_MS,
  });
}

/** Conventions from today on, to fill an event's title and day from one (GET /api/conventions/onsite/). */
export function useUpcomingConventions() {
  return useQuery({
    queryKey: ["conventions", "upcoming"],
    queryFn: async (): Promise<TUpcomingConventions> => dataOf(await client.GET("/api/conventions/onsite/")),
    staleTime: CONTENT_STALE_MS,
  });
}

type WriteOptions = { onSuccess: (answer: TContentEvent | null) => void; onError: (e: unknown) => void };

function useEventWrite<Input>(
  kind: TContentEventKind,
  call: (input: Input) => Promise<TContentEvent | { ok: true }>,
  options: WriteOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if ("id" in answer) queryClient.setQueryData(eventQuery(kind, answer.id).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: [...eventsKey(kind), "list"] });
      options.onSuccess("id" in answer ? answer : null);
    },
    onError: options.onError,
  });
}

export function useSaveEvent(kind: TContentEventKind, options: WriteOptions) {
  const paths = EVENT_PATHS[kind];
  return useEventWrite(
    kind,
    async ({ id, body }: { id: number | null; body: TContentEventInput }): Promise<TContentEvent> =>
      id
        ? dataOf(await client.PUT(paths.one, { params: { path: { id } }, body, fetch: quiet }))
        : dataOf(await client.POST(paths.list, { body, fetch: quiet })),
    options,
  );
}

export function useDeleteEvent(kind: TContentEventKind, options: WriteOptions) {
  return useEventWrite(
    kind,
    async (id: number) =>
      dataOf(await client.DELETE(EVENT_PATHS[kind].one, { params: { path: { id } }, fetch: quiet })),
    options,
  );
}
