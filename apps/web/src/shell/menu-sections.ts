import type { MenuLink, MenuSection } from "@gbo/domain/menu";
import { queueForPath } from "@gbo/domain/workflow";

const SECTION_ORDER: readonly MenuSection[] = [
  "Front desk",
  "Stations",
  "Shipping & billing",
  "Content",
  "Administration",
];

/** The visible links grouped by section, sections in a fixed order, empty sections left out. */
export function groupMenuLinks(links: readonly MenuLink[]): { section: MenuSection; links: MenuLink[] }[] {
  return SECTION_ORDER.map((section) => ({
    section,
    links: links.filter((link) => link.section === section),
  })).filter((group) => group.links.length > 0);
}

/** Whether any link opens a station's queue (only then are the waiting and late counts read). */
export function hasStationLinks(links: readonly MenuLink[]): boolean {
  return links.some((link) => queueForPath(link.path) !== undefined);
}
