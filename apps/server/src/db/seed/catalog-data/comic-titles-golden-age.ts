// Real series titles: "Title|Publisher|Start|End" per line.
export const COMIC_TITLES_GOLDEN_AGE = `
`;
