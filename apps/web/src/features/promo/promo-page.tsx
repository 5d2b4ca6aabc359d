// /promocodes/{code|new}: the promo form (administration §4, §5). Fields show and reset by type, a
// grading-service type needs a service, the Tankobon 5 pack forces Standard and Manga, and a new code is
// generated from type, title and value until typed over. The domain's rules answer at once; the server
// checks them again ('Error saving changes' with its message on the field). A failed load goes back.

import { ZAddOnSchema } from "@gbo/contracts/catalog";
import type { TPromoAdmin, TUpdatePromo } from "@gbo/contracts/promo";
import { toMonthDayYear } from "@gbo/domain/dates";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import {
  changePromoType,
  generatePromoCode,
  isPercentType,
  type PromoForm,
  type PromoType,
  promoFieldVisibility,
  promoProblemField,
  promoValueForForm,
  validatePromoForm,
} from "@gbo/domain/promo";
import {
  Anchor,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { keyFilter } from "../../ui/key-filter";
import { SaveButton } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { PROMO_LOAD_FAILED, promoQuery, usePromoTypes, useSavePromo } from "./promo-calls";
import { promoTypeLabel } from "./promo-display";

const SERVICES = [
  ["isStandard", "Standard"],
  ["isPriority", "Priority"],
  ["isExpress", "Express"],
  ["isPressing", "Pressing"],
] as const;
const ADD_ONS = ZAddOnSchema.shape.id.options;
const COLLECTIBLES = ["Comic", "Magazine", "Manga"] as const;

const slashDay = (day: string | undefined) => (day ? toMonthDayYear(day).replaceAll("-", "/") : "");

function formOf(promo: TPromoAdmin): PromoForm {
  return {
    promoCode: promo.id,
    title: promo.title,
    promoType: promo.promoType,
    promoValue: promoValueForForm(promo.promoType, promo.promoValue),
    startDate: slashDay(promo.startDate),
    endDate: slashDay(promo.endDate),
    ...(promo.addOn ? { addOn: promo.addOn } : {}),
    ...(promo.xBooks !== undefined ? { xBooks: promo.xBooks } : {}),
    ...(promo.yBooks !== undefined ? { yBooks: promo.yBooks } : {}),
    ...(promo.collectibleType ? { collectibleType: promo.collectibleType } : {}),
    isStandard: promo.isStandard ?? false,
    isPriority: promo.isPriority ?? false,
    isExpress: promo.isExpress ?? false,
    isPressing: promo.isPressing ?? false,
  };
}

const EMPTY: PromoForm = {
  promoCode: "",
  title: "",
  promoType: "DollarTotal",
  promoValue: 0,
  startDate: "",
  endDate: "",
  isStandard: false,
  isPriority: false,
  isExpress: false,
  isPressing: false,
};

export function PromoPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const isNew = id === "new";
  const promo = useQuery({ ...promoQuery(id), enabled: !isNew });

  useEffect(() => {
    if (!promo.isError) return;
    notifications.show({ color: "red", message: PROMO_LOAD_FAILED, autoClose: TOAST_MS });
    void navigate({ to: "/promocodes", replace: true });
  }, [promo.isError, navigate]);

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/promocodes" size="sm">
        ← Promo codes
      </Anchor>
      <Title order={1} size="h2">
        {isNew ? "New promo code" : `Promo code ${promo.data?.id ?? id.toUpperCase()}`}
      </Title>
      <Card withBorder padding="lg" radius="md">
        {isNew ? (
          <PromoFormCard promo={null} />
        ) : promo.data ? (
          <PromoFormCard key={`${promo.data.id}-${promo.data.version}`} promo={promo.data} />
        ) : (
          <Loader size="sm" />
        )}
      </Card>
    </Stack>
  );
}

