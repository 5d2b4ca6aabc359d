// The banner and slider calls (administration §7). Lists and details are cached 300 s (§9 "cached
// resource wrapper, 300 s, cleared by writes"); every write clears what it changed.
import type {
  TBanner,
  TBannersPage,
  TPublishResult,
  TSaveBanner,
  TSaveSlider,
  TSlider,
  TSlidersPage,
} from "@gbo/contracts/content";
import { CONTENT_CACHE_SECONDS } from "@gbo/domain/content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../api";

export const STALE_MS = CONTENT_CACHE_SECONDS * 1000;
export const BANNERS_KEY = ["content", "banners"] as const;
export const SLIDERS_KEY = ["content", "sliders"] as const;
/** The lists show every record on one page: a home page holds a handful of each. */
const LIST_QUERY = "?page=1&pageSize=200";

export const bannersQuery = () =>
  queryOptions({
    queryKey: [...BANNERS_KEY, "list"],
    queryFn: () => api.get<TBannersPage>(`/api/banners/${LIST_QUERY}`),
    staleTime: STALE_MS,
  });

/** §4 "Content lists (sliders, …) run a login check first": the slider list waits for it. */
export const sliderLoginCheckQuery = () =>
  queryOptions({
    queryKey: [...SLIDERS_KEY, "checklogin"],
    queryFn: () => api.get<{ ok: true; userName: string }>("/api/content/checklogin"),
    retry: false,
    staleTime: 0,
  });

export const slidersQuery = () =>
  queryOptions({
    queryKey: [...SLIDERS_KEY, "list"],
    queryFn: () => api.get<TSlidersPage>(`/api/content/slider/${LIST_QUERY}`),
    staleTime: STALE_MS,
  });

/** A write to one kind: its answer, then everything cached of that kind is read again. */
function useContentWrite<Input, Output>(key: readonly string[], call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveBannerOrder = () =>
  useContentWrite(BANNERS_KEY, (value: string) =>
    api.put<{ updated: number }>(`/api/banners/order/${encodeURIComponent(value)}`, undefined, {
      isQuiet: true,
    }),
  );

export const usePublishBanners = () =>
  useContentWrite(BANNERS_KEY, () =>
    api.put<TPublishResult>("/api/banners/publish/", undefined, { isQuiet: true }),
  );

/**
 * A record with a picture (a banner, a slider): read one, save it (POST new, PUT by id with the version
 * read), delete it (with its version), remove its picture; every write clears the kind's cache.
 */
function pictureContentCalls<TRecord, TBody>(key: readonly string[], base: string) {
  const quiet = { isQuiet: true } as const;
  return {
    key,
    one: (id: string) =>
      queryOptions({
        queryKey: [...key, "one", id],
        queryFn: () => api.get<TRecord>(`${base}/${encodeURIComponent(id)}`, quiet),
        staleTime: STALE_MS,
        retry: false,
      }),
    useSave: () =>
      useContentWrite(key, ({ id, body }: { id: number | null; body: TBody }) =>
        id === null
          ? api.post<TRecord>(`${base}/`, body, quiet)
          : api.put<TRecord>(`${base}/${id}`, body, quiet),
      ),
    useDelete: () =>
      useContentWrite(key, (record: { id: number; version: number }) =>
        api.del<{ ok: true }>(`${base}/${record.id}?version=${record.version}`, quiet),
      ),
    /** DELETE …/image of the record (ImageField's removal). */
    imageUrl: (id: number | undefined) => `${base}/${id}/image`,
  };
}

export type PictureContentCalls<TRecord, TBody> = ReturnType<typeof pictureContentCalls<TRecord, TBody>>;

export const bannerCalls = pictureContentCalls<TBanner, TSaveBanner>(BANNERS_KEY, "/api/banners");
export const sliderCalls = pictureContentCalls<TSlider, TSaveSlider>(SLIDERS_KEY, "/api/content/slider");

/** After an image upload or removal: the record's cache is read again (new version and address). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });
}
