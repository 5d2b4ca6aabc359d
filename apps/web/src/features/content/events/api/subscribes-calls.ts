// Subscribes (administration §7): the search by start and end day ("-" for none) and the .xlsx export.
import type { TSubscribesPage } from "@gbo/contracts/content-events";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../../api";
import { fetchWithToken } from "../../../../api/download-csv";
import { CONTENT_STALE_MS } from "./content-cache";

export const SUBSCRIBES_PAGE_SIZE = 50;
export type SubscribesRange = { start: string; end: string } | null;

const part = (day: string | undefined) => (day ? encodeURIComponent(day) : "-");

export function useSubscribesPage(range: SubscribesRange, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ["subscribes", range, page],
    queryFn: () =>
      api.get<TSubscribesPage>(
        `/api/content/subscribe/all/${part(range?.start)}/${part(range?.end)}?page=${page}&pageSize=${SUBSCRIBES_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
    enabled: isEnabled,
  });
}

/** Saves the range's workbook (streamed by the server) as subscribers.xlsx. */
export async function downloadSubscribesWorkbook(range: SubscribesRange): Promise<void> {
  const response = await fetchWithToken(
    `/api/content/subscribe/sendMailExcel/${part(range?.start)}/${part(range?.end)}`,
  );
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "subscribers.xlsx";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
