import { z } from "zod";

/**
 * GET /api/events?access_token=… streams `text/event-stream`; each message has event name
 * `order` and this JSON as data. EventSource cannot send headers, so this route alone reads the
 * access token from the query string. A `ping` comment is sent every 25 s to keep proxies open.
 */
export const ZOrderEventSchema = z.object({
  orderId: z.string(),
  tierId: z.string().nullable().optional(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
});
export type TOrderEvent = z.infer<typeof ZOrderEventSchema>;

export const ORDER_EVENTS_CHANNEL = "order_events";
