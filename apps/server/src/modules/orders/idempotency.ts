// Money-moving calls carry an idempotency key (DESIGN §6): the first answer is stored with the order
// write, and a repeat with the same key gets that answer back and moves nothing twice.
import { type TOrderActionResult, ZOrderActionResultSchema } from "@gbo/contracts/orders";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderIdempotency } from "../../db/schema/index";
import { AppError } from "../../http/errors";

export const KEY_REUSED_MESSAGE = "This idempotency key was used for another request.";

/** The stored answer of an earlier call with this key, if any; a key used for another order or
 * operation is a conflict. */
export async function storedResult(
  db: Db,
  key: string,
  orderId: string,
  operation: string,
): Promise<TOrderActionResult | undefined> {
  const [row] = await db.select().from(orderIdempotency).where(eq(orderIdempotency.key, key)).limit(1);
  if (!row) return undefined;
  if (row.orderId !== orderId || row.operation !== operation)
    throw new AppError("conflict", KEY_REUSED_MESSAGE);
  return ZOrderActionResultSchema.parse(row.result);
}
