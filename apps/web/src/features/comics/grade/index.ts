export { GradeView } from "./grade-view";
