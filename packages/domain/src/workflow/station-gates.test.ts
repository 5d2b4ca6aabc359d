import { describe, expect, it } from "vitest";
import { type GateComic, type GateTier, stationGate } from "./station-gates";

const comic = (seq: number, fields: Partial<GateComic> = {}): GateComic => ({
  uniqueId: `26-KY0001C-00${seq}`,
  grade: null,
  partialGrade: false,
  reject: false,
  updatedStatus: null,
  hasImage: false,
  hasImageSP: false,
  scanned: true,
  pressed: false,
  pressFailed: false,
  signatures: [],
  ...fields,
});

const tier = (status: GateTier["status"], fields: Partial<GateTier> = {}): GateTier => ({
  status,
  processed: 3,
  count: 3,
  labelsVerified: false,
  ...fields,
});

describe("stationGate: PreGrade", () => {
  it("refuses a tier with an ungraded comic, naming it", () => {
    const gate = stationGate(tier("PreGrade"), [
      comic(1, { grade: 9.8 }),
      comic(2, { partialGrade: true }),
      comic(3),
    ]);
    expect(gate.canComplete).toBe(false);
    expect(gate.message).toBe("Cannot complete Pre-grade: 26-KY0001C-003 has no grade.");
    expect(gate.counter).toBe("Graded 2 of 3");
    expect(gate.comics.map((c) => c.state)).toEqual(["Graded 9.8", "Raw", "Pending"]);
  });

  it("passes once every comic is graded, raw graded or rejected", () => {
    const gate = stationGate(tier("PreGrade"), [
      comic(1, { grade: 10 }),
      comic(2, { partialGrade: true }),
      comic(3, { reject: true }),
    ]);
    expect(gate).toMatchObject({ canComplete: true, message: null, counter: "Graded 3 of 3" });
    expect(gate.comics.map((c) => c.state)).toEqual(["Graded 10.0", "Raw", "Rejected"]);
  });

  it("keeps the minimum: an unscanned comic is listed with what it lacks", () => {
    const gate = stationGate(tier("PreGrade", { processed: 1, count: 2 }), [
      comic(1, { grade: 9.8 }),
      comic(2, { scanned: false }),
    ]);
    expect(gate.message).toBe("Cannot complete Pre-grade: 26-KY0001C-002 has no grade, is not scanned.");
  });
});

describe("stationGate: Finalize", () => {
  it("counts only grades saved at Finalize as final", () => {
    const gate = stationGate(tier("Finalize", { processed: 2, count: 2 }), [
      comic(1, { grade: 9.4, updatedStatus: "PreGrade" }),
      comic(2),
    ]);
    expect(gate.message).toBe(
      "Cannot complete Finalize: 26-KY0001C-001 has no grade saved at Finalize; 26-KY0001C-002 has no grade.",
    );
    expect(gate.comics.map((c) => c.state)).toEqual(["Pre-graded: 9.4", "Pending"]);
    expect(gate.counter).toBe("Final grades 0 of 2");
  });

  it("passes when each comic was graded, raw graded or rejected at Finalize", () => {
    const at = { updatedStatus: "Finalize" };
    const gate = stationGate(tier("Finalize"), [
      comic(1, { grade: 9.4, ...at }),
      comic(2, { partialGrade: true, ...at }),
      comic(3, { reject: true, ...at }),
    ]);
    expect(gate).toMatchObject({ canComplete: true, counter: "Final grades 3 of 3" });
  });
});

describe("stationGate: Signature", () => {
  const vsp = { type: "VSP" as const, valid: false, processInvalid: false, description: null };
  it("refuses undecided VSP/VSPP and a failed one without its description", () => {
    const gate = stationGate(tier("Signature"), [
      comic(1, { signatures: [vsp, { ...vsp, type: "VSPP" }] }),
      comic(2, { signatures: [{ ...vsp, processInvalid: true }] }),
      comic(3, { signatures: [{ type: "ASP", valid: true, processInvalid: false, description: null }] }),
    ]);
    expect(gate.message).toBe(
      "Cannot complete Signature: 26-KY0001C-001 has 2 VSP/VSPP signatures not approved or disapproved; " +
        "26-KY0001C-002 has a failed VSP signature without a description.",
    );
    expect(gate.counter).toBe("Signatures decided 1 of 3");
    expect(gate.comics.map((c) => c.state)).toEqual([
      "2 signatures pending",
      "Description missing",
      "No VSP/VSPP",
    ]);
  });

  it("passes once each is approved or disapproved with a description", () => {
    const gate = stationGate(tier("Signature"), [
      comic(1, { signatures: [{ ...vsp, valid: true }] }),
      comic(2, { signatures: [{ ...vsp, type: "VSPP", processInvalid: true, description: "Not a match" }] }),
      comic(3),
    ]);
    expect(gate).toMatchObject({ canComplete: true, counter: "Signatures decided 2 of 2" });
  });
});

