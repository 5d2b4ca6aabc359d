// The draft submission screen, its comic form and its reholder form (issue 14), as routes.tsx uses them.
export { ComicFormPage as DraftComicPage } from "./comic-form-page";
export { DraftSubmissionPage } from "./draft-submission-page";
export { DraftReholderPage } from "./reholder-page";
