// Subscribes (administration §7): the search by start and end day ("-" for none) and the .xlsx export.
import type { TSubscribesPage } from "@gbo/contracts/content-events";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, type ApiPaths, client, dataOf } from "../../../../api";
import { fetchWithToken } from "../../../../api/download-csv";
import { serverPath } from "../../../../api/paths";
import { CONTENT_STALE_MS } from "./content-cache";

export const SUBSCRIBES_PAGE_SIZE = 50;
export type SubscribesRange = { start: string; end: string } | null;

/** A day of the range, or "-" for none (the path's two segments). */
const rangePath = (range: SubscribesRange) => ({ a: range?.start || "-", b: range?.end || "-" });

export function useSubscribesPage(range: SubscribesRange, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ["subscribes", range, page],
    queryFn: async (): Promise<TSubscribesPage> =>
      dataOf(
        await client.GET("/api/content/subscribe/all/{a}/{b}", {
          params: { path: rangePath(range), query: { page, pageSize: SUBSCRIBES_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
    enabled: isEnabled,
  });
}

const WORKBOOK_PATH = "/api/content/subscribe/sendMailExcel/{a}/{b}" satisfies keyof ApiPaths;

/** Saves the range's workbook (streamed by the server) as subscribers.xlsx. */
export async function downloadSubscribesWorkbook(range: SubscribesRange): Promise<void> {
  const response = await fetchWithToken(serverPath(WORKBOOK_PATH, rangePath(range)));
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "subscribers.xlsx";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
