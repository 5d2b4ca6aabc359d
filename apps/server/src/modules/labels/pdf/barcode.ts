// The certification number as Code 128 (bwip-js). Labels draw the bars as vector rectangles from the
// encoder's bar widths (`raw`, ~0.5 ms a label) rather than embedding a rendered picture (`toBuffer`,
// ~14 ms a label): 500 labels stay well inside the 2 s budget and print sharp at any resolution.
import bwipjs from "bwip-js/node";

/** Bar and space widths in modules, bar first, quiet zones not included. */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw("code128", text, {});
  if (!symbol || !("sbs" in symbol)) throw new Error(`Code 128 could not encode "${text}"`);
  return symbol.sbs;
}

/** Total modules of a run of bar and space widths. */
export const moduleCount = (widths: readonly number[]): number => widths.reduce((sum, w) => sum + w, 0);

/** A Code 128 picture with its text under it, on white with a quiet zone (GET /api/test/getbarcode). */
export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: "code128",
    text,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: "center",
    backgroundcolor: "FFFFFF",
    paddingwidth: 12,
    paddingheight: 8,
  });
}
