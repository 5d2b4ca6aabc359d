// Station gates (issue 29): "a tier may complete when processed reaches count" (workflow §4) is the
// floor's minimum; each station's completion also checks its own step, so a tier never leaves a
// station with that step silently skipped. One rule per station, beside the tier route; the server
// enforces it on completion, the tier screen shows the same list before Complete is pressed.
import {
  cannotCompleteStation,
  GATE_LIST_CAP,
  LABELS_NOT_VERIFIED,
  LACKS_COVER_PICTURE,
  LACKS_FINAL_GRADE,
  LACKS_GRADE,
  LACKS_SCAN,
  LACKS_SPECIAL_PICTURES,
  lacksFailedDescription,
  lacksSignatureDecision,
  processedOf,
} from "../messages/workflow";
import { isSignatureDecided, type Signature } from "../signatures/index";
import { STATUS_LABELS, type TierStatus } from "./statuses";
import { canCompleteTier } from "./tier-route";

export type GateSignature = Pick<Signature, "type" | "valid" | "processInvalid" | "description">;

/** A comic as the gates read it (the tier screen's comic line plus its signatures). */
export type GateComic = {
  uniqueId: string;
  grade: number | null;
  partialGrade: boolean;
  reject: boolean;
  /** The station the comic's grade was last saved at (the grade view writes it). */
  updatedStatus: string | null;
  hasImage: boolean;
  hasImageSP: boolean;
  scanned: boolean;
  pressed: boolean;
  pressFailed: boolean;
  signatures: readonly GateSignature[];
};

export type GateTier = { status: TierStatus; processed: number; count: number; labelsVerified: boolean };

/** One comic at the tier's station: what its column shows and what keeps it from completion. */
export type ComicStationState = {
  uniqueId: string;
  /** "Graded 9.8", "Raw", "Rejected", "Pending", "Pictures present", "2 signatures pending" … */
  state: string;
  /** The station's own step is done for this comic (scanning is counted apart). */
  isDone: boolean;
  /** What it still lacks ("has no grade", "is not scanned"); empty when nothing. */
  lacks: string[];
};

export type StationGate = {
  canComplete: boolean;
  /** Each comic (or the tier) and what it lacks, uncapped: "26-KY0001C-001 has no grade". */
  blockers: string[];
  /** The refusal, the list capped at GATE_LIST_CAP; null when the tier may complete. */
  message: string | null;
  comics: ComicStationState[];
  /** What the station counts: "Graded 4 of 12", "Pictures 1 of 3", "Signatures decided 2 of 5". */
  counter: string;
};

export type GateOptions = {
  /** Pressing's missing-comic exception: with a reason, unscanned comics are reported missing. */
  missingReason?: string | null;
};

const formatGrade = (grade: number) => (Number.isInteger(grade) ? grade.toFixed(1) : String(grade));

/** Grading state shared by PreGrade and Finalize: rejected, raw, graded, or null when none. */
function gradeState(comic: GateComic): string | null {
  if (comic.reject) return "Rejected";
  if (comic.partialGrade) return "Raw";
  if (comic.grade !== null) return `Graded ${formatGrade(comic.grade)}`;
  return null;
}

type Step = { state: string; isDone: boolean; lacks: string | null; lacksMore?: string | null };

/**
 * Finalize's "final grade": the grade, raw grade or reject saved in the grade view while the comic was
 * at Finalize (updatedStatus Finalize — the same mark that hides grading there). A grade carried from
 * PreGrade is pending until the finalizer saves it (confirming it unchanged is one Save).
 */
function finalizeStep(comic: GateComic): Step {
  const state = gradeState(comic);
  if (state && comic.updatedStatus === "Finalize") return { state, isDone: true, lacks: null };
  if (state)
    return { state: `Pre-graded: ${state.replace("Graded ", "")}`, isDone: false, lacks: LACKS_FINAL_GRADE };
  return { state: "Pending", isDone: false, lacks: LACKS_GRADE };
}

const isVerifiable = (signature: GateSignature) => signature.type !== "ASP";

function signatureStep(comic: GateComic): Step {
  const verifiable = comic.signatures.filter(isVerifiable);
  const undecided = verifiable.filter((s) => !isSignatureDecided(s)).length;
  const failedWithout = verifiable.find((s) => s.processInvalid && !s.description?.trim());
  const noDescription = failedWithout ? lacksFailedDescription(failedWithout.type as "VSP" | "VSPP") : null;
  if (verifiable.length === 0) return { state: "No VSP/VSPP", isDone: true, lacks: null };
  if (undecided > 0)
    return {
      state: `${undecided} signature${undecided === 1 ? "" : "s"} pending`,
      isDone: false,
      lacks: lacksSignatureDecision(undecided),
      lacksMore: noDescription,
    };
  if (noDescription) return { state: "Description missing", isDone: false, lacks: noDescription };
  return { state: "Decided", isDone: true, lacks: null };
}

