import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TIER_STATUSES, type TierStatus, tierStatusIndex } from "./statuses";
import {
  canCompleteTier,
  firstTierStatus,
  nextTierStatus,
  rejectTargets,
  skipSpecialImaging,
  type TierServices,
  tierRoute,
  togglePreGradeFinalize,
  validateRejectTarget,
  validateSkipSpecialImaging,
  validateTierCompletion,
} from "./tier-route";

const ALL: TierServices = {
  hasSpecialImaging: true,
  hasSignature: true,
  hasPressing: true,
  hasImaging: true,
};
const NONE: TierServices = {
  hasSpecialImaging: false,
  hasSignature: false,
  hasPressing: false,
  hasImaging: false,
};

describe("tier route (ImagingSP, Signature, Pressing, PreGrade, Finalize, Labels, HeatSeal, Slab, QC, Imaging, Shipping)", () => {
  it("a tier with every service visits every status in route order", () => {
    expect(tierRoute(ALL)).toEqual([...TIER_STATUSES]);
    expect(firstTierStatus(ALL)).toBe("ImagingSP");
  });

  it("stations whose service the tier lacks are skipped", () => {
    expect(tierRoute(NONE)).toEqual(["PreGrade", "Finalize", "Labels", "HeatSeal", "Slab", "QC", "Shipping"]);
    expect(firstTierStatus(NONE)).toBe("PreGrade");
    expect(firstTierStatus({ ...NONE, hasPressing: true })).toBe("Pressing");
    expect(firstTierStatus({ ...NONE, hasSignature: true })).toBe("Signature");
  });

  it.each<[TierStatus, TierServices, TierStatus]>([
    ["ImagingSP", ALL, "Signature"],
    ["Signature", ALL, "Pressing"],
    ["Signature", { ...ALL, hasPressing: false }, "PreGrade"],
    ["PreGrade", NONE, "Finalize"],
    ["Finalize", NONE, "Labels"],
    ["Labels", NONE, "HeatSeal"],
    ["HeatSeal", NONE, "Slab"],
    ["Slab", NONE, "QC"],
    ["QC", ALL, "Imaging"],
    ["QC", NONE, "Shipping"],
    ["Imaging", ALL, "Shipping"],
    ["Shipping", ALL, "Shipping"],
    // Services changed after routing: the tier moves on to the next status it still has.
    ["Pressing", NONE, "PreGrade"],
  ])("completing %s routes to the next status", (current, services, next) => {
    expect(nextTierStatus(current, services)).toBe(next);
  });

  it("a reject made before QC goes, once reworked, to QC: not on to the stations after the rework", () => {
    // At Finalize, sent back to PreGrade: after the rework it goes to QC, not to Finalize or Labels.
    expect(nextTierStatus("PreGrade", ALL, { rejected: true })).toBe("QC");
    // At Finalize, sent back to Pressing: the same.
    expect(nextTierStatus("Pressing", ALL, { rejected: true })).toBe("QC");
  });

  it("a rejected tier, once reworked, goes on to the quality screen", () => {
    expect(nextTierStatus("Pressing", ALL, { rejected: true })).toBe("QC");
    expect(nextTierStatus("PreGrade", NONE, { rejected: true })).toBe("QC");
    expect(nextTierStatus("Finalize", NONE, { rejected: true })).toBe("QC");
    // At or after QC the reject changes nothing.
    expect(nextTierStatus("QC", ALL, { rejected: true })).toBe("Imaging");
  });

  const services = fc.record({
    hasSpecialImaging: fc.boolean(),
    hasSignature: fc.boolean(),
    hasPressing: fc.boolean(),
    hasImaging: fc.boolean(),
  });

  it("walking from the first status visits statuses in strictly increasing route order, ending at Shipping", () => {
    fc.assert(
      fc.property(services, fc.boolean(), (s, rejected) => {
        let status = firstTierStatus(s);
        const visited: TierStatus[] = [status];
        while (status !== "Shipping") {
          const next = nextTierStatus(status, s, { rejected });
          expect(tierStatusIndex(next)).toBeGreaterThan(tierStatusIndex(status));
          status = next;
          visited.push(status);
        }
        expect(visited.at(-1)).toBe("Shipping");
        if (!rejected) expect(visited).toEqual(tierRoute(s));
        // Never a station whose service the tier lacks.
        for (const st of visited) expect(tierRoute(s)).toContain(st);
      }),
    );
  });
});

