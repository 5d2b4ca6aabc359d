// The pre-receiving comic form /invoice/comic/{id}/{tier}/{comicId|new} (submissions-pricing §2, §5
// "Comic form"): title, issue, year, publisher, quantity, insured and the add-ons; every balance
// message on save ('Quantity not be greater than N', 'Insured balance has increased due to quantity',
// 'Please check your Quantity for X' which unticks X and puts the quantity back, the raw grade / grade
// screening pair, the signature balances). The comic goes into the local list; the page's Save sends it.

import type { TPreReceiveComic } from "@gbo/contracts/invoicing";
import { enabledOptions, setComicOption } from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { UnsavedMark } from "../../../ui/unsaved-mark";
import { useGuardedForm } from "../../../ui/use-guarded-form";
import { blankComic, type ComicFormValues, checkComicForm, formValuesOf } from "./comic-form-logic";
import { type PreReceiveFormProps, PreReceiveFormRoute } from "./form-route";
import { balancesOf, putComic } from "./local-state";

const ADD_ONS = [
  ["image", "Image"],
  ["international", "International"],
  ["press", "Press"],
  ["pressScreen", "Press screening"],
  ["originalArt", "Original art"],
  ["slabOnly", "Slab only"],
  ["rawGrade", "Raw grade"],
  ["gradeScreen", "Grade screening"],
] as const;
type AddOnField = (typeof ADD_ONS)[number][0];
/** §9 "24 signature slots per comic". */
const MAX_SIGNATURES = 24;
const EXCLUSIVE = new Set<AddOnField>(["originalArt", "slabOnly", "rawGrade", "gradeScreen"]);

export function ComicFormPage() {
  return <PreReceiveFormRoute render={(props) => <ComicForm {...props} />} />;
}

export const UNSAVED_PRERECEIVE_COMIC = "This comic is not on the list yet. Leave and drop it?";

function initialValues(state: PreReceiveFormProps["state"], tierId: string, existing?: TPreReceiveComic) {
  if (existing) return formValuesOf(existing);
  // "Copy a comic": the copied comic opens as a new one in this tier.
  const copied = state.copyComics;
  return formValuesOf(copied ? { ...copied, tierId } : blankComic(tierId));
}

