// /submissions/new/comic?user=&edit=|copy= : one comic of the draft (submissions-pricing §3 "Comic
// (draft)", §4 tier rules, §5 comic form and save rules). The tier follows the insured value and year
// unless an artwork, slab or witnessed tier is chosen; the line's price updates as the worker types.
import type { TSubmitData } from "@gbo/contracts/catalog";
import type { Catalog, FastPassValue, Tier } from "@gbo/domain/catalog";
import { FAST_PASS_LABELS, orderTierPromisedDays, PRESS_SPEED_LABELS, tat } from "@gbo/domain/catalog";
import { allowedSignatureTypes, isCustomTitleForced } from "@gbo/domain/comic";
import { formatMoney } from "@gbo/domain/money";
import { type PressCode, quoteSubmission } from "@gbo/domain/pricing";
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Divider,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useRef, useState } from "react";
import { UnsavedMark } from "../../../ui/unsaved-mark";
import { useGuardedForm } from "../../../ui/use-guarded-form";
import { type LookupKind, useLookup } from "./api/draft-calls";
import {
  type ComicFormErrors,
  type ComicFormValues,
  comicFormErrors,
  comicOfValues,
  emptyComicForm,
  roundedInsuredText,
  specialTiers,
  tierForValues,
} from "./comic-form-state";
import { CustomerPicker } from "./customer-picker";
import { DraftFrame } from "./draft-frame";
import { comicCount, type Draft, type DraftComic } from "./draft-model";
import { useDraftNavigation, useDraftSearch } from "./draft-route";
import { SignaturesCard } from "./signatures-card";
import { type DraftUpdate, useDraftContext } from "./use-draft";

const PRESS_OPTIONS = [
  { value: "0", label: "No pressing" },
  ...[1, 2, 3, 9].map((p) => ({ value: String(p), label: PRESS_SPEED_LABELS[p] ?? "" })),
];

const yearsOf = (v: { startYear?: number; endYear?: number }) =>
  v.startYear
    ? v.endYear && v.endYear !== v.startYear
      ? `${v.startYear}–${v.endYear}`
      : String(v.startYear)
    : "";

const titleKind = (draft: Draft): LookupKind =>
  draft.collectibleType === "Magazine" ? "gtitle" : draft.collectibleType === "Manga" ? "mtitle" : "title";

/** The turnaround the comic is sold with (the domain's one rule: fast-pass level, press screening,
 * signature add-ons), shown while the price may still be invalid; the due date reads the same rule. */
function turnaroundSold(catalog: Catalog, draft: Draft, comic: DraftComic, tier: Tier): number {
  const sold = {
    tierId: comic.tierId,
    fastPassValue: comic.fastPassValue,
    partialGrade: comic.partialGrade,
    pressScreen: comic.pressScreen,
    signatureKinds: comic.signatures.map((s) => s.type),
  };
  return orderTierPromisedDays(catalog, draft.countryCode, sold) ?? tier.days;
}

/** The form's values of a saved comic (edit) or its copy. */
function valuesOfComic(comic: DraftComic, catalog: Catalog, draft: Draft): ComicFormValues {
  const tier = catalog.countries[draft.countryCode].tiers.find((t) => t.id === comic.tierId);
  const isSpecial = comic.artwork || comic.isSlab || comic.isWitnessedSignature;
  return {
    ...emptyComicForm(),
    title: comic.title,
    customTitle: comic.customTitle,
    issue: comic.issue,
    year: comic.year !== undefined ? String(comic.year) : "",
    publisher: comic.publisher,
    variant: comic.variant,
    pedigree: comic.pedigree,
    quantity: String(comic.quantity),
    insured: String(Math.round(comic.insured / 100)),
    service: isSpecial ? comic.tierId : tier?.option === "express" ? "express" : "auto",
    press: comic.press,
    pressScreen: comic.pressScreen,
    fastPassValue: comic.fastPassValue,
    gradeScreen: comic.gradeScreen,
    partialGrade: comic.partialGrade,
    image: comic.image,
    international: comic.international,
    signatures: comic.signatures.map((s) => ({ type: s.type, name: s.name ?? "" })),
  };
}

/** Where a half-typed comic is kept over a reload, next to the draft it belongs to (issue 30 §5). */
const comicFormKey = (draft: Draft, form: number | string) =>
  `gbo.draft-comic-form.${draft.owner}.${draft.customerId}.${form}`;

export const UNSAVED_COMIC_MESSAGE = "This comic is not added to the submission yet. Leave and drop it?";

export function ComicFormPage() {
  const search = useDraftSearch();
  if (search.user === undefined) return <CustomerPicker />;
  return <ComicFormScreen customerId={search.user} edit={search.edit} copy={search.copy} />;
}

