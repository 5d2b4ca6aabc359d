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

const KEY = ["customer-activity"] as const;
const searchSuffix = (search: string) => (search ? `/${encodeURIComponent(search)}` : "");

export function useCustomerOrders(
  customerId: number,
  page: number,
  state: TCustomerOrderState,
  search: string,
) {
  return useQuery({
    queryKey: [...KEY, customerId, "orders", page, state, search],
    queryFn: () =>
      api.get<TCustomerOrdersPage>(
        `/api/orders/user/${customerId}/${page}/${CUSTOMER_ORDERS_PAGE_SIZE}/newest/${state}${searchSuffix(search)}`,
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
