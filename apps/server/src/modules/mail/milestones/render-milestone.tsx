// Stub: the templates helper writes this (one react-email template per milestone → subject, HTML, text).
import type { MilestoneMailInput, RenderedMail } from "./milestone-facts";

export async function renderMilestoneMail(input: MilestoneMailInput): Promise<RenderedMail> {
  return { subject: `${input.facts.milestone}: order ${input.order.id}`, html: "", text: "" };
}
