// POST /api/orders/{id}/details (and POST /api/orders/{id}): the fields a worker may edit.
import type { TOrderActionResult, TOrderDetailsBody } from "@gbo/contracts/orders";
import { carrierOfShippingAccount, validateShippingAddress } from "@gbo/domain/invoice";
import { canEditAr } from "@gbo/domain/workflow";
import type { Database } from "../../db/client";
import type { OrderRow } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { assertCanWork, assertVersion, NOT_ALLOWED_MESSAGE, requireOrder } from "./order-access";
import { actionResult, touchEvent } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";
import { findAddresses } from "./orders.queries";

export const DETAILS_UPDATED_MESSAGE = "Order updated.";
export const ADDRESS_NOT_CUSTOMERS_MESSAGE = "Please select a shipping address";

const EDITABLE = [
  "repCode",
  "origin",
  "noAutoCharge",
  "addressId",
  "shippingAccount",
  "externalId",
  "isAR",
  "arDescription",
] as const;

export async function updateOrderDetails(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TOrderDetailsBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, options.orderId);
  assertVersion(order, body.version);
  assertCanWork(actor, order);

  const changes: Partial<OrderRow> = {};
  for (const field of EDITABLE) {
    const value = body[field];
    if (value !== undefined && value !== order[field]) Object.assign(changes, { [field]: value });
  }
  // "Editing accounts receivable needs billing or admin and a nonzero balance."
  if (
    (changes.isAR !== undefined || changes.arDescription !== undefined) &&
    !canEditAr(actor.claims, order.balance)
  ) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
  const addressId = changes.addressId !== undefined ? changes.addressId : order.addressId;
  if (addressId != null && (changes.addressId !== undefined || changes.shippingAccount !== undefined)) {
    const address = (await findAddresses(database.db, order.customerId)).find((a) => a.id === addressId);
    if (!address) throw new AppError("bad_request", ADDRESS_NOT_CUSTOMERS_MESSAGE);
    // The shipping rules hold for the address chosen here too (Canada only for CA orders; no DHL inside the US).
    const checked = validateShippingAddress({
      orderCountry: order.countryCode,
      address,
      carrier: carrierOfShippingAccount(
        changes.shippingAccount !== undefined ? changes.shippingAccount : order.shippingAccount,
      ),
    });
    if (!checked.ok) throw new AppError("bad_request", checked.message);
  }
  const changed = Object.keys(changes);
  if (changed.length === 0) {
    return actionResult({
      message: DETAILS_UPDATED_MESSAGE,
      order,
      version: order.version,
      orderStatus: order.status,
    });
  }
  const { version } = await writeOrder({
    database,
    orderId: order.id,
    version: body.version,
    actor,
    changes,
    log: [{ type: "Update", description: `Updated ${changed.join(", ")}` }],
    events: [touchEvent(order)],
  });
  return actionResult({ message: DETAILS_UPDATED_MESSAGE, order, version, orderStatus: order.status });
}
