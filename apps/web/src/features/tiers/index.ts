// Public surface of the tier feature (the route composes OrderPartPage directly).
export { type HandOffFact, HandOffNotes } from "./components/hand-off-notes";
export { queuePathForTier, type TierVariant, tierVariant } from "./tier-variant";
