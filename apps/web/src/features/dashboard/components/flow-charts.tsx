// The 30-day charts, loaded on their own (recharts is most of their weight): /dashboard's first load
// stays small.
import "@mantine/charts/styles.css";
import type { TDashboardFlow } from "@gbo/contracts/dashboard";
import { BarChart, LineChart } from "@mantine/charts";
import { MultiSelect, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { defaultChartStations, flowRows, waitingRows } from "../view/chart-stations";

// Distinct under station lighting; a sixth line and on reuse them.
const LINE_COLORS = ["station.7", "orange.7", "teal.7", "grape.7", "red.8", "cyan.8", "lime.9", "pink.7"];

export default function FlowCharts({ flow }: { flow: TDashboardFlow }) {
  const [keys, setKeys] = useState(() => defaultChartStations(flow.stations));
  const [oneKey, setOneKey] = useState<string>(() => keys[0] ?? flow.stations[0]?.key ?? "");
  const options = flow.stations.map((station) => ({ value: station.key, label: station.label }));
  const chosen = flow.stations.filter((station) => keys.includes(station.key));
  const one = flow.stations.find((station) => station.key === oneKey);
  return (
    // Side by side only when the panel itself is wide (it shares the row with the table on big screens).
    <SimpleGrid type="container" cols={{ base: 1, "900px": 2 }} spacing={{ base: "lg" }}>
      <Stack gap="xs" data-chart="waiting">
        <MultiSelect
          label="Stations on the chart"
          data={options}
          value={keys}
          onChange={setKeys}
          clearable
          searchable
          maxDropdownHeight={320}
        />
        <Text size="sm" fw={600} id="chart-waiting-title">
          Waiting at the end of each day
        </Text>
        {chosen.length === 0 ? (
          <Text c="dimmed" size="sm">
            Choose one or more stations.
          </Text>
        ) : (
          <figure aria-labelledby="chart-waiting-title" style={{ margin: 0 }}>
            <LineChart
              h={280}
              data={waitingRows(flow, keys)}
              dataKey="day"
              series={chosen.map((station, index) => ({
                name: station.label,
                color: LINE_COLORS[index % LINE_COLORS.length] as string,
              }))}
              curveType="linear"
              withLegend
              legendProps={{ verticalAlign: "bottom" }}
              tickLine="y"
              withDots={false}
              strokeWidth={2.5}
              // Drawn at once: an animation redraws the chart for a second and a half on every re-read.
              lineProps={{ isAnimationActive: false }}
            />
          </figure>
        )}
      </Stack>
      <Stack gap="xs" data-chart="flow">
        <Select
          label="Arrived and done at"
          data={options}
          value={oneKey}
          onChange={(value) => value && setOneKey(value)}
          allowDeselect={false}
          searchable
          maxDropdownHeight={320}
        />
        <Text size="sm" fw={600} id="chart-flow-title">
          {one ? `${one.label}: ${one.unit} arrived and done each day` : "Arrived and done each day"}
        </Text>
        <figure aria-labelledby="chart-flow-title" style={{ margin: 0 }}>
          <BarChart
            h={280}
            data={flowRows(flow, oneKey)}
            dataKey="day"
            series={[
              { name: "Arrived", color: "orange.7" },
              { name: "Done", color: "teal.7" },
            ]}
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
            tickLine="y"
            barProps={{ isAnimationActive: false }}
          />
        </figure>
      </Stack>
    </SimpleGrid>
  );
}
