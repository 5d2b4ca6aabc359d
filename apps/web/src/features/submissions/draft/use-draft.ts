// The draft of the signed-in worker for a customer, kept in local storage on every change, and the
// pricing context: the server's catalog (submit data, version adopted per §4), the profile and the
// quote, recomputed with the domain on every change.
import { catalogFromSubmitData, type TSubmitData } from "@gbo/contracts/catalog";
import type { TUserProfile } from "@gbo/contracts/customers";
import type { Catalog } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import { type Quote, quoteSubmission } from "@gbo/domain/pricing";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useIdentity } from "../../../auth/session";
import { customerProfileQuery } from "../../customers";
import { useSubmitData } from "./api/draft-calls";
import type { Draft } from "./draft-model";
import { draftQuoteInput } from "./draft-quote";
import { clearDraft, loadDraft, reconcileDraft, saveDraft } from "./draft-store";

export type DraftUpdate = (change: (draft: Draft) => Draft) => void;

/** The draft in local storage: read once per worker and customer, written on every change. */
export function useStoredDraft(customerId: number, level: string | undefined) {
  const owner = useIdentity()?.userName ?? "";
  const [draft, setDraft] = useState<Draft | undefined>();
  useEffect(() => {
    if (!owner || level === undefined) return;
    setDraft(loadDraft(window.localStorage, owner, customerId, level));
  }, [owner, customerId, level]);
  const update: DraftUpdate = useCallback((change) => {
    setDraft((current) => {
      if (!current) return current;
      const next = change(current);
      saveDraft(window.localStorage, next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    clearDraft(window.localStorage, owner, customerId);
    if (level !== undefined) setDraft(loadDraft(window.localStorage, owner, customerId, level));
  }, [owner, customerId, level]);
  return { draft, update, clear, owner };
}

export type DraftContext = {
  profile: TUserProfile | undefined;
  submitData: TSubmitData | undefined;
  catalog: Catalog | undefined;
  draft: Draft | undefined;
  update: DraftUpdate;
  clear: () => void;
  quote: Quote | undefined;
  orderDate: string;
  isLoading: boolean;
  error: unknown;
};

/** Everything the three draft screens share. */
export function useDraftContext(customerId: number): DraftContext {
  const profileQuery = useQuery(customerProfileQuery(customerId));
  const profile = profileQuery.data;
  const { draft, update, clear } = useStoredDraft(customerId, profile?.member.membership);
  const submitQuery = useSubmitData(
    draft
      ? {
          customerId,
          version: draft.version,
          level: draft.level,
          country: draft.countryCode,
          type: draft.collectibleType,
          manga: draft.mangaType,
        }
      : undefined,
  );
  const submitData = submitQuery.data;
  // The answer for the draft's settings; `isPriced` once the draft is on the answer's version.
  const isCurrent =
    submitData !== undefined &&
    draft !== undefined &&
    submitData.country === draft.countryCode &&
    submitData.collectibleType === draft.collectibleType &&
    submitData.mangaType === draft.mangaType;

  // §4: the server's version is adopted (re-priced below) or, with no tiers, the draft is cleared.
  useEffect(() => {
    if (!isCurrent || !submitData || !draft) return;
    const ids = new Set(submitData.tiers.map((t) => t.id));
    const result = reconcileDraft(draft, submitData.version, ids);
    if (result.draft === draft) return;
    if (result.isCleared && draft.comics.length === 0 && draft.version === submitData.version) return;
    update(() => result.draft);
    if (result.dropped > 0) {
      notifications.show({
        color: "yellow",
        message: `The price list changed to version ${submitData.version}: ${result.dropped} comic(s) whose tier it no longer has were removed.`,
        autoClose: 3000,
      });
    }
  }, [isCurrent, submitData, draft, update]);

  const catalog = useMemo(() => (submitData ? catalogFromSubmitData(submitData) : undefined), [submitData]);
  const isPriced = isCurrent && draft?.version === submitData?.version;
  const orderDate = utcDay(new Date());
  const quote = useMemo(() => {
    if (!catalog || !draft || !profile || !isPriced) return undefined;
    try {
      return quoteSubmission(
        draftQuoteInput({
          draft,
          catalog,
          member: profile.member,
          rewardsAvailable: profile.rewards.available,
          orderDate,
        }),
      );
    } catch {
      // A comic on a tier this catalog lacks (a stale stored draft): no totals until it is removed.
      return undefined;
    }
  }, [catalog, draft, profile, isPriced, orderDate]);

  return {
    profile,
    submitData: isPriced ? submitData : undefined,
    catalog: isPriced ? catalog : undefined,
    draft,
    update,
    clear,
    quote,
    orderDate,
    isLoading: profileQuery.isPending || (draft !== undefined && !isPriced && !submitQuery.error),
    error: profileQuery.error ?? submitQuery.error,
  };
}
