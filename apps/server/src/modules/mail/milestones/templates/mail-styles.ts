// The e-mails' few colours and the font stack: system fonts only, since clients block remote fonts.
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const COLORS = {
  page: "#f4f5f7",
  ink: "#1f2328",
  muted: "#57606a",
  rule: "#d0d7de",
  accent: "#1f4e8c",
  highlight: "#fff6d6",
  warning: "#9a3412",
} as const;
