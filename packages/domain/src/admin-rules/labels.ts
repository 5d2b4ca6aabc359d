// Old deep path, kept only for e2e/support/fake-label-service.ts while it moves to "../labels/index"
// (issue 28); goes with the rest of admin-rules/.
export { printJobStatusName } from "../labels/index";
