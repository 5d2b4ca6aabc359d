// The customer e-mails' preview (issue 33): the milestones, and one template rendered with a demo order
// and the saved lab details. A lab save clears the previews (lab-details-calls).
import type { TMilestonePreview, TMilestoneTemplates } from "@gbo/contracts/mail";
import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../../api";
import { CACHE_MS } from "./settings-calls";

const KEY = ["email-previews"] as const;
export type MilestoneName = TMilestonePreview["milestone"];

export function useMilestoneTemplates() {
  return useQuery({
    queryKey: [...KEY, "list"],
    queryFn: async (): Promise<TMilestoneTemplates> => dataOf(await client.GET("/api/email/milestones")),
    staleTime: CACHE_MS,
  });
}

export function useMilestonePreview(milestone: MilestoneName | null) {
  return useQuery({
    queryKey: [...KEY, "preview", milestone],
    queryFn: async (): Promise<TMilestonePreview> =>
      dataOf(
        await client.GET("/api/email/milestones/{milestone}/preview", {
          params: { path: { milestone: milestone as MilestoneName } },
        }),
      ),
    enabled: milestone !== null,
    staleTime: CACHE_MS,
  });
}
