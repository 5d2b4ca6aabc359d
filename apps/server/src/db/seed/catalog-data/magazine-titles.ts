// Real series titles: "Title|Publisher|Start|End" per line.
export const MAGAZINE_TITLES = `
`;
