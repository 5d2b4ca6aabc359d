// The station's own step, done the way the station does it, for int tests that walk tiers through
// completion (issue 29: each station's gate refuses a tier whose step was skipped).
import type { TTierDetail } from "@gbo/contracts/orders";
import type { TierStatus } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { comics } from "../db/schema/index";
import type { Caller } from "./callers";
import type { TestContext } from "./test-context";

export function stationSteps(ctx: () => TestContext, versionOf: (orderId: string) => Promise<number>) {
  /** Grades every comic of the tier 9.8 in the grade view (PreGrade and Finalize). */
  async function gradeAll(caller: Caller, orderId: string, tierId: string, grade = 9.8) {
    const detail = (await caller.get<TTierDetail>(`/api/orders/${orderId}/tiers/${tierId}`)).body;
    let version = await versionOf(orderId);
    for (const comic of detail.comics) {
      const saved = await caller.send("PUT", `/api/orders/${orderId}/comic/${comic.id}/grade`, {
        version,
        grade,
      });
      expect(saved.status, saved.body.message).toBe(200);
      version = saved.body.version;
    }
    return version;
  }

  /** Pictures as a confirmed upload leaves them (the upload itself is images.int.test.ts's). */
  async function setPictures(orderId: string, tierId: string, kind: "cover" | "special") {
    await ctx()
      .db.update(comics)
      .set(kind === "cover" ? { hasImage: true } : { hasImageSP: true })
      .where(and(eq(comics.orderId, orderId), eq(comics.tierId, tierId)));
  }

  async function verifyLabels(caller: Caller, orderId: string, tierId: string) {
    const version = await versionOf(orderId);
    const done = await caller.send("PUT", `/api/orders/labelsVerification/${tierId}`, { orderId, version });
    expect(done.status, done.body.message).toBe(200);
    return done.body.version as number;
  }

  /** The step of `status` for the tier; stations whose step is the scan alone do nothing here. */
  async function doStep(caller: Caller, status: TierStatus, orderId: string, tierId: string) {
    if (status === "PreGrade" || status === "Finalize") await gradeAll(caller, orderId, tierId);
    else if (status === "ImagingSP") await setPictures(orderId, tierId, "special");
    else if (status === "Imaging") await setPictures(orderId, tierId, "cover");
    else if (status === "Labels") await verifyLabels(caller, orderId, tierId);
  }

  return { gradeAll, setPictures, verifyLabels, doStep };
}
