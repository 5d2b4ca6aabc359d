// Public surface of the live-updates feature.
export { useLiveOrderEvents } from "./use-live-order-events";
