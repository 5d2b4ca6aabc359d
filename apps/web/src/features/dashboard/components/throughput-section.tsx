import "@mantine/dates/styles.css";
import type { TDashboardRangeQuery } from "@gbo/contracts/dashboard";
import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useState } from "react";
import { shortDay } from "../../../ui/format";
import { useDashboardThroughput } from "../api/dashboard-queries";
import {
  localToday,
  parseTypedDay,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
} from "../view/ranges";
import { DashboardSection, SectionState } from "./dashboard-section";
import { StationThroughputTable, TurnaroundTable } from "./throughput-tables";

const CUSTOM = "custom";

type Draft = { from: string | null; to: string | null };

/** Throughput and turnaround over a chosen range: presets or two days, checked here before asking. */
export function ThroughputSection() {
  const [today] = useState(localToday);
  const [draft, setDraft] = useState<Draft>(() => presetRange(30, today));
  const problem = rangeProblem(draft.from, draft.to);
  const range: TDashboardRangeQuery | null =
    problem === null && draft.from && draft.to ? { from: draft.from, to: draft.to } : null;
  const query = useDashboardThroughput(range);
  const preset = range ? presetOf(range, today) : null;

  return (
    <DashboardSection
      title="Throughput and turnaround"
      note="What each station finished, and how long orders took from received to shipped."
    >
      <Group align="flex-end" gap="md">
        <SegmentedControl
          aria-label="Range"
          value={preset ? String(preset) : CUSTOM}
          onChange={(value) => value !== CUSTOM && setDraft(presetRange(Number(value), today))}
          data={[
            ...RANGE_PRESETS.map((days) => ({ value: String(days), label: `${days} days` })),
            { value: CUSTOM, label: "Chosen days" },
          ]}
        />
        {(["from", "to"] as const).map((end) => (
          <DateInput
            key={end}
            label={end === "from" ? "From" : "To"}
            value={draft[end]}
            onChange={(day) => setDraft((current) => ({ ...current, [end]: day }))}
            dateParser={parseTypedDay}
            valueFormat="MM-DD-YYYY"
            placeholder="mm-dd-yyyy"
            w={150}
          />
        ))}
      </Group>
      {problem ? (
        <Alert color="red" variant="light" title="Choose another range" data-range-problem>
          {problem}
        </Alert>
      ) : (
        <SectionState query={query} what="throughput figures">
          {() =>
            query.data ? (
              <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                <Text size="sm" c="dimmed">
                  {query.data.days} days, {shortDay(query.data.from)} to {shortDay(query.data.to)}
                </Text>
                <SimpleGrid type="container" cols={{ base: 1, "1150px": 2 }} spacing={{ base: "lg" }}>
                  <Stack gap="xs">
                    <Title order={4} size="h5">
                      Per station
                    </Title>
                    <StationThroughputTable stations={query.data.stations} />
                  </Stack>
                  <Stack gap="xs">
                    <Title order={4} size="h5">
                      Turnaround per tier
                    </Title>
                    <TurnaroundTable tierCodes={query.data.tierCodes} />
                  </Stack>
                </SimpleGrid>
              </Stack>
            ) : null
          }
        </SectionState>
      )}
    </DashboardSection>
  );
}
