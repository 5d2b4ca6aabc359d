// The edit child view of the comic screen (/orders/{id}/{comicId}/edit): the comic's own details. The
// rules are the domain's validateComicDetails (the server repeats them); every error is listed at once
// before anything is sent. Save (or Ctrl+Enter) returns to the comic screen with a toast.

import type { TComicWriteResult } from "@gbo/contracts/comics";
import type { TComic } from "@gbo/contracts/orders";
import { type ComicDetailsInput, validateComicDetails } from "@gbo/domain/comic";
import { canDoOrderAction, type OrderStatus, type TierStatus } from "@gbo/domain/workflow";
import { Alert, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../api";
import { useIdentity } from "../../../auth/session";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { useOrder, useOrderAction } from "../../orders";
import type { ComicViewProps } from "../components/view-props";
import { detailsBodyOf, detailsErrorsOf, detailsFormOf, saveComicDetails } from "./comic-edit-api";
import { ComicDetailsFields, DETAILS_LABELS, DetailsFormFooter } from "./details-fields";

/** /orders/{id}/{comicId}/edit. */
export function EditView({ comic }: ComicViewProps) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const summary = useOrder(comic.orderId);
  const toComic = () => void navigate({ href: `/orders/${comic.orderId}/${comic.id}` });
  const order = summary.data?.order;
  const tier = summary.data?.tiers.find((t) => t.id === comic.tierId);
  // The server's rule (domain editComic): in process the comic's station decides, before that the order.
  const canEdit =
    !order ||
    canDoOrderAction(
      "editComic",
      identity?.claims ?? [],
      order.status as OrderStatus,
      order.status === "InProcess" ? (tier?.status as TierStatus | undefined) : undefined,
    );
  if (!canEdit) {
    return (
      <Alert color="yellow" variant="light" title="You cannot edit this comic now">
        Its details are edited by invoicing and add-comic staff, or by the station the comic is at.
      </Alert>
    );
  }
  return <ComicDetailsEditor key={comic.uniqueId} comic={comic} onSaved={toComic} onCancel={toComic} />;
}

/** The details form of one saved comic; the caller says where a save or a cancel goes. */
export function ComicDetailsEditor({
  comic,
  onSaved,
  onCancel,
  title = "Edit details",
}: {
  comic: TComic;
  onSaved: (result: TComicWriteResult) => void;
  onCancel: () => void;
  title?: string;
}) {
  const [form, setForm] = useState<ComicDetailsInput>(() => detailsFormOf(comic));
  const errors = useFormErrors();
  const save = useOrderAction(
    comic.orderId,
    (_: undefined, version) => saveComicDetails(comic.orderId, comic.id, { ...detailsBodyOf(form), version }),
    { onDone: (result) => onSaved(result as TComicWriteResult) },
  );

  const set = <K extends keyof ComicDetailsInput>(key: K, value: ComicDetailsInput[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };

  function submit() {
    if (save.isPending) return;
    const checked = validateComicDetails(form, comic);
    if (!checked.ok) {
      errors.report(checked.errors);
      return;
    }
    errors.clear();
    save.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) errors.report(detailsErrorsOf(error));
      },
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Paper withBorder p="md">
      <form
        ref={errors.formRef}
        onSubmit={onSubmit}
        onKeyDown={getHotkeyHandler([["mod+Enter", submit]])}
        noValidate
        aria-label="Comic details"
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3}>{title}</Title>
            <Text size="sm" c="dimmed">
              {comic.uniqueId} · tier {comic.tierId}
            </Text>
          </Group>
          <FormErrorSummary errors={errors.errors} labels={DETAILS_LABELS} onFocusField={errors.focus} />
          <ComicDetailsFields
            form={form}
            set={set}
            errors={errors}
            collectibleType={comic.collectibleType}
            autoFocusTitle
          />
          <DetailsFormFooter
            hint="Ctrl+Enter saves"
            other="Cancel"
            onOther={onCancel}
            isPending={save.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
