// Bulk approve / disapprove decide only undecided signatures, and the plan the dialog shows counts what
// the log records (issue 29 point 3).
import { describe, expect, it } from "vitest";
import {
  approveSignatures,
  bulkVerdictBlocker,
  bulkVerdictLogText,
  bulkVerdictSummary,
  decidedSignaturesKept,
  disapproveSignatures,
  planBulkVerdict,
  type Signature,
} from "./index";

const TODAY = "2026-11-24";
const sig = (name: string, type: Signature["type"], extra: Partial<Signature> = {}): Signature => ({
  name,
  date: null,
  type,
  valid: false,
  ...extra,
});
const failed = (name: string, id: number): Signature =>
  sig(name, "VSPP", { id, processInvalid: true, description: "Signature is stamped" });

// 26-SIGN001/SO as the issue found it: 001 an undecided VSP, 002 two disapproved VSPP, 003 an ASP.
const tier = [
  { id: "001", signatures: [sig("Stan Lee", "VSP", { id: 1 })] },
  { id: "002", signatures: [failed("Jack Kirby", 2), failed("John Romita", 3)] },
  { id: "003", signatures: [sig("Steve Ditko", "ASP", { id: 4, valid: true, date: TODAY })] },
];

describe("26-SIGN001/SO: Approve all signatures", () => {
  it("comic 002's two disapproved VSPP stay disapproved with their failure description", () => {
    const second = tier[1]?.signatures ?? [];
    expect(approveSignatures(second, TODAY)).toEqual(second);
    expect(approveSignatures(second, TODAY).map((s) => [s.valid, s.processInvalid, s.description])).toEqual([
      [false, true, "Signature is stamped"],
      [false, true, "Signature is stamped"],
    ]);
  });

  it("the plan names the one comic and the one signature it changes, and counts the decided ones kept", () => {
    const plan = planBulkVerdict(tier);
    expect(plan.comics.map(({ comic, changes }) => [comic.id, changes.map((s) => s.name)])).toEqual([
      ["001", ["Stan Lee"]],
    ]);
    expect(plan).toMatchObject({ comicCount: 1, signatureCount: 1, decidedCount: 2 });
    expect(bulkVerdictSummary("approve", plan)).toBe("Approved 1 signature on 1 comic");
    expect(bulkVerdictLogText("approve", plan)).toBe("Approved 1 signature on 1 comic: 001 Stan Lee (VSP)");
    expect(decidedSignaturesKept(plan.decidedCount)).toBe("2 already decided signatures keep their verdict.");
  });
});

describe("the bulk plan and its texts", () => {
  const open = [
    { id: "001", signatures: [sig("Stan Lee", "VSP")] },
    { id: "002", signatures: [sig("Jack Kirby", "VSPP"), sig("John Romita", "VSPP"), sig("Ditko", "ASP")] },
    { id: "003", signatures: [] },
  ];
  it("counts signatures and comics the same for the dialog and the log", () => {
    const plan = planBulkVerdict(open);
    expect(plan).toMatchObject({ comicCount: 2, signatureCount: 3, decidedCount: 0 });
    expect(bulkVerdictLogText("approve", plan)).toBe(
      "Approved 3 signatures on 2 comics: 001 Stan Lee (VSP); 002 Jack Kirby (VSPP), John Romita (VSPP)",
    );
    expect(bulkVerdictLogText("disapprove", plan, " Stamped ")).toBe(
      "Disapproved 3 signatures on 2 comics: 001 Stan Lee (VSP); 002 Jack Kirby (VSPP), John Romita (VSPP). Comment: Stamped",
    );
  });
  it("disapproving the plan's comics fails only the undecided ones", () => {
    const approved = sig("Stan Lee", "VSP", { valid: true, date: "2026-11-01" });
    const result = disapproveSignatures([approved, sig("Jack Kirby", "VSPP")], "Stamped");
    expect(result.ok && result.value.map((s) => [s.name, s.valid, s.processInvalid ?? false])).toEqual([
      ["Stan Lee", true, false],
      ["Jack Kirby", false, true],
    ]);
  });
  it("nothing to change: no VSP/VSPP at all, or every one already decided", () => {
    expect(bulkVerdictBlocker(planBulkVerdict(open))).toBeNull();
    expect(bulkVerdictBlocker(planBulkVerdict([tier[2] as (typeof tier)[number]]))).toBe(
      "There are no VSP or VSPP signatures to verify.",
    );
    expect(bulkVerdictBlocker(planBulkVerdict([tier[1] as (typeof tier)[number]]))).toBe(
      "Every VSP and VSPP signature of this tier is already approved or disapproved: nothing to change.",
    );
    expect(decidedSignaturesKept(1)).toBe("1 already decided signature keeps its verdict.");
  });
});
