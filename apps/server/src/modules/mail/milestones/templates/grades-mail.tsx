// Grades ready (issue 33): every comic with its title, issue, grade (or raw grade, or the reject and its
// reason in plain words), label category and certification number.
import type { GradedComic, GradesFacts, MailOrder } from "../milestone-facts";
import { comicName, plural } from "./formatters";
import { DataTable, Paragraph, SectionHeading } from "./mail-parts";

function gradeOf(comic: GradedComic): string {
  if (comic.result === "rejected") return "Rejected";
  if (comic.result === "raw") return comic.grade ? `Raw ${comic.grade}` : "Raw";
  return comic.grade ?? "";
}

export function GradesMail(props: { order: MailOrder; facts: GradesFacts }) {
  const { order, facts } = props;
  const rejected = facts.comics.filter((comic) => comic.result === "rejected");
  return (
    <>
      <Paragraph>Hello {order.customer.firstName},</Paragraph>
      <Paragraph>
        The grades for order {order.id} are ready: {plural(facts.comics.length, "comic")}. Each certification
        number is printed on the comic's label.
      </Paragraph>
      <SectionHeading>Your grades</SectionHeading>
      <DataTable
        columns={[{ label: "Comic" }, { label: "Grade" }, { label: "Category" }, { label: "Cert #" }]}
        rows={facts.comics.map((comic, index) => ({
          key: `${index}`,
          cells: [comicName(comic), gradeOf(comic), comic.category, comic.certNumber ?? "—"],
        }))}
      />
      {rejected.length > 0 ? (
        <>
          <SectionHeading>Why a comic was not graded</SectionHeading>
          {rejected.map((comic, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same comic may be on an order twice
            <Paragraph key={index}>
              <strong>{comicName(comic)}:</strong> {comic.rejectReason ?? "It could not be graded."}
            </Paragraph>
          ))}
        </>
      ) : null}
      <Paragraph>We will e-mail you again when your comics ship or are ready for pickup.</Paragraph>
    </>
  );
}
