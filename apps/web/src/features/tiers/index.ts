// Public surface of the tier feature (the route composes OrderPartPage directly).
export { queuePathForTier, type TierVariant, tierVariant } from "./tier-variant";
