// Which menu link the current address belongs to: the longest link path it is under, so /invoicing/new
// lights "New invoice" and not also "Invoicing", /grading/raw "Raw grades" and not "Grading"; an order,
// tier or comic screen (under no link) lights the station whose work it is.
const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function activePath(
  pathname: string,
  paths: readonly string[],
  station: string | null,
): string | null {
  const under = paths.filter((path) => isUnder(pathname, path)).sort((a, b) => b.length - a.length);
  return under[0] ?? station;
}
