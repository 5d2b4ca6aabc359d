// The label XML the local label service prints (administration §7 PrintLabel labelXml, labelSetXml and
// printParamsXml; §5 label framework rules; §9 default font Arial 12, continuous auto length), built from
// the same LabelText as the server's PDF. Every text is XML-escaped: titles and comments are typed by
// people ("Tom & Jerry <1st>").

import { LABEL_COPIES_INVALID } from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";
import { CONTINUOUS_LABEL_MAX_LENGTH, validateBarcodePosition, validateLabelLength } from "./label-printing";
import { LABEL_COLOUR_HEX, type LabelColour, type LabelText } from "./label-text";

/** §3 Printer printerType. */
export const LABEL_PRINTER_TYPES = ["LabelWriterPrinter", "TapePrinter", "DZPrinter"] as const;
export type LabelPrinterType = (typeof LABEL_PRINTER_TYPES)[number];

/** §9 "default label font Arial size 12". */
export const LABEL_DEFAULT_FONT = { family: "Arial", size: 12 } as const;

/** The named objects of the label: a label set record fills each by name. */
export const LABEL_OBJECTS = {
  title1: "TITLE1",
  title2: "TITLE2",
  facts: "FACTS",
  grade: "GRADE",
  category: "CATEGORY",
  pageQuality: "PAGEQUALITY",
  signees: "SIGNEES",
  keyComments: "KEYCOMMENTS",
  barcode: "CERTBARCODE",
} as const;
type ObjectKey = keyof typeof LABEL_OBJECTS;

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** What each named object prints for one label (the PDF prints the same). */
export function labelObjectTexts(label: LabelText): Record<ObjectKey, string> {
  return {
    title1: label.titleLines[0],
    title2: label.titleLines[1],
    facts: [label.issue, label.year, label.publisher].filter(Boolean).join("  ·  "),
    grade: label.grade ?? "",
    category: label.category ?? "",
    pageQuality: label.pageQuality ?? "",
    signees: label.signees.length > 0 ? `Signed by ${label.signees.join("; ")}` : "",
    keyComments: label.keyComments.join("; "),
    barcode: label.certification,
  };
}

export type LabelXmlOptions = {
  /** §5: AboveAddress, BelowAddress (the default) or Suppress (no barcode). */
  barcodePosition?: string;
  /** Tape printers print on continuous tape; LabelWriter and DZ on die-cut labels. */
  continuous?: boolean;
  /** Continuous labels only: 0 = automatic length (up to 7200), else the length in twips. */
  length?: number;
};

type Rgb = { red: number; green: number; blue: number };
const BLACK: Rgb = { red: 0, green: 0, blue: 0 };
const WHITE: Rgb = { red: 255, green: 255, blue: 255 };

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return { red: (n >> 16) & 255, green: (n >> 8) & 255, blue: n & 255 };
}

const color = (tag: string, c: Rgb, alpha = 255) =>
  `<${tag} Alpha="${alpha}" Red="${c.red}" Green="${c.green}" Blue="${c.blue}" />`;

type TextStyle = { size?: number; bold?: boolean; align?: "Left" | "Center" | "Right"; band?: Rgb };

function textObject(key: ObjectKey, text: string, style: TextStyle = {}): string {
  const size = style.size ?? LABEL_DEFAULT_FONT.size;
  const fore = style.band ? WHITE : BLACK;
  return [
    "<TextObject>",
    `<Name>${LABEL_OBJECTS[key]}</Name>`,
    color("ForeColor", fore),
    style.band ? color("BackColor", style.band) : color("BackColor", WHITE, 0),
    "<LinkedObjectName></LinkedObjectName>",
    "<Rotation>Rotation0</Rotation>",
    "<IsMirrored>False</IsMirrored>",
    "<IsVariable>True</IsVariable>",
    `<HorizontalAlignment>${style.align ?? "Left"}</HorizontalAlignment>`,
    "<VerticalAlignment>Middle</VerticalAlignment>",
    "<TextFitMode>ShrinkToFit</TextFitMode>",
    "<UseFullFontHeight>True</UseFullFontHeight>",
    "<Verticalized>False</Verticalized>",
    "<StyledText><Element>",
    `<String>${xmlEscape(text)}</String>`,
    "<Attributes>",
    `<Font Family="${LABEL_DEFAULT_FONT.family}" Size="${size}" Bold="${style.bold ? "True" : "False"}" Italic="False" Underline="False" Strikeout="False" />`,
    color("ForeColor", fore),
    "</Attributes>",
    "</Element></StyledText>",
    "</TextObject>",
  ].join("");
}

