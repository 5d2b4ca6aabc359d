// How a phone number reads (administration §9).

/** "A phone shows as (xxx) xxx-xxxx when it has 10 digits"; anything else shows as entered. */
export function formatPhone(text: string | null | undefined): string {
  const value = text ?? "";
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
