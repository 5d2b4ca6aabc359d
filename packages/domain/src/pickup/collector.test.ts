import { describe, expect, it } from "vitest";
import {
  PICKUP_ID_LAST4_INVALID,
  PICKUP_ID_TYPE_REQUIRED,
  PICKUP_NAME_REQUIRED,
  pickupCollector,
  pickupCollectorErrors,
  pickupText,
} from "./index";

describe("who collected a pickup", () => {
  it("needs a name, the kind of ID and its last four characters", () => {
    expect(pickupCollectorErrors({})).toEqual({
      collectorName: PICKUP_NAME_REQUIRED,
      collectorIdType: PICKUP_ID_TYPE_REQUIRED,
      collectorIdLast4: PICKUP_ID_LAST4_INVALID,
    });
    expect(pickupCollectorErrors({ name: "  ", idType: "Library card", idLast4: "12" })).toEqual({
      collectorName: PICKUP_NAME_REQUIRED,
      collectorIdType: PICKUP_ID_TYPE_REQUIRED,
      collectorIdLast4: PICKUP_ID_LAST4_INVALID,
    });
  });

  it("never takes a whole ID number: four letters or digits only", () => {
    const draft = { name: "Jane Doe", idType: "Driver's license" };
    expect(pickupCollectorErrors({ ...draft, idLast4: "D1234567" })).toEqual({
      collectorIdLast4: PICKUP_ID_LAST4_INVALID,
    });
    expect(pickupCollectorErrors({ ...draft, idLast4: "12-4" })).toEqual({
      collectorIdLast4: PICKUP_ID_LAST4_INVALID,
    });
    expect(pickupCollectorErrors({ ...draft, idLast4: "x7k2" })).toEqual({});
  });

  it("stores it tidied and logs it in one line", () => {
    const collector = pickupCollector({ name: "  Jane   Doe ", idType: "Passport", idLast4: " x7k2 " });
    expect(collector).toEqual({ name: "Jane Doe", idType: "Passport", idLast4: "X7K2" });
    expect(collector && pickupText(collector)).toBe("Picked up by Jane Doe (Passport ending X7K2)");
    expect(pickupCollector({ name: "Jane Doe", idType: "Passport", idLast4: "123" })).toBeNull();
  });
});
