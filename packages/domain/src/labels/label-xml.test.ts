import { describe, expect, it } from "vitest";
import { barcodePositionInvalid, CANNOT_SET_LENGTH, LABEL_COPIES_INVALID } from "../messages/administration";
import {
  buildLabelSetXml,
  buildLabelXml,
  buildPrintParamsXml,
  buildRenderParamsXml,
  type LabelText,
  labelPrintBatches,
  xmlEscape,
} from "./index";

const LABEL: LabelText = {
  titleLines: ["Tom & Jerry <Special>", 'The "Cat" Returns'],
  issue: "#1",
  year: "1964",
  publisher: "Dell",
  grade: "9.8",
  category: "Verified",
  colour: "signature",
  pageQuality: "White",
  signees: ["Stan Lee (Writer)"],
  keyComments: ["1st appearance & origin"],
  certification: "26-LABL006-001",
};

function xmlOf(result: ReturnType<typeof buildLabelXml>): string {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("buildLabelXml", () => {
  it("is a die-cut label with every text escaped, Arial 12 titles and a Code 128 barcode of the cert", () => {
    const xml = xmlOf(buildLabelXml(LABEL));
    expect(xml).toContain('<DieCutLabel Version="8.0" Units="twips">');
    expect(xml).toContain("<String>Tom &amp; Jerry &lt;Special&gt;</String>");
    expect(xml).toContain("<String>The &quot;Cat&quot; Returns</String>");
    expect(xml).toContain("<String>1st appearance &amp; origin</String>");
    expect(xml).not.toContain("<Special>");
    expect(xml).toContain('<Font Family="Arial" Size="12" Bold="True"');
    expect(xml).toContain("<Type>Code128Auto</Type>");
    expect(xml).toContain("<Text>26-LABL006-001</Text>");
    expect(xml).toContain("<String>#1  ·  1964  ·  Dell</String>");
    expect(xml).toContain("<String>Signed by Stan Lee (Writer)</String>");
    expect(xml).toContain("<String>9.8</String>");
    expect(xml).toContain("<String>White</String>");
    // The yellow signature band (#e0b000) behind the category.
    expect(xml).toContain('<BackColor Alpha="255" Red="224" Green="176" Blue="0" />');
  });

  it("takes the three barcode positions and refuses any other with the framework's text", () => {
    const below = xmlOf(buildLabelXml(LABEL, { barcodePosition: "BelowAddress" }));
    const above = xmlOf(buildLabelXml(LABEL, { barcodePosition: "AboveAddress" }));
    const barcodeY = (xml: string) => Number(/<\/BarcodeObject><Bounds X="\d+" Y="(\d+)"/.exec(xml)?.[1]);
    expect(barcodeY(above)).toBeLessThan(barcodeY(below));
    expect(xmlOf(buildLabelXml(LABEL, { barcodePosition: "Suppress" }))).not.toContain("<BarcodeObject>");
    expect(buildLabelXml(LABEL, { barcodePosition: "Middle" })).toEqual({
      ok: false,
      message: barcodePositionInvalid("Middle"),
    });
    expect(barcodePositionInvalid("Middle")).toBe("barcode position Middle is invalid value");
  });

  it("sets a length only on a continuous label: 0 is automatic, above 7200 is held at 7200", () => {
    expect(buildLabelXml(LABEL, { length: 3000 })).toEqual({ ok: false, message: CANNOT_SET_LENGTH });
    const auto = xmlOf(buildLabelXml(LABEL, { continuous: true, length: 0 }));
    expect(auto).toContain("<ContinuousLabel");
    expect(auto).toContain("<LengthMode>Auto</LengthMode><LabelLength>7200</LabelLength>");
    const fixed = xmlOf(buildLabelXml(LABEL, { continuous: true, length: 3000 }));
    expect(fixed).toContain("<LengthMode>Fixed</LengthMode><LabelLength>3000</LabelLength>");
    const capped = xmlOf(buildLabelXml(LABEL, { continuous: true, length: 9000 }));
    expect(capped).toContain("<LabelLength>7200</LabelLength>");
  });
});

describe("buildLabelSetXml and labelPrintBatches", () => {
  it("writes a record per label with every named object, escaped", () => {
    const second = {
      ...LABEL,
      titleLines: ["X-Men", ""] as [string, string],
      certification: "26-LABL006-002",
    };
    const xml = buildLabelSetXml([LABEL, second]);
    expect(xml.match(/<LabelRecord>/g)).toHaveLength(2);
    expect(xml).toContain('<ObjectData Name="TITLE1">Tom &amp; Jerry &lt;Special&gt;</ObjectData>');
    expect(xml).toContain('<ObjectData Name="CERTBARCODE">26-LABL006-002</ObjectData>');
    expect(xml).toContain('<ObjectData Name="TITLE2"></ObjectData>');
  });

  it("prints each colour band as its own set, in order", () => {
    const blue = { ...LABEL, colour: "universal" as const, certification: "26-LABL006-002" };
    const batches = labelPrintBatches([LABEL, blue, { ...LABEL, certification: "26-LABL006-003" }]);
    if (!batches.ok) throw new Error(batches.message);
    expect(batches.value.map((b) => [b.colour, b.count])).toEqual([
      ["signature", 2],
      ["universal", 1],
    ]);
    expect(labelPrintBatches([LABEL], { barcodePosition: "x" }).ok).toBe(false);
  });
});

describe("buildPrintParamsXml", () => {
  it("sends a twin turbo roll only to a LabelWriter Twin Turbo, and no cut mode to a LabelWriter", () => {
    const twin = buildPrintParamsXml(
      { printerType: "LabelWriterPrinter", isTwinTurbo: true },
      { copies: 2, jobTitle: "Labels <26-LABL006>", twinTurboRoll: "Left" },
    );
    expect(twin).toEqual({
      ok: true,
      value:
        "<LabelWriterPrintParams><Copies>2</Copies><JobTitle>Labels &lt;26-LABL006&gt;</JobTitle>" +
        "<FlowDirection>LeftToRight</FlowDirection><PrintQuality>BarcodeAndGraphics</PrintQuality>" +
        "<TwinTurboRoll>Left</TwinTurboRoll></LabelWriterPrintParams>",
    });
    const single = buildPrintParamsXml(
      { printerType: "LabelWriterPrinter", isTwinTurbo: false },
      { twinTurboRoll: "Left" },
    );
    expect(single.ok && single.value).not.toContain("TwinTurboRoll");
    expect(single.ok && single.value).not.toContain("CutMode");
  });

  it("gives tape and DZ printers alignment and cut mode, auto cut only where supported", () => {
    const tape = buildPrintParamsXml(
      { printerType: "TapePrinter", isAutoCutSupported: true },
      { twinTurboRoll: "Left" },
    );
    expect(tape.ok && tape.value).toMatch(
      /^<TapePrintParams>.*<Alignment>Center<\/Alignment><CutMode>AutoCut<\/CutMode><\/TapePrintParams>$/,
    );
    expect(tape.ok && tape.value).not.toContain("TwinTurboRoll");
    const dz = buildPrintParamsXml(
      { printerType: "DZPrinter", isAutoCutSupported: false },
      { cutMode: "AutoCut" },
    );
    expect(dz.ok && dz.value).toContain("<CutMode>ChainMarks</CutMode>");
    expect(buildPrintParamsXml({ printerType: "DZPrinter" }, { copies: 0 })).toEqual({
      ok: false,
      message: LABEL_COPIES_INVALID,
    });
  });
});

describe("xmlEscape and render params", () => {
  it("escapes the five XML characters", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
  it("writes the render parameters", () => {
    expect(buildRenderParamsXml({ shadowDepth: 2 })).toContain("<ShadowDepth>2</ShadowDepth>");
  });
});
