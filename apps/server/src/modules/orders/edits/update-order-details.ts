// POST /api/orders/{id}/details (and POST /api/orders/{id}): the fields a worker may edit.
import type { TOrderActionResult, TOrderDetailsBody } from "@gbo/contracts/orders";
import { canEditAr, orderDetailsErrors, validateShippingAccount } from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import type { OrderRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, NOT_ALLOWED_MESSAGE } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { findAddresses } from "../orders.queries";

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
  // Administration §5's account-number rule, wherever a shipping account is entered (the stored form
  // is the normalised one; a refusal is reported with the address rules below, all at once).
  let shippingAccount = body.shippingAccount;
  if (shippingAccount !== undefined) {
    const account = validateShippingAccount(shippingAccount);
    if (account.ok) shippingAccount = account.value;
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
      if (changes.addressId !== undefined || changes.shippingAccount !== undefined) {
        // The form's rules, every one reported at once (the same domain check the dialog runs): the
        // account's format, an address required, Canada only for CA orders, no DHL inside the US.
        const addressId = changes.addressId !== undefined ? changes.addressId : order.addressId;
        const address =
          addressId == null
            ? null
            : (await findAddresses(tx, order.customerId)).find((a) => a.id === addressId);
        if (addressId != null && !address) {
          throw AppError.fields(ADDRESS_NOT_CUSTOMERS_MESSAGE, {
            addressId: [ADDRESS_NOT_CUSTOMERS_MESSAGE],
          });
        }
        const errors = orderDetailsErrors({
          orderCountry: order.countryCode,
          address,
          shippingAccount: body.shippingAccount !== undefined ? body.shippingAccount : order.shippingAccount,
        });
        const messages = Object.values(errors);
        if (messages.length > 0) {
          throw AppError.fields(
            messages.join(" "),
            Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
          );
        }
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
