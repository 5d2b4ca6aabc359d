// /slider and /sliders (the same list, administration §2) and /slider/{id} (or 'new'): name, caption,
// link, order and whether it shows, with its picture; Delete after confirmation.
import type { TSlider } from "@gbo/contracts/content";
import { type SliderForm, sliderFormProblems } from "@gbo/domain/admin-rules";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../../api/form-errors";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import { keyFilter } from "../../../ui/key-filter";
import { ListPage } from "../../../ui/list-page";
import { typedProblems, withoutFieldError } from "../typed-problems";
import {
  SLIDERS_KEY,
  sliderLoginCheckQuery,
  sliderQuery,
  slidersQuery,
  useDeleteSlider,
  useInvalidate,
  useSaveSlider,
} from "./api/site-content-calls";
import { DetailFrame, recordIdOf, useDetailOutcomes } from "./detail-frame";
import { ImageField } from "./image-field";

export const SLIDER_LOAD_FAILED = "The slider could not be loaded.";

export function SlidersListPage() {
  const loginCheck = useQuery(sliderLoginCheckQuery());
  const sliders = useQuery({ ...slidersQuery(), enabled: loginCheck.isSuccess });
  const rows = sliders.data?.rows ?? [];
  return (
    <ListPage
      title="Sliders"
      actions={
        <Button component={Link} to="/slider/new" variant="light">
          New slider
        </Button>
      }
    >
      {sliders.isError || loginCheck.isError ? (
        <Alert color="red">The sliders could not be loaded.</Alert>
      ) : !sliders.data ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No sliders yet.</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table striped aria-label="Sliders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Caption</Table.Th>
                <Table.Th>Shown</Table.Th>
                <Table.Th>Image</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((slider) => (
                <Table.Tr key={slider.id}>
                  <Table.Td>{slider.order}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/slider/${slider.id}`}>
                      {slider.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{slider.caption}</Table.Td>
                  <Table.Td>{slider.isActive ? "Yes" : "No"}</Table.Td>
                  <Table.Td>{slider.img ? "Yes" : "No"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </ListPage>
  );
}

export function SliderPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const recordId = recordIdOf(id);
  const slider = useQuery({ ...sliderQuery(id), enabled: recordId !== null });
  return (
    <DetailFrame
      listPath="/slider"
      listTitle="Sliders"
      title={recordId === null ? "New slider" : slider.data ? `Slider: ${slider.data.name}` : "Slider"}
      isError={slider.isError}
      loadFailed={SLIDER_LOAD_FAILED}
    >
      {recordId === null || slider.data ? <SliderFormView key={id} slider={slider.data ?? null} /> : null}
    </DetailFrame>
  );
}

type Fields = SliderForm & { order: number | string; isActive: boolean };

function SliderFormView({ slider }: { slider: TSlider | null }) {
  const outcomes = useDetailOutcomes({ noun: "Slider", listPath: "/slider", isNew: slider === null });
  const [form, setForm] = useState<Fields>({
    name: slider?.name ?? "",
    caption: slider?.caption ?? "",
    link: slider?.link ?? "",
    order: slider?.order ?? 0,
    isActive: slider?.isActive ?? true,
  });
  const [failure, setFailure] = useState<{ heading: string; failure: FormFailure } | null>(null);
  const save = useSaveSlider();
  const remove = useDeleteSlider();
  const invalidate = useInvalidate();
  const text = (field: keyof SliderForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
    setFailure(withoutFieldError(field));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems = sliderFormProblems(form) as Record<string, string>;
    if (Object.keys(problems).length > 0) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: Object.values(problems), fieldErrors: problems },
      });
      return;
    }
    save.mutate(
      { id: slider?.id ?? null, body: { ...form, order: Number(form.order) || 0, version: slider?.version } },
      {
        onSuccess: (saved) => {
          setFailure(null);
          outcomes.onSaved(saved.id);
        },
        onError: (caught) => setFailure({ heading: ERROR_SAVING_CHANGES, failure: formFailureOf(caught) }),
      },
    );
  }

  function onDelete(current: TSlider) {
    confirmAction({
      title: "Delete slider",
      message: `Delete the slider "${current.name}"?`,
      tone: "danger",
      onConfirm: () =>
        remove.mutate(current, {
          onSuccess: outcomes.onDeleted,
          onError: (caught) => setFailure({ heading: ERROR_SAVING_CHANGES, failure: formFailureOf(caught) }),
        }),
    });
  }

  const errors = { ...failure?.failure.fieldErrors, ...typedProblems(sliderFormProblems(form), form) };
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
          <TextInput
            {...keyFilter("text")}
            label="Name"
            name="name"
            required
            value={form.name}
            onChange={text("name")}
            error={errors.name}
          />
          <TextInput
            {...keyFilter("text")}
            label="Caption"
            name="caption"
            value={form.caption}
            onChange={text("caption")}
            error={errors.caption}
          />
          <TextInput
            {...keyFilter("url")}
            label="Link"
            name="link"
            value={form.link}
            onChange={text("link")}
            error={errors.link}
          />
          <Group>
            <NumberInput
              label="Order"
              name="order"
              min={0}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              value={form.order}
              onChange={(order) => setForm((current) => ({ ...current, order }))}
              w={140}
            />
            <Checkbox
              mt="lg"
              label="Shown on the site"
              checked={form.isActive}
              onChange={(event) => {
                const isActive = event.currentTarget.checked;
                setForm((current) => ({ ...current, isActive }));
              }}
            />
          </Group>
          <Group justify="space-between">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            {slider ? (
              <Button color="red" variant="light" loading={remove.isPending} onClick={() => onDelete(slider)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <ImageField
        path={slider ? `slider/${slider.id}.jpg` : null}
        imageUrl={slider?.imageUrl ?? null}
        version={slider?.version}
        removeUrl={`/api/content/slider/${slider?.id}/image`}
        onChanged={() => void invalidate(SLIDERS_KEY)}
      />
    </Stack>
  );
}
