// The comic details form's fields, shared by the edit view and the add-comic screen (workflow §3 Comic
// fields). Each input carries its `name` so the error summary can mark and focus it.
import type { ComicDetailsInput } from "@gbo/domain/comic";
import { Button, Checkbox, Group, SimpleGrid, Text, TextInput } from "@mantine/core";
import type { useFormErrors } from "../../../ui/form-errors";
import { MangaLabelCodeSelect } from "../../../ui/manga-label-code-select";

export const DETAILS_LABELS: Record<string, string> = {
  tierId: "Tier",
  title: "Title",
  issue: "Issue",
  year: "Year",
  displayYear: "Display year",
  publisher: "Publisher",
  variant: "Variant",
  uniqueDetail: "Unique detail",
  monthQuarter: "Month / quarter",
  quantity: "Quantity",
  insured: "Insured",
  mangaLabelCode: "Manga label code",
  collection: "Collection",
};

type Props = {
  form: ComicDetailsInput;
  set: <K extends keyof ComicDetailsInput>(key: K, value: ComicDetailsInput[K]) => void;
  errors: ReturnType<typeof useFormErrors>;
  collectibleType: string;
  autoFocusTitle?: boolean;
};

export function ComicDetailsFields({ form, set, errors, collectibleType, autoFocusTitle }: Props) {
  const text = (key: keyof ComicDetailsInput, max = 256) => ({
    label: DETAILS_LABELS[key],
    value: String(form[key] ?? ""),
    maxLength: max,
    autoComplete: "off",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set(key, event.currentTarget.value as ComicDetailsInput[typeof key]),
    ...errors.field(key),
  });
  const flag = (key: keyof ComicDetailsInput, label: string) => ({
    label,
    checked: Boolean(form[key]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set(key, event.currentTarget.checked as ComicDetailsInput[typeof key]),
  });
  return (
    <>
      <TextInput {...text("title")} withAsterisk autoFocus={autoFocusTitle} />
      <Checkbox {...flag("customTitle", "Custom title (not from the title list)")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...text("issue", 40)} />
        <TextInput
          {...text("year", 20)}
          onChange={(event) => {
            const year = event.currentTarget.value;
            // A display year that only repeated the year follows it.
            if (form.displayYear === form.year) set("displayYear", year);
            set("year", year);
          }}
          withAsterisk={!form.noYear}
          disabled={form.noYear}
          description={form.multiYear ? "Two years: 1963-1965" : "Four digits: 1963"}
        />
        <TextInput {...text("displayYear", 40)} disabled={form.noYear} description="When the label differs" />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox {...flag("noYear", "No year")} />
        <Checkbox {...flag("multiYear", "Multi-year")} disabled={form.noYear} />
      </Group>
      <TextInput {...text("publisher")} withAsterisk={!form.noPublisher} disabled={form.noPublisher} />
      <Checkbox {...flag("noPublisher", "No publisher")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...text("variant")} />
        <TextInput {...text("uniqueDetail")} />
        <TextInput {...text("monthQuarter", 40)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...text("quantity", 6)} inputMode="numeric" />
        <TextInput
          {...text("insured", 12)}
          inputMode="numeric"
          description="Whole dollars; above 999999999 it is cleared"
        />
        {collectibleType === "Manga" ? (
          <MangaLabelCodeSelect
            {...errors.field("mangaLabelCode")}
            label={DETAILS_LABELS.mangaLabelCode}
            value={form.mangaLabelCode}
            onChange={(code) => set("mangaLabelCode", code)}
            withAsterisk
          />
        ) : null}
      </SimpleGrid>
      <Group align="flex-end" gap="lg">
        <TextInput {...text("collection")} style={{ flex: 1 }} />
        <Checkbox {...flag("personalCollection", "Personal collection")} />
      </Group>
    </>
  );
}

/**
 * The details form's footer: the Ctrl+Enter hint, the screen's other button (Cancel, or a second way to
 * save when `otherSaves`, which then shows the save under way too) and Save (the form's submit).
 */
export function DetailsFormFooter({
  hint,
  other,
  otherSaves = false,
  onOther,
  isPending,
}: {
  hint: string;
  other: string;
  otherSaves?: boolean;
  onOther: () => void;
  isPending: boolean;
}) {
  return (
    <Group justify="space-between">
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={onOther} loading={otherSaves && isPending}>
          {other}
        </Button>
        <Button type="submit" loading={isPending}>
          Save
        </Button>
      </Group>
    </Group>
  );
}
