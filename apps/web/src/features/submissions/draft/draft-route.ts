// The draft screens' address: /submissions/new?user={customerId}, /submissions/new/comic?user=&edit=
// (or &copy=) and /submissions/new/reholder?user=. The customer rides along so each screen opens the
// same stored draft.
import { useNavigate, useSearch } from "@tanstack/react-router";

export type DraftSearch = { user?: number; edit?: number; copy?: number };

const whole = (raw: unknown): number | undefined => {
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : undefined;
};

export function useDraftSearch(): DraftSearch {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const user = whole(search.user);
  const edit = whole(search.edit);
  const copy = whole(search.copy);
  return {
    ...(user !== undefined && user > 0 ? { user } : {}),
    ...(edit !== undefined ? { edit } : {}),
    ...(copy !== undefined ? { copy } : {}),
  };
}

export function useDraftNavigation() {
  const navigate = useNavigate();
  return {
    toDraft: (user: number) =>
      navigate({
        to: "/submissions/$id",
        params: { id: "new" },
        search: { user } as Record<string, unknown>,
      }),
    toComic: (user: number, extra: { edit?: number; copy?: number } = {}) =>
      navigate({
        to: "/submissions/$id/comic",
        params: { id: "new" },
        search: { user, ...extra } as Record<string, unknown>,
      }),
    toReholder: (user: number) =>
      navigate({
        to: "/submissions/$id/reholder",
        params: { id: "new" },
        search: { user } as Record<string, unknown>,
      }),
    toOrder: (orderId: string) => navigate({ to: "/submissions/$id", params: { id: orderId } }),
  };
}
