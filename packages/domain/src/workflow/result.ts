// The shape every validator returns. The server maps a failure to HTTP 400 with `message`; the web
// app shows the same text, so a rule's wording lives in one place.

export type Ok<T> = { ok: true; value: T };
export type Fail = { ok: false; message: string };
export type Result<T> = Ok<T> | Fail;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = (message: string): Fail => ({ ok: false, message });
