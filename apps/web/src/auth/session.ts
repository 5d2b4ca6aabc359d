import { useSyncExternalStore } from "react";
import { passwordGrant, postToken, TokenError } from "../api/token-client";
import { type Identity, identityFromToken } from "./identity";
import { createIdentityStore } from "./identity-store";

/** The app's one identity, persisted in localStorage. */
export const identityStore = createIdentityStore(window.localStorage);

export function useIdentity(): Identity | null {
  return useSyncExternalStore(identityStore.subscribe, identityStore.get, identityStore.get);
}

export function isSignedIn(): boolean {
  return identityStore.get() !== null;
}

export type SignInResult =
  | { ok: true; identity: Identity }
  | { ok: false; message: string; isVerificationRequired: boolean };

const SIGN_IN_FAILED = "Unable to sign in.";

/** Password grant. A failure clears any identity (workflow §4 "Session"). */
export async function signIn(userName: string, password: string): Promise<SignInResult> {
  try {
    const answer = await postToken(
      window.fetch.bind(window),
      passwordGrant(userName, password),
      SIGN_IN_FAILED,
    );
    const identity = identityFromToken(answer);
    identityStore.set(identity);
    return { ok: true, identity };
  } catch (caught) {
    identityStore.clear();
    if (caught instanceof TokenError) {
      return { ok: false, message: caught.message, isVerificationRequired: caught.isVerificationRequired };
    }
    return { ok: false, message: SIGN_IN_FAILED, isVerificationRequired: false };
  }
}

export function signOut() {
  identityStore.clear();
}
