// Country, collectible type, manga type and level (the membership, or onsite) of the draft (§3 defaults
// US, Comic, Tankobon, the membership). A change
// with comics in the draft asks first, then clears them (§4 "a country or submission-mode change asks
// to clear changes").
import type { CollectibleType, Country, MangaType } from "@gbo/domain/catalog";
import { Card, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { confirmAction } from "../../../ui/confirm";
import type { Draft } from "./draft-model";
import type { DraftUpdate } from "./use-draft";

type Settings = Pick<Draft, "countryCode" | "collectibleType" | "mangaType" | "level">;

/** The onsite level (a walk-in at an event) has its own prices and shipping (§9). */
const ONSITE = "onsite";

function Setting<V extends string>(props: {
  label: string;
  value: V;
  data: readonly V[];
  onChange: (value: V) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`draft-setting-${props.label}`}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={`draft-setting-${props.label}`}
        data={[...props.data]}
        value={props.value}
        onChange={(v) => props.onChange(v as V)}
      />
    </Stack>
  );
}

export function DraftSettings({
  draft,
  update,
  membership,
}: {
  draft: Draft;
  update: DraftUpdate;
  /** The customer's membership: the level unless the submission is taken onsite. */
  membership: string;
}) {
  function change(next: Partial<Settings>) {
    const apply = () =>
      update((d) => ({
        ...d,
        ...next,
        comics: [],
        rateId: undefined,
        promo: undefined,
        // Check and cash are US only, and CA orders take only Canadian addresses.
        ...(next.countryCode ? { payMethodId: undefined, addressId: undefined } : {}),
      }));
    if (draft.comics.length === 0) {
      apply();
      return;
    }
    confirmAction({
      title: "Clear the comics?",
      message: `Changing this clears the ${draft.comics.length} comic line(s) of the submission. Go on?`,
      confirmLabel: "Yes, clear",
      onConfirm: apply,
    });
  }
  return (
    <Card withBorder padding="md" radius="md">
      <Group gap="xl" align="flex-end" wrap="wrap">
        <Setting<Country>
          label="Country"
          value={draft.countryCode}
          data={["US", "CA"]}
          onChange={(countryCode) => change({ countryCode })}
        />
        <Setting<CollectibleType>
          label="Collectible type"
          value={draft.collectibleType}
          data={["Comic", "Magazine", "Manga"]}
          onChange={(collectibleType) => change({ collectibleType })}
        />
        <Setting<string>
          label="Level"
          value={draft.level}
          data={membership.toLowerCase() === ONSITE ? [membership] : [membership, ONSITE]}
          onChange={(level) => change({ level })}
        />
        {draft.collectibleType === "Manga" ? (
          <Setting<MangaType>
            label="Manga type"
            value={draft.mangaType}
            data={["Tankobon", "Zasshi"]}
            onChange={(mangaType) => change({ mangaType })}
          />
        ) : null}
      </Group>
    </Card>
  );
}
