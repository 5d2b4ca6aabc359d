// How a phone number reads (administration §9).

/**
 * "A phone shows as (xxx) xxx-xxxx when it has 10 digits"; a North American number written with its
 * country code (+1 555 959 7849) has those 10 digits after the 1, so it reads the same. Anything else
 * shows as entered.
 */
export function formatPhone(text: string | null | undefined): string {
  const value = text ?? "";
  const all = value.replace(/\D/g, "");
  const digits = all.length === 11 && all.startsWith("1") ? all.slice(1) : all;
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
