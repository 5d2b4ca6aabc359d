// /submissions/new/reholder?user=: a graded comic found by its 14-character certification number is
// added to the draft as a reholder (submissions-pricing §4 reholder tiers CR/RH, ZR, MH/MR; §5 reholder
// rules; §8 the raw-grade toast, 3 s).
import type { TReholderComic } from "@gbo/contracts/catalog";
import { noComicOptions } from "@gbo/contracts/submissions";
import type { Catalog } from "@gbo/domain/catalog";
import { MAX_INSURED_CENTS, reholderTierCode, tierCodesOf } from "@gbo/domain/catalog";
import { validateInsuredInput, validateReholder, validateReholderSearch } from "@gbo/domain/comic";
import { MAX_COMICS_PER_ORDER } from "@gbo/domain/grading";
import { RAW_GRADE_INVALID_FOR_REHOLDER } from "@gbo/domain/messages";
import { formatMoney } from "@gbo/domain/money";
import { applyTierChoice, quoteSubmission } from "@gbo/domain/pricing";
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../api";
import { TOAST_MS } from "../../../api/http-client";
import { fetchReholderComic } from "./api/draft-calls";
import { roundedInsuredText } from "./comic-form-state";
import { CustomerPicker } from "./customer-picker";
import { DraftFrame } from "./draft-frame";
import { comicCount, type Draft, type DraftComic } from "./draft-model";
import { useDraftNavigation, useDraftSearch } from "./draft-route";
import { type DraftUpdate, useDraftContext } from "./use-draft";

export function DraftReholderPage() {
  const search = useDraftSearch();
  if (search.user === undefined) return <CustomerPicker />;
  return <ReholderScreen customerId={search.user} />;
}

function ReholderScreen({ customerId }: { customerId: number }) {
  const context = useDraftContext(customerId);
  return (
    <DraftFrame title="Add reholder" context={context}>
      {({ draft, catalog }) => (
        <ReholderForm draft={draft} catalog={catalog} update={context.update} orderDate={context.orderDate} />
      )}
    </DraftFrame>
  );
}

/** The reholder line of a found comic on the draft's reholder tier. */
export function reholderComicOf(input: {
  found: TReholderComic;
  catalog: Catalog;
  draft: Draft;
  tierId: string;
  insured: number;
}): DraftComic {
  const { found, catalog, draft } = input;
  const tier = catalog.countries[draft.countryCode].tiers.find((t) => t.id === input.tierId);
  const year = found.year ? Number.parseInt(found.year, 10) : Number.NaN;
  const base: DraftComic = {
    id: crypto.randomUUID(),
    tierId: input.tierId,
    quantity: 1,
    insured: input.insured,
    ...(Number.isFinite(year) ? { year } : {}),
    collectibleType: draft.collectibleType,
    ...(draft.collectibleType === "Manga" ? { mangaType: draft.mangaType } : {}),
    ...noComicOptions(),
    reholder: true,
    title: found.title,
    customTitle: true,
    issue: found.issue ?? "",
    publisher: found.publisher ?? "",
    variant: found.variant ?? "",
    pedigree: found.pedigree ?? "",
    reholderId: found.uniqueId,
    displayGrade: found.displayGrade,
  };
  if (!tier) return base;
  return {
    ...base,
    ...applyTierChoice(base, tier, { level: draft.level, screen: "submission", version: draft.version }),
  };
}

