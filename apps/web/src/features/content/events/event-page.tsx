// /onsites/{id} and /signings/{id} (and 'new'): title, the event date picker (today to 365 days ahead;
// a missing or more than 7 days old date starts at now, §4), a time from the 24 hourly slots (§9), the info
// e-mail, facilitators and comments with the spec's messages (domain contentEventProblems, the same
// checks the server makes), Save with the version read, the picture, Delete after confirmation.
import type { TContentEvent, TContentEventKind } from "@gbo/contracts/content-events";
import {
  contentEventProblems,
  EVENT_DATE_WINDOW_DAYS,
  formEventSlot,
  hourlySlots,
} from "@gbo/domain/content";
import { addDays, toShortDisplay } from "@gbo/domain/dates";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Button, Card, Group, Loader, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../../api/form-errors";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import { keyFilter } from "../../../ui/key-filter";
import { SaveButton } from "../../../ui/unsaved-mark";
import { useGuardedForm } from "../../../ui/use-guarded-form";
import { ImageField } from "../site/image-field";
import { typedProblems, withoutFieldError } from "../typed-problems";
import {
  EVENT_PATHS,
  eventQuery,
  useDeleteEvent,
  useSaveEvent,
  useUpcomingConventions,
} from "./api/events-calls";
import { DetailFrame, localNow, useBackToListOnFailure, useDetailId } from "./content-detail";
import { CommentsField, FacilitatorsField } from "./event-lists-fields";
import { EVENT_SCREENS } from "./events-list-page";

const SLOT_OPTIONS = hourlySlots().map((label, hour) => ({ value: String(hour), label }));
export const ERROR_DELETING_EVENT = "Error deleting event";

export function eventPage(kind: TContentEventKind) {
  const screen = EVENT_SCREENS[kind];
  const loadFailed = `The ${screen.one.toLowerCase()} could not be loaded.`;
  return function EventPage() {
    const id = useDetailId();
    const event = useQuery({ ...eventQuery(kind, id ?? 0), enabled: typeof id === "number" });
    useBackToListOnFailure(event.isError || id === undefined, screen.list, loadFailed);
    return (
      <DetailFrame
        listPath={screen.list}
        listLabel={screen.title}
        title={id === null ? `New ${screen.one.toLowerCase()}` : event.data?.title || screen.one}
      >
        <Card withBorder padding="lg" radius="md">
          {id === null ? (
            <EventForm kind={kind} event={null} />
          ) : event.data ? (
            <EventForm key={`${event.data.id}-${event.data.version}`} kind={kind} event={event.data} />
          ) : (
            <Loader size="sm" />
          )}
        </Card>
      </DetailFrame>
    );
  };
}

type Failure = { heading: string; failure: FormFailure };

