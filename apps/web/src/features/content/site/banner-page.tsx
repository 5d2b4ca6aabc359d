// /banners/{id} and /banners/new (administration §3 Banner, §7): start and end days, three headers and
// three lines with the domain's instant checks, the picture (upload with progress, removal), and
// Delete after confirmation, offered to admins only (§6 isAdmin). Save failures show 'Error saving
// changes', a refused delete 'Error remove banner' (§8), each with the server's messages.
import type { TBanner, TSaveBanner } from "@gbo/contracts/content";
import { BANNER_TEXT_FIELDS, type BannerForm, bannerFormProblems } from "@gbo/domain/content";
import { ERROR_REMOVE_BANNER } from "@gbo/domain/messages";
import { SimpleGrid, TextInput } from "@mantine/core";
import { keyFilter } from "../../../ui/key-filter";
import { bannerCalls } from "./api/site-content-calls";
import {
  type PictureContentFieldsProps,
  type PictureContentKind,
  PictureContentPage,
} from "./picture-content-page";

export const BANNER_LOAD_FAILED = "The banner could not be loaded.";

const LABELS: Record<keyof BannerForm, string> = {
  start: "Start",
  end: "End",
  header1: "Header 1",
  header2: "Header 2",
  header3: "Header 3",
  line1: "Line 1",
  line2: "Line 2",
  line3: "Line 3",
};

function BannerFields({ form, errors, onText }: PictureContentFieldsProps<BannerForm>) {
  return (
    <>
      <SimpleGrid cols={2}>
        {(["start", "end"] as const).map((field) => (
          <TextInput
            key={field}
            type="date"
            label={LABELS[field]}
            name={field}
            required
            value={form[field]}
            onChange={onText(field)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={2}>
        {BANNER_TEXT_FIELDS.map((field) => (
          <TextInput
            {...keyFilter("text")}
            key={field}
            label={LABELS[field]}
            name={field}
            required={field === "header1"}
            value={form[field]}
            onChange={onText(field)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

const BANNER: PictureContentKind<TBanner, BannerForm, TSaveBanner> = {
  noun: "Banner",
  listPath: "/banners",
  listTitle: "Banners",
  loadFailed: BANNER_LOAD_FAILED,
  calls: bannerCalls,
  nameOf: (banner) => banner.header1,
  formOf: (banner) => ({
    start: banner?.start ?? "",
    end: banner?.end ?? "",
    header1: banner?.header1 ?? "",
    header2: banner?.header2 ?? "",
    header3: banner?.header3 ?? "",
    line1: banner?.line1 ?? "",
    line2: banner?.line2 ?? "",
    line3: banner?.line3 ?? "",
  }),
  problems: bannerFormProblems,
  bodyOf: (form, banner) => ({ ...form, version: banner?.version }),
  Fields: BannerFields,
  picturePath: (banner) => `banners/${banner.id}`,
  mayDelete: (isAdmin) => isAdmin,
  deleteFailed: ERROR_REMOVE_BANNER,
};

export function BannerPage() {
  return <PictureContentPage kind={BANNER} />;
}
