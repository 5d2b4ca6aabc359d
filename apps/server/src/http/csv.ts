// CSV cells of the streamed list exports, and LIKE patterns of the list searches (every people list).

/** Quote always; text starting with =, +, - or @ would run as a formula in a spreadsheet. A number the
 * server computed (-4 days late) is written as it is. */
export function csvCell(value: string | number | boolean): string {
  const text = String(value);
  const safe = typeof value === "string" && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly (string | number | boolean)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** "%part%" for a case-insensitive contains, with LIKE's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