function ComicFormScreen({ customerId, edit, copy }: { customerId: number; edit?: number; copy?: number }) {
  const context = useDraftContext(customerId);
  const isEdit = edit !== undefined;
  return (
    <DraftFrame title={isEdit ? "Edit comic" : "Add comic"} context={context}>
      {({ draft, catalog, submitData }) => {
        const source = draft.comics[edit ?? copy ?? -1];
        if (source?.reholder) {
          return (
            <Alert color="yellow" title="A reholder line">
              Reholders are added on the reholder form; delete the line and add it again to change it.
            </Alert>
          );
        }
        return (
          <ComicForm
            key={`${edit}-${copy}`}
            draft={draft}
            catalog={catalog}
            submitData={submitData}
            update={context.update}
            initial={source ? valuesOfComic(source, catalog, draft) : emptyComicForm()}
            {...(isEdit && source ? { edit } : {})}
            storageKey={comicFormKey(draft, edit ?? (copy !== undefined ? `copy${copy}` : "new"))}
            orderDate={context.orderDate}
          />
        );
      }}
    </DraftFrame>
  );
}

function useOptionRules(values: ComicFormValues, tier: Tier | undefined, catalog: Catalog, draft: Draft) {
  // Whether the domain's tier rules keep a value: an option they would clear or force is not offered.
  return useMemo(() => {
    const keeps = <K extends keyof ComicFormValues>(
      field: K,
      value: ComicFormValues[K],
      key: keyof DraftComic,
    ) =>
      tier
        ? comicOfValues({ values: { ...values, [field]: value }, tier, catalog, draft, id: "probe" })[key] ===
          value
        : false;
    return {
      fastPass: ([1, 2, 3, 4, 5, 6] as FastPassValue[]).filter((v) =>
        keeps("fastPassValue", v, "fastPassValue"),
      ),
      canPress: keeps("press", 1 as PressCode, "press") && tier?.pressValue !== undefined,
      canPressScreen: keeps("pressScreen", true, "pressScreen") && tier?.pressScreen !== undefined,
      canGradeScreen: keeps("gradeScreen", 9, "gradeScreen"),
      canPartialGrade: keeps("partialGrade", true, "partialGrade"),
      isImageFixed: !(keeps("image", true, "image") && keeps("image", false, "image")),
      isInternationalFixed: !(
        keeps("international", true, "international") && keeps("international", false, "international")
      ),
    };
  }, [values, tier, catalog, draft]);
}

