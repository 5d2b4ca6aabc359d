// Fast pass and press changes (workflow §4) share one shape: update the tier, record the added charge (or
// the credit when the level goes down), log it and answer — in one versioned order write.
import { fromCents } from "@gbo/domain/money";
import { wouldExceedOrderBalance } from "@gbo/domain/workflow";
import type { NewOrderRow, OrderRow, TierRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { actionResult, touchEvent } from "../order-actions";
import type { Actor, OrderWrite, Tx } from "../order-write";
import { recordTransaction } from "../tier-charges";

export function tierServiceChange(options: {
  actor: Actor;
  order: OrderRow;
  tier: TierRow;
  /** Signed cents: positive adds a FEE, negative gives a CREDIT. */
  charge: number;
  /** What the tier now has ("Fast Pass", "no pressing"…), for the log, the transaction and the answer. */
  label: string;
  logType: "FastPass" | "Press";
  orderChanges?: Partial<Omit<NewOrderRow, "id" | "version">>;
  updateTier: (tx: Tx) => Promise<void>;
}): OrderWrite {
  const { actor, order, tier, charge, label } = options;
  const tooLarge = wouldExceedOrderBalance(order.balance, charge);
  if (tooLarge) throw new AppError("bad_request", tooLarge);
  return {
    changes: options.orderChanges,
    apply: async (tx) => {
      await options.updateTier(tx);
      if (charge !== 0) {
        await recordTransaction(tx, {
          order,
          actor,
          amount: charge,
          transType: charge > 0 ? "FEE" : "CREDIT",
          description: `Tier ${tier.id} changed to ${label}`,
          balanceDelta: charge,
        });
      }
    },
    log: [
      {
        type: options.logType,
        description: `Tier ${tier.id}: ${label}, charge ${fromCents(charge)}`,
        tierId: tier.id,
      },
    ],
    events: [touchEvent(order, tier.id)],
    answer: (version) =>
      actionResult({
        message: `Tier ${tier.id} changed to ${label}.`,
        order,
        version,
        orderStatus: order.status,
        tier,
      }),
  };
}
