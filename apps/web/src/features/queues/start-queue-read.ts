// The queue page read started by the route's loader, as soon as the address is known: in parallel with
// the screen's code and first render instead of after its mount (issue 32 point 4). Also on a menu
// link's hover (the router preloads on intent), so the click may find the rows already read.
import { queueForPath } from "@gbo/domain/workflow";
import type { QueryClient } from "@tanstack/react-query";
import type { Identity } from "../../auth/identity";
import { queueQueryOptions } from "./api/get-queue";
import { queueQueryOf, readRememberedChoices, stepOptionsOf } from "./queue-list-query";
import { parseQueueSearch } from "./queue-search";
import { hasCountryChoice } from "./queue-titles";

/** Starts (never awaits) the read of the page the screen at `pathname` will ask for; the screen shows
 * its own loader and errors as before. Nothing for a path that is no queue. */
export function startQueueRead(
  queryClient: QueryClient,
  pathname: string,
  search: Record<string, unknown>,
  identity: Identity,
  storage: Storage,
): void {
  const definition = queueForPath(pathname);
  if (!definition) return;
  const choices = { steps: stepOptionsOf(definition), hasCountry: hasCountryChoice(definition.key) };
  const address = parseQueueSearch(search, choices);
  const remembered = readRememberedChoices(definition, identity.claims, identity.userName, storage);
  void queryClient.prefetchQuery(queueQueryOptions(queueQueryOf(definition, address, remembered)));
}
