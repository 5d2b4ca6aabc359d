// The lab-day load model (issue 32): from the items a lab grades in a day to the rate of every action its
// people take. Pure arithmetic, so the README can state it and a test can check it.
//
// A tier walks its route (domain tierRoute): PreGrade, the optional ImagingSP / Signature / Pressing,
// Finalize, Labels, HeatSeal, Slab, optional Imaging, QC, Shipping. At each station a worker opens the
// station's queue, opens the tier, scans each comic (a grader also saves its grade) and completes the
// tier. The office receives each order, invoices it, pre-receives it, charges it and ships it; managers
// keep the dashboard open and search customers. Screens open at a station follow live events.

/** The stations every tier visits, and the optional ones with the share of tiers that buy them. */
export const ALWAYS_STATIONS = [
  "PreGrade",
  "Finalize",
  "Labels",
  "HeatSeal",
  "Slab",
  "QC",
  "Shipping",
] as const;

export type LabShape = {
  /** Comics per tier and tiers per order (the bench data set's averages). */
  comicsPerTier: number;
  tiersPerOrder: number;
  /** Share of tiers that go through each optional station. */
  optionalShare: { ImagingSP: number; Signature: number; Pressing: number; Imaging: number };
  /** A worker's hands-on seconds per comic: grading takes a minute, a scan-and-pass station seconds. */
  handlingSeconds: { grade: number; press: number; other: number };
  /** Office and manager habits, per hour of the shift. */
  dashboardReadsPerManagerHour: number;
  customerSearchesPerOfficeHour: number;
  managers: number;
};

export const DEFAULT_SHAPE: LabShape = {
  comicsPerTier: 5,
  tiersPerOrder: 2,
  optionalShare: { ImagingSP: 0.1, Signature: 0.1, Pressing: 0.3, Imaging: 0.4 },
  handlingSeconds: { grade: 60, press: 120, other: 12 },
  dashboardReadsPerManagerHour: 60,
  customerSearchesPerOfficeHour: 20,
  managers: 2,
};

export type LabScale = {
  name: string;
  itemsPerDay: number;
  shiftHours: number;
  /** The replayed hour's rate as a multiple of the day's mean (3: the peak hour). */
  peakFactor: number;
};

export const SMALL_LAB: LabScale = { name: "small lab", itemsPerDay: 1_000, shiftHours: 8, peakFactor: 1 };
/**
 * PSA graded about a million items a month in 2023 (GemRate: 999,095 in June, 1,042,817 in July), over
 * 40,000 on its busiest days: modelled as 50,000 a day over eight hours, its peak hour at three times the mean.
 */
export const LARGEST_GRADER: LabScale = {
  name: "largest grader",
  itemsPerDay: 50_000,
  shiftHours: 8,
  peakFactor: 3,
};

export type ActionName =
  | "queue read"
  | "order open"
  | "scan"
  | "grade save"
  | "tier completion"
  | "receive"
  | "invoice open"
  | "invoice save"
  | "pre-receive"
  | "charge"
  | "ship"
  | "dashboard read"
  | "customer search"
  | "event refetch";

export type StationLoad = {
  station: string;
  /** Comics per second reaching this station in the replayed hour. */
  itemsPerSecond: number;
  /** Workers needed to keep up, each with one queue screen open. */
  workers: number;
  handlingSeconds: number;
};

export type LoadPlan = {
  scale: LabScale;
  itemsPerSecond: number;
  stations: StationLoad[];
  /** Requests per second of each action in the replayed hour. */
  ratePerSecond: Record<ActionName, number>;
  /** Screens holding a live-event stream (one per station worker, office worker and manager). */
  openStreams: number;
  officeWorkers: number;
};

function handlingOf(station: string, shape: LabShape): number {
  if (station === "PreGrade") return shape.handlingSeconds.grade;
  if (station === "Pressing") return shape.handlingSeconds.press;
  return shape.handlingSeconds.other;
}

export function planLoad(scale: LabScale, shape: LabShape = DEFAULT_SHAPE): LoadPlan {
  const itemsPerSecond = (scale.itemsPerDay / (scale.shiftHours * 3600)) * scale.peakFactor;
  const shares: [string, number][] = [
    ...ALWAYS_STATIONS.map((station): [string, number] => [station, 1]),
    ...Object.entries(shape.optionalShare),
  ];
  const stations = shares.map(([station, share]) => {
    const rate = itemsPerSecond * share;
    const handlingSeconds = handlingOf(station, shape);
    return {
      station,
      itemsPerSecond: rate,
      workers: Math.max(1, Math.ceil(rate * handlingSeconds)),
      handlingSeconds,
    };
  });
  const stationVisitsPerItem = shares.reduce((sum, [, share]) => sum + share, 0);
  const tiersPerSecond = itemsPerSecond / shape.comicsPerTier;
  const ordersPerSecond = tiersPerSecond / shape.tiersPerOrder;
  const completions = tiersPerSecond * stationVisitsPerItem;
  // One office worker per 40 orders an hour (receive, invoice, pre-receive, charge, ship: about 90 s an order).
  const officeWorkers = Math.max(1, Math.ceil((ordersPerSecond * 3600) / 40));
  const stationWorkers = stations.reduce((sum, station) => sum + station.workers, 0);
  const openStreams = stationWorkers + officeWorkers + shape.managers;
  const writes = {
    scan: itemsPerSecond * stationVisitsPerItem,
    "grade save": itemsPerSecond,
    "tier completion": completions,
    receive: ordersPerSecond,
    "invoice save": ordersPerSecond,
    "pre-receive": ordersPerSecond,
    charge: ordersPerSecond,
    ship: ordersPerSecond,
  };
  // Every committed order write is an event, and each open queue screen reads its page again after
  // events (at most once per 150 ms batch: the web app's live feature).
  const eventsPerSecond = Object.values(writes).reduce((sum, rate) => sum + rate, 0);
  const batchesPerScreen = Math.min(eventsPerSecond, 1000 / 150);
  return {
    scale,
    itemsPerSecond,
    stations,
    officeWorkers,
    openStreams,
    ratePerSecond: {
      ...writes,
      "queue read": completions,
      "order open": completions,
      "invoice open": ordersPerSecond,
      "dashboard read": (shape.managers * shape.dashboardReadsPerManagerHour) / 3600,
      "customer search": (officeWorkers * shape.customerSearchesPerOfficeHour) / 3600,
      "event refetch": stationWorkers * batchesPerScreen,
    },
  };
}