function ComicForm({ page, state, setState, tierId, comicKey }: PreReceiveFormProps) {
  const navigate = useNavigate();
  const existing = comicKey === null ? undefined : state.savedComics.find((c) => c.key === comicKey);
  // Marked while unsaved, asked on leaving, kept over a reload like the list itself (issue 30 §5).
  const form = useGuardedForm<ComicFormValues>({
    initialValues: initialValues(state, tierId, existing),
    storageKey: `gbo.prereceive-comic-form.${page.id}.${tierId}.${comicKey ?? "new"}`,
    guard: { message: UNSAVED_PRERECEIVE_COMIC },
  });
  const values = form.values;
  const setValues = (next: ComicFormValues) => form.setValues(next);
  // Focus starts in Title; Enter adds the comic (the fields are one form).
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const [error, setError] = useState<string | null>(null);
  const tier = page.tiers.find((t) => t.id === values.tierId);
  const balances = balancesOf(state, page, values.tierId, existing?.key ?? null);
  const back = () => navigate({ to: "/comics/$id", params: { id: page.id } });

  if (comicKey !== null && !existing) {
    return (
      <Alert color="red" title="Comic not found">
        This comic is not on the list.{" "}
        <Link to="/comics/$id" params={{ id: page.id }}>
          Back to the comics
        </Link>
      </Alert>
    );
  }

  const set = <K extends keyof ComicFormValues>(key: K, value: ComicFormValues[K]) =>
    form.setFieldValue(key, value as never);

  function setSignature(index: number, change: Partial<ComicFormValues["signatures"][number]>) {
    set(
      "signatures",
      values.signatures.map((s, i) => (i === index ? { ...s, ...change } : s)),
    );
  }

  function toggle(field: AddOnField, isOn: boolean) {
    if (!EXCLUSIVE.has(field)) {
      set(field, isOn);
      return;
    }
    const next = setComicOption(values, field as "originalArt", isOn);
    setValues({ ...values, ...next });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!balances) {
      setError(`This order has no tier ${values.tierId}.`);
      return;
    }
    const checked = checkComicForm({
      values,
      balances,
      previousQuantity: existing?.quantity ?? 1,
      wasCombined: Boolean(existing?.rawGrade && existing.gradeScreen),
      isNew: !existing,
      country: page.countryCode,
    });
    if (!checked.ok) {
      setError(checked.message);
      if (checked.values) setValues(checked.values);
      return;
    }
    const next = putComic(state, page, existing?.key ?? null, checked.comic);
    setState({ ...next.state, copyComics: existing ? next.state.copyComics : null });
    form.markSaved();
    void back();
  }

  const enabled = enabledOptions(values);
  return (
    <Stack gap="md" maw={900}>
      <Group gap="sm">
        <Title order={1} size="h2">
          {existing ? `Edit comic ${existing.uniqueId ?? "(not saved)"}` : "Add comic"} · {page.id}
        </Title>
        <UnsavedMark isChanged={form.isChanged} />
      </Group>
      {balances && tier && (
        <Text
          c="dimmed"
          data-testid="form-balance"
          data-insured-min={balances.insuredRange ? balances.insuredRange.min / 100 : 0}
        >
          Tier {tier.id}: {balances.remainingComics} comics left
          {balances.remainingInsured !== null
            ? ` · insured left ${formatMoney(balances.remainingInsured, page.countryCode)}`
            : ""}
          {balances.insuredRange
            ? ` · insured per comic ${formatMoney(balances.insuredRange.min, page.countryCode)} to ${formatMoney(balances.insuredRange.max, page.countryCode)}`
            : ""}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper withBorder p="md" component="form" aria-label="Comic" onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Tier"
              value={values.tierId}
              data={page.tiers.map((t) => ({ value: t.id, label: `${t.label}` }))}
              onChange={(e) => set("tierId", e.currentTarget.value)}
            />
            <TextInput
              ref={titleRef}
              label="Title"
              required
              value={values.title}
              onChange={(e) => set("title", e.currentTarget.value)}
            />
            <TextInput
              label="Issue"
              value={values.issue}
              onChange={(e) => set("issue", e.currentTarget.value)}
            />
            <TextInput
              label="Year"
              value={values.year}
              onChange={(e) => set("year", e.currentTarget.value)}
            />
            <TextInput
              label="Publisher"
              value={values.publisher}
              onChange={(e) => set("publisher", e.currentTarget.value)}
            />
            <TextInput
              label="Variant"
              value={values.variant}
              onChange={(e) => set("variant", e.currentTarget.value)}
            />
            <TextInput
              label="Quantity"
              inputMode="numeric"
              value={values.quantityText}
              onChange={(e) => set("quantityText", e.currentTarget.value)}
            />
            <TextInput
              label="Insured ($ per comic)"
              inputMode="numeric"
              value={values.insuredText}
              onChange={(e) => set("insuredText", e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group gap="lg" role="group" aria-label="Add-ons">
            {ADD_ONS.map(([field, label]) => (
              <Checkbox
                key={field}
                label={label}
                checked={values[field]}
                disabled={EXCLUSIVE.has(field) && !values[field] && !enabled[field as keyof typeof enabled]}
                onChange={(e) => toggle(field, e.currentTarget.checked)}
              />
            ))}
          </Group>
          <Stack gap="xs" role="group" aria-label="Signatures">
            <Text fw={600} size="sm">
              Signatures (ASP, VSP, VSP Plus)
            </Text>
            {values.signatures.map((signature, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity
              <Group key={index} align="flex-end">
                <NativeSelect
                  label={`Signature ${index + 1} type`}
                  value={signature.type}
                  data={["ASP", "VSP", "VSPP"]}
                  onChange={(e) => setSignature(index, { type: e.currentTarget.value as "ASP" })}
                />
                <TextInput
                  label={`Signature ${index + 1} signer`}
                  value={signature.label}
                  onChange={(e) => setSignature(index, { label: e.currentTarget.value })}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    set(
                      "signatures",
                      values.signatures.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove signature {index + 1}
                </Button>
              </Group>
            ))}
            {values.signatures.length < MAX_SIGNATURES && (
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                onClick={() => set("signatures", [...values.signatures, { type: "ASP", label: "" }])}
              >
                Add signature
              </Button>
            )}
          </Stack>
          <Group>
            <Button type="submit">{existing ? "Update comic" : "Add to list"}</Button>
            <Button variant="default" onClick={() => void back()}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
