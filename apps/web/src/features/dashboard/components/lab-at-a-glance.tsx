// "The lab at a glance" below the station cards (issue 18): where work piles up, which orders will
// miss their due date, and what the lab finished. Loaded after the cards; the charts after that.
import { Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { QueuePagination } from "../../../ui/queue-table";
import { useDashboardFlow, useDashboardRisk, useDashboardStations } from "../api/dashboard-queries";
import { useLiveDashboard } from "../api/use-live-dashboard";
import { DashboardSection, SectionState } from "./dashboard-section";
import { RiskTable } from "./risk-table";
import { ThroughputSection } from "./throughput-section";
import { WipTable } from "./wip-table";

const FlowCharts = lazy(() => import("./flow-charts"));

export default function LabAtAGlance() {
  useLiveDashboard();
  const stations = useDashboardStations();
  return (
    <Stack gap="lg" component="section" aria-labelledby="lab-at-a-glance">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="lab-at-a-glance">
          The lab at a glance
        </Title>
        {stations.data ? (
          <Text size="sm" c="dimmed" data-as-of={stations.data.asOf}>
            As of {asOfTime(stations.data.asOf)}
            {stations.isFetching ? " · updating…" : ""}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <DashboardSection title="Work in progress" note="What waits at each station now.">
          <SectionState query={stations} what="stations">
            {() => <WipTable stations={stations.data?.stations ?? []} />}
          </SectionState>
        </DashboardSection>
        <FlowSection />
      </SimpleGrid>
      <RiskSection />
      <ThroughputSection />
    </Stack>
  );
}

function asOfTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

function FlowSection() {
  const flow = useDashboardFlow();
  return (
    <DashboardSection
      title="The last 30 days"
      note="A line that climbs is a station that gains more work than it finishes."
    >
      <SectionState query={flow} what="daily figures">
        {() =>
          flow.data && flow.data.days.length > 0 ? (
            <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the charts" />}>
              <FlowCharts flow={flow.data} />
            </Suspense>
          ) : (
            <Text c="dimmed" size="sm">
              No days to show yet.
            </Text>
          )
        }
      </SectionState>
    </DashboardSection>
  );
}

function RiskSection() {
  const [page, setPage] = useState(1);
  const risk = useDashboardRisk(page);
  const data = risk.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Orders leave the list live: a page past the end moves back to the last one.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  return (
    <DashboardSection
      title="Due-date risk"
      note={
        data
          ? `Open orders most at risk first. Forecasts use the median stays of the last ${data.learntFromDays} days.`
          : "Open orders most at risk first."
      }
      actions={
        data ? (
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? "order" : "orders"}
          </Text>
        ) : null
      }
    >
      <SectionState query={risk} what="due-date risk">
        {() =>
          data && data.rows.length > 0 ? (
            <Stack gap="sm" style={{ opacity: risk.isPlaceholderData ? 0.6 : 1 }}>
              <RiskTable rows={data.rows} />
              {pages > 1 ? <QueuePagination value={page} total={pages} onChange={setPage} /> : null}
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              No open order is at risk of its due date.
            </Text>
          )
        }
      </SectionState>
    </DashboardSection>
  );
}
