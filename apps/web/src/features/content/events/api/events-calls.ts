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
import { api } from "../../../../api";
import { CONTENT_STALE_MS } from "./content-cache";

export const EVENTS_PAGE_SIZE = 25;
export const eventsBase = (kind: TContentEventKind) => (kind === "onsite" ? "/api/onsites" : "/api/signings");
const eventsKey = (kind: TContentEventKind) => ["content-events", kind] as const;

export type EventsWhen = "all" | "upcoming" | "past";

/** The list's login check (§4 "Content lists … run a login check first"); the list waits for it. */
export function useEventsLoginCheck(kind: TContentEventKind) {
  return useQuery({
    queryKey: [...eventsKey(kind), "checklogin"],
    queryFn: () => api.get<{ ok: true; userName: string }>(`${eventsBase(kind)}/checklogin`),
    retry: false,
    staleTime: 0,
  });
}

export function useEventsPage(kind: TContentEventKind, page: number, when: EventsWhen, isEnabled: boolean) {
  return useQuery({
    queryKey: [...eventsKey(kind), "list", page, when],
    queryFn: () =>
      api.get<TContentEventsPage>(
        `${eventsBase(kind)}/?page=${page}&pageSize=${EVENTS_PAGE_SIZE}&when=${when}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
    enabled: isEnabled,
  });
}

export function eventQuery(kind: TContentEventKind, id: number) {
  return queryOptions({
    queryKey: [...eventsKey(kind), "one", id],
    queryFn: () => api.get<TContentEvent>(`${eventsBase(kind)}/${id}`, { isQuiet: true }),
    retry: false,
    staleTime: CONTENT_STALE_MS,
  });
}

/** Conventions from today on, to fill an event's title and day from one (GET /api/conventions/onsite/). */
export function useUpcomingConventions() {
  return useQuery({
    queryKey: ["conventions", "upcoming"],
    queryFn: () => api.get<TUpcomingConventions>("/api/conventions/onsite/"),
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
  const base = eventsBase(kind);
  return useEventWrite(
    kind,
    ({ id, body }: { id: number | null; body: TContentEventInput }) =>
      id
        ? api.put<TContentEvent>(`${base}/${id}`, body, { isQuiet: true })
        : api.post<TContentEvent>(`${base}/`, body, { isQuiet: true }),
    options,
  );
}

export function useDeleteEvent(kind: TContentEventKind, options: WriteOptions) {
  return useEventWrite(
    kind,
    (id: number) => api.del<{ ok: true }>(`${eventsBase(kind)}/${id}`, { isQuiet: true }),
    options,
  );
}
