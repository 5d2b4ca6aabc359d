export { SignatureView } from "./signature-view";
