import { DEFAULT_THEME, getContrastColor, MantineProvider, Modal, mergeMantineTheme } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, contrastRatio } from "./contrast";
import { accessibleColorVariables, theme } from "./theme";

const variables = accessibleColorVariables();
const gray = DEFAULT_THEME.colors.gray;

describe("theme contrast (WCAG 2.1 AA, issue 10 §8)", () => {
  it("measures the issue's figures on Mantine's stock colours", () => {
    const { yellow, lime } = DEFAULT_THEME.colors;
    expect(contrastRatio(yellow[9], yellow[1])).toBeCloseTo(2.69, 1);
    expect(contrastRatio(lime[9], lime[1])).toBeCloseTo(3.33, 1);
    expect(contrastRatio(gray[6], gray[0])).toBeCloseTo(3.15, 1);
  });

  it.each(["yellow", "lime", "orange", "green", "teal", "cyan", "red", "station"])(
    "a light %s badge reads at 4.5:1 or more on its tint and on the page",
    (name) => {
      const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
      const ink = variables[`--mantine-color-${name}-light-color`] as string;
      for (const background of [colors[name]?.[1] as string, "#ffffff", gray[0], gray[1]]) {
        expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      expect(variables[`--mantine-color-${name}-outline`]).toBe(ink);
    },
  );

  it("dimmed captions read at 4.5:1 on white, the page and hovered rows", () => {
    const dimmed = variables["--mantine-color-dimmed"] as string;
    for (const background of ["#ffffff", gray[0], gray[1]]) {
      expect(contrastRatio(dimmed, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it("field errors read at 4.5:1 on white and the page (Mantine's red.6 is 3.3:1)", () => {
    const error = variables["--mantine-color-error"] as string;
    expect(contrastRatio(DEFAULT_THEME.colors.red[6], "#ffffff")).toBeLessThan(AA_TEXT_CONTRAST);
    for (const background of ["#ffffff", gray[0], gray[1]]) {
      expect(contrastRatio(error, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it("filled colours get black or white text, whichever reads at 4.5:1 or more, at every shade", () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    for (const [name, shades] of Object.entries(merged.colors)) {
      shades.forEach((shade, index) => {
        const text = getContrastColor({ color: `${name}.${index}`, theme: merged }).includes("black")
          ? "#000000"
          : "#ffffff";
        expect(contrastRatio(text, shade), `${name}.${index} ${shade}`).toBeGreaterThanOrEqual(
          AA_TEXT_CONTRAST,
        );
      });
    }
  });
});

describe("names of icon-only buttons", () => {
  it("a dialog's close button is named", async () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => {}} title="Add a comment" transitionProps={{ duration: 0 }}>
          text
        </Modal>
      </MantineProvider>,
    );
    expect(await screen.findByRole("button", { name: "Dismiss" })).toBeTruthy();
  });
});
