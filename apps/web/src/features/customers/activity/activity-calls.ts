// The customer activity reads and the reset-password request (administration §7 Users, related reads).
import type {
  TCustomerAuditPage,
  TCustomerComicsPage,
  TCustomerOrderState,
  TCustomerOrdersPage,
  TCustomerResetPassword,
  TCustomerRewards,
} from "@gbo/contracts/customer-activity";
import { CUSTOMER_ORDERS_PAGE_SIZE } from "@gbo/contracts/customer-activity";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";

const KEY = ["customer-activity"] as const;
const searchSuffix = (search: string) => (search ? `/${encodeURIComponent(search)}` : "");

export function useCustomerOrders(
  customerId: number,
  page: number,
  state: TCustomerOrderState,
  search: string,
  sort: "newest" | "oldest" = "newest",
) {
  return useQuery({
    queryKey: [...KEY, customerId, "orders", page, state, search, sort],
    queryFn: () =>
      api.get<TCustomerOrdersPage>(
        `/api/orders/user/${customerId}/${page}/${CUSTOMER_ORDERS_PAGE_SIZE}/${sort}/${state}${searchSuffix(search)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerComics(customerId: number, page: number, search: string) {
  return useQuery({
    queryKey: [...KEY, customerId, "comics", page, search],
    queryFn: () =>
      api.get<TCustomerComicsPage>(`/api/comics/user/${customerId}/${page}${searchSuffix(search)}`),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerAudit(customerId: number, page: number) {
  return useQuery({
    queryKey: [...KEY, customerId, "audit", page],
    queryFn: () => api.get<TCustomerAuditPage>(`/api/users/${customerId}/audit/${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerRewards(customerId: number) {
  return useQuery({
    queryKey: [...KEY, customerId, "rewards"],
    queryFn: () => api.get<TCustomerRewards>(`/api/orders/userreward/${customerId}`),
  });
}

/** After the request the history is read again: it now holds the ('password', reset requested) row. */
export function useResetCustomerPassword(customerId: number, onSuccess: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TCustomerResetPassword>(`/api/users/${customerId}/resetPassword`),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [...KEY, customerId, "audit"] });
      onSuccess(answer.message);
    },
  });
}

const query = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1]))).toString();

/** Every order of the customer the filters find, as CSV (streamed by the server, no row cap). */
export function downloadCustomerOrdersCsv(
  customerId: number,
  filters: { state: TCustomerOrderState; sort: "newest" | "oldest"; search: string },
): Promise<void> {
  return downloadCsv(
    `/api/orders/user/${customerId}/export.csv?${query({ ...filters, search: filters.search || undefined })}`,
    `customer-${customerId}-orders.csv`,
  );
}

export function downloadCustomerComicsCsv(customerId: number, search: string): Promise<void> {
  return downloadCsv(
    `/api/comics/user/${customerId}/export.csv?${query({ search: search || undefined })}`,
    `customer-${customerId}-comics.csv`,
  );
}

export function downloadCustomerAuditCsv(customerId: number): Promise<void> {
  return downloadCsv(`/api/users/${customerId}/audit/export.csv`, `customer-${customerId}-history.csv`);
}
