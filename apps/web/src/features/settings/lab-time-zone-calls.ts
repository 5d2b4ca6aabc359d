// The lab's time zone (issue 29): read and saved like the exchange rate (version → 409), cached with the
// other settings and cleared by its own save.
import type { TLabTimeZone } from "@gbo/contracts/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../api";
import { CACHE_MS, SETTINGS_KEY } from "./settings-calls";

const KEY = [...SETTINGS_KEY, "timezone"] as const;

export function useLabTimeZone() {
  return useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<TLabTimeZone> => dataOf(await client.GET("/api/settings/timezone")),
    staleTime: CACHE_MS,
  });
}

export function useSaveLabTimeZone(options: {
  onSuccess: (saved: TLabTimeZone) => void;
  onError: (caught: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { timeZone: string; version: number }): Promise<TLabTimeZone> =>
      dataOf(await client.POST("/api/settings/timezone", { body, fetch: quiet })),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
