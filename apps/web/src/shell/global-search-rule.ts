// TODO(domain): replace with `@gbo/domain/admin-rules` once its global-search rule lands.
export const GLOBAL_SEARCH_MIN_LENGTH = 3;
export const NOT_IMPLEMENTED = "Not implemented";
export const globalSearchTooShortMessage = (text: string) => `Unable to execute search request: ${text}`;
