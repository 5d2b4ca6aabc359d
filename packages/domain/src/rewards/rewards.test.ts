import { describe, expect, it } from "vitest";
import { applyRewards, rewardsLeft } from "./index";

describe("rewards cap (§5): smallest of applied, available + original, total − discount + shipping", () => {
  it.each([
    [{ applied: 1000, available: 5000, original: 0, total: 9000, discount: 0, shipping: 0 }, 1000],
    [{ applied: 1000, available: 300, original: 200, total: 9000, discount: 0, shipping: 0 }, 500],
    [{ applied: 9000, available: 9000, original: 0, total: 3000, discount: 1000, shipping: 1500 }, 3500],
    [{ applied: -50, available: 9000, original: 0, total: 3000, discount: 0, shipping: 0 }, 0],
  ])("%o → %i", (input, cents) => {
    expect(applyRewards(input)).toBe(cents);
  });

  it("also stays within what is still owed when asked", () => {
    expect(
      applyRewards({
        applied: 5000,
        available: 5000,
        original: 0,
        total: 4000,
        discount: 0,
        shipping: 0,
        remaining: 1200,
      }),
    ).toBe(1200);
  });

  it("gives back the order's original rewards before taking the new amount", () => {
    expect(rewardsLeft({ available: 300, original: 200 }, 500)).toBe(0);
    expect(rewardsLeft({ available: 300, original: 200 }, 100)).toBe(400);
  });
});
