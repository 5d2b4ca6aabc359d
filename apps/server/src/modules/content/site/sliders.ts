// The home-page slider (administration §7 Slider): list in order, one slider, save with the domain's
// form rules and the version read (stale → 409), delete (its picture too).
import type { TSaveSlider, TSlider, TSlidersPage } from "@gbo/contracts/content";
import { SLIDER_NOT_FOUND, SLIDER_STALE, sliderFormProblems } from "@gbo/domain/content";
import type { Db } from "../../../db/client";
import { type SliderRow, sliders } from "../../../db/schema/content";
import { assertNoProblems } from "./content-images";
import { pictureRecords } from "./picture-records";

function toSlider(row: SliderRow, imageUrl: string | null): TSlider {
  return {
    id: row.id,
    name: row.name,
    caption: row.caption,
    link: row.link,
    img: row.imagePath,
    imageUrl,
    order: row.sortOrder,
    isActive: row.isActive,
    version: row.version,
  };
}

/** Sliders as content records with a picture (picture-records.ts): GET, POST, PUT and DELETE
 * /api/content/slider/{id}. */
export const sliderRecords = pictureRecords<SliderRow, TSlider, TSaveSlider>({
  table: sliders,
  noun: "slider",
  notFound: SLIDER_NOT_FOUND,
  stale: SLIDER_STALE,
  toAnswer: toSlider,
  valuesOf: checkedValues,
});

/** GET /api/content/slider/: in their order. */
export async function listSliders(db: Db, query: { page: number; pageSize: number }): Promise<TSlidersPage> {
  const { rows, total } = await sliderRecords.listPage(db, query);
  return { rows, ...query, total };
}

function checkedValues(input: TSaveSlider) {
  const values = {
    name: (input.name ?? "").trim(),
    caption: (input.caption ?? "").trim(),
    link: (input.link ?? "").trim(),
    sortOrder: input.order ?? 0,
    isActive: input.isActive ?? true,
  };
  assertNoProblems(sliderFormProblems(values));
  return values;
}
