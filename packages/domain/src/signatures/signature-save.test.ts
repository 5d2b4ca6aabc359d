// The signature view's save, the per-comic / bulk VSP verdicts and the log text (issue 11 point 3).
import { describe, expect, it } from "vitest";
import {
  approveSignatures,
  describeSignatures,
  disapproveSignatures,
  type Signature,
  settleSignature,
  validateSignatureSave,
} from "./index";

const TODAY = "2026-11-24";
const sig = (type: Signature["type"], extra: Partial<Signature> = {}): Signature => ({
  name: "Stan Lee",
  date: null,
  type,
  valid: false,
  ...extra,
});
const save = (signatures: Signature[], extra: Partial<Parameters<typeof validateSignatureSave>[0]> = {}) =>
  validateSignatureSave({ tierId: "SO", stored: [], signatures, version: 14, ...extra });

describe("settling a row as stored", () => {
  it("ASP is valid and dated today unless dated", () => {
    expect(settleSignature(undefined, sig("ASP"), TODAY)).toMatchObject({ valid: true, date: TODAY });
    expect(settleSignature(undefined, sig("ASP", { date: "2026-01-02" }), TODAY).date).toBe("2026-01-02");
  });
  it("a new VSP, or a row that just became VSPP, is invalid and undated whatever was sent", () => {
    expect(settleSignature(undefined, sig("VSP", { valid: true, date: TODAY }), TODAY)).toMatchObject({
      valid: false,
      date: null,
    });
    expect(settleSignature({ type: "VSP" }, sig("VSPP", { valid: true }), TODAY).valid).toBe(false);
  });
  it("an unchanged VSP keeps its verdict; a failed one is never valid", () => {
    expect(settleSignature({ type: "VSP" }, sig("VSP", { valid: true }), TODAY)).toMatchObject({
      valid: true,
      date: TODAY,
    });
    expect(
      settleSignature({ type: "VSP" }, sig("VSP", { valid: true, processInvalid: true }), TODAY).valid,
    ).toBe(false);
  });
});

describe("signature save checks", () => {
  it("every kept row needs a name; removed rows do not count", () => {
    expect(save([sig("ASP", { name: " " })])).toEqual({
      ok: false,
      message: "Please enter the name of each signature.",
    });
    expect(save([sig("ASP", { name: "", remove: true })]).ok).toBe(true);
  });
  it("at most 24 rows", () => {
    expect(save(Array.from({ length: 24 }, () => sig("ASP"))).ok).toBe(true);
    expect(save(Array.from({ length: 25 }, () => sig("ASP")))).toEqual({
      ok: false,
      message: "Up to 24 signatures can be entered.",
    });
  });
  it("raw grade and witnessed comics take ASP only", () => {
    const message = "Raw grade and witnessed-signature comics take ASP signatures only.";
    expect(save([sig("VSP")], { partialGrade: true })).toEqual({ ok: false, message });
    expect(save([sig("VSPP")], { isWitnessedSignature: true })).toEqual({ ok: false, message });
    expect(save([sig("ASP")], { isWitnessedSignature: true }).ok).toBe(true);
  });
  it("no VSP while a VSPP exists", () => {
    expect(save([sig("VSP"), sig("VSPP")])).toEqual({
      ok: false,
      message: "VSP cannot be set while a VSPP signature exists.",
    });
    expect(save([sig("VSP"), sig("VSPP", { remove: true })]).ok).toBe(true);
  });
  it("failed VSP and VSPP need descriptions with the spec's texts", () => {
    expect(save([sig("VSPP", { processInvalid: true })])).toEqual({
      ok: false,
      message: "All Failed VSP Plus Signatures require a description.",
    });
  });
  it("original art: the last signature cannot be removed; none refused above version 13", () => {
    const stored = [sig("ASP", { id: 1 })];
    expect(save([sig("ASP", { id: 1, remove: true })], { tierId: "OT", stored })).toEqual({
      ok: false,
      message: "Original Art needs one signature",
    });
    expect(save([], { tierId: "ZO" })).toEqual({
      ok: false,
      message: "Please note that Original Art submissions require at least one signature",
    });
    expect(save([], { tierId: "OE", version: 13 })).toEqual({
      ok: true,
      value: { warning: "Please note that Original Art submissions require at least one signature" },
    });
    expect(save([sig("ASP")], { tierId: "OT", stored }).ok).toBe(true);
  });
});

describe("approving and disapproving a comic's VSP and VSPP signatures", () => {
  const rows = [
    sig("VSP", { id: 1 }),
    sig("VSPP", { id: 2, date: "2026-11-01", processInvalid: true, description: "x" }),
    sig("ASP", { id: 3, valid: true, date: "2026-11-02" }),
  ];
  it("approval makes an undecided VSP/VSPP valid, dated today when undated; decided ones and ASP stay", () => {
    expect(approveSignatures(rows, TODAY)).toEqual([
      { ...rows[0], valid: true, processInvalid: false, date: TODAY },
      rows[1],
      rows[2],
    ]);
  });
  it("disapproval needs a comment", () => {
    expect(disapproveSignatures(rows, "  ")).toEqual({
      ok: false,
      message: "Please enter a comment for the disapproval.",
    });
  });
  it("disapproval fails undecided VSP and VSPP, each described by its own text or the comment", () => {
    const undecided = [sig("VSP", { id: 1 }), sig("VSPP", { id: 2 }), rows[2] as Signature];
    const result = disapproveSignatures(undecided, " ink is printed ", { 2: "stamped" });
    expect(result.ok && result.value).toEqual([
      { ...undecided[0], valid: false, processInvalid: true, description: "ink is printed" },
      { ...undecided[1], valid: false, processInvalid: true, description: "stamped" },
      rows[2],
    ]);
  });
  it("disapproval leaves an approved VSP approved and a failed one with its own description", () => {
    const approved = sig("VSP", { id: 4, valid: true, date: "2026-11-03" });
    const result = disapproveSignatures([approved, rows[1] as Signature], "stamped");
    expect(result.ok && result.value).toEqual([approved, rows[1]]);
  });
});

it("the log line names each kept signature and its type", () => {
  expect(
    describeSignatures([sig("VSP"), sig("ASP", { name: "Jack Kirby" }), sig("VSPP", { remove: true })]),
  ).toBe("Stan Lee (VSP), Jack Kirby (ASP)");
  expect(describeSignatures([])).toBe("none");
});
