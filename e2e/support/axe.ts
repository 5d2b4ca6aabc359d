import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No serious or critical WCAG 2.1 A/AA finding on the screen as it stands. The toasts are left out: a
 * toast read while it fades in or out is measured at its opacity of the moment (the CI saw a toast's
 * text fail colour contrast mid-fade); the screen itself is what these checks are about.
 */
export async function expectNoGraveAxeFindings(page: Page, name?: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude(".mantine-Notifications-root")
    .analyze();
  const grave = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
  expect(grave, name).toEqual([]);
}
