// Grade saves, one after another per order. Grade-next opens the next comic as soon as the browser has
// checked the grade with the domain's rules (the server's), while the save is still on its way (issue 29
// §7: Enter to the next comic under 100 ms). A save therefore outlives its view, so it lives here, not in
// the component: each waits for the one before (so it sends the version that one answered), and a save
// the server refuses is never lost: its form and errors are kept and its comic's grade view reopened.
import type { TOrderActionResult } from "@gbo/contracts/orders";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api";
import type { FieldErrors } from "../../../ui/form-errors";
import {
  applyActionResult,
  cachedOrderVersion,
  orderKeys,
  orderQueryOptions,
  reportActionError,
  showActionResult,
} from "../../orders";
import { saveGrade } from "./grade-api";
import { bodyOf, type GradeForm } from "./grade-form";

const NO_VERSION = "The order is still loading. Please try again.";

const chains = new Map<string, Promise<unknown>>();
/** A refused save's form and errors, by comic unique id, until its grade view opens again. */
const refused = new Map<string, { form: GradeForm; errors: FieldErrors }>();

export type GradeSave = {
  queryClient: QueryClient;
  orderId: string;
  comicId: string;
  uniqueId: string;
  form: GradeForm;
  confirmBelowScreen: boolean;
  /**
   * Called when the server refuses the save after its view was left (grade-next): the refused form is
   * kept for `takeRefusedSave`, and this reopens the comic's grade view.
   */
  reopen?: () => void;
};

/** The version to send: a reload of the order under way (after a 409, a live event) is awaited first. */
async function versionToSend(queryClient: QueryClient, orderId: string): Promise<number> {
  await queryClient.ensureQueryData(orderQueryOptions(orderId));
  const summaryKey = orderKeys.summary(orderId);
  if (queryClient.isFetching({ queryKey: summaryKey }) > 0) {
    await queryClient.refetchQueries({ queryKey: summaryKey }, { cancelRefetch: false });
  }
  const version = cachedOrderVersion(queryClient, orderId);
  if (version === undefined) throw new Error(NO_VERSION);
  return version;
}

/** The server's field errors ("model.grade") under the form's field names. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { grade: error instanceof Error ? error.message : String(error) };
  const entries = Object.entries(error.modelState).map(([key, messages]) => [
    key.replace(/^model\./, ""),
    messages.join(" "),
  ]);
  return entries.length ? Object.fromEntries(entries) : { grade: error.message };
}

/** Queues the save after the order's earlier ones; resolves with the answer, rejects with the refusal. */
export function queueGradeSave(save: GradeSave): Promise<TOrderActionResult> {
  const { queryClient, orderId } = save;
  const previous = chains.get(orderId) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      const version = await versionToSend(queryClient, orderId);
      return saveGrade(orderId, save.comicId, bodyOf(save.form, version, save.confirmBelowScreen));
    });
  chains.set(orderId, run);
  const done = run.then(
    (result) => {
      applyActionResult(queryClient, result);
      showActionResult(result);
      return result;
    },
    (error: unknown) => {
      reportActionError(queryClient, orderId, error);
      if (save.reopen) {
        refused.set(save.uniqueId, { form: save.form, errors: fieldErrorsOf(error) });
        save.reopen();
      }
      throw error;
    },
  );
  const forget = () => {
    if (chains.get(orderId) === run) chains.delete(orderId);
  };
  run.then(forget, forget);
  return done;
}

/** The refused save of a comic, once: its view opens with the worker's form and the server's errors. */
export function takeRefusedSave(uniqueId: string): { form: GradeForm; errors: FieldErrors } | null {
  const kept = refused.get(uniqueId) ?? null;
  refused.delete(uniqueId);
  return kept;
}
