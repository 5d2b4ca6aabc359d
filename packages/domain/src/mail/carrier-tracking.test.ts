import { describe, expect, it } from "vitest";
import { carrierOfRateName, carrierTrackingUrl } from "./carrier-tracking";

describe("the carrier's tracking page", () => {
  it("links each known carrier's own page with the number", () => {
    expect(carrierTrackingUrl("FedEx", "7712 3456 7890")).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=7712%203456%207890",
    );
    expect(carrierTrackingUrl("UPS", "1Z999AA10123456784")).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(carrierTrackingUrl("USPS", "9400100000000000000000")).toContain("tLabels=9400100000000000000000");
  });

  it("gives none for an unknown carrier or an empty number", () => {
    expect(carrierTrackingUrl("Courier Bob", "123")).toBeNull();
    expect(carrierTrackingUrl("UPS", "  ")).toBeNull();
  });
});

describe("the carrier a shipping rate names", () => {
  it("reads the carrier out of the rate's name", () => {
    expect(carrierOfRateName("UPS Ground")).toBe("UPS");
    expect(carrierOfRateName("FedEx 2Day")).toBe("FedEx");
    expect(carrierOfRateName("USPS Priority")).toBe("USPS");
    expect(carrierOfRateName("Canada Post Expedited")).toBe("Canada Post");
    expect(carrierOfRateName("Pick up at the lab")).toBeNull();
    expect(carrierOfRateName(null)).toBeNull();
  });
});
