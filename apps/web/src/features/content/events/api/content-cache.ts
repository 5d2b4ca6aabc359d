// The spec's cached resource wrapper (administration §9: 300 s, cleared by writes) as TanStack Query
// options: every content list and detail stays fresh for 300 s; each write invalidates its key.
export const CONTENT_STALE_MS = 300_000;
