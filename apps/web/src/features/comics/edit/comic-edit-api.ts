import type {
  TAddComicBody,
  TComicDetailsBody,
  TComicDetailsFields,
  TComicWriteResult,
} from "@gbo/contracts/comics";
import type { TComic } from "@gbo/contracts/orders";
import { type ComicDetailsInput, comicDetailsInputOf } from "@gbo/domain/comic";
import { type ApiError, api } from "../../../api";
import type { FieldErrors } from "../../../ui/form-errors";
import { orderPath } from "../../orders";

const comicPath = (orderId: string, comicId: string) =>
  `${orderPath(orderId)}/comic/${encodeURIComponent(comicId)}`;

/** PUT /api/orders/{id}/comic/{comicId}. Quiet: useOrderAction shows the outcome. */
export function saveComicDetails(orderId: string, comicId: string, body: TComicDetailsBody) {
  return api.put<TComicWriteResult>(comicPath(orderId, comicId), body, { isQuiet: true });
}

/** POST /api/orders/{id}/comic: the new comic's id comes back. */
export function addComic(orderId: string, body: TAddComicBody) {
  return api.post<TComicWriteResult>(`${orderPath(orderId)}/comic`, body, { isQuiet: true });
}

/** DELETE /api/orders/{id}/comic/{comicId}/delete?version=N */
export function deleteComic(orderId: string, comicId: string, version: number) {
  return api.del<TComicWriteResult>(`${comicPath(orderId, comicId)}/delete?version=${version}`, {
    isQuiet: true,
  });
}

/** The form of a saved comic (the API's insured is dollars; the domain form takes cents). */
export function detailsFormOf(comic: TComic): ComicDetailsInput {
  return comicDetailsInputOf({ ...comic, insured: Math.round(comic.insured * 100) });
}

/** The body's form fields: exactly what the worker sees, so the server checks the same values. */
export function detailsBodyOf(form: ComicDetailsInput): TComicDetailsFields {
  return { ...form };
}

/** A 400's model state as the form's field errors; without one, the message on the title. */
export function detailsErrorsOf(error: ApiError): FieldErrors {
  const entries = Object.entries(error.modelState).map(([key, messages]) => [
    key.replace(/^model\./, ""),
    messages.join(" "),
  ]);
  return entries.length ? Object.fromEntries(entries) : { form: error.message };
}
