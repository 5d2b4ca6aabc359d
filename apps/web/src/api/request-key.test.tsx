import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRequestKey } from "./request-key";

describe("useRequestKey", () => {
  it("repeats the key for the same request and makes a new one when the request changes", () => {
    const { result, rerender } = renderHook(() => useRequestKey());
    const first = result.current({ explanation: "paid at the counter", version: 4 });
    rerender();
    expect(result.current({ explanation: "paid at the counter", version: 4 })).toBe(first);
    const changed = result.current({ explanation: "paid at the counter", version: 5 });
    expect(changed).not.toBe(first);
    expect(result.current({ explanation: "paid at the counter", version: 5 })).toBe(changed);
  });
});
