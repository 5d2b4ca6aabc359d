import type { TComic } from "@gbo/contracts/orders";

/** What every comic child view receives: the comic and its order's country (currency of money fields). */
export type ComicViewProps = { comic: TComic; countryCode: string | null };
