// Fixed demo orders for the signature view (tiers at Signature with signature rows) (issue 11); built from
// their own random stream after the rest of the demo data, so adding them changes no other order.
import type { TierServices } from "@gbo/domain/workflow";
import type { DemoOrderSpec } from "./orders-demo-stations";
import { DAY_MS } from "./seed-random";

export const signatureOrderSpecsRandom = 20261101;

/** A tier SO of three comics at Signature: VSP, VSPP and ASP rows (the e2e signature-view spec's own). */
export const DEMO_SIGNATURE_VIEW = "26-SIGN001";
/** A tier SO of four comics at Signature with VSP/VSPP rows waiting: the bulk approve/disapprove path. */
export const DEMO_SIGNATURE_BULK = "26-SIGN002";
/** An original-art tier OT at Signature whose comic has one signature (the last cannot be removed). */
export const DEMO_SIGNATURE_ORIGINAL_ART = "26-SIGN003";

const SIGNATURE_ROUTE: TierServices = {
  hasSpecialImaging: false,
  hasSignature: true,
  hasPressing: false,
  hasImaging: false,
};

export function signatureOrderSpecs(now: number): DemoOrderSpec[] {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const atSignature = { status: "Signature" as const, services: SIGNATURE_ROUTE, press: 0 };
  return [
    {
      id: DEMO_SIGNATURE_VIEW,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(6),
      tiers: [
        {
          code: "SO",
          ...atSignature,
          count: 3,
          signatures: [
            [{ name: "Stan Lee", type: "VSP" }],
            [{ name: "Jack Kirby", type: "VSPP" }],
            [{ name: "Steve Ditko", type: "ASP" }],
          ],
        },
      ],
    },
    {
      id: DEMO_SIGNATURE_BULK,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(5),
      tiers: [
        {
          code: "SO",
          ...atSignature,
          count: 4,
          signatures: [
            [{ name: "Stan Lee", type: "VSP" }],
            [
              { name: "Chris Claremont", type: "VSPP" },
              { name: "John Byrne", type: "ASP" },
            ],
            [{ name: "Todd McFarlane", type: "VSP" }],
            [],
          ],
        },
      ],
    },
    {
      id: DEMO_SIGNATURE_ORIGINAL_ART,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(4),
      tiers: [
        { code: "OT", ...atSignature, count: 1, signatures: [[{ name: "Frank Miller", type: "ASP" }]] },
      ],
    },
  ];
}
