// The calls the draft submission makes (submissions-pricing §7): submit data, checkout data, rates,
// lookups, promo codes, the reholder lookup and the submit itself.
import type {
  TCheckoutData,
  TLookupValues,
  TRates,
  TReholderComic,
  TSubmitData,
} from "@gbo/contracts/catalog";
import type { TPromoCode } from "@gbo/contracts/promo";
import type { TSubmitOrder, TSubmitOrderResult } from "@gbo/contracts/submissions";
import type { CollectibleType, Country, MangaType } from "@gbo/domain/catalog";
import { toMonthDayYear } from "@gbo/domain/dates";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../../api";

const KEY = ["submission-draft"] as const;
export const SUBMIT_DATA_KEY = [...KEY, "submit-data"] as const;

export type SubmitDataAsk = {
  customerId: number;
  version: number;
  level: string;
  country: Country;
  type: CollectibleType;
  manga: MangaType;
};

export function useSubmitData(ask: SubmitDataAsk | undefined) {
  return useQuery({
    queryKey: [...SUBMIT_DATA_KEY, ask],
    enabled: ask !== undefined,
    queryFn: () => {
      const a = ask as SubmitDataAsk;
      const level = encodeURIComponent(a.level || "Basic");
      return api.get<TSubmitData>(
        `/api/data/submit/${a.customerId}/${a.version}/${level}/${a.country}/${a.type}/${a.manga}`,
      );
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCheckoutData(customerId: number | undefined, country: Country) {
  return useQuery({
    queryKey: [...KEY, "checkout", customerId, country],
    enabled: customerId !== undefined,
    queryFn: () => api.get<TCheckoutData>(`/api/data/checkout/${customerId}?country=${country}`),
    staleTime: 60_000,
  });
}

/** Rates of the rate table for the received date (today for a new draft), for `count` books. */
export function useRates(ask: {
  type: CollectibleType;
  manga: MangaType;
  day: string;
  country: Country;
  count: number;
}) {
  return useQuery({
    queryKey: [...KEY, "rates", ask],
    queryFn: () =>
      api.post<TRates>(`/api/data/sh/${ask.type}/${ask.manga}/${toMonthDayYear(ask.day)}`, {
        country: ask.country,
        count: Math.min(100, Math.max(1, ask.count)),
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export type LookupKind = "title" | "gtitle" | "mtitle" | "publisher" | "variant" | "signee";

export function useLookup(kind: LookupKind, text: string) {
  return useQuery({
    queryKey: [...KEY, "lookup", kind, text],
    enabled: text.trim().length > 0,
    queryFn: () =>
      api.get<TLookupValues>(`/api/data/values/${kind}?value=${encodeURIComponent(text.trim())}`, {
        isQuiet: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The promo code record, or undefined when no code matches (the server answers 404). */
export async function fetchPromoCode(code: string): Promise<TPromoCode | undefined> {
  try {
    return await api.get<TPromoCode>(`/api/promocode/${encodeURIComponent(code.trim())}`, { isQuiet: true });
  } catch (caught) {
    if (caught instanceof Error && "status" in caught && (caught as { status: number }).status === 404) {
      return undefined;
    }
    throw caught;
  }
}

export const fetchReholderComic = (uniqueId: string): Promise<TReholderComic> =>
  api.get<TReholderComic>(`/api/data/comic/${encodeURIComponent(uniqueId)}`, { isQuiet: true });

export const submitOrder = (body: TSubmitOrder): Promise<TSubmitOrderResult> =>
  api.post<TSubmitOrderResult>("/api/orders/submit", body, { isQuiet: true });
