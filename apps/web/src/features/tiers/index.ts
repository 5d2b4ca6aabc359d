// Public surface of the tier feature (the route composes OrderPartPage directly).

export { verifyLabels } from "./api/tier-calls";
export { type HandOffFact, HandOffNotes } from "./components/hand-off-notes";
export { queuePathForTier, type TierVariant, tierVariant } from "./tier-variant";
