// Stub: the templates helper writes this (a demo order's facts for every milestone: preview and tests).
import type { Milestone } from "@gbo/domain/mail";
import type { LabDetails, MilestoneMailInput } from "./milestone-facts";

export function demoMilestoneInput(_milestone: Milestone, _lab: LabDetails): MilestoneMailInput {
  throw new Error("not written yet");
}
