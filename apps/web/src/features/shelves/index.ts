// Public surface of the shelves feature: where a tier sits, for the tier and order screens.

export { ShelfLink } from "./shelf-link";