function ComicForm({
  draft,
  catalog,
  submitData,
  update,
  initial,
  edit,
  storageKey,
  orderDate,
}: {
  draft: Draft;
  catalog: Catalog;
  submitData: TSubmitData;
  update: DraftUpdate;
  initial: ComicFormValues;
  edit?: number;
  storageKey: string;
  orderDate: string;
}) {
  const nav = useDraftNavigation();
  // The typed comic: marked while unsaved, guarded on leaving, kept over a reload (issue 30 §5).
  const form = useGuardedForm<ComicFormValues>({
    initialValues: { ...initial, customTitle: initial.customTitle || isCustomTitleForced(draft) },
    storageKey,
    guard: { message: UNSAVED_COMIC_MESSAGE },
  });
  const values = form.values;
  const [isSaveTried, setSaveTried] = useState(false);
  // Focus starts in Title: a box of comics is typed from the keyboard, Enter adding each (issue 30 §9).
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const [debouncedTitle] = useDebouncedValue(values.title, 250);
  const [debouncedPublisher] = useDebouncedValue(values.publisher, 250);
  const [debouncedVariant] = useDebouncedValue(values.variant, 250);
  const titles = useLookup(titleKind(draft), debouncedTitle);
  const publishers = useLookup("publisher", debouncedPublisher);
  const variants = useLookup("variant", debouncedVariant);
  const isTitleForced = isCustomTitleForced(draft);
  const [newId, setNewId] = useState(() => crypto.randomUUID());
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  const tier = tierForValues(values, catalog, draft);
  const comic = tier
    ? comicOfValues({ values, tier, catalog, draft, id: draft.comics[edit ?? -1]?.id ?? newId })
    : undefined;
  const lookupTitles = (titles.data?.values ?? []).map((v) => v.value);
  const titleMatch = titles.data?.values.find(
    (v) => v.value.trim().toLowerCase() === values.title.trim().toLowerCase(),
  );
  const errors: ComicFormErrors = comicFormErrors({
    values,
    tier,
    comic,
    draft,
    lookupTitles,
    ...(edit !== undefined ? { editing: edit } : {}),
  });
  const rules = useOptionRules(values, tier, catalog, draft);
  const linePrice = useMemo(() => {
    if (!comic || errors.quantity || errors.insured) return undefined;
    try {
      return quoteSubmission({
        catalog,
        country: draft.countryCode,
        version: draft.version,
        member: { level: draft.level },
        comics: [comic],
        orderDate,
      }).comics[0];
    } catch {
      return undefined;
    }
  }, [comic, errors.quantity, errors.insured, catalog, draft, orderDate]);

  const shown = (field: keyof ComicFormErrors) =>
    isSaveTried || form.isTouched(field) ? errors[field] : undefined;
  function set<K extends keyof ComicFormValues>(field: K, value: ComicFormValues[K]) {
    form.setFieldValue(field, value as never);
  }

  /** Adds (or saves) the comic; "next" stays on an empty form for the box's next comic. */
  function save(then: "draft" | "next" = "draft") {
    setSaveTried(true);
    if (!comic || Object.values(errors).some(Boolean)) return;
    update((d) => {
      const comics = [...d.comics];
      if (edit !== undefined && edit < comics.length) comics[edit] = comic;
      else comics.push(comic);
      return { ...d, comics };
    });
    if (then === "next") {
      const fresh = { ...emptyComicForm(), customTitle: isCustomTitleForced(draft) };
      form.setValues(fresh);
      form.markSaved(fresh);
      form.resetTouched();
      setSaveTried(false);
      setNewId(crypto.randomUUID());
      setLastAdded(comic.title || "The comic");
      titleRef.current?.focus();
      return;
    }
    form.markSaved();
    void nav.toDraft(draft.customerId);
  }

  const signatures = values.signatures;
  const allowedSignatures = allowedSignatureTypes({
    partialGrade: comic?.partialGrade ?? false,
    isWitnessedSignature: comic?.isWitnessedSignature ?? false,
    gradeScreen: comic?.gradeScreen ?? 0,
  });
  const messages = [
    errors.tier,
    isSaveTried ? errors.save : undefined,
    isSaveTried ? errors.signatures : undefined,
  ].filter(Boolean);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack
          gap="md"
          component="form"
          aria-label="Comic"
          onSubmit={(event) => {
            // Enter in any field adds the comic (a pick in an open suggestion list takes its own Enter).
            event.preventDefault();
            save();
          }}
          onKeyDown={(event) => {
            // Shift+Enter adds it and starts the next one: a box typed without leaving the keyboard.
            if (event.key !== "Enter" || !event.shiftKey || event.defaultPrevented || edit !== undefined)
              return;
            event.preventDefault();
            save("next");
          }}
        >
          <UnsavedMark isChanged={form.isChanged} />
          {lastAdded ? (
            <Text size="sm" role="status" data-last-added>
              {lastAdded} was added ({comicCount(draft.comics)} in the submission). Type the next one.
            </Text>
          ) : null}
          {messages.length > 0 ? (
            <Alert color="red" role="alert" title="Please check the comic">
              {messages.map((m) => (
                <Text key={m} size="sm">
                  {m}
                </Text>
              ))}
            </Alert>
          ) : null}
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              The book
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <Autocomplete
                  ref={titleRef}
                  label="Title"
                  required
                  data={[...new Set(lookupTitles)]}
                  value={values.title}
                  onChange={(text) => {
                    set("title", text);
                    const found = titles.data?.values.find((v) => v.value === text);
                    if (found?.publisher && !values.publisher) set("publisher", found.publisher);
                  }}
                  error={shown("title")}
                  limit={20}
                />
                {titleMatch ? (
                  <Text size="xs" c="dimmed" data-title-match>
                    In the catalogue:{" "}
                    {[titleMatch.publisher, yearsOf(titleMatch)].filter(Boolean).join(" · ")}
                  </Text>
                ) : null}
                <Checkbox
                  label="Custom title"
                  checked={values.customTitle || isTitleForced}
                  disabled={isTitleForced}
                  description={isTitleForced ? "Zasshi titles are always custom" : undefined}
                  onChange={(e) => set("customTitle", e.currentTarget.checked)}
                />
              </Stack>
              <TextInput
                label="Issue"
                value={values.issue}
                onChange={(e) => set("issue", e.currentTarget.value)}
              />
              <TextInput
                label="Year"
                value={values.year}
                inputMode="numeric"
                onChange={(e) => set("year", e.currentTarget.value.replace(/\D/g, "").slice(0, 4))}
              />
              <Autocomplete
                label="Publisher"
                data={[...new Set((publishers.data?.values ?? []).map((v) => v.value))]}
                value={values.publisher}
                onChange={(text) => set("publisher", text)}
                limit={20}
              />
              <Autocomplete
                label="Variant"
                data={[...new Set((variants.data?.values ?? []).map((v) => v.value))]}
                value={values.variant}
                onChange={(text) => set("variant", text)}
                limit={20}
              />
              <Select
                label="Pedigree"
                data={submitData.pedigrees.map((p) => p.name)}
                value={values.pedigree || null}
                onChange={(v) => set("pedigree", v ?? "")}
                clearable
                searchable
              />
            </SimpleGrid>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              Value and service
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Quantity"
                value={values.quantity}
                onChange={(e) => set("quantity", e.currentTarget.value)}
                error={shown("quantity")}
                inputMode="numeric"
              />
              <TextInput
                label="Insured value ($)"
                value={values.insured}
                onChange={(e) => set("insured", e.currentTarget.value)}
                onBlur={() => set("insured", roundedInsuredText(form.getValues().insured))}
                error={shown("insured")}
                inputMode="decimal"
              />
              <Select
                label="Service"
                data={[
                  { value: "auto", label: "By value and year" },
                  { value: "express", label: "Express grading" },
                  ...specialTiers(catalog, draft).map((t) => ({
                    value: t.id,
                    label: `${t.id} · ${t.label}`,
                  })),
                ]}
                value={values.service}
                onChange={(v) => set("service", v ?? "auto")}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Group mt="sm" gap="xs" data-tier={tier?.id ?? ""}>
              <Text size="sm" c="dimmed">
                Tier
              </Text>
              <Text size="sm" fw={600}>
                {tier && comic
                  ? `${tier.id} · ${tier.label} · ${tat(turnaroundSold(catalog, draft, comic, tier))}`
                  : "—"}
              </Text>
            </Group>
            <Divider my="md" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Press"
                data={PRESS_OPTIONS}
                value={String(comic?.press ?? values.press)}
                onChange={(v) => set("press", Number(v ?? 0) as PressCode)}
                disabled={!rules.canPress}
                allowDeselect={false}
              />
              <Select
                label="Fast pass"
                data={[
                  { value: "0", label: "Standard" },
                  ...rules.fastPass.map((v) => ({ value: String(v), label: FAST_PASS_LABELS[v] ?? "" })),
                ]}
                value={String(comic?.fastPassValue ?? 0)}
                onChange={(v) => set("fastPassValue", Number(v ?? 0) as FastPassValue)}
                allowDeselect={false}
              />
              <Select
                label="Grade screening"
                data={[
                  { value: "0", label: "None" },
                  ...submitData.grades.map((g) => ({ value: String(g), label: g.toFixed(1) })),
                ]}
                value={String(comic?.gradeScreen ?? 0)}
                onChange={(v) => set("gradeScreen", Number(v ?? 0))}
                disabled={!rules.canGradeScreen}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Group mt="md" gap="lg">
              <Checkbox
                label="Press screen"
                checked={comic?.pressScreen ?? false}
                disabled={!rules.canPressScreen}
                onChange={(e) => set("pressScreen", e.currentTarget.checked)}
              />
              <Checkbox
                label="Partial grade"
                checked={comic?.partialGrade ?? false}
                disabled={!rules.canPartialGrade}
                onChange={(e) => set("partialGrade", e.currentTarget.checked)}
              />
              <Checkbox
                label="Image"
                checked={comic?.image ?? values.image}
                disabled={rules.isImageFixed}
                onChange={(e) => set("image", e.currentTarget.checked)}
              />
              <Checkbox
                label="International"
                checked={comic?.international ?? values.international}
                disabled={rules.isInternationalFixed}
                onChange={(e) => set("international", e.currentTarget.checked)}
              />
            </Group>
          </Card>
          <SignaturesCard
            rows={signatures}
            allowed={allowedSignatures}
            onChange={(rows) => set("signatures", rows)}
            error={isSaveTried ? errors.signatures : undefined}
          />
          <Group>
            <Button type="submit">{edit !== undefined ? "Save comic" : "Add to submission"}</Button>
            {edit === undefined ? (
              <Button variant="light" onClick={() => save("next")}>
                Add and next comic
              </Button>
            ) : null}
            <Button variant="default" onClick={() => void nav.toDraft(draft.customerId)}>
              Cancel
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {edit === undefined
              ? "Enter adds the comic; Shift+Enter adds it and starts the next one."
              : "Enter saves the comic."}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Card withBorder padding="lg" radius="md" pos="sticky" top={16}>
          <Title order={2} size="h4" mb="sm">
            This line
          </Title>
          {linePrice ? (
            <Table fz="sm" aria-label="Line price">
              <Table.Tbody>
                {linePrice.lines.map((line) => (
                  <Table.Tr key={line.label}>
                    <Table.Td>{line.label}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.amount, draft.countryCode)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>Line total</Table.Td>
                  <Table.Td ta="right" fw={700} data-line-total>
                    {formatMoney(linePrice.total, draft.countryCode)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          ) : (
            <Text c="dimmed" size="sm">
              The price shows once the quantity, insured value and tier are valid.
            </Text>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
