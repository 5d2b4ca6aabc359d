import type {
  TAddComicBody,
  TComicDetailsBody,
  TComicDetailsFields,
  TComicWriteResult,
} from "@gbo/contracts/comics";
import type { TComic } from "@gbo/contracts/orders";
import { type ComicDetailsInput, comicDetailsInputOf } from "@gbo/domain/comic";
import { type ApiError, client, dataOf, quiet } from "../../../api";
import type { FieldErrors } from "../../../ui/form-errors";
import { mangaLabelCodeAsSent } from "../../../ui/manga-label-code-select";

/** PUT /api/orders/{id}/comic/{comicId}. Quiet: useOrderAction shows the outcome. */
export async function saveComicDetails(
  orderId: string,
  comicId: string,
  body: TComicDetailsBody,
): Promise<TComicWriteResult> {
  const params = { path: { id: orderId, comicId } };
  return dataOf(await client.PUT("/api/orders/{id}/comic/{comicId}", { params, body, fetch: quiet }));
}

/** POST /api/orders/{id}/comic: the new comic's id comes back. */
export async function addComic(orderId: string, body: TAddComicBody): Promise<TComicWriteResult> {
  const params = { path: { id: orderId } };
  return dataOf(await client.POST("/api/orders/{id}/comic", { params, body, fetch: quiet }));
}

/** DELETE /api/orders/{id}/comic/{comicId}/delete?version=N */
export async function deleteComic(
  orderId: string,
  comicId: string,
  version: number,
): Promise<TComicWriteResult> {
  const params = { path: { id: orderId, comicId }, query: { version } };
  return dataOf(await client.DELETE("/api/orders/{id}/comic/{comicId}/delete", { params, fetch: quiet }));
}

/** The form of a saved comic (the API's insured is dollars; the domain form takes cents). */
export function detailsFormOf(comic: TComic): ComicDetailsInput {
  return comicDetailsInputOf({ ...comic, insured: Math.round(comic.insured * 100) });
}

/** The body's form fields: exactly what the worker sees, so the server checks the same values. */
export function detailsBodyOf(form: ComicDetailsInput): TComicDetailsFields {
  return { ...form, mangaLabelCode: mangaLabelCodeAsSent(form.mangaLabelCode) };
}

/** A 400's model state as the form's field errors; without one, the message on the title. */
export function detailsErrorsOf(error: ApiError): FieldErrors {
  const entries = Object.entries(error.modelState).map(([key, messages]) => [
    key.replace(/^model\./, ""),
    messages.join(" "),
  ]);
  return entries.length ? Object.fromEntries(entries) : { form: error.message };
}
