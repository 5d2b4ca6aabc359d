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
import { CONTENT_CACHE_SECONDS } from "@gbo/domain/admin-rules";
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

export const bannerQuery = (id: string) =>
  queryOptions({
    queryKey: [...BANNERS_KEY, "one", id],
    queryFn: () => api.get<TBanner>(`/api/banners/${encodeURIComponent(id)}`, { isQuiet: true }),
    staleTime: STALE_MS,
    retry: false,
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

export const sliderQuery = (id: string) =>
  queryOptions({
    queryKey: [...SLIDERS_KEY, "one", id],
    queryFn: () => api.get<TSlider>(`/api/content/slider/${encodeURIComponent(id)}`, { isQuiet: true }),
    staleTime: STALE_MS,
    retry: false,
  });

/** A write to one kind: its answer, then everything cached of that kind is read again. */
function useContentWrite<Input, Output>(key: readonly string[], call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveBanner = () =>
  useContentWrite(BANNERS_KEY, ({ id, body }: { id: number | null; body: TSaveBanner }) =>
    id === null
      ? api.post<TBanner>("/api/banners/", body, { isQuiet: true })
      : api.put<TBanner>(`/api/banners/${id}`, body, { isQuiet: true }),
  );

export const useDeleteBanner = () =>
  useContentWrite(BANNERS_KEY, (banner: Pick<TBanner, "id" | "version">) =>
    api.del<{ ok: true }>(`/api/banners/${banner.id}?version=${banner.version}`, { isQuiet: true }),
  );

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

export const useSaveSlider = () =>
  useContentWrite(SLIDERS_KEY, ({ id, body }: { id: number | null; body: TSaveSlider }) =>
    id === null
      ? api.post<TSlider>("/api/content/slider/", body, { isQuiet: true })
      : api.put<TSlider>(`/api/content/slider/${id}`, body, { isQuiet: true }),
  );

export const useDeleteSlider = () =>
  useContentWrite(SLIDERS_KEY, (slider: Pick<TSlider, "id" | "version">) =>
    api.del<{ ok: true }>(`/api/content/slider/${slider.id}?version=${slider.version}`, { isQuiet: true }),
  );

/** After an image upload or removal: the record's cache is read again (new version and address). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });
}