function barcodeObject(certification: string): string {
  return [
    "<BarcodeObject>",
    `<Name>${LABEL_OBJECTS.barcode}</Name>`,
    color("ForeColor", BLACK),
    color("BackColor", WHITE, 0),
    "<LinkedObjectName></LinkedObjectName>",
    "<Rotation>Rotation0</Rotation>",
    "<IsMirrored>False</IsMirrored>",
    "<IsVariable>True</IsVariable>",
    `<Text>${xmlEscape(certification)}</Text>`,
    "<Type>Code128Auto</Type>",
    "<Size>Small</Size>",
    "<TextPosition>Bottom</TextPosition>",
    `<TextFont Family="${LABEL_DEFAULT_FONT.family}" Size="8" Bold="False" Italic="False" Underline="False" Strikeout="False" />`,
    `<CheckSumFont Family="${LABEL_DEFAULT_FONT.family}" Size="8" Bold="False" Italic="False" Underline="False" Strikeout="False" />`,
    "<TextEmbedding>None</TextEmbedding>",
    "<ECLevel>0</ECLevel>",
    "<HorizontalAlignment>Center</HorizontalAlignment>",
    '<QuietZonesPadding Left="0" Top="0" Right="0" Bottom="0" />',
    "</BarcodeObject>",
  ].join("");
}

const placed = (object: string, x: number, y: number, width: number, height: number) =>
  `<ObjectInfo>${object}<Bounds X="${x}" Y="${y}" Width="${width}" Height="${height}" /></ObjectInfo>`;

/** The text objects with their styles, in print order. */
function textObjects(label: LabelText): Record<Exclude<ObjectKey, "barcode">, string> {
  const texts = labelObjectTexts(label);
  return {
    title1: textObject("title1", texts.title1, { bold: true }),
    title2: textObject("title2", texts.title2, { bold: true }),
    facts: textObject("facts", texts.facts, { size: 9 }),
    signees: textObject("signees", texts.signees, { size: 8 }),
    keyComments: textObject("keyComments", texts.keyComments, { size: 8 }),
    grade: textObject("grade", texts.grade, { size: 28, bold: true, align: "Center" }),
    category: textObject("category", texts.category, {
      size: 9,
      bold: true,
      align: "Center",
      band: rgbOf(LABEL_COLOUR_HEX[label.colour]),
    }),
    pageQuality: textObject("pageQuality", texts.pageQuality, { size: 8, align: "Center" }),
  };
}

/**
 * A 30252 Address die-cut label in landscape (5040 × 1581 twips): the text column on the left with the
 * barcode above or below it, the grade box, colour band and page quality on the right.
 */
function dieCutLabelXml(label: LabelText, barcode: "AboveAddress" | "BelowAddress" | "Suppress"): string {
  const t = textObjects(label);
  const BARCODE_HEIGHT = 420;
  const textTop = barcode === "AboveAddress" ? 60 + BARCODE_HEIGHT : 60;
  const rows: [string, number][] = [
    [t.title1, 240],
    [t.title2, 240],
    [t.facts, 200],
    [t.signees, 180],
    [t.keyComments, 180],
  ];
  let y = textTop;
  const left = rows.map(([object, height]) => {
    const info = placed(object, 150, y, 3500, height);
    y += height;
    return info;
  });
  const barcodeY = barcode === "AboveAddress" ? 40 : 1581 - 60 - BARCODE_HEIGHT;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<DieCutLabel Version="8.0" Units="twips">',
    "<PaperOrientation>Landscape</PaperOrientation>",
    "<Id>Address</Id>",
    "<PaperName>30252 Address</PaperName>",
    '<DrawCommands><RoundRectangle X="0" Y="0" Width="1581" Height="5040" Rx="270" Ry="270" /></DrawCommands>',
    ...left,
    barcode === "Suppress"
      ? ""
      : placed(barcodeObject(label.certification), 150, barcodeY, 3500, BARCODE_HEIGHT),
    placed(t.grade, 3750, 60, 1200, 720),
    placed(t.category, 3750, 800, 1200, 300),
    placed(t.pageQuality, 3750, 1120, 1200, 260),
    "</DieCutLabel>",
  ].join("");
}

