// GET /api/data/checkout/{id} (submissions-pricing §3 "User profile" checkout data, §9): the customer's
// stored payment methods, the other pay options (check and cash, US only), shipping on the customer's own
// carrier account, the origins and the sales reps.
import type { TCheckoutData } from "@gbo/contracts/catalog";
import { ACCOUNT_NUMBER_LENGTHS } from "@gbo/domain/customers";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { salesReps } from "../../db/schema/index";
import { requireCustomer } from "../customers/index";
import { listPaymentMethods, toPaymentMethod } from "../payments/index";
import { listOriginsOn } from "./origins";

/** §9 "Other options besides cards: check and cash, US only." */
const PAY_OTHER_US: TCheckoutData["payOther"] = [
  { id: "CHECK", name: "Check" },
  { id: "CASH", name: "Cash" },
];

const SHIP_OTHER: TCheckoutData["shipOther"] = (["FedEx", "UPS", "DHL"] as const).map((id) => ({
  id,
  name: `${id} account`,
  accountLength: ACCOUNT_NUMBER_LENGTHS[id],
}));

/** Sales reps offered on a submission; the whole table is a few dozen rows. */
const MAX_REPS = 1000;

/** `country`: the draft's; absent, the customer's own. */
export async function checkoutData(db: Db, customerId: number, asked?: "US" | "CA"): Promise<TCheckoutData> {
  const customer = await requireCustomer(db, customerId);
  const country = asked ?? customer.country;
  const now = new Date();
  const [methods, origins, reps] = await Promise.all([
    listPaymentMethods(db, customerId),
    listOriginsOn(db),
    db
      .select({ repCode: salesReps.repCode, firstName: salesReps.firstName, lastName: salesReps.lastName })
      .from(salesReps)
      .orderBy(asc(salesReps.repCode))
      .limit(MAX_REPS),
  ]);
  return {
    paymentMethods: methods.map((row) => toPaymentMethod(row, now)),
    payOther: country === "US" ? PAY_OTHER_US : [],
    shipOther: SHIP_OTHER,
    origins,
    salesmanagers: reps.map((rep) => ({
      repCode: rep.repCode,
      name: `${rep.firstName} ${rep.lastName}`.trim(),
    })),
  };
}
