// Public surface of the queues feature: the station counts the dashboard shows; the menu's station parts
// (handed to the shell through the router's context) and the queue screens, which the app composes.
export { getQueue } from "./api/get-queue";
export { useQueueCounts } from "./api/get-queue-counts";
export { QueueCountBadges } from "./components/queue-count-badges";
export { queueRoutes, stationMenu } from "./routes";