function pressingStep(comic: GateComic, isMissingReported: boolean): Step {
  if (comic.pressFailed) return { state: "Failed", isDone: true, lacks: null };
  if (comic.pressed) return { state: "Pressed", isDone: true, lacks: null };
  if (comic.scanned) return { state: "Scanned", isDone: true, lacks: null };
  if (isMissingReported) return { state: "Reported missing", isDone: true, lacks: null };
  return { state: "Not scanned", isDone: false, lacks: LACKS_SCAN };
}

/** The station's own step for one comic; null for stations whose step is the scan alone. */
function stationStep(status: TierStatus, comic: GateComic, options: GateOptions): Step | null {
  switch (status) {
    case "PreGrade": {
      const state = gradeState(comic);
      return state
        ? { state, isDone: true, lacks: null }
        : { state: "Pending", isDone: false, lacks: LACKS_GRADE };
    }
    case "Finalize":
      return finalizeStep(comic);
    case "Signature":
      return signatureStep(comic);
    case "ImagingSP":
      return comic.hasImageSP
        ? { state: "Pictures present", isDone: true, lacks: null }
        : { state: "No pictures", isDone: false, lacks: LACKS_SPECIAL_PICTURES };
    case "Imaging":
      return comic.hasImage
        ? { state: "Cover present", isDone: true, lacks: null }
        : { state: "No cover", isDone: false, lacks: LACKS_COVER_PICTURE };
    case "Pressing":
      return pressingStep(comic, Boolean(options.missingReason?.trim()));
    default:
      return null;
  }
}

function counterText(status: TierStatus, comics: readonly GateComic[], states: readonly ComicStationState[]) {
  const done = states.filter((s) => s.isDone).length;
  const of = `${done} of ${comics.length}`;
  switch (status) {
    case "PreGrade":
      return `Graded ${of}`;
    case "Finalize":
      return `Final grades ${of}`;
    case "ImagingSP":
      return `Special pictures ${of}`;
    case "Imaging":
      return `Pictures ${of}`;
    case "Pressing":
      return `Pressed, failed or scanned ${of}`;
    case "Signature": {
      const all = comics.flatMap((c) => c.signatures.filter(isVerifiable));
      if (all.length === 0) return "No VSP/VSPP signatures to decide";
      return `Signatures decided ${all.filter((s) => isSignatureDecided(s)).length} of ${all.length}`;
    }
    default:
      return `Scanned ${comics.filter((c) => c.scanned).length} of ${comics.length}`;
  }
}

/**
 * Whether a tier at `tier.status` may complete, and why not. The minimum (processed reaches count,
 * or at Pressing the missing-comic exception) and the station's own step:
 * - PreGrade: every comic graded, raw graded or rejected;
 * - Finalize: every comic's final grade (graded, raw or rejected in the grade view at Finalize);
 * - Signature: every VSP and VSPP approved or disapproved, a disapproved one with its description;
 * - ImagingSP: every comic's special pictures; Imaging: every comic's cover picture;
 * - Labels: the tier's labels verified;
 * - Pressing: each comic pressed, failed, scanned (pressed on completion) or reported missing (the
 *   missing-comic exception: a reason given; the server checks at least one is scanned);
 * - HeatSeal, Slab, QC, Shipping: the minimum alone.
 */
export function stationGate(
  tier: GateTier,
  comics: readonly GateComic[],
  options: GateOptions = {},
): StationGate {
  // Pressing counts comic by comic (a failed comic need not be scanned); elsewhere processed must reach
  // count.
  const isScanShort = tier.status !== "Pressing" && !canCompleteTier(tier);
  const states: ComicStationState[] = comics.map((comic) => {
    const step = stationStep(tier.status, comic, options);
    const lacks = [step?.lacks, step?.lacksMore].filter((text): text is string => Boolean(text));
    if (isScanShort && !comic.scanned) lacks.push(LACKS_SCAN);
    return {
      uniqueId: comic.uniqueId,
      state: step?.state ?? (comic.scanned ? "Scanned" : "Not scanned"),
      isDone: step?.isDone ?? comic.scanned,
      lacks,
    };
  });
  const blockers = states.filter((s) => s.lacks.length > 0).map((s) => `${s.uniqueId} ${s.lacks.join(", ")}`);
  if (tier.status === "Labels" && !tier.labelsVerified) blockers.unshift(LABELS_NOT_VERIFIED);
  // processed is counted from the comics' scan marks; should the two disagree, the minimum still holds.
  if (isScanShort && !states.some((s) => s.lacks.includes(LACKS_SCAN)))
    blockers.push(processedOf(tier.processed, tier.count));
  const shown = blockers.slice(0, GATE_LIST_CAP);
  return {
    canComplete: blockers.length === 0,
    blockers,
    message:
      blockers.length === 0
        ? null
        : cannotCompleteStation(STATUS_LABELS[tier.status], shown, blockers.length - shown.length),
    comics: states,
    counter: counterText(tier.status, comics, states),
  };
}
