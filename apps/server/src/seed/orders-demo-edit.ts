// Fixed demo orders for the comic edit view and adding a comic (issue 11); built from
// their own random stream after the rest of the demo data, so adding them changes no other order.
//
// 26-ADDC001's tiers are full (its spec removes a comic before adding one); 26-ADDC002 has room for two
// more, for a person to try the add-comic screen by hand.
import type { TierServices } from "@gbo/domain/workflow";
import type { DemoOrderSpec } from "./orders-demo-stations";
import { DAY_MS } from "./seed-random";

export const editOrderSpecsRandom = 20261104;

/** At Add comic: tier SO invoiced for 3 comics, SL for 2 (the e2e comic-edit spec's own). */
export const DEMO_ADD_COMIC = "26-ADDC001";
/** In process: tier SO of three comics at PreGrade, for the edit view (the e2e comic-edit spec's own). */
export const DEMO_EDIT_COMIC = "26-CEDT001";
/** At Add comic, one tier SO invoiced for 4 comics, 2 entered: for a person to try the add-comic screen. */
export const DEMO_ADD_COMIC_TRY = "26-ADDC002";

const GRADE_ROUTE: TierServices = {
  hasSpecialImaging: false,
  hasSignature: false,
  hasPressing: false,
  hasImaging: false,
};

export function editOrderSpecs(now: number): DemoOrderSpec[] {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  return [
    {
      id: DEMO_ADD_COMIC,
      status: "AddComic",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(2),
      tiers: [
        { code: "SO", count: 3, services: GRADE_ROUTE, press: 0 },
        { code: "SL", count: 2, services: GRADE_ROUTE, press: 0 },
      ],
    },
    {
      id: DEMO_EDIT_COMIC,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(5),
      tiers: [{ code: "SO", status: "PreGrade", count: 3, services: GRADE_ROUTE, press: 0 }],
    },
    {
      id: DEMO_ADD_COMIC_TRY,
      status: "AddComic",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(3),
      tiers: [{ code: "SO", count: 4, entered: 2, services: GRADE_ROUTE, press: 0 }],
    },
  ];
}
