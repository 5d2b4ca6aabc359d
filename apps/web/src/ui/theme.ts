import { createTheme, type MantineColorsTuple } from "@mantine/core";

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

export const theme = createTheme({
  primaryColor: "station",
  colors: { station },
  primaryShade: 7,
  defaultRadius: "md",
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "650" },
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { size: "sm" } },
    TextInput: { defaultProps: { size: "sm" } },
    PasswordInput: { defaultProps: { size: "sm" } },
  },
});
