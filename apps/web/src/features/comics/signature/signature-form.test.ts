// The signature form's logic: slots, the type cycle a worker clicks through, removal with the
// original-art rule, the live category, the save body and the checks repeated from the server.
import type { TComic } from "@gbo/contracts/orders";
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  checkSave,
  cycleHint,
  cycleType,
  isDirty,
  isVspBlocked,
  liveCategory,
  removeRow,
  rowsOf,
  type SignatureRowForm,
  validityText,
} from "./signature-form";

const TODAY = "2026-11-24";
type Stored = TComic["signatures"][number];
const stored = (id: number, type: Stored["type"], extra: Partial<Stored> = {}): Stored => ({
  id,
  name: `Signer ${id}`,
  date: null,
  type,
  label: null,
  valid: type === "ASP",
  processInvalid: false,
  description: null,
  ...extra,
});
const comicWith = (signatures: Stored[], extra: Partial<TComic> = {}) =>
  ({
    tierId: "SO",
    partialGrade: false,
    isWitnessedSignature: false,
    reject: false,
    signatures,
    ...extra,
  }) as TComic;
const types = (rows: SignatureRowForm[]) => rows.filter((r) => r.name).map((r) => r.type);

describe("slots", () => {
  it("opens with the comic's rows and one empty row (two for none), up to 24", () => {
    expect(rowsOf(comicWith([]))).toHaveLength(2);
    expect(rowsOf(comicWith([stored(1, "VSP")]))).toHaveLength(2);
    expect(rowsOf(comicWith(Array.from({ length: 13 }, (_, i) => stored(i + 1, "ASP"))))).toHaveLength(14);
    expect(rowsOf(comicWith(Array.from({ length: 24 }, (_, i) => stored(i + 1, "ASP"))))).toHaveLength(24);
  });
  it("sends only filled rows; a stored row keeps its id", () => {
    const rows = rowsOf(comicWith([stored(7, "VSP")]));
    rows[1] = { ...(rows[1] as SignatureRowForm), name: " Jack Kirby " };
    expect(bodyOf(rows, 5)).toEqual({
      version: 5,
      signatures: [
        expect.objectContaining({ id: 7, name: "Signer 7", type: "VSP", remove: false }),
        expect.objectContaining({ name: "Jack Kirby", type: "ASP", valid: true }),
      ],
    });
    expect(isDirty(comicWith([stored(7, "VSP")]), rows)).toBe(true);
    expect(isDirty(comicWith([stored(7, "VSP")]), rowsOf(comicWith([stored(7, "VSP")])))).toBe(false);
  });
});

describe("the type button", () => {
  it("cycles ASP → VSP → VSPP → ASP; VSP/VSPP are not verified and undated, ASP valid and dated today", () => {
    const comic = comicWith([stored(1, "ASP", { date: "2026-11-01" })]);
    let rows = rowsOf(comic);
    rows = cycleType(rows, 0, comic, TODAY);
    expect(rows[0]).toMatchObject({ type: "VSP", valid: false, date: null });
    expect(validityText(rows[0] as SignatureRowForm)).toBe("Not verified");
    rows = cycleType(rows, 0, comic, TODAY);
    expect(rows[0]).toMatchObject({ type: "VSPP", valid: false });
    rows = cycleType(rows, 0, comic, TODAY);
    expect(rows[0]).toMatchObject({ type: "ASP", valid: true, date: TODAY });
  });
  it("skips VSP while another row is VSPP, and says why", () => {
    const comic = comicWith([stored(1, "VSPP"), stored(2, "ASP")]);
    expect(types(cycleType(rowsOf(comic), 1, comic, TODAY))).toEqual(["VSPP", "VSPP"]);
    expect(cycleHint(rowsOf(comic), 1, comic)).toBe("VSP cannot be set while a VSPP signature exists.");
    expect(isVspBlocked(rowsOf(comic), 1)).toBe(true);
    expect(cycleHint(rowsOf(comic), 0, comic)).toBeNull();
  });
  it("stays ASP on raw-grade and witnessed comics", () => {
    const comic = comicWith([stored(1, "ASP")], { isWitnessedSignature: true });
    expect(types(cycleType(rowsOf(comic), 0, comic, TODAY))).toEqual(["ASP"]);
  });
});

describe("the category shown live", () => {
  it("follows the rows as edited", () => {
    const comic = comicWith([stored(1, "VSP", { valid: true })]);
    const rows = rowsOf(comic);
    expect(liveCategory(comic, rows)).toBe("Verified");
    expect(liveCategory(comic, cycleType(rows, 0, comic, TODAY))).toBe("Certified");
    expect(liveCategory(comic, cycleType(cycleType(rows, 0, comic, TODAY), 0, comic, TODAY))).toBe(
      "Authentic",
    );
    expect(liveCategory(comicWith([], { reject: true }), [])).toBeNull();
  });
});

describe("removing", () => {
  it("marks a stored row (taken back with a second click) and empties a new one", () => {
    const comic = comicWith([stored(1, "ASP"), stored(2, "ASP")]);
    const marked = removeRow(rowsOf(comic), 0, "SO");
    expect(marked.ok && marked.value[0]?.remove).toBe(true);
    const back = marked.ok ? removeRow(marked.value, 0, "SO") : marked;
    expect(back.ok && back.value[0]?.remove).toBe(false);
  });
  it("refuses the last signature of original art with the spec's text", () => {
    const comic = comicWith([stored(1, "ASP")], { tierId: "OT" });
    expect(removeRow(rowsOf(comic), 0, "OT")).toEqual({
      ok: false,
      message: "Original Art needs one signature",
    });
  });
});

describe("checks before sending", () => {
  it("a failed VSP needs its description", () => {
    const comic = comicWith([stored(1, "VSP", { processInvalid: true, description: "smudged" })]);
    const rows = rowsOf(comic).map((r, i) => (i === 0 ? { ...r, description: "" } : r));
    expect(checkSave(comic, rows)).toEqual({
      ok: false,
      message: "All Failed VSP Signatures require a description.",
    });
    expect(checkSave(comic, rowsOf(comic)).ok).toBe(true);
  });
  it("no VSP beside a VSPP", () => {
    const comic = comicWith([stored(1, "VSPP")]);
    const rows = rowsOf(comic).map((r, i) => (i === 1 ? { ...r, name: "X", type: "VSP" as const } : r));
    expect(checkSave(comic, rows)).toEqual({
      ok: false,
      message: "VSP cannot be set while a VSPP signature exists.",
    });
  });
});
