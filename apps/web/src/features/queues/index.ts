// Public surface of the queues feature: the station counts the dashboard shows. The menu's station parts
// and the queue screens are in routes.ts, which the app composes (router.tsx).
export { getQueue } from "./api/get-queue";
export { useQueueCounts } from "./api/get-queue-counts";
export { QueueCountBadges } from "./components/queue-count-badges";
