// The sales rep calls (administration §7) for the list, the rep's summary and form, and its orders.
import type {
  TCreateSalesRep,
  TSalesRepDetail,
  TSalesRepOrdersPage,
  TSalesRepsPage,
  TUpdateSalesRep,
} from "@gbo/contracts/sales-reps";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";
import { type SalesRepsSearch, salesRepsQueryString } from "../sales-reps-search";

export const SALES_REPS_KEY = ["sales-reps"] as const;

export function useSalesRepsPage(search: SalesRepsSearch) {
  return useQuery({
    queryKey: [...SALES_REPS_KEY, "list", search],
    queryFn: () => api.get<TSalesRepsPage>(`/api/salesmanager/?${salesRepsQueryString(search, true)}`),
    placeholderData: keepPreviousData,
  });
}

export function salesRepQuery(code: string) {
  return queryOptions({
    queryKey: [...SALES_REPS_KEY, "one", code.toUpperCase()],
    queryFn: () =>
      api.get<TSalesRepDetail>(`/api/salesmanager/${encodeURIComponent(code)}`, { isQuiet: true }),
    retry: false,
  });
}

export function useSalesRepOrders(code: string, page: number, search: string) {
  const suffix = search ? `/${encodeURIComponent(search)}` : "";
  return useQuery({
    queryKey: [...SALES_REPS_KEY, "orders", code.toUpperCase(), page, search],
    queryFn: () =>
      api.get<TSalesRepOrdersPage>(`/api/orders/salesmanager/${encodeURIComponent(code)}/${page}${suffix}`),
    placeholderData: keepPreviousData,
  });
}

export type SaveSalesRep = { code: string | null; body: TCreateSalesRep | TUpdateSalesRep };

export function useSaveSalesRep(options: {
  onSuccess: (saved: TSalesRepDetail) => void;
  onError: (e: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: SaveSalesRep) =>
      code
        ? api.put<TSalesRepDetail>(`/api/salesmanager/${encodeURIComponent(code)}`, body, { isQuiet: true })
        : api.post<TSalesRepDetail>("/api/salesmanager/", body, { isQuiet: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(salesRepQuery(saved.repCode).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...SALES_REPS_KEY, "list"] });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}

export function useDeleteSalesRep(options: { onSuccess: () => void; onError: (e: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.del<{ ok: true }>(`/api/salesmanager/${encodeURIComponent(code)}`, { isQuiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...SALES_REPS_KEY, "list"] });
      options.onSuccess();
    },
    onError: options.onError,
  });
}

export function downloadSalesRepsCsv(search: SalesRepsSearch): Promise<void> {
  return downloadCsv(`/api/salesmanager/export.csv?${salesRepsQueryString(search, false)}`, "sales-reps.csv");
}

/** Every order of the rep the search finds, as CSV (streamed by the server, no row cap). */
export function downloadSalesRepOrdersCsv(code: string, search: string): Promise<void> {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  return downloadCsv(
    `/api/orders/salesmanager/${encodeURIComponent(code)}/export.csv${query}`,
    `sales-rep-${code}-orders.csv`,
  );
}