function PromoFormCard({ promo }: { promo: TPromoAdmin | null }) {
  const navigate = useNavigate();
  const types = usePromoTypes();
  // The typed promo: marked while unsaved and asked about on leaving (issue 30 §5).
  const guarded = useGuardedForm<PromoForm>({ initialValues: promo ? formOf(promo) : EMPTY });
  const form = guarded.values;
  const setForm = guarded.update;
  // A new code follows type, title and value until the worker types their own.
  const [isCodeTyped, setIsCodeTyped] = useState(Boolean(promo));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const show = promoFieldVisibility(form.promoType);

  const save = useSavePromo({
    onSuccess: (saved) => {
      guarded.markSaved();
      setFailure(null);
      notifications.show({
        color: "green",
        autoClose: TOAST_MS,
        message: promo ? `Promo code ${saved.id} saved.` : `Promo code ${saved.id} added.`,
      });
      if (!promo) void navigate({ to: "/promocodes/$id", params: { id: saved.id }, replace: true });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function update(change: Partial<PromoForm>) {
    setForm((current) => {
      const next = { ...current, ...change };
      if (!isCodeTyped)
        next.promoCode = next.title ? generatePromoCode(next.promoType, next.title, next.promoValue) : "";
      return next;
    });
  }

  function onType(type: PromoType) {
    setForm((current) => {
      const next = changePromoType(current, type);
      if (!isCodeTyped && next.title) next.promoCode = generatePromoCode(type, next.title, next.promoValue);
      return next;
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const today = new Date().toISOString().slice(0, 10);
    const message = validatePromoForm(form, { today, existingCodes: new Set(), isNew: !promo });
    if (message) {
      setFailure({ messages: [message], fieldErrors: { [promoProblemField(message)]: message } });
      return;
    }
    const { promoCode, ...rest } = form;
    const fields = { ...rest, addOn: rest.addOn as TUpdatePromo["addOn"] };
    if (promo) save.mutate({ code: promo.id, body: { ...fields, version: promo.version } });
    else save.mutate({ code: null, body: { promoCode, ...fields } });
  }

  const errorOf = (field: string) => failure?.fieldErrors[field];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <Select
          label="Promo type"
          name="promoType"
          data={(types.data ?? [form.promoType]).map((t) => ({ value: t, label: promoTypeLabel(t) }))}
          value={form.promoType}
          allowDeselect={false}
          onChange={(value) => value && onType(value as PromoType)}
        />
        <TextInput
          {...keyFilter("text")}
          label="Title"
          name="title"
          required
          value={form.title}
          onChange={(e) => update({ title: e.currentTarget.value })}
          error={errorOf("title")}
        />
        {show.promoValue ? (
          <NumberInput
            label={isPercentType(form.promoType) ? "Value (%)" : "Value ($)"}
            name="promoValue"
            min={0}
            max={isPercentType(form.promoType) ? 100 : 100_000}
            decimalScale={isPercentType(form.promoType) ? 0 : 2}
            value={form.promoValue}
            onChange={(value) => update({ promoValue: Number(value) || 0 })}
          />
        ) : null}
        <TextInput
          {...keyFilter("text")}
          label="Promo code"
          name="promoCode"
          required
          readOnly={Boolean(promo)}
          description={
            promo ? "A saved code cannot change." : "Built from type, title and value; type to change it."
          }
          value={form.promoCode}
          onChange={(e) => {
            // Read now: the event's target is gone by the time a state updater runs.
            const typed = e.currentTarget.value.toUpperCase();
            setIsCodeTyped(true);
            setForm((current) => ({ ...current, promoCode: typed }));
          }}
          error={errorOf("promoCode")}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Start date"
            name="startDate"
            placeholder="mm/dd/yyyy"
            required
            value={form.startDate}
            onChange={(e) => update({ startDate: e.currentTarget.value })}
            error={errorOf("startDate")}
          />
          <TextInput
            label="End date"
            name="endDate"
            placeholder="mm/dd/yyyy"
            required
            value={form.endDate}
            onChange={(e) => update({ endDate: e.currentTarget.value })}
            error={errorOf("endDate")}
          />
        </Group>
        {show.addOn ? (
          <Select
            label="Add-on"
            name="addOn"
            data={[...ADD_ONS]}
            value={form.addOn ?? null}
            onChange={(value) => update(value ? { addOn: value } : { addOn: undefined })}
          />
        ) : null}
        {show.books ? (
          <Group grow align="flex-start">
            <NumberInput
              label="X books (submitted)"
              name="xBooks"
              min={0}
              allowDecimal={false}
              value={form.xBooks ?? ""}
              onChange={(value) => update({ xBooks: Number(value) || 0 })}
            />
            <NumberInput
              label="Y books (free)"
              name="yBooks"
              min={0}
              allowDecimal={false}
              value={form.yBooks ?? ""}
              onChange={(value) => update({ yBooks: Number(value) || 0 })}
              error={errorOf("yBooks")}
            />
          </Group>
        ) : null}
        {show.services ? (
          <Checkbox.Group
            label="Grading services"
            error={errorOf("services")}
            value={SERVICES.filter(([key]) => form[key]).map(([key]) => key)}
            onChange={(chosen) =>
              update(
                Object.fromEntries(
                  SERVICES.map(([key]) => [key, chosen.includes(key)]),
                ) as Partial<PromoForm>,
              )
            }
          >
            <Group mt="xs">
              {SERVICES.map(([key, label]) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={label}
                  name={key}
                  disabled={form.promoType === "Tankobon5Pack"}
                />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
        {show.collectibleType ? (
          <Select
            label="Collectible type"
            name="collectibleType"
            data={[...COLLECTIBLES]}
            clearable
            disabled={form.promoType === "Tankobon5Pack"}
            value={form.collectibleType ?? null}
            onChange={(value) =>
              update({ collectibleType: (value as PromoForm["collectibleType"]) ?? undefined })
            }
          />
        ) : null}
        {promo ? (
          <Text size="sm" c="dimmed">
            Last updated {dateTime(promo.lastUpdatedDate)}.
          </Text>
        ) : null}
        <SaveButton loading={save.isPending} isChanged={guarded.isChanged} />
      </Stack>
    </form>
  );
}