function ReholderForm({
  draft,
  catalog,
  update,
  orderDate,
}: {
  draft: Draft;
  catalog: Catalog;
  update: DraftUpdate;
  orderDate: string;
}) {
  const nav = useDraftNavigation();
  const [searchText, setSearchText] = useState("");
  const [searchError, setSearchError] = useState<string | undefined>();
  const [found, setFound] = useState<TReholderComic | undefined>();
  const [insuredText, setInsuredText] = useState("0");
  const [isSearching, setSearching] = useState(false);
  const tierId = reholderTierCode(
    draft.collectibleType,
    draft.mangaType,
    tierCodesOf(catalog, draft.countryCode),
  );

  async function search() {
    setFound(undefined);
    const checked = validateReholderSearch(searchText);
    if (!checked.ok) {
      setSearchError(checked.message);
      return;
    }
    setSearchError(undefined);
    setSearching(true);
    try {
      const comic = await fetchReholderComic(checked.value);
      const candidate = validateReholder({
        candidate: comic,
        submission: {
          collectibleType: draft.collectibleType,
          mangaType: draft.mangaType,
          country: draft.countryCode,
        },
        insuredCents: 0,
        remainingInsuredCents: MAX_INSURED_CENTS,
      });
      if (!candidate.ok) {
        if (candidate.message === RAW_GRADE_INVALID_FOR_REHOLDER) {
          notifications.show({ color: "red", message: candidate.message, autoClose: TOAST_MS });
        }
        setSearchError(candidate.message);
        return;
      }
      if (draft.comics.some((c) => c.reholderId === comic.uniqueId)) {
        setSearchError("This comic is already on the submission.");
        return;
      }
      setFound(comic);
      setInsuredText(String(Math.ceil(comic.insured / 100)));
    } catch (caught) {
      setSearchError(caught instanceof ApiError ? caught.message : "Error processing request.");
    } finally {
      setSearching(false);
    }
  }

  const insured = validateInsuredInput(insuredText);
  const insuredError = !insured.ok
    ? insured.message
    : found
      ? (() => {
          const r = validateReholder({
            candidate: found,
            submission: {
              collectibleType: draft.collectibleType,
              mangaType: draft.mangaType,
              country: draft.countryCode,
            },
            insuredCents: insured.value,
            remainingInsuredCents: MAX_INSURED_CENTS,
          });
          return r.ok ? undefined : r.message;
        })()
      : undefined;
  const comic =
    found && tierId && insured.ok
      ? reholderComicOf({ found, catalog, draft, tierId, insured: insured.value })
      : undefined;
  const line = comic
    ? quoteSubmission({
        catalog,
        country: draft.countryCode,
        version: draft.version,
        member: { level: draft.level },
        comics: [comic],
        orderDate,
      }).comics[0]
    : undefined;
  const isFull = comicCount(draft.comics) >= MAX_COMICS_PER_ORDER;

  function add() {
    if (!comic || insuredError || isFull) return;
    update((d) => ({ ...d, comics: [...d.comics, comic] }));
    void nav.toDraft(draft.customerId);
  }

  return (
    <Stack gap="md" maw={900}>
      {!tierId ? (
        <Alert color="red">The price list has no reholder tier for {draft.collectibleType}.</Alert>
      ) : null}
      <Card withBorder padding="lg" radius="md">
        <Group align="flex-start" gap="xs">
          <TextInput
            label="Certification number"
            description="The 14 characters on the graded comic's label"
            placeholder="26-0300052-002"
            value={searchText}
            maxLength={20}
            onChange={(e) => setSearchText(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === "Enter") void search();
            }}
            error={searchError}
            w={320}
          />
          <Button
            mt={46}
            leftSection={<IconSearch size={16} />}
            onClick={() => void search()}
            loading={isSearching}
          >
            Find
          </Button>
        </Group>
      </Card>
      {found ? (
        <Card withBorder padding="lg" radius="md" data-reholder={found.uniqueId}>
          <Title order={2} size="h4" mb="sm">
            {found.displayTitle}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
            <Field label="Grade">{found.displayGrade}</Field>
            <Field label="Year">{found.year ?? "—"}</Field>
            <Field label="Publisher">{found.publisher ?? "—"}</Field>
            <Field label="Page quality">{found.pageQuality ?? "—"}</Field>
            <Field label="Category">{found.category ?? "—"}</Field>
            <Field label="Variant">{found.variant ?? "—"}</Field>
            <Field label="Pedigree">{found.pedigree ?? "—"}</Field>
            <Field label="Tier">{line ? `${line.tierId} · ${line.tierLabel}` : (tierId ?? "—")}</Field>
          </SimpleGrid>
          <Group align="flex-start">
            <TextInput
              label="Insured value ($)"
              value={insuredText}
              onChange={(e) => setInsuredText(e.currentTarget.value)}
              onBlur={() => setInsuredText((t) => roundedInsuredText(t))}
              error={insuredError}
              w={200}
            />
            <Stack gap={0} mt={26}>
              <Text size="xs" c="dimmed">
                Line total
              </Text>
              <Text fw={700} data-line-total>
                {line ? formatMoney(line.total, draft.countryCode) : "—"}
              </Text>
            </Stack>
          </Group>
          <Group mt="md">
            <Button onClick={add} disabled={!comic || Boolean(insuredError) || isFull}>
              Add to submission
            </Button>
            <Button variant="default" onClick={() => void nav.toDraft(draft.customerId)}>
              Cancel
            </Button>
          </Group>
        </Card>
      ) : (
        <Button variant="default" w="fit-content" onClick={() => void nav.toDraft(draft.customerId)}>
          Back to the submission
        </Button>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}
