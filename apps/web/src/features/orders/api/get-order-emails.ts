// GET /api/orders/{id}/emails (issue 33): the order's milestone e-mails, shown among its log's entries.
// Read only by a worker who may read the customer (contracts ORDER_EMAILS_CLAIMS); others see the log alone.
import { canReadEmails, ORDER_EMAILS_CLAIMS, type TOrderEmails } from "@gbo/contracts/mail";
import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../../../api";
import { useIdentity } from "../../../auth/session";
import { orderKeys } from "./order-keys";

export function useOrderEmails(orderId: string, isEnabled = true) {
  const mayRead = canReadEmails(useIdentity()?.claims ?? [], ORDER_EMAILS_CLAIMS);
  return useQuery({
    queryKey: [...orderKeys.log(orderId), "emails"],
    queryFn: async ({ signal }): Promise<TOrderEmails> =>
      dataOf(await client.GET("/api/orders/{id}/emails", { params: { path: { id: orderId } }, signal })),
    enabled: isEnabled && mayRead,
  });
}
