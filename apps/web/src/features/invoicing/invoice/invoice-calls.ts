// The invoice calls (submissions-pricing §7): load, save, complete. The invoice sits under
// ["orders", id] so live order events and every order write refresh it.
import type {
  TInvoice,
  TInvoiceComplete,
  TInvoiceResult,
  TInvoiceSave,
  TInvoiceSubmit,
} from "@gbo/contracts/invoicing";
import type { TSubmitOrderResult } from "@gbo/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "../../orders";

export const invoiceKey = (orderId: string) => [...orderKeys.order(orderId), "invoice"] as const;

/** GET /api/orders/{id}/invoice. Quiet: the page shows a failure itself. */
export const invoiceQuery = (orderId: string) =>
  queryOptions({
    queryKey: invoiceKey(orderId),
    queryFn: async ({ signal }): Promise<TInvoice> =>
      dataOf(
        await client.GET("/api/orders/{id}/invoice", {
          params: { path: { id: orderId } },
          signal,
          fetch: quiet,
        }),
      ),
    retry: false,
  });

export const saveInvoice = async (orderId: string, body: TInvoiceSave): Promise<TInvoiceResult> =>
  dataOf(
    await client.PUT("/api/orders/{id}/invoice", { params: { path: { id: orderId } }, body, fetch: quiet }),
  );

export const completeInvoice = async (orderId: string, body: TInvoiceComplete): Promise<TInvoiceResult> =>
  dataOf(
    await client.POST("/api/orders/{id}/invoice/complete", {
      params: { path: { id: orderId } },
      body,
      fetch: quiet,
    }),
  );

/** POST /api/orders/submit with kind 'invoice': the walk-in invoice of /invoicing/new. */
export const submitNewInvoice = async (body: TInvoiceSubmit): Promise<TSubmitOrderResult> =>
  dataOf(await client.POST("/api/orders/submit", { body, fetch: quiet }));