const cell = (content: string, length: number) =>
  `<Cell>${content}<ObjectMargin Left="0" Right="0" Top="0" Bottom="0" /><Length>${length}</Length><LengthMode>${length === 0 ? "Auto" : "Fixed"}</LengthMode><BorderWidth>0</BorderWidth><BorderStyle>Solid</BorderStyle>${color("BorderColor", BLACK)}</Cell>`;

/** A tape label: the texts and the barcode side by side, `length` 0 = as long as they need. */
function continuousLabelXml(
  label: LabelText,
  barcode: "AboveAddress" | "BelowAddress" | "Suppress",
  length: number,
): string {
  const t = textObjects(label);
  const texts = [t.title1, t.title2, t.facts, t.grade, t.category, t.pageQuality, t.signees, t.keyComments];
  const cells = texts.map((object) => cell(object, 0));
  if (barcode !== "Suppress") {
    const code = cell(barcodeObject(label.certification), 0);
    if (barcode === "AboveAddress") cells.unshift(code);
    else cells.push(code);
  }
  const mode = length === 0 ? "Auto" : "Fixed";
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<ContinuousLabel Version="8.0" Units="twips">',
    "<PaperOrientation>Landscape</PaperOrientation>",
    "<Id>Tape12mm</Id>",
    "<PaperName>12mm</PaperName>",
    `<LengthMode>${mode}</LengthMode>`,
    // Automatic length grows the tape up to the longest continuous label (§9).
    `<LabelLength>${length === 0 ? CONTINUOUS_LABEL_MAX_LENGTH : length}</LabelLength>`,
    "<RootCell>",
    `<Length>${length}</Length><LengthMode>${mode}</LengthMode>`,
    "<BorderWidth>0</BorderWidth><BorderStyle>Solid</BorderStyle>",
    color("BorderColor", BLACK),
    "<SubcellsOrientation>Horizontal</SubcellsOrientation>",
    `<Subcells>${cells.join("")}</Subcells>`,
    "</RootCell>",
    "</ContinuousLabel>",
  ].join("");
}

/**
 * The label document for one label. Fails with the §8 text when the barcode position is not one of
 * the three, or a length is set on a die-cut label ('Cannot set length on non-continuous label.').
 */
export function buildLabelXml(label: LabelText, options: LabelXmlOptions = {}): Result<string> {
  const position = validateBarcodePosition(options.barcodePosition ?? "BelowAddress");
  if (!position.ok) return position;
  if (!options.continuous) {
    if (options.length !== undefined) {
      const length = validateLabelLength({ isContinuous: false, length: options.length });
      if (!length.ok) return length;
    }
    return ok(dieCutLabelXml(label, position.value));
  }
  const length = validateLabelLength({ isContinuous: true, length: options.length ?? 0 });
  if (!length.ok) return length;
  return ok(continuousLabelXml(label, position.value, length.value));
}

