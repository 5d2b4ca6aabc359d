// Fixed demo orders for the imaging and special-imaging views (issue 11); built from
// their own random stream after the rest of the demo data, so adding them changes no other order.
// Their comics have the factory's 30 days, so image edit is open (days above 1).
import type { TierServices } from "@gbo/domain/workflow";
import type { DemoOrderSpec } from "./orders-demo-stations";
import { DAY_MS } from "./seed-random";

export const imagingOrderSpecsRandom = 20261102;

/** A tier at Imaging with two comics: the cover picture. */
export const DEMO_IMAGING = "26-IMAG001";
/** A tier at ImagingSP with two comics: the special pictures sp1..sp4. */
export const DEMO_IMAGING_SP = "26-IMSP001";

const IMAGING_SERVICES: TierServices = {
  hasSpecialImaging: true,
  hasSignature: false,
  hasPressing: false,
  hasImaging: true,
};

export function imagingOrderSpecs(now: number): DemoOrderSpec[] {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  return [
    {
      id: DEMO_IMAGING,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(6),
      tiers: [{ code: "SO", status: "Imaging", count: 2, services: IMAGING_SERVICES }],
    },
    {
      id: DEMO_IMAGING_SP,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(2),
      tiers: [{ code: "WS", status: "ImagingSP", count: 2, services: IMAGING_SERVICES }],
    },
  ];
}
