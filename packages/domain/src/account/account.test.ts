import { describe, expect, it } from "vitest";
import {
  COMMON_PASSWORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from "./index";

describe("password policy (DESIGN §7: at least 10 characters, up to 128, no common password)", () => {
  it("states the limits and the messages a person reads", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(PASSWORD_MESSAGES.tooShort).toBe("The password must be at least 10 characters long.");
    expect(PASSWORD_MESSAGES.tooLong).toBe("The password must be at most 128 characters long.");
    expect(PASSWORD_MESSAGES.tooCommon).toBe(
      "This password is too common. Choose one that is harder to guess.",
    );
  });

  it.each([
    ["9 characters", "tr0ub4dor", [PASSWORD_MESSAGES.tooShort]],
    ["exactly 10", "tr0ub4dor&", []],
    ["exactly 128", `${"x".repeat(127)}y`, []],
    ["129 characters", "x".repeat(129), [PASSWORD_MESSAGES.tooLong]],
    ["empty", "", [PASSWORD_MESSAGES.tooShort]],
  ])("%s", (_, password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it("counts characters as a person sees them, not UTF-16 units", () => {
    // Five emoji are ten UTF-16 units but five characters: too short.
    expect(passwordProblems("🔒🔑🔒🔑🔒")).toEqual([PASSWORD_MESSAGES.tooShort]);
    // 128 emoji are 256 UTF-16 units but within the limit.
    expect(passwordProblems("🔒".repeat(64) + "🔑".repeat(64))).toEqual([]);
  });

  it("refuses a common password whatever its case", () => {
    expect(COMMON_PASSWORDS.has("qwertyuiop")).toBe(true);
    expect(passwordProblems("QwertyUIOP")).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(passwordProblems("1234567890")).toEqual([PASSWORD_MESSAGES.tooCommon]);
  });

  it("the common list holds only lower-case entries long enough to pass the length rule", () => {
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect([...entry].length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    }
  });
});
