// Whether a signature's verification has been decided (issue 29): the Signature station's gate and the
// bulk approve/disapprove both read this one rule, so "undecided" means the same on every screen.
import type { Signature } from "./index";

/**
 * An ASP needs no verification. A VSP or VSPP is decided once approved (valid) or disapproved
 * (processInvalid); until then it is undecided: not valid, not failed.
 */
export function isSignatureDecided(signature: Pick<Signature, "type" | "valid" | "processInvalid">): boolean {
  if (signature.type === "ASP") return true;
  return signature.valid || Boolean(signature.processInvalid);
}
