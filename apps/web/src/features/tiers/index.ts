// Public surface of the tier feature; the app hands its order-part screen to the order routes.

export { type HandOffFact, HandOffNotes } from "./components/hand-off-notes";
export { OrderPartScreen } from "./routes";
export { queuePathForTier, type TierVariant, tierVariant } from "./tier-variant";
