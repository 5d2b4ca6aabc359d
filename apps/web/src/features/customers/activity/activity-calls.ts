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
import { client, dataOf } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";
import { downloadPath, leaveOffEmptyLast, serverPath } from "../../../api/paths";

const KEY = ["customer-activity"] as const;

export function useCustomerOrders(
  customerId: number,
  page: number,
  state: TCustomerOrderState,
  search: string,
  sort: "newest" | "oldest" = "newest",
) {
  return useQuery({
    queryKey: [...KEY, customerId, "orders", page, state, search, sort],
    queryFn: async (): Promise<TCustomerOrdersPage> =>
      dataOf(
        await client.GET("/api/orders/user/{userId}/{a}/{b}/{c}/{d}/{search}", {
          params: {
            path: { userId: customerId, a: page, b: CUSTOMER_ORDERS_PAGE_SIZE, c: sort, d: state, search },
          },
          pathSerializer: leaveOffEmptyLast,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerComics(customerId: number, page: number, search: string) {
  return useQuery({
    queryKey: [...KEY, customerId, "comics", page, search],
    queryFn: async (): Promise<TCustomerComicsPage> =>
      dataOf(
        await client.GET("/api/comics/user/{userId}/{start}/{search}", {
          params: { path: { userId: customerId, start: page, search } },
          pathSerializer: leaveOffEmptyLast,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerAudit(customerId: number, page: number) {
  return useQuery({
    queryKey: [...KEY, customerId, "audit", page],
    // Every field: the filter segment left off.
    queryFn: async (): Promise<TCustomerAuditPage> =>
      dataOf(
        await client.GET("/api/users/{id}/audit/{a}/{b}", {
          params: { path: { id: customerId, a: page, b: "" } },
          pathSerializer: leaveOffEmptyLast,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerRewards(customerId: number) {
  return useQuery({
    queryKey: [...KEY, customerId, "rewards"],
    queryFn: async (): Promise<TCustomerRewards> =>
      dataOf(await client.GET("/api/orders/userreward/{id}", { params: { path: { id: customerId } } })),
  });
}

/** After the request the history is read again: it now holds the ('password', reset requested) row. */
export function useResetCustomerPassword(customerId: number, onSuccess: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TCustomerResetPassword> =>
      dataOf(await client.POST("/api/users/{id}/resetPassword", { params: { path: { id: customerId } } })),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [...KEY, customerId, "audit"] });
      onSuccess(answer.message);
    },
  });
}

/** Every order of the customer the filters find, as CSV (streamed by the server, no row cap). */
export function downloadCustomerOrdersCsv(
  customerId: number,
  filters: { state: TCustomerOrderState; sort: "newest" | "oldest"; search: string },
): Promise<void> {
  return downloadCsv(
    downloadPath("/api/orders/user/{id}/export.csv", { id: customerId }, filters),
    `customer-${customerId}-orders.csv`,
  );
}

export function downloadCustomerComicsCsv(customerId: number, search: string): Promise<void> {
  return downloadCsv(
    downloadPath("/api/comics/user/{id}/export.csv", { id: customerId }, { search }),
    `customer-${customerId}-comics.csv`,
  );
}

export function downloadCustomerAuditCsv(customerId: number): Promise<void> {
  return downloadCsv(
    serverPath("/api/users/{id}/audit/export.csv", { id: customerId }),
    `customer-${customerId}-history.csv`,
  );
}
