// How long things have waited, in words a worker reads at a glance ("2 d 5 h").

/** A wait this long (two working days) or longer is flagged. */
export const LONG_WAIT_HOURS = 48;

/** "45 min", "5 h", "2 d 5 h"; null (nothing waits): a dash. */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return "—";
  const abs = Math.abs(hours);
  if (abs < 1) return `${Math.round(abs * 60)} min`;
  const whole = Math.round(abs);
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  if (days === 0) return `${whole} h`;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

export type WaitTone = "ok" | "warn" | "none";

export function waitTone(hours: number | null): WaitTone {
  if (hours === null) return "none";
  return hours >= LONG_WAIT_HOURS ? "warn" : "ok";
}

/** Slack before the end of the due day: "1 d 2 h to spare" or "5 h late". */
export function formatSlack(slackHours: number): string {
  return slackHours < 0 ? `${formatHours(slackHours)} late` : `${formatHours(slackHours)} to spare`;
}

/** Median stay in a station: hours under two days, else days to one decimal. */
export function formatMedianHours(hours: number | null): string {
  if (hours === null) return "—";
  return hours < 48 ? formatHours(hours) : `${(Math.round((hours / 24) * 10) / 10).toFixed(1)} d`;
}

/** "78%" of shipped on time; a dash when nothing shipped. */
export function onTimeShare(onTime: number, shipped: number): string {
  return shipped > 0 ? `${Math.round((onTime / shipped) * 100)}%` : "—";
}
