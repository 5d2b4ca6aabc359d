// The certification number as a Code 128 barcode, drawn by bwip-js into SVG (the server's PDF uses the
// same encoder, so the proof shows the bars that print). Only the code128 encoder is imported.
import { code128, drawingSVG } from "bwip-js/browser";

export type BarcodeSvg = { viewBox: string; body: string };

/** The bars as an SVG viewBox and inner markup, to nest in the label's SVG; null for an empty code. */
export function code128Svg(text: string): BarcodeSvg | null {
  if (!text) return null;
  const svg = code128({ bcid: "code128", text, scale: 2, height: 10, includetext: false }, drawingSVG());
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  return viewBox && body ? { viewBox, body } : null;
}
