import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from "@mantine/core";
import { readableOn } from "./contrast";

// A calm blue that reads well under bright station lighting and keeps status colours distinct.
const station: MantineColorsTuple = [
  "#eef3ff",
  "#dce4f5",
  "#b6c6e6",
  "#8da6d8",
  "#6a8bcb",
  "#5479c4",
  "#4870c2",
  "#395fab",
  "#30559a",
  "#234888",
];

const colors = { ...DEFAULT_THEME.colors, station };
const gray = DEFAULT_THEME.colors.gray;
// Pages sit on gray.0, striped and hovered table rows on gray.1: text must read on all of them.
const PAGE_BACKGROUNDS = ["#ffffff", gray[0], gray[1]] as const;

/**
 * Light, outline and subtle variants (badges, action icons) and `c="<colour>"` text use one ink per
 * colour: its darkest shade, darkened further where even that misses 4.5:1 on the light tint
 * (yellow, lime, green, orange). Dimmed captions get the same treatment.
 */
export function accessibleColorVariables(): Record<string, string> {
  const variables: Record<string, string> = {
    "--mantine-color-dimmed": readableOn(gray[6], PAGE_BACKGROUNDS),
    // Field error text and borders: Mantine's red.6 is 3.3:1 on white; the darkest red reads at 4.5:1+.
    "--mantine-color-error": readableOn(colors.red[9], PAGE_BACKGROUNDS),
  };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === "dark" || name === "gray") continue;
    const ink = readableOn(shades[9], [...PAGE_BACKGROUNDS, shades[1]]);
    variables[`--mantine-color-${name}-light-color`] = ink;
    variables[`--mantine-color-${name}-outline`] = ink;
    variables[`--mantine-color-${name}-text`] = ink;
  }
  return variables;
}

/** Passed to MantineProvider beside the theme (Mantine reads CSS variables from a resolver). */
export const accessibleColors: CSSVariablesResolver = () => ({
  variables: {},
  light: accessibleColorVariables(),
  dark: {},
});

export const theme = createTheme({
  primaryColor: "station",
  colors: { station },
  primaryShade: 7,
  // Filled buttons and badges take black or white text, whichever contrasts more: switching at
  // luminance 0.179 (Mantine's default, 0.3, puts white on red.7 at 3.9:1) the better of the two always
  // reaches √21 ≈ 4.58:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: "md",
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // Ids are read and typed by hand: JetBrains Mono's zero is dotted, so O and 0 differ (issue 10 §9).
  fontFamilyMonospace: '"JetBrains Mono", ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
  headings: { fontWeight: "650" },
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { size: "sm" } },
    TextInput: { defaultProps: { size: "sm" } },
    PasswordInput: { defaultProps: { size: "sm" } },
    // Icon-only close buttons need a name (WCAG 4.1.2). "Dismiss", not "Close": several dialogs have
    // a "Close" button of their own, and one name for two buttons would be ambiguous.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Dismiss" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Dismiss" } } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Dismiss message" } } },
  },
});
