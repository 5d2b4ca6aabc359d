import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { formFailureOf } from "./form-errors";

describe("form failures", () => {
  it("lists every model-state message and marks fields named model.<field> invalid", () => {
    const error = new ApiError(400, {
      message: "The request is invalid.",
      modelState: { "model.email": ["Invalid email format"], altcha: ["Captcha failed"] },
    });
    expect(formFailureOf(error)).toEqual({
      messages: ["Invalid email format", "Captcha failed"],
      fieldErrors: { email: "Invalid email format" },
    });
  });

  it("without model state shows the server's message, else the generic one", () => {
    expect(formFailureOf(new ApiError(400, { message: "Wrong password" })).messages).toEqual([
      "Wrong password",
    ]);
    expect(formFailureOf(new ApiError(500, null)).messages).toEqual(["Error processing request."]);
  });
});