function EventForm({ kind, event }: { kind: TContentEventKind; event: TContentEvent | null }) {
  const screen = EVENT_SCREENS[kind];
  const navigate = useNavigate();
  const { today, floating } = localNow();
  const start = formEventSlot(event ? { day: event.eventDate, hour: event.hour } : null, floating);
  // The typed event: marked while unsaved and asked about on leaving (issue 30 §5).
  const guarded = useGuardedForm({
    initialValues: {
      title: event?.title ?? "",
      eventDate: start.day,
      hour: start.hour,
      infoEmail: event?.infoEmail ?? "",
      facilitators: event?.facilitators ?? [],
      comments: event?.comments ?? [],
    },
  });
  type Values = typeof guarded.values;
  const { title, eventDate, hour, infoEmail, facilitators, comments } = guarded.values;
  const setter =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      guarded.setFieldValue(field, value as never);
  const [setTitle, setEventDate, setHour, setInfoEmail] = [
    setter("title"),
    setter("eventDate"),
    setter("hour"),
    setter("infoEmail"),
  ];
  const [setFacilitators, setComments] = [setter("facilitators"), setter("comments")];
  const [failure, setFailure] = useState<Failure | null>(null);
  const conventions = useUpcomingConventions();
  const failWith = (heading: string) => (caught: unknown) =>
    setFailure({ heading, failure: formFailureOf(caught) });

  const save = useSaveEvent(kind, {
    onSuccess: (saved) => {
      guarded.markSaved();
      setFailure(null);
      notifications.show({ color: "green", autoClose: TOAST_MS, message: `${screen.one} saved.` });
      if (!event && saved)
        void navigate({ to: screen.detail, params: { id: String(saved.id) }, replace: true });
    },
    onError: failWith(ERROR_SAVING_CHANGES),
  });
  const remove = useDeleteEvent(kind, {
    onSuccess: () => {
      notifications.show({ color: "green", autoClose: TOAST_MS, message: `${screen.one} deleted.` });
      guarded.allowLeaving();
      void navigate({ to: screen.list, replace: true });
    },
    onError: failWith(ERROR_DELETING_EVENT),
  });
  const queryClient = useQueryClient();

  const form = { title, eventDate, infoEmail, facilitators, comments };
  /** A field's change also drops what the last refused Save said about it (and its rows'). */
  const edit =
    <Value,>(field: keyof typeof form, setValue: (value: Value) => void) =>
    (value: Value) => {
      setValue(value);
      setFailure(withoutFieldError(field));
    };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const problems = contentEventProblems(form, { today, keptDay: event?.eventDate ?? null });
    if (Object.keys(problems).length > 0) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: [...new Set(Object.values(problems))], fieldErrors: problems },
      });
      return;
    }
    const body = {
      title: title.trim(),
      eventDate,
      hour,
      infoEmail: infoEmail.trim(),
      facilitators,
      comments,
    };
    save.mutate({ id: event?.id ?? null, body: event ? { ...body, version: event.version } : body });
  }

  const fieldErrors = {
    ...failure?.failure.fieldErrors,
    ...typedProblems(contentEventProblems(form, { today, keptDay: event?.eventDate ?? null }), form),
  };
  const upcoming = conventions.data?.rows ?? [];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
        {upcoming.length > 0 ? (
          <Select
            label="At a convention"
            description="Fills the title and the day from an upcoming convention"
            placeholder="Choose a convention"
            data={upcoming.map((c) => ({
              value: String(c.id),
              label: `${c.title} (${toShortDisplay(c.date)})`,
            }))}
            value={null}
            onChange={(value) => {
              const chosen = upcoming.find((c) => String(c.id) === value);
              if (!chosen) return;
              if (!title) setTitle(chosen.title);
              setEventDate(chosen.date);
            }}
            w={420}
          />
        ) : null}
        <TextInput
          {...keyFilter("text")}
          label="Title"
          name="title"
          value={title}
          onChange={(e) => edit("title", setTitle)(e.currentTarget.value)}
          error={fieldErrors.title}
        />
        <Group align="start">
          <TextInput
            type="date"
            label="Event date"
            name="eventDate"
            required
            w={200}
            min={today}
            max={addDays(today, EVENT_DATE_WINDOW_DAYS)}
            value={eventDate}
            onChange={(e) => edit("eventDate", setEventDate)(e.currentTarget.value)}
            description={eventDate ? toShortDisplay(eventDate) : undefined}
            error={fieldErrors.eventDate}
          />
          <Select
            label="Time"
            name="hour"
            data={SLOT_OPTIONS}
            value={String(hour)}
            onChange={(value) => value !== null && setHour(Number(value))}
            allowDeselect={false}
            w={160}
          />
        </Group>
        <TextInput
          {...keyFilter("email")}
          label="Info e-mail"
          name="infoEmail"
          required
          value={infoEmail}
          onChange={(e) => edit("infoEmail", setInfoEmail)(e.currentTarget.value)}
          error={fieldErrors.infoEmail}
        />
        <FacilitatorsField
          rows={facilitators}
          onChange={edit("facilitators", setFacilitators)}
          errors={fieldErrors}
        />
        <CommentsField rows={comments} onChange={edit("comments", setComments)} errors={fieldErrors} />
        <ImageField
          path={event ? `${kind === "onsite" ? "onsites" : "signings"}/${event.id}.jpg` : null}
          imageUrl={event?.imageUrl ?? null}
          version={event?.version}
          removal={event ? { path: EVENT_PATHS[kind].image, id: event.id } : null}
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: eventQuery(kind, event?.id ?? 0).queryKey })
          }
        />
        <Group justify="space-between">
          <SaveButton loading={save.isPending} isChanged={guarded.isChanged} />
          {event ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: `Delete ${screen.one.toLowerCase()}`,
                  message: `Delete the ${screen.one.toLowerCase()} ${event.title || ""} on ${toShortDisplay(event.eventDate)}?`,
                  tone: "danger",
                  onConfirm: () => remove.mutate(event.id),
                })
              }
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
