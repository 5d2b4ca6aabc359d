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
import { api } from "../../../api";
import { orderKeys } from "../../orders";

const invoicePath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;

export const invoiceKey = (orderId: string) => [...orderKeys.order(orderId), "invoice"] as const;

/** GET /api/orders/{id}/invoice. Quiet: the page shows a failure itself. */
export const invoiceQuery = (orderId: string) =>
  queryOptions({
    queryKey: invoiceKey(orderId),
    queryFn: ({ signal }) => api.get<TInvoice>(invoicePath(orderId), { signal, isQuiet: true }),
    retry: false,
  });

export const saveInvoice = (orderId: string, body: TInvoiceSave): Promise<TInvoiceResult> =>
  api.put<TInvoiceResult>(invoicePath(orderId), body, { isQuiet: true });

export const completeInvoice = (orderId: string, body: TInvoiceComplete): Promise<TInvoiceResult> =>
  api.post<TInvoiceResult>(`${invoicePath(orderId)}/complete`, body, { isQuiet: true });

/** POST /api/orders/submit with kind 'invoice': the walk-in invoice of /invoicing/new. */
export const submitNewInvoice = (body: TInvoiceSubmit): Promise<TSubmitOrderResult> =>
  api.post<TSubmitOrderResult>("/api/orders/submit", body, { isQuiet: true });
