// Which page a queue screen asks for, from the address and the choices remembered on the station
// computer. One function for the screen and the route's loader, so the loader's early read is the very
// query the screen then shows (same key: no second read).
import type { TQueueSort } from "@gbo/contracts/orders";
import { type QueueDefinition, stepsForClaims } from "@gbo/domain/workflow";
import type { QueueCountry, QueueQuery, QueueWindow } from "./api/get-queue";
import { QUEUE_COUNTRIES, QUEUE_WINDOWS, type QueueSearch } from "./queue-search";
import { hasCountryChoice } from "./queue-titles";

export const ALL_STEPS = "all";

/** Where each remembered choice is kept (localStorage); the step per user, one computer serving several. */
export const storedChoiceKeys = (definition: QueueDefinition, userName: string) => ({
  window: `gbo.queue.${definition.key}.window`,
  country: `gbo.queue.${definition.key}.country`,
  steps: `gbo.queue.${definition.key}.steps.${userName}`,
});

/** The step options of a combined queue ("all" first); none on a one-step queue. */
export function stepOptionsOf(definition: QueueDefinition): readonly string[] {
  const statuses: readonly string[] = definition.lists.statuses;
  return statuses.length > 1 ? [ALL_STEPS, ...statuses] : [];
}

/** The step a worker starts on before choosing: the one their claims work, else every step. */
export function startStep(definition: QueueDefinition, claims: readonly string[]): string {
  const worked = stepsForClaims(definition, claims);
  return worked.length === 1 ? worked[0]! : ALL_STEPS;
}

/** What the address says, else what was remembered (absent: the defaults). */
export type RememberedChoices = { window: QueueWindow; country: QueueCountry; step: string };

/** A remembered choice as useStoredChoice reads it: unknown stored values fall back. */
function stored<T extends string>(storage: Storage, key: string, choices: readonly T[], fallback: T): T {
  const value = storage.getItem(key);
  return choices.includes(value as T) ? (value as T) : fallback;
}

/** The remembered choices as the screen's first render reads them. */
export function readRememberedChoices(
  definition: QueueDefinition,
  claims: readonly string[],
  userName: string,
  storage: Storage,
): RememberedChoices {
  const keys = storedChoiceKeys(definition, userName);
  return {
    window: stored<QueueWindow>(storage, keys.window, QUEUE_WINDOWS, "recent"),
    country: hasCountryChoice(definition.key) ? stored(storage, keys.country, QUEUE_COUNTRIES, "US") : null,
    step: stored(
      storage,
      keys.steps,
      [ALL_STEPS, ...definition.lists.statuses],
      startStep(definition, claims),
    ),
  };
}

/** The steps the server is asked to list for a chosen step; null: every step (and on a one-step queue). */
export function stepsOf(definition: QueueDefinition, step: string): readonly string[] | null {
  if (definition.lists.statuses.length < 2) return null;
  return step === ALL_STEPS ? null : [step];
}

/** The page query for an address (already cleaned by parseQueueSearch) and the remembered choices. */
export function queueQueryOf(
  definition: QueueDefinition,
  address: QueueSearch,
  remembered: RememberedChoices,
): QueueQuery {
  const options = stepOptionsOf(definition);
  const step = address.step && options.includes(address.step) ? address.step : remembered.step;
  const sort: TQueueSort = address.sort ?? "due";
  return {
    queue: definition.key,
    page: address.page ?? 1,
    search: address.search ?? "",
    window: address.list ?? remembered.window,
    country: hasCountryChoice(definition.key) ? (address.country ?? remembered.country) : null,
    steps: stepsOf(definition, step),
    sort,
  };
}
