import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { client, dataOf } from "../api";
import { planSearch, REFERENCE_LOOKUP, referenceParams } from "./global-search";

/** Search warnings stay 2000–4000 ms (workflow §9). */
export const SEARCH_WARNING_MS = 3000;

/** Runs the global search; resolves true when it opened a screen. */
export function useGlobalSearch() {
  const router = useRouter();
  const [isSearching, setSearching] = useState(false);

  async function search(text: string): Promise<boolean> {
    const plan = planSearch(text);
    if (plan.kind === "warn") {
      notifications.show({ message: plan.message, color: "yellow", autoClose: SEARCH_WARNING_MS });
      return false;
    }
    if (plan.kind === "open") {
      await router.navigate({ href: plan.path });
      return true;
    }
    setSearching(true);
    try {
      const answer = dataOf(
        await client.GET(REFERENCE_LOOKUP, { params: referenceParams(plan.prefix, plan.reference) }),
      );
      await router.navigate({ href: `/orders/${answer.orderId}` });
      return true;
    } catch {
      return false; // the API client already showed the server's message
    } finally {
      setSearching(false);
    }
  }

  return { search, isSearching };
}
