// /banners/{id} and /banners/new (administration §3 Banner, §7): start and end days, three headers and
// three lines with the domain's instant checks, the picture (upload with progress, removal), and
// Delete after confirmation, offered to admins only (§6 isAdmin). Save failures show 'Error saving
// changes', a refused delete 'Error remove banner' (§8), each with the server's messages.
import type { TBanner } from "@gbo/contracts/content";
import { BANNER_TEXT_FIELDS, type BannerForm, bannerFormProblems } from "@gbo/domain/admin-rules";
import { ERROR_REMOVE_BANNER, ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../../api/form-errors";
import { useIdentity } from "../../../auth/session";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import { keyFilter } from "../../../ui/key-filter";
import { typedProblems, withoutFieldError } from "../typed-problems";
import {
  BANNERS_KEY,
  bannerQuery,
  useDeleteBanner,
  useInvalidate,
  useSaveBanner,
} from "./api/site-content-calls";
import { DetailFrame, recordIdOf, useDetailOutcomes } from "./detail-frame";
import { ImageField } from "./image-field";

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

export function BannerPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const recordId = recordIdOf(id);
  const banner = useQuery({ ...bannerQuery(id), enabled: recordId !== null });
  const isReady = recordId === null || banner.data;
  return (
    <DetailFrame
      listPath="/banners"
      listTitle="Banners"
      title={recordId === null ? "New banner" : banner.data ? `Banner: ${banner.data.header1}` : "Banner"}
      isError={banner.isError}
      loadFailed={BANNER_LOAD_FAILED}
    >
      {isReady ? <BannerFormView key={id} banner={banner.data ?? null} /> : null}
    </DetailFrame>
  );
}

function formOf(banner: TBanner | null): BannerForm {
  return {
    start: banner?.start ?? "",
    end: banner?.end ?? "",
    header1: banner?.header1 ?? "",
    header2: banner?.header2 ?? "",
    header3: banner?.header3 ?? "",
    line1: banner?.line1 ?? "",
    line2: banner?.line2 ?? "",
    line3: banner?.line3 ?? "",
  };
}

function BannerFormView({ banner }: { banner: TBanner | null }) {
  const outcomes = useDetailOutcomes({ noun: "Banner", listPath: "/banners", isNew: banner === null });
  const isAdmin = useIdentity()?.isAdmin ?? false;
  const [form, setForm] = useState<BannerForm>(() => formOf(banner));
  const [failure, setFailure] = useState<{ heading: string; failure: FormFailure } | null>(null);
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const invalidate = useInvalidate();
  const set = (field: keyof BannerForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
    setFailure(withoutFieldError(field));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems = bannerFormProblems(form);
    if (Object.keys(problems).length > 0) {
      const fieldErrors = problems as Record<string, string>;
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: Object.values(fieldErrors), fieldErrors },
      });
      return;
    }
    save.mutate(
      { id: banner?.id ?? null, body: { ...form, version: banner?.version } },
      {
        onSuccess: (saved) => {
          setFailure(null);
          outcomes.onSaved(saved.id);
        },
        onError: (caught) => setFailure({ heading: ERROR_SAVING_CHANGES, failure: formFailureOf(caught) }),
      },
    );
  }

  function onDelete(current: TBanner) {
    confirmAction({
      title: "Delete banner",
      message: `Delete the banner "${current.header1}"?`,
      tone: "danger",
      onConfirm: () =>
        remove.mutate(current, {
          onSuccess: outcomes.onDeleted,
          onError: (caught) => setFailure({ heading: ERROR_REMOVE_BANNER, failure: formFailureOf(caught) }),
        }),
    });
  }

  const errors = { ...failure?.failure.fieldErrors, ...typedProblems(bannerFormProblems(form), form) };
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
          <SimpleGrid cols={2}>
            {(["start", "end"] as const).map((field) => (
              <TextInput
                key={field}
                type="date"
                label={LABELS[field]}
                name={field}
                required
                value={form[field]}
                onChange={set(field)}
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
                onChange={set(field)}
                error={errors[field]}
              />
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            {banner && isAdmin ? (
              <Button color="red" variant="light" loading={remove.isPending} onClick={() => onDelete(banner)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <ImageField
        path={banner ? `banners/${banner.id}` : null}
        imageUrl={banner?.imageUrl ?? null}
        version={banner?.version}
        removeUrl={`/api/banners/${banner?.id}/image`}
        onChanged={() => void invalidate(BANNERS_KEY)}
      />
    </Stack>
  );
}
