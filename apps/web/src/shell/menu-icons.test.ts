import { MENU_LINKS } from "@gbo/domain/menu";
import { describe, expect, it } from "vitest";
import { menuIconOf } from "./menu-icons";

describe("menu icons", () => {
  it("give every link of the menu an icon of its own", () => {
    const withoutIcon = MENU_LINKS.filter((link) => !menuIconOf(link.path)).map((link) => link.path);
    expect(withoutIcon).toEqual([]);
  });
});
