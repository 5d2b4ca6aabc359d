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
import { type ApiPaths, client, dataOf, quiet } from "../../../../api";
import type { ImageRemoval } from "./content-image-calls";

export const STALE_MS = CONTENT_CACHE_SECONDS * 1000;
export const BANNERS_KEY = ["content", "banners"] as const;
export const SLIDERS_KEY = ["content", "sliders"] as const;
/** The lists show every record on one page: a home page holds a handful of each. */
const LIST_QUERY = { page: 1, pageSize: 200 };

export const bannersQuery = () =>
  queryOptions({
    queryKey: [...BANNERS_KEY, "list"],
    queryFn: async (): Promise<TBannersPage> =>
      dataOf(await client.GET("/api/banners/", { params: { query: LIST_QUERY } })),
    staleTime: STALE_MS,
  });

/** §4 "Content lists (sliders, …) run a login check first": the slider list waits for it. */
export const sliderLoginCheckQuery = () =>
  queryOptions({
    queryKey: [...SLIDERS_KEY, "checklogin"],
    queryFn: async () => dataOf(await client.GET("/api/content/checklogin")),
    retry: false,
    staleTime: 0,
  });

export const slidersQuery = () =>
  queryOptions({
    queryKey: [...SLIDERS_KEY, "list"],
    queryFn: async (): Promise<TSlidersPage> =>
      dataOf(await client.GET("/api/content/slider/", { params: { query: LIST_QUERY } })),
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
  useContentWrite(BANNERS_KEY, async (value: string) =>
    dataOf(await client.PUT("/api/banners/order/{value}", { params: { path: { value } }, fetch: quiet })),
  );

export const usePublishBanners = () =>
  useContentWrite(
    BANNERS_KEY,
    async (): Promise<TPublishResult> => dataOf(await client.PUT("/api/banners/publish/", { fetch: quiet })),
  );

/** The calls of a record with a picture, as the server's document names them. */
const BANNER_PATHS = {
  add: "/api/banners/",
  one: "/api/banners/{id}",
  image: "/api/banners/{id}/image",
} as const;
const SLIDER_PATHS = {
  add: "/api/content/slider/",
  one: "/api/content/slider/{id}",
  image: "/api/content/slider/{id}/image",
} as const;
type PicturePaths = typeof BANNER_PATHS | typeof SLIDER_PATHS;

type Json<T> = T extends { content: { "application/json": infer J } } ? J : never;
/**
 * The paths whose record the document answers as `TRecord` and whose save takes `TBody`: a kind's paths
 * and its types are checked against each other where it is declared, so the calls below may narrow the
 * answer of a kind's path to its record (the compiler sees only the union of the kinds' answers).
 */
type PathsFor<TRecord, TBody> = PicturePaths extends infer P
  ? P extends PicturePaths
    ? Json<ApiPaths[P["one"]]["get"]["responses"][200]> extends TRecord
      ? TBody extends Json<ApiPaths[P["add"]]["post"]["requestBody"]>
        ? P
        : never
      : never
    : never
  : never;
type AnyPictureBody = Json<ApiPaths[PicturePaths["add"]]["post"]["requestBody"]>;

/**
 * A record with a picture (a banner, a slider): read one, save it (POST new, PUT by id with the version
 * read), delete it (with its version), remove its picture; every write clears the kind's cache.
 */
function pictureContentCalls<TRecord, TBody>(key: readonly string[], kindPaths: PathsFor<TRecord, TBody>) {
  const paths: PicturePaths = kindPaths;
  const asBody = (body: TBody) => body as AnyPictureBody;
  return {
    key,
    one: (id: string) =>
      queryOptions({
        queryKey: [...key, "one", id],
        queryFn: async () =>
          dataOf(
            await client.GET(paths.one, { params: { path: { id: Number(id) } }, fetch: quiet }),
          ) as TRecord,
        staleTime: STALE_MS,
        retry: false,
      }),
    useSave: () =>
      useContentWrite(
        key,
        async ({ id, body }: { id: number | null; body: TBody }) =>
          (id === null
            ? dataOf(await client.POST(paths.add, { body: asBody(body), fetch: quiet }))
            : dataOf(
                await client.PUT(paths.one, { params: { path: { id } }, body: asBody(body), fetch: quiet }),
              )) as TRecord,
      ),
    useDelete: () =>
      useContentWrite(key, async (record: { id: number; version: number }) =>
        dataOf(
          await client.DELETE(paths.one, {
            params: { path: { id: record.id }, query: { version: record.version } },
            fetch: quiet,
          }),
        ),
      ),
    /** DELETE …/image of a saved record (ImageField's removal); null while it is new. */
    imageRemoval: (id: number | undefined): ImageRemoval | null =>
      id === undefined ? null : { path: paths.image, id },
  };
}

export type PictureContentCalls<TRecord, TBody> = ReturnType<typeof pictureContentCalls<TRecord, TBody>>;

export const bannerCalls = pictureContentCalls<TBanner, TSaveBanner>(BANNERS_KEY, BANNER_PATHS);
export const sliderCalls = pictureContentCalls<TSlider, TSaveSlider>(SLIDERS_KEY, SLIDER_PATHS);

/** After an image upload or removal: the record's cache is read again (new version and address). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });
}
