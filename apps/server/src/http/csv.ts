// CSV cells of the streamed list exports, and LIKE patterns of the list searches (every people list).

/** Quote always; a leading =, +, - or @ would run as a formula in a spreadsheet. */
export function csvCell(value: string | number | boolean): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly (string | number | boolean)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** "%part%" for a case-insensitive contains, with LIKE's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