describe("every status the workflow can reach is reached only in route order", () => {
  const services = fc.record({
    hasSpecialImaging: fc.boolean(),
    hasSignature: fc.boolean(),
    hasPressing: fc.boolean(),
    hasImaging: fc.boolean(),
  });
  // Any sequence of what a worker can do to a tier: complete it, reject it to one of the offered
  // targets (the number picks which), toggle PreGrade/Finalize, skip special imaging.
  const action = fc.oneof(
    fc.constant({ kind: "complete" as const }),
    fc.record({ kind: fc.constant("reject" as const), pick: fc.nat() }),
    fc.constant({ kind: "toggle" as const }),
    fc.constant({ kind: "skip" as const }),
  );

  it("until a reject, a status is first entered only after every earlier station; after one, the rework goes to QC", () => {
    fc.assert(
      fc.property(services, fc.array(action, { maxLength: 40 }), (s, actions) => {
        const route = tierRoute(s);
        let status = firstTierStatus(s);
        let isRejected = false;
        let hasBeenRejected = false;
        const visited = new Set<TierStatus>([status]);
        for (const a of actions) {
          if (status === "Shipping") break;
          let next: TierStatus | null = null;
          if (a.kind === "complete") {
            next = nextTierStatus(status, s, { rejected: isRejected });
          }
          if (a.kind === "toggle") next = togglePreGradeFinalize(status);
          if (a.kind === "skip") next = skipSpecialImaging(status);
          if (a.kind === "reject") {
            const targets = rejectTargets(status, [...visited]);
            next = targets.length ? (targets[a.pick % targets.length] ?? null) : null;
          }
          if (next === null) continue;
          // A reworked tier goes to QC whatever it skipped (workflow §4); QC may send it on from there.
          if (a.kind === "complete" && isRejected && tierStatusIndex(status) < tierStatusIndex("QC"))
            expect(next).toBe("QC");
          if (a.kind === "reject") hasBeenRejected = true;
          if (!visited.has(next) && !hasBeenRejected) {
            const earlier = route.filter((st) => tierStatusIndex(st) < tierStatusIndex(next));
            for (const st of earlier) expect(visited).toContain(st);
          }
          // Signature only when routed there or by skipping special imaging; Imaging only when routed.
          if (next === "Imaging") expect(s.hasImaging).toBe(true);
          if (next === "Signature")
            expect(s.hasSignature || a.kind === "skip" || visited.has("Signature")).toBe(true);
          if (a.kind === "reject") isRejected = true;
          else if (tierStatusIndex(next) >= tierStatusIndex("QC")) isRejected = false;
          visited.add(next);
          status = next;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("reject targets (never Signature or Imaging if it was never routed there)", () => {
  it("lists earlier statuses only", () => {
    expect(rejectTargets("Finalize", ["Signature", "Pressing", "PreGrade"])).toEqual([
      "ImagingSP",
      "Signature",
      "Pressing",
      "PreGrade",
    ]);
    expect(rejectTargets("ImagingSP", [])).toEqual([]);
  });

  it("leaves out Signature and Imaging when the tier never went there", () => {
    const targets = rejectTargets("Shipping", ["PreGrade", "Finalize", "Labels", "HeatSeal", "Slab", "QC"]);
    expect(targets).not.toContain("Signature");
    expect(targets).not.toContain("Imaging");
    expect(targets).toContain("QC");
    expect(rejectTargets("Shipping", ["Imaging"])).toContain("Imaging");
  });
});

describe("other tier transitions", () => {
  it("PreGrade and Finalize can be toggled", () => {
    expect(togglePreGradeFinalize("PreGrade")).toBe("Finalize");
    expect(togglePreGradeFinalize("Finalize")).toBe("PreGrade");
    expect(togglePreGradeFinalize("Labels")).toBeNull();
  });

  it("a tier may complete when processed reaches count", () => {
    expect(canCompleteTier({ processed: 4, count: 5 })).toBe(false);
    expect(canCompleteTier({ processed: 5, count: 5 })).toBe(true);
  });

  it("skipping special imaging routes the tier to Signature", () => {
    expect(skipSpecialImaging("ImagingSP")).toBe("Signature");
    expect(skipSpecialImaging("Pressing")).toBeNull();
  });
});

describe("tier action validators", () => {
  it("a reject target must be an earlier status the tier may go back to", () => {
    expect(validateRejectTarget("QC", "Pressing", ["Pressing"])).toEqual({ ok: true, value: "Pressing" });
    expect(validateRejectTarget("QC", "Signature", ["Pressing"])).toEqual({
      ok: false,
      message: "A tier can only be sent back to an earlier station it went through.",
    });
    expect(validateRejectTarget("Pressing", "QC", []).ok).toBe(false);
  });

  it("completion needs every comic processed", () => {
    expect(validateTierCompletion({ processed: 2, count: 3 })).toEqual({
      ok: false,
      message: "All comics of this tier must be processed first.",
    });
    expect(validateTierCompletion({ processed: 3, count: 3 }).ok).toBe(true);
  });

  it("skipping special imaging needs a comment and a tier at ImagingSP", () => {
    expect(validateSkipSpecialImaging("ImagingSP", " no sp images ")).toEqual({
      ok: true,
      value: { status: "Signature", comment: "no sp images" },
    });
    expect(validateSkipSpecialImaging("ImagingSP", "")).toEqual({
      ok: false,
      message: "Please enter a comment for skipping special imaging.",
    });
    expect(validateSkipSpecialImaging("Pressing", "x")).toEqual({
      ok: false,
      message: "This tier is not waiting for special imaging.",
    });
  });
});
