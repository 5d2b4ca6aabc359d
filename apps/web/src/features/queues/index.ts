// Public surface of the queues feature: the station counts and the station of an order screen, which
// the menu and the dashboard show (the queue screens themselves are routes).
export { getQueue } from "./api/get-queue";
export { useQueueCounts } from "./api/get-queue-counts";
export { QueueCountBadges } from "./components/queue-count-badges";
export { useScreenStation } from "./use-screen-station";
