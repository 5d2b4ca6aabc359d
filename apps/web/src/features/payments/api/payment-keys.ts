// Query keys of the payments feature. An order's payments sit under the order's own prefix, so every
// write to the order (a charge, a refund, a live event) refreshes them with the rest of the order.
import { orderKeys } from "../../orders";

export const paymentKeys = {
  config: ["payments", "config"] as const,
  methods: (userId: number) => ["payments", "methods", userId] as const,
  orderPayments: (orderId: string) => [...orderKeys.order(orderId), "payments"] as const,
};
