// What the shell shows of the features, handed in by the app when it builds the router (router.tsx): the
// shell imports no feature. The menu's station links carry the live waiting/late counts, and on a tier
// or order screen the link of the station whose work it is stays highlighted (features/queues).
import type { TQueueCount } from "@gbo/contracts/orders";
import type { ComponentType } from "react";

export type StationMenuParts = {
  /** The counts, kept live; read only for a worker whose menu has station links. */
  useQueueCounts: () => { data?: { counts: readonly TQueueCount[] } };
  QueueCountBadges: ComponentType<{ count: TQueueCount }>;
  /** The queue path of the station whose work the screen at `pathname` shows, or null. */
  useScreenStation: (pathname: string) => string | null;
};

/** The router's context: every route (the shell's frame among them) may read it. */
export type ShellContext = { stationMenu: StationMenuParts };
