// Real Marvel (and Timely / Atlas) series: "Title|Publisher|Start|End" per line (end empty: ongoing or
// unknown). Volumes of a long-running title appear once per start year.
export const COMIC_TITLES_MARVEL = `
Amazing Spider-Man|Marvel|1963|2014
Amazing Fantasy|Marvel|1962|1962
Fantastic Four|Marvel|1961|1996
Incredible Hulk|Marvel|1962|1999
X-Men|Marvel|1963|1981
Uncanny X-Men|Marvel|1981|2011
Avengers|Marvel|1963|1996
Journey into Mystery|Marvel|1952|1966
Tales of Suspense|Marvel|1959|1968
Tales to Astonish|Marvel|1959|1968
Strange Tales|Marvel|1951|1968
Daredevil|Marvel|1964|1998
Thor|Marvel|1966|1996
Iron Man|Marvel|1968|1996
Captain America|Marvel|1968|1996
Peter Parker, the Spectacular Spider-Man|Marvel|1976|1998
Web of Spider-Man|Marvel|1985|1995
Spider-Woman|Marvel|1978|1983
Ultimate Spider-Man|Marvel|2000|2009
Marvel Team-Up|Marvel|1972|1985
`;
