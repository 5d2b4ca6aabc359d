// One detail screen for the site's records with a picture, banners and sliders (administration §3, §7):
// the record read (or 'new'), its fields with the domain's instant checks, Save, Delete after
// confirmation, and the picture (upload with progress, removal). A kind says only what differs: its
// words, its fields and rules, the body it saves and who may delete it.
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Button, Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { type ComponentType, type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../../api/form-errors";
import { useIdentity } from "../../../auth/session";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import { SaveButton } from "../../../ui/unsaved-mark";
import { useGuardedForm } from "../../../ui/use-guarded-form";
import { typedProblems, withoutFieldError } from "../typed-problems";
import { type PictureContentCalls, useInvalidate } from "./api/site-content-calls";
import { DetailFrame, recordIdOf, useDetailOutcomes } from "./detail-frame";
import { ImageField } from "./image-field";

type PictureRecord = { id: number; version: number; imageUrl: string | null };

/** What a kind's fields get: the form, the errors to show, and how to change it. */
export type PictureContentFieldsProps<TForm> = {
  form: TForm;
  errors: Record<string, string | undefined>;
  /** A typed text: the field's value, and the last refused Save's message about it dropped. */
  onText: (field: keyof TForm & string) => (event: { currentTarget: { value: string } }) => void;
  /** Any other change (a number, a checkbox). */
  onChange: (patch: Partial<TForm>) => void;
};

export type PictureContentKind<TRecord extends PictureRecord, TForm extends object, TBody> = {
  noun: "Banner" | "Slider";
  listPath: "/banners" | "/slider";
  listTitle: string;
  loadFailed: string;
  calls: PictureContentCalls<TRecord, TBody>;
  /** The record's name in the title and the delete question. */
  nameOf: (record: TRecord) => string;
  formOf: (record: TRecord | null) => TForm;
  problems: (form: TForm) => Partial<Record<string, string>>;
  bodyOf: (form: TForm, record: TRecord | null) => TBody;
  Fields: ComponentType<PictureContentFieldsProps<TForm>>;
  /** The §7 image path of a saved record. */
  picturePath: (record: TRecord) => string;
  mayDelete: (isAdmin: boolean) => boolean;
  /** The heading of a refused delete (§8). */
  deleteFailed: string;
};

export function PictureContentPage<TRecord extends PictureRecord, TForm extends object, TBody>({
  kind,
}: {
  kind: PictureContentKind<TRecord, TForm, TBody>;
}) {
  const { id } = useParams({ strict: false }) as { id: string };
  const recordId = recordIdOf(id);
  const record = useQuery({ ...kind.calls.one(id), enabled: recordId !== null });
  const noun = kind.noun.toLowerCase();
  return (
    <DetailFrame
      listPath={kind.listPath}
      listTitle={kind.listTitle}
      title={
        recordId === null
          ? `New ${noun}`
          : record.data
            ? `${kind.noun}: ${kind.nameOf(record.data)}`
            : kind.noun
      }
      isError={record.isError}
      loadFailed={kind.loadFailed}
    >
      {recordId === null || record.data ? (
        <PictureContentForm key={id} kind={kind} record={record.data ?? null} />
      ) : null}
    </DetailFrame>
  );
}

function PictureContentForm<TRecord extends PictureRecord, TForm extends object, TBody>({
  kind,
  record,
}: {
  kind: PictureContentKind<TRecord, TForm, TBody>;
  record: TRecord | null;
}) {
  const outcomes = useDetailOutcomes({ noun: kind.noun, listPath: kind.listPath, isNew: record === null });
  const isAdmin = useIdentity()?.isAdmin ?? false;
  // The typed record: marked while unsaved and asked about on leaving (issue 30 §5).
  const guarded = useGuardedForm<TForm & Record<string, unknown>>({
    initialValues: kind.formOf(record) as TForm & Record<string, unknown>,
  });
  const form: TForm = guarded.values;
  const [failure, setFailure] = useState<{ heading: string; failure: FormFailure } | null>(null);
  const save = kind.calls.useSave();
  const remove = kind.calls.useDelete();
  const invalidate = useInvalidate();
  const noun = kind.noun.toLowerCase();
  const onText = (field: keyof TForm & string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    guarded.setFieldValue(field, value as never);
    setFailure(withoutFieldError(field));
  };
  const onChange = (patch: Partial<TForm>) => guarded.setValues(patch as never);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems = kind.problems(form) as Record<string, string>;
    if (Object.keys(problems).length > 0) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: Object.values(problems), fieldErrors: problems },
      });
      return;
    }
    save.mutate(
      { id: record?.id ?? null, body: kind.bodyOf(form, record) },
      {
        onSuccess: (saved) => {
          guarded.markSaved();
          setFailure(null);
          outcomes.onSaved(saved.id);
        },
        onError: (caught) => setFailure({ heading: ERROR_SAVING_CHANGES, failure: formFailureOf(caught) }),
      },
    );
  }

  function onDelete(current: TRecord) {
    confirmAction({
      title: `Delete ${noun}`,
      message: `Delete the ${noun} "${kind.nameOf(current)}"?`,
      tone: "danger",
      onConfirm: () =>
        remove.mutate(current, {
          onSuccess: () => {
            guarded.allowLeaving();
            outcomes.onDeleted();
          },
          onError: (caught) => setFailure({ heading: kind.deleteFailed, failure: formFailureOf(caught) }),
        }),
    });
  }

  const errors = { ...failure?.failure.fieldErrors, ...typedProblems(kind.problems(form), form) };
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
          <kind.Fields form={form} errors={errors} onText={onText} onChange={onChange} />
          <Group justify="space-between">
            <SaveButton loading={save.isPending} isChanged={guarded.isChanged} />
            {record && kind.mayDelete(isAdmin) ? (
              <Button color="red" variant="light" loading={remove.isPending} onClick={() => onDelete(record)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <ImageField
        path={record ? kind.picturePath(record) : null}
        imageUrl={record?.imageUrl ?? null}
        version={record?.version}
        removal={kind.calls.imageRemoval(record?.id)}
        onChanged={() => void invalidate(kind.calls.key)}
      />
    </Stack>
  );
}
