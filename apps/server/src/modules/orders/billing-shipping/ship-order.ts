// POST /api/orders/{id}/shipping, /canadashipping and /pickup: the order leaves the lab → Completed.
import type { TOrderActionResult, TShippingBody } from "@gbo/contracts/orders";
import { carrierOfShippingAccount, validateShippingAddress } from "@gbo/domain/invoice";
import {
  PICKUP_COLLECTOR_REQUIRED,
  pickupCollector,
  pickupCollectorErrors,
  pickupText,
} from "@gbo/domain/pickup";
import { validateShipping } from "@gbo/domain/workflow";
import type { Database, Db } from "../../../db/client";
import type { OrderRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus } from "../order-access";
import { actionResult } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { countScannedComics, findAddresses } from "../orders.queries";

export type ShipKind = "shipping" | "canadashipping" | "pickup";

const STATUS_BY_KIND = {
  shipping: "Shipping",
  canadashipping: "ShipToCanada",
  pickup: "ReadyForPickUp",
} as const;
export const SHIPPED_MESSAGE = "Order shipped.";
export const PICKED_UP_MESSAGE = "Order picked up.";

/** Address rules of workflow §5 (domain): required; Canada orders take only Canada addresses; DHL not for domestic US. */
async function checkAddress(tx: Db, order: OrderRow, kind: ShipKind): Promise<void> {
  const address = order.addressId
    ? (await findAddresses(tx, order.customerId)).find((a) => a.id === order.addressId)
    : undefined;
  const checked = validateShippingAddress({
    orderCountry: kind === "canadashipping" ? "CA" : order.countryCode,
    address,
    carrier: carrierOfShippingAccount(order.shippingAccount),
  });
  if (!checked.ok) throw new AppError("bad_request", checked.message);
}

/** Who collected a pickup (issue 29): required, the ID's last four only; refused field by field. */
function checkedCollector(body: TShippingBody) {
  const draft = body.collector ?? {};
  const errors = pickupCollectorErrors(draft);
  const collector = pickupCollector(draft);
  if (collector) return collector;
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  const [first] = Object.values(errors);
  throw AppError.fields(body.collector && first ? first : PICKUP_COLLECTOR_REQUIRED, fields);
}

export async function shipOrder(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  kind: ShipKind;
  body: TShippingBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body, kind } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertCanDo(actor, "ship", order);
      assertOrderStatus(order, [STATUS_BY_KIND[kind]]);
      if (kind !== "pickup") await checkAddress(tx, order, kind);
      const scannedCount = await countScannedComics(tx, order.id);
      const checked = validateShipping(
        {
          scannedCount,
          totalCount: order.count,
          missingReason: body.message,
          trackingNumber: body.trackingNumber,
        },
        { requiresTracking: kind !== "pickup" },
      );
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      const { trackingNumber, missingReason, missingCount } = checked.value;
      const collector = kind === "pickup" ? checkedCollector(body) : null;
      return {
        changes: {
          status: "Completed",
          statusChangedAt: new Date(),
          ...(trackingNumber ? { trackingNumber } : {}),
          missingComic: missingReason,
          ...(collector
            ? {
                pickedUpBy: collector.name,
                pickupIdType: collector.idType,
                pickupIdLast4: collector.idLast4,
              }
            : {}),
        },
        log: [
          {
            type: kind === "pickup" ? "PickUp" : "Shipping",
            description: [
              collector ? pickupText(collector) : `Shipped, tracking ${trackingNumber}`,
              missingCount > 0 ? `${missingCount} missing: ${missingReason}` : null,
              body.message && missingCount === 0 ? body.message : null,
            ]
              .filter(Boolean)
              .join("; "),
            fromStatus: order.status,
            toStatus: "Completed",
          },
        ],
        events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Completed" }],
        answer: (version) =>
          actionResult({
            message: kind === "pickup" ? PICKED_UP_MESSAGE : SHIPPED_MESSAGE,
            order,
            version,
            orderStatus: "Completed",
          }),
      };
    },
  });
}
