export { LabelsView } from "./labels-view";
