export { ImagingView } from "./imaging-view";