/** Several labels printed from one label document: a record per label fills its named objects. */
export function buildLabelSetXml(labels: readonly LabelText[]): string {
  const records = labels.map((label) => {
    const texts = labelObjectTexts(label);
    const data = (Object.keys(LABEL_OBJECTS) as ObjectKey[])
      .map((key) => `<ObjectData Name="${LABEL_OBJECTS[key]}">${xmlEscape(texts[key])}</ObjectData>`)
      .join("");
    return `<LabelRecord>${data}</LabelRecord>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?><LabelSet>${records.join("")}</LabelSet>`;
}

/**
 * One print per colour band: a label set shares its document's band, so labels of another colour go
 * in their own set. Labels keep their order within a band.
 */
export function labelPrintBatches(
  labels: readonly LabelText[],
  options: LabelXmlOptions = {},
): Result<{ colour: LabelColour; count: number; labelXml: string; labelSetXml: string }[]> {
  const byColour = new Map<LabelColour, LabelText[]>();
  for (const label of labels) byColour.set(label.colour, [...(byColour.get(label.colour) ?? []), label]);
  const batches = [];
  for (const [colour, group] of byColour) {
    const labelXml = buildLabelXml(group[0] as LabelText, options);
    if (!labelXml.ok) return labelXml;
    batches.push({
      colour,
      count: group.length,
      labelXml: labelXml.value,
      labelSetXml: buildLabelSetXml(group),
    });
  }
  return ok(batches);
}

/** §3 Print parameters. */
export type LabelPrintParams = {
  copies?: number;
  jobTitle?: string;
  flowDirection?: "LeftToRight" | "RightToLeft";
  printQuality?: "Text" | "BarcodeAndGraphics" | "Auto";
  twinTurboRoll?: "Left" | "Right" | "Auto";
  alignment?: "Left" | "Center" | "Right";
  cutMode?: "AutoCut" | "ChainMarks";
};

export type LabelPrinterFlags = {
  printerType: LabelPrinterType;
  isTwinTurbo?: boolean;
  isAutoCutSupported?: boolean;
};

/**
 * The print parameters for this printer: a twin turbo roll only for a LabelWriter that is a Twin Turbo;
 * alignment and cut mode only for tape and DZ printers (AutoCut only where the printer supports it).
 */
export function buildPrintParamsXml(
  printer: LabelPrinterFlags,
  params: LabelPrintParams = {},
): Result<string> {
  const copies = params.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1) return fail(LABEL_COPIES_INVALID);
  const isTape = printer.printerType === "TapePrinter";
  const root = isTape ? "TapePrintParams" : "LabelWriterPrintParams";
  const parts = [
    `<Copies>${copies}</Copies>`,
    params.jobTitle ? `<JobTitle>${xmlEscape(params.jobTitle)}</JobTitle>` : "",
    `<FlowDirection>${params.flowDirection ?? "LeftToRight"}</FlowDirection>`,
  ];
  if (!isTape) parts.push(`<PrintQuality>${params.printQuality ?? "BarcodeAndGraphics"}</PrintQuality>`);
  if (printer.printerType === "LabelWriterPrinter" && printer.isTwinTurbo) {
    parts.push(`<TwinTurboRoll>${params.twinTurboRoll ?? "Auto"}</TwinTurboRoll>`);
  }
  if (printer.printerType !== "LabelWriterPrinter") {
    parts.push(`<Alignment>${params.alignment ?? "Center"}</Alignment>`);
    const cutMode = printer.isAutoCutSupported ? (params.cutMode ?? "AutoCut") : "ChainMarks";
    parts.push(`<CutMode>${cutMode}</CutMode>`);
  }
  return ok(`<${root}>${parts.join("")}</${root}>`);
}

/** §3 Render parameters: the preview PNG's label and shadow colours. */
export function buildRenderParamsXml(
  params: {
    labelColor?: Rgb;
    shadowColor?: Rgb;
    shadowDepth?: number;
    flowDirection?: "LeftToRight" | "RightToLeft";
    pngUseDisplayResolution?: boolean;
  } = {},
): string {
  return [
    "<LabelRenderParams>",
    color("LabelColor", params.labelColor ?? WHITE),
    color("ShadowColor", params.shadowColor ?? { red: 128, green: 128, blue: 128 }),
    `<ShadowDepth>${params.shadowDepth ?? 0}</ShadowDepth>`,
    `<FlowDirection>${params.flowDirection ?? "LeftToRight"}</FlowDirection>`,
    `<PngUseDisplayResolution>${params.pngUseDisplayResolution === false ? "False" : "True"}</PngUseDisplayResolution>`,
    "</LabelRenderParams>",
  ].join("");
}
