export { addComic, deleteComic, detailsErrorsOf } from "./comic-edit-api";
export { ComicDetailsFields, DETAILS_LABELS, DetailsFormFooter } from "./details-fields";
export { ComicDetailsEditor, EditView } from "./edit-view";
