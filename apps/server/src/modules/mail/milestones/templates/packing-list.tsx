// The comics in the box (shipped) or on the counter (pickup), with their certification numbers.
import type { PackedComic } from "../milestone-facts";
import { comicName, plural } from "./formatters";
import { DataTable, SectionHeading } from "./mail-parts";

export function PackingList(props: { comics: PackedComic[] }) {
  return (
    <>
      <SectionHeading>Packing list ({plural(props.comics.length, "comic")})</SectionHeading>
      <DataTable
        columns={[{ label: "Comic" }, { label: "Cert #" }]}
        rows={props.comics.map((comic, index) => ({
          key: `${index}`,
          cells: [comicName(comic), comic.certNumber ?? "—"],
        }))}
      />
    </>
  );
}
