// The sales rep calls (administration §7) for the list, the rep's summary and form, and its orders.
import type {
  TCreateSalesRep,
  TSalesRepDetail,
  TSalesRepOrdersPage,
  TSalesRepsPage,
  TUpdateSalesRep,
} from "@gbo/contracts/sales-reps";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createQuerySerializer } from "openapi-fetch";
import { type ApiPaths, client, dataOf, quiet } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";
import { leaveOffEmptyLast, serverPath } from "../../../api/paths";
import { type SalesRepsSearch, salesRepsQuery } from "../sales-reps-search";

export const SALES_REPS_KEY = ["sales-reps"] as const;

export function useSalesRepsPage(search: SalesRepsSearch) {
  return useQuery({
    queryKey: [...SALES_REPS_KEY, "list", search],
    queryFn: async (): Promise<TSalesRepsPage> =>
      dataOf(await client.GET("/api/salesmanager/", { params: { query: salesRepsQuery(search, true) } })),
    placeholderData: keepPreviousData,
  });
}

export function salesRepQuery(code: string) {
  return queryOptions({
    queryKey: [...SALES_REPS_KEY, "one", code.toUpperCase()],
    queryFn: async (): Promise<TSalesRepDetail> =>
      dataOf(await client.GET("/api/salesmanager/{id}", { params: { path: { id: code } }, fetch: quiet })),
    retry: false,
  });
}

export function useSalesRepOrders(code: string, page: number, search: string) {
  return useQuery({
    queryKey: [...SALES_REPS_KEY, "orders", code.toUpperCase(), page, search],
    queryFn: async (): Promise<TSalesRepOrdersPage> =>
      dataOf(
        await client.GET("/api/orders/salesmanager/{id}/{page}/{search}", {
          params: { path: { id: code, page, search } },
          pathSerializer: leaveOffEmptyLast,
        }),
      ),
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
    // A read rep is changed in place (PUT with its version); a new one (code null) is created (POST).
    mutationFn: async ({ code, body }: SaveSalesRep): Promise<TSalesRepDetail> =>
      code
        ? dataOf(
            await client.PUT("/api/salesmanager/{id}", {
              params: { path: { id: code } },
              body: body as TUpdateSalesRep,
              fetch: quiet,
            }),
          )
        : dataOf(await client.POST("/api/salesmanager/", { body: body as TCreateSalesRep, fetch: quiet })),
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
    mutationFn: async (code: string) =>
      dataOf(await client.DELETE("/api/salesmanager/{id}", { params: { path: { id: code } }, fetch: quiet })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...SALES_REPS_KEY, "list"] });
      options.onSuccess();
    },
    onError: options.onError,
  });
}

const SALES_REPS_CSV = "/api/salesmanager/export.csv" satisfies keyof ApiPaths;
const REP_ORDERS_CSV = "/api/orders/salesmanager/{id}/export.csv" satisfies keyof ApiPaths;

/** The CSV of the filtered list, streamed by the server (the query written as the typed client writes it). */
export function downloadSalesRepsCsv(search: SalesRepsSearch): Promise<void> {
  const query = createQuerySerializer()(salesRepsQuery(search, false));
  return downloadCsv(`${SALES_REPS_CSV}?${query}`, "sales-reps.csv");
}

/** Every order of the rep the search finds, as CSV (streamed by the server, no row cap). */
export function downloadSalesRepOrdersCsv(code: string, search: string): Promise<void> {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  return downloadCsv(`${serverPath(REP_ORDERS_CSV, { id: code })}${query}`, `sales-rep-${code}-orders.csv`);
}