describe("stationGate: pictures", () => {
  it("ImagingSP needs every comic's special pictures", () => {
    const gate = stationGate(tier("ImagingSP"), [comic(1, { hasImageSP: true }), comic(2), comic(3)]);
    expect(gate.message).toBe(
      "Cannot complete Special imaging: 26-KY0001C-002 has no special pictures; 26-KY0001C-003 has no special pictures.",
    );
    expect(gate.counter).toBe("Special pictures 1 of 3");
  });

  it("Imaging needs every comic's cover, and passes with them", () => {
    expect(stationGate(tier("Imaging"), [comic(1, { hasImageSP: true })]).message).toBe(
      "Cannot complete Imaging: 26-KY0001C-001 has no cover picture.",
    );
    const gate = stationGate(tier("Imaging", { processed: 1, count: 1 }), [comic(1, { hasImage: true })]);
    expect(gate).toMatchObject({ canComplete: true, counter: "Pictures 1 of 1" });
    expect(gate.comics[0]?.state).toBe("Cover present");
  });
});

describe("stationGate: Labels", () => {
  it("refuses until the labels are verified", () => {
    expect(stationGate(tier("Labels"), [comic(1)]).message).toBe(
      "Cannot complete Labels: labels are not verified.",
    );
    const gate = stationGate(tier("Labels", { labelsVerified: true, processed: 1, count: 1 }), [comic(1)]);
    expect(gate).toMatchObject({ canComplete: true, counter: "Scanned 1 of 1" });
  });
});

describe("stationGate: Pressing", () => {
  it("refuses an unscanned comic without the missing-comic reason", () => {
    const comics = [comic(1), comic(2, { pressFailed: true }), comic(3, { scanned: false })];
    const gate = stationGate(tier("Pressing", { processed: 2 }), comics);
    expect(gate.message).toBe("Cannot complete Pressing: 26-KY0001C-003 is not scanned.");
    expect(gate.comics.map((c) => c.state)).toEqual(["Scanned", "Failed", "Not scanned"]);
    expect(gate.counter).toBe("Pressed, failed or scanned 2 of 3");
  });

  it("a comic whose pressing failed counts without a scan", () => {
    const comics = [comic(1), comic(2, { scanned: false, pressFailed: true })];
    expect(stationGate(tier("Pressing", { processed: 1, count: 2 }), comics).canComplete).toBe(true);
  });

  it("with a reason, the unscanned comics are reported missing", () => {
    const comics = [comic(1), comic(2, { scanned: false })];
    const gate = stationGate(tier("Pressing", { processed: 1, count: 2 }), comics, {
      missingReason: "002 stayed with the customer",
    });
    expect(gate.canComplete).toBe(true);
    expect(gate.comics[1]?.state).toBe("Reported missing");
  });
});

describe("stationGate: the scan-only stations and the listing", () => {
  it("HeatSeal keeps the minimum alone", () => {
    expect(stationGate(tier("HeatSeal"), [comic(1), comic(2), comic(3)]).canComplete).toBe(true);
    const short = stationGate(tier("HeatSeal", { processed: 0, count: 1 }), [comic(1, { scanned: false })]);
    expect(short.message).toBe("Cannot complete Heat seal: 26-KY0001C-001 is not scanned.");
    expect(short.counter).toBe("Scanned 0 of 1");
  });

  it("says so when processed falls short though every comic is marked scanned", () => {
    const gate = stationGate(tier("QC", { processed: 1, count: 2 }), [comic(1), comic(2)]);
    expect(gate.message).toBe("Cannot complete Quality control: only 1 of 2 comics are processed.");
  });

  it("lists at most 10 comics, then how many more", () => {
    const comics = Array.from({ length: 13 }, (_, i) => ({ ...comic(1), uniqueId: `26-BIG-${100 + i}` }));
    const gate = stationGate(tier("ImagingSP", { processed: 13, count: 13 }), comics);
    expect(gate.blockers).toHaveLength(13);
    expect(gate.message).toMatch(/26-BIG-109 has no special pictures; and 3 more\.$/);
    expect(gate.message).not.toContain("26-BIG-110");
  });
});
