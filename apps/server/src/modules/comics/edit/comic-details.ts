// What the edit and the add share: the body's form fields over a starting form, checked by the
// domain's validateComicDetails, every bad field reported at once as field errors; and (with the
// removal) the order write whose answer names the comic it wrote.
import type { TComicDetailsFields, TComicWriteResult } from "@gbo/contracts/comics";
import { type ComicDetailsInput, type ComicDetailsWrite, validateComicDetails } from "@gbo/domain/comic";
import { AppError } from "../../../http/errors";
import { writeOrder } from "../../orders/index";

type WriteOptions = Parameters<typeof writeOrder>[0];
type ComicIds = { comicId: string; uniqueId: string };

/**
 * `writeOrder` for a use case about one comic: `decide` also gets `names`, to call with the comic's
 * ids once it knows them (a new comic's sequence is found inside the lock), and the answer carries them.
 */
export async function writeComic(
  options: Omit<WriteOptions, "decide"> & {
    decide: (
      context: Parameters<WriteOptions["decide"]>[0] & { names: (ids: ComicIds) => void },
    ) => ReturnType<WriteOptions["decide"]>;
  },
): Promise<TComicWriteResult> {
  let written: ComicIds = { comicId: "", uniqueId: "" };
  const result = await writeOrder({
    ...options,
    decide: (context) =>
      options.decide({
        ...context,
        names: (ids) => {
          written = ids;
        },
      }),
  });
  return { ...result, ...written };
}

/** The typed form: fields the body leaves out keep `start`'s value. */
export function formFrom(start: ComicDetailsInput, body: TComicDetailsFields): ComicDetailsInput {
  const form: ComicDetailsInput = { ...start };
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && key in start) (form as Record<string, unknown>)[key] = value;
  }
  return form;
}

export function checkDetails(
  form: ComicDetailsInput,
  comic: { collectibleType: string; mangaType?: string | null },
): ComicDetailsWrite {
  const checked = validateComicDetails(form, comic);
  if (checked.ok) return checked.value;
  const { errors } = checked;
  throw AppError.fields(
    Object.values(errors).join(" "),
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  );
}
