// /slider and /sliders (the same list, administration §2) and /slider/{id} (or 'new'): name, caption,
// link, order and whether it shows, with its picture; Delete after confirmation.
import type { TSaveSlider, TSlider } from "@gbo/contracts/content";
import { type SliderForm, sliderFormProblems } from "@gbo/domain/content";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Anchor, Button, Checkbox, Group, NumberInput, Table, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { keyFilter } from "../../../ui/key-filter";
import { ListPage } from "../../../ui/list-page";
import { sliderCalls, sliderLoginCheckQuery, slidersQuery } from "./api/site-content-calls";
import { ContentTable } from "./content-table";
import {
  type PictureContentFieldsProps,
  type PictureContentKind,
  PictureContentPage,
} from "./picture-content-page";

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
      <ContentTable
        label="Sliders"
        noun="sliders"
        isError={sliders.isError || loginCheck.isError}
        rowCount={sliders.data ? rows.length : undefined}
        head={
          <>
            <Table.Th>Order</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Caption</Table.Th>
            <Table.Th>Shown</Table.Th>
            <Table.Th>Image</Table.Th>
          </>
        }
      >
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
      </ContentTable>
    </ListPage>
  );
}

type Fields = SliderForm & { order: number | string; isActive: boolean };

function SliderFields({ form, errors, onText, onChange }: PictureContentFieldsProps<Fields>) {
  return (
    <>
      <TextInput
        {...keyFilter("text")}
        label="Name"
        name="name"
        required
        value={form.name}
        onChange={onText("name")}
        error={errors.name}
      />
      <TextInput
        {...keyFilter("text")}
        label="Caption"
        name="caption"
        value={form.caption}
        onChange={onText("caption")}
        error={errors.caption}
      />
      <TextInput
        {...keyFilter("url")}
        label="Link"
        name="link"
        value={form.link}
        onChange={onText("link")}
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
          onChange={(order) => onChange({ order })}
          w={140}
        />
        <Checkbox
          mt="lg"
          label="Shown on the site"
          checked={form.isActive}
          onChange={(event) => onChange({ isActive: event.currentTarget.checked })}
        />
      </Group>
    </>
  );
}

const SLIDER: PictureContentKind<TSlider, Fields, TSaveSlider> = {
  noun: "Slider",
  listPath: "/slider",
  listTitle: "Sliders",
  loadFailed: SLIDER_LOAD_FAILED,
  calls: sliderCalls,
  nameOf: (slider) => slider.name,
  formOf: (slider) => ({
    name: slider?.name ?? "",
    caption: slider?.caption ?? "",
    link: slider?.link ?? "",
    order: slider?.order ?? 0,
    isActive: slider?.isActive ?? true,
  }),
  problems: sliderFormProblems,
  bodyOf: (form, slider) => ({ ...form, order: Number(form.order) || 0, version: slider?.version }),
  Fields: SliderFields,
  picturePath: (slider) => `slider/${slider.id}.jpg`,
  mayDelete: () => true,
  deleteFailed: ERROR_SAVING_CHANGES,
};

export function SliderPage() {
  return <PictureContentPage kind={SLIDER} />;
}
