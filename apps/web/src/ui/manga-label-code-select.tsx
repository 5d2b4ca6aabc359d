// The manga label code, chosen from the codes the labels print (issue 29 point 4: it was typed, and every
// demo manga carried JP, which no label stock takes). One field for the grade view, the edit view, the
// add-comic screen and pre-receiving. A code stored before the list was enforced is shown as it is, not
// choosable, with what to do, so the worker sees why the save is refused rather than an empty field.
import {
  isMangaLabelCode,
  MANGA_LABEL_CODES,
  type MangaLabelCode,
  mangaLabelCodeNotPrinted,
} from "@gbo/domain/labels";
import { NativeSelect } from "@mantine/core";
import type { ReactNode } from "react";

export const MANGA_LABEL_CODE_LABEL = "Manga label code";
const NONE = "Choose a code";

/**
 * The code as a form holds it (a string: a stored older code stays as it is), typed as the write routes
 * take it. Sent as it is, not dropped: the route refuses a code outside the list with its own message.
 */
export const mangaLabelCodeAsSent = (code: string) => code as MangaLabelCode | "";

export type MangaLabelCodeSelectProps = {
  /** The code as stored or chosen; "" for none. */
  value: string;
  onChange: (code: string) => void;
  label?: string;
  /** The form's own message for the field (e.g. 'Please enter the manga label code.'). */
  error?: ReactNode;
  name?: string;
  withAsterisk?: boolean;
  disabled?: boolean;
  "aria-invalid"?: boolean;
};

export function MangaLabelCodeSelect({
  value,
  onChange,
  label = MANGA_LABEL_CODE_LABEL,
  error,
  ...rest
}: MangaLabelCodeSelectProps) {
  const isUnknown = value !== "" && !isMangaLabelCode(value);
  const data = [
    { value: "", label: NONE },
    ...(isUnknown ? [{ value, label: `${value} (not printed)`, disabled: true }] : []),
    ...MANGA_LABEL_CODES.map((code) => ({ value: code, label: code })),
  ];
  const shownError = error || (isUnknown ? mangaLabelCodeNotPrinted(value) : undefined);
  return (
    <NativeSelect
      {...rest}
      label={label}
      description="The label stock the book prints on"
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={shownError}
      aria-invalid={shownError ? true : undefined}
    />
  );
}
