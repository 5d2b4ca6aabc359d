// WCAG 2.1 contrast (1.4.3: 4.5:1 for text) computed from the theme's own colours, so a palette change
// cannot quietly bring back the pale badges and captions of issue 10 (LABELS 2.69:1, grey 3.15:1).
import { darken, luminance } from "@mantine/core";

export const AA_TEXT_CONTRAST = 4.5;

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at AA on every one of `backgrounds`. */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  minimum = AA_TEXT_CONTRAST,
): string {
  for (let amount = 0; amount < 1; amount += 0.04) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return "#000000";
}
