import type { MenuLink, MenuSection } from "@gbo/domain/menu";

const SECTION_ORDER: readonly MenuSection[] = ["Stations", "Shipping & billing", "Content", "Administration"];

/** The visible links grouped by section, sections in a fixed order, empty sections left out. */
export function groupMenuLinks(links: readonly MenuLink[]): { section: MenuSection; links: MenuLink[] }[] {
  return SECTION_ORDER.map((section) => ({
    section,
    links: links.filter((link) => link.section === section),
  })).filter((group) => group.links.length > 0);
}
