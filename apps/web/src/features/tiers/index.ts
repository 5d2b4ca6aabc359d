// Public surface of the tier feature. Its order-part screen is in routes.ts: the app hands it to the
// order routes (router.tsx).

export { type HandOffFact, HandOffNotes } from "./components/hand-off-notes";
export { queuePathForTier, type TierVariant, tierVariant } from "./tier-variant";
