import { QUEUE_KEYS, queueForPath } from "@gbo/domain/workflow";
import { describe, expect, it } from "vitest";
import { QUEUE_ROUTES } from "./routes";

const pathOf = (options: object) => ("path" in options ? String(options.path) : "");

describe("queue routes", () => {
  it("open every queue of the domain at the domain's path", () => {
    const keys = QUEUE_KEYS.map((key) => queueForPath(pathOf(QUEUE_ROUTES[key].options))?.key);
    expect(keys).toEqual([...QUEUE_KEYS]);
  });
});
