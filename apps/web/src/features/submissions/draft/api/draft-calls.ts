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
import { client, dataOf, quiet } from "../../../../api";

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
    queryFn: async (): Promise<TSubmitData> => {
      const a = ask as SubmitDataAsk;
      const path = {
        user: a.customerId,
        version: a.version,
        level: a.level || "Basic",
        country: a.country,
        type: a.type,
        manga: a.manga,
      };
      return dataOf(
        await client.GET("/api/data/submit/{user}/{version}/{level}/{country}/{type}/{manga}", {
          params: { path },
        }),
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
    queryFn: async (): Promise<TCheckoutData> => {
      const params = { path: { id: customerId as number }, query: { country } };
      return dataOf(await client.GET("/api/data/checkout/{id}", { params }));
    },
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
    queryFn: async (): Promise<TRates> => {
      const path = { type: ask.type, manga: ask.manga, date: toMonthDayYear(ask.day) };
      const body = { country: ask.country, count: Math.min(100, Math.max(1, ask.count)) };
      return dataOf(await client.POST("/api/data/sh/{type}/{manga}/{date}", { params: { path }, body }));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export type LookupKind = "title" | "gtitle" | "mtitle" | "publisher" | "variant" | "signee";

export function useLookup(kind: LookupKind, text: string) {
  return useQuery({
    queryKey: [...KEY, "lookup", kind, text],
    enabled: text.trim().length > 0,
    queryFn: async (): Promise<TLookupValues> => {
      const params = { path: { name: kind }, query: { value: text.trim() } };
      return dataOf(await client.GET("/api/data/values/{name}", { params, fetch: quiet }));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The promo code record, or undefined when no code matches (the server answers 404). */
export async function fetchPromoCode(code: string): Promise<TPromoCode | undefined> {
  try {
    const params = { path: { code: code.trim() } };
    return dataOf(await client.GET("/api/promocode/{code}", { params, fetch: quiet }));
  } catch (caught) {
    if (caught instanceof Error && "status" in caught && (caught as { status: number }).status === 404) {
      return undefined;
    }
    throw caught;
  }
}

export const fetchReholderComic = async (uniqueId: string): Promise<TReholderComic> =>
  dataOf(await client.GET("/api/data/comic/{uniqueId}", { params: { path: { uniqueId } }, fetch: quiet }));

export const submitOrder = async (body: TSubmitOrder): Promise<TSubmitOrderResult> =>
  dataOf(await client.POST("/api/orders/submit", { body, fetch: quiet }));
