// The customer's milestone e-mails (issue 33): which they receive and their address's state
// (GET/POST /api/users/{id}/mail), and what was sent to them (GET /api/customers/{id}/emails).
import type { TCustomerMail, TCustomerMailSaved, TSaveCustomerMail } from "@gbo/contracts/customers";
import type { TCustomerEmailsPage } from "@gbo/contracts/mail";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { CUSTOMERS_KEY } from "./customer-calls";

export const CUSTOMER_EMAILS_PAGE_SIZE = 25;

export function customerMailQuery(id: number) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, "mail", id],
    queryFn: async (): Promise<TCustomerMail> =>
      dataOf(await client.GET("/api/users/{id}/mail", { params: { path: { id } }, fetch: quiet })),
    retry: false,
  });
}

export function useCustomerMail(id: number) {
  return useQuery(customerMailQuery(id));
}

/** Saving bumps the customer's version: the profile (whose forms carry it) is read again. */
export function useSaveCustomerMail(
  id: number,
  options: { onSuccess: (saved: TCustomerMailSaved) => void; onError: (caught: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSaveCustomerMail): Promise<TCustomerMailSaved> =>
      dataOf(await client.POST("/api/users/{id}/mail", { params: { path: { id } }, body, fetch: quiet })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customerMailQuery(id).queryKey, saved.mail);
      options.onSuccess(saved);
      await queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, "profile", id] });
    },
    onError: options.onError,
  });
}

export function useCustomerEmails(id: number, page: number) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, "emails", id, page],
    queryFn: async (): Promise<TCustomerEmailsPage> =>
      dataOf(
        await client.GET("/api/customers/{id}/emails", {
          params: { path: { id }, query: { page, pageSize: CUSTOMER_EMAILS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
