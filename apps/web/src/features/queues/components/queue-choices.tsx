import { statusLabel } from "@gbo/domain/workflow";
import { SegmentedControl } from "@mantine/core";
import type { QueueCountry, QueueWindow } from "../api/get-queue";
import { ALL_STEPS, type StepChoice } from "../use-step-choice";

const COUNTRIES = ["US", "CA"] as const;

/** The list choices of a queue screen: step (combined queues), country (shipping and pickup), window. */
export function QueueChoices({
  step,
  onStep,
  country,
  onCountry,
  listWindow,
  recentLabel,
  onWindow,
}: {
  step: StepChoice;
  onStep: (value: string) => void;
  country: QueueCountry;
  onCountry: (country: (typeof COUNTRIES)[number]) => void;
  listWindow: QueueWindow;
  recentLabel: string;
  onWindow: (window: QueueWindow) => void;
}) {
  return (
    <>
      {step.value ? (
        <SegmentedControl
          aria-label="Step"
          data-step-filter={step.value}
          value={step.value}
          onChange={(value) => {
            step.choose(value);
            onStep(value);
          }}
          data={step.options.map((option) => ({
            value: option,
            label: option === ALL_STEPS ? "All steps" : statusLabel(option),
          }))}
        />
      ) : null}
      {country ? (
        <SegmentedControl
          aria-label="Country"
          value={country}
          onChange={(value) => onCountry(value as (typeof COUNTRIES)[number])}
          data={[...COUNTRIES]}
        />
      ) : null}
      <SegmentedControl
        aria-label="List"
        value={listWindow}
        onChange={(value) => onWindow(value as QueueWindow)}
        data={[
          { value: "recent", label: recentLabel },
          { value: "all", label: "Full list" },
        ]}
      />
    </>
  );
}
