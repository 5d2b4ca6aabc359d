// The pre-receiving reholder form /reholder/{id}/{tier}/{comicId|new} (submissions-pricing §2, §5):
// search by the 14-character certification number; a raw-grade comic is refused ('Raw Grade comics are
// invalid for reholder', also a 3 s toast); it must be graded and of the submission's type; its insured
// value may not exceed the tier's remaining insured balance ('Sorry You can not enter Insured amount
// more than N'). The reholder goes into the local list; the page's Save sends it.
import type { TReholderComic } from "@gbo/contracts/catalog";
import { MAX_INSURED_CENTS } from "@gbo/domain/catalog";
import {
  validateInsuredInput,
  validateQuantityBalance,
  validateReholder,
  validateReholderSearch,
} from "@gbo/domain/comic";
import { RAW_GRADE_INVALID_FOR_REHOLDER } from "@gbo/domain/messages";
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../api";
import { TOAST_MS } from "../../../api/http-client";
import { UnsavedMark } from "../../../ui/unsaved-mark";
import { useGuardedForm } from "../../../ui/use-guarded-form";
import { blankComic } from "./comic-form-logic";
import { type PreReceiveFormProps, PreReceiveFormRoute } from "./form-route";
import { balancesOf, putComic } from "./local-state";
import { lookupReholder } from "./prereceive-api";

export function ReholderFormPage() {
  return <PreReceiveFormRoute render={(props) => <ReholderForm {...props} />} />;
}

function ReholderForm({ page, state, setState, tierId, comicKey }: PreReceiveFormProps) {
  const navigate = useNavigate();
  const existing = comicKey === null ? undefined : state.savedComics.find((c) => c.key === comicKey);
  // The typed id and insured value: marked while not on the list, asked about on leaving (issue 30 §5).
  const form = useGuardedForm({
    initialValues: {
      searchText: existing?.reholderId ?? "",
      insuredText: existing ? String(Math.ceil(existing.insured / 100)) : "0",
    },
    guard: { message: "This reholder is not on the list yet. Leave and drop it?" },
  });
  const { searchText, insuredText } = form.values;
  const [found, setFound] = useState<TReholderComic | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSearching, setSearching] = useState(false);
  const balances = balancesOf(state, page, tierId, existing?.key ?? null);
  const remainingInsured = balances?.remainingInsured ?? MAX_INSURED_CENTS;
  const submission = {
    collectibleType: page.collectibleType,
    mangaType: page.mangaType,
    country: page.countryCode,
  };

  async function search(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    setError(null);
    const checked = validateReholderSearch(searchText);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setSearching(true);
    try {
      const comic = await lookupReholder(checked.value);
      const candidate = validateReholder({
        candidate: comic,
        submission,
        insuredCents: 0,
        remainingInsuredCents: MAX_INSURED_CENTS,
      });
      if (!candidate.ok) {
        if (candidate.message === RAW_GRADE_INVALID_FOR_REHOLDER) {
          notifications.show({ color: "red", message: candidate.message, autoClose: TOAST_MS });
        }
        setError(candidate.message);
        return;
      }
      setFound(comic);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Error processing request.");
    } finally {
      setSearching(false);
    }
  }

  function add() {
    if (!found || !balances) return;
    const insured = validateInsuredInput(insuredText);
    if (!insured.ok) {
      setError(insured.message);
      return;
    }
    const quantity = validateQuantityBalance(1, balances.remainingComics);
    if (!quantity.ok) {
      setError(quantity.message);
      return;
    }
    const checked = validateReholder({
      candidate: found,
      submission,
      insuredCents: insured.value,
      remainingInsuredCents: remainingInsured,
    });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const comic = {
      ...blankComic(tierId),
      title: found.title,
      issue: found.issue ?? "",
      year: found.year ?? "",
      publisher: found.publisher ?? "",
      variant: found.variant ?? "",
      insured: insured.value,
      reholder: true,
      reholderId: found.uniqueId,
    };
    setState(putComic(state, page, existing?.key ?? null, comic).state);
    form.markSaved();
    void navigate({ to: "/comics/$id", params: { id: page.id } });
  }

  return (
    <Stack gap="md" maw={720}>
      <Group gap="sm">
        <Title order={1} size="h2">
          Reholder · {page.id} · tier {tierId}
        </Title>
        <UnsavedMark isChanged={form.isChanged} />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper withBorder p="md" component="form" aria-label="Reholder search" onSubmit={(e) => void search(e)}>
        <Group align="flex-end">
          <TextInput
            label="Certification number (14 characters)"
            value={searchText}
            onChange={(e) => form.setFieldValue("searchText", e.currentTarget.value)}
            maxLength={20}
          />
          <Button type="submit" loading={isSearching}>
            Search
          </Button>
        </Group>
      </Paper>
      {found && (
        <Paper withBorder p="md" aria-label="Reholder found">
          <Stack>
            <Text fw={600}>
              {found.displayTitle} · {found.displayGrade}
            </Text>
            <Text size="sm" c="dimmed">
              {found.publisher} {found.year}
            </Text>
            <TextInput
              label="Insured ($)"
              inputMode="numeric"
              value={insuredText}
              onChange={(e) => form.setFieldValue("insuredText", e.currentTarget.value)}
            />
            <Group>
              <Button onClick={add}>{existing ? "Update reholder" : "Add to list"}</Button>
              <Button
                variant="default"
                onClick={() => void navigate({ to: "/comics/$id", params: { id: page.id } })}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
