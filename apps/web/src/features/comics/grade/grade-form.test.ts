import type { TComic } from "@gbo/contracts/orders";
import { CANNOT_COME_DIRECTLY } from "@gbo/domain/messages";
import { afterEach, describe, expect, it } from "vitest";
import { bodyOf, formOf } from "./grade-form";
import { advanceGradeNext, clearGradeNext, readGradeNext, startGradeNext } from "./grade-next";

const comic = {
  grade: 9.8,
  pageQuality: null,
  restoration: null,
  looksBetter: false,
  partialGrade: false,
  artwork: false,
  isSlab: false,
  isWitnessedSignature: false,
  press: 1,
  reject: true,
  rejectFees: 500,
  signees: [{ line1: "Stan Lee", line2: null }],
  artists: [],
  keyComments: [],
  backLabels: [],
  mangaLabelCode: null,
} as unknown as TComic;

describe("the grade form", () => {
  it("opens with the comic's grade as printed and its fee in dollars", () => {
    const form = formOf(comic);
    expect(form.grade).toBe("9.8");
    expect(form.rejectFees).toBe("5");
    expect(form.signees).toEqual([{ line1: "Stan Lee", line2: "" }]);
  });

  it("sends the typed grade as a number with the order's version, empty texts as null", () => {
    const body = bodyOf({ ...formOf(comic), grade: "10", note: "  " }, 7, true);
    expect(body).toMatchObject({
      version: 7,
      grade: 10,
      rejectFees: "5",
      note: null,
      confirmBelowScreen: true,
    });
    expect(body.signees).toEqual([{ line1: "Stan Lee", line2: null }]);
    expect(bodyOf({ ...formOf(comic), grade: "" }, 7, false).grade).toBeNull();
  });
});

describe("grade-next state in local storage", () => {
  afterEach(() => clearGradeNext());
  const at = { orderId: "26-WALK003", tierId: "SO" };

  it("walks the tier's comics in order, then ends", () => {
    const state = { ...at, seqs: ["002", "001", "003"] };
    expect(advanceGradeNext(state, "001")).toBe("002");
    expect(startGradeNext(readGradeNext(), at).ok).toBe(true);
    expect(advanceGradeNext(state, "003")).toBeNull();
    expect(readGradeNext()).toBeNull();
  });

  it("without stored state (or another tier's) says the spec's text", () => {
    expect(startGradeNext(readGradeNext(), at)).toEqual({ ok: false, message: CANNOT_COME_DIRECTLY });
    advanceGradeNext({ orderId: "26-WALK003", tierId: "NW", seqs: ["001", "002"] }, "001");
    expect(startGradeNext(readGradeNext(), at).ok).toBe(false);
  });
});
