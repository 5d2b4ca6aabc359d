// POST /api/orders/{id}/details (and POST /api/orders/{id}): the fields a worker may edit.
import type { TOrderActionResult, TOrderDetailsBody } from "@gbo/contracts/orders";
import { carrierOfShippingAccount, validateShippingAddress } from "@gbo/domain/invoice";
import { canEditAr, validateShippingAccount } from "@gbo/domain/workflow";
import type { Database } from "../../db/client";
import type { OrderRow } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { assertCanDo, NOT_ALLOWED_MESSAGE } from "./order-access";
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
  // Administration §5's account-number rule, wherever a shipping account is entered.
  let shippingAccount = body.shippingAccount;
  if (shippingAccount !== undefined) {
    const account = validateShippingAccount(shippingAccount);
    if (!account.ok) throw new AppError("bad_request", account.message);
    shippingAccount = account.value;
  }
  const requested: TOrderDetailsBody = { ...body, shippingAccount };
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertCanDo(actor, "updateDetails", order);
      const changes: Partial<OrderRow> = {};
      for (const field of EDITABLE) {
        const value = requested[field];
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
        const address = (await findAddresses(tx, order.customerId)).find((a) => a.id === addressId);
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
        return {
          unchanged: actionResult({
            message: DETAILS_UPDATED_MESSAGE,
            order,
            version: order.version,
            orderStatus: order.status,
          }),
        };
      }
      return {
        changes,
        log: [{ type: "Update", description: `Updated ${changed.join(", ")}` }],
        events: [touchEvent(order)],
        answer: (version) =>
          actionResult({ message: DETAILS_UPDATED_MESSAGE, order, version, orderStatus: order.status }),
      };
    },
  });
}
