import type { QueueDefinition } from "@gbo/domain/workflow";
import { useStoredChoice } from "../../ui/use-stored-choice";
import { ALL_STEPS, startStep, stepsOf, storedChoiceKeys } from "./queue-list-query";

export { ALL_STEPS };

export type StepChoice = {
  /** "all" or one of the queue's statuses; null on a one-step queue (no filter shown). */
  value: string | null;
  options: readonly string[];
  choose: (value: string) => void;
  /** What the server is asked to list; null for every step. */
  steps: readonly string[] | null;
};

/**
 * The step filter of a combined queue (grading: PreGrade / Finalize; imaging: ImagingSP / Imaging). It
 * starts on the steps the worker's claims work (a finalize worker on Finalize) and then remembers the
 * worker's own choice per queue; keyed by user, as one station computer serves several workers. A step
 * in the address (`addressStep`, one of the options) wins over the remembered one.
 */
export function useStepChoice(
  definition: QueueDefinition,
  claims: readonly string[],
  userName: string,
  addressStep?: string,
): StepChoice {
  const statuses: readonly string[] = definition.lists.statuses;
  const options = [ALL_STEPS, ...statuses];
  const key = storedChoiceKeys(definition, userName).steps;
  const [stored, choose] = useStoredChoice(key, options, startStep(definition, claims));
  const value = addressStep && options.includes(addressStep) ? addressStep : stored;
  if (statuses.length < 2) return { value: null, options: [], choose, steps: null };
  return { value, options, choose, steps: stepsOf(definition, value) };
}
