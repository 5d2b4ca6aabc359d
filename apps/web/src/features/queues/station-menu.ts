import type { StationMenuParts } from "../../shell/shell-context";
import { useQueueCounts } from "./api/get-queue-counts";
import { QueueCountBadges } from "./components/queue-count-badges";
import { useScreenStation } from "./use-screen-station";

/** What the shell's menu shows of the queues (the app hands it to the router's context). */
export const stationMenu: StationMenuParts = { useQueueCounts, QueueCountBadges, useScreenStation };
