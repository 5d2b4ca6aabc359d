// Real magazine titles (comics and genre magazines graded as magazines): "Title|Publisher|Start|End".
export const MAGAZINE_TITLES = `
Creepy|Warren|1964|1983
Eerie|Warren|1966|1983
Vampirella|Warren|1969|1983
1984|Warren|1978|1980
1994|Warren|1980|1983
The Rook|Warren|1979|1982
Famous Monsters of Filmland|Warren|1958|1983
Famous Monsters of Filmland|Dynacomm|1993|
Blazing Combat|Warren|1965|1966
Help!|Warren|1960|1965
Spacemen|Warren|1961|1964
Monster World|Warren|1964|1966
Warren Presents|Warren|1977|1981
Comix International|Warren|1974|1977
The Spirit|Warren|1974|1976
Creepy|Harris|1985|1985
Creepy|Dark Horse|2009|2015
Eerie|Dark Horse|2012|2015
MAD|EC|1955|2018
MAD|DC|2018|
Cracked|Major Magazines|1958|2007
Sick|Feature Publications|1960|1980
Crazy Magazine|Marvel|1973|1983
National Lampoon|National Lampoon|1970|1998
Heavy Metal|Heavy Metal|1977|
Epic Illustrated|Marvel|1980|1986
Savage Sword of Conan|Marvel|1974|1995
Savage Sword of Conan|Marvel|2019|2019
Savage Sword of Conan|Titan|2024|
Savage Tales|Marvel|1971|1975
Savage Tales|Marvel|1985|1986
Conan Saga|Marvel|1987|1995
Dracula Lives!|Marvel|1973|1975
Tales of the Zombie|Marvel|1973|1975
Vampire Tales|Marvel|1973|1975
Monsters Unleashed|Marvel|1973|1975
Haunt of Horror|Marvel|1974|1975
Legion of Monsters|Marvel|1975|1975
Deadly Hands of Kung Fu|Marvel|1974|1977
Planet of the Apes|Marvel|1974|1977
Marvel Preview|Marvel|1975|1980
Bizarre Adventures|Marvel|1981|1983
Rampaging Hulk|Marvel|1977|1978
The Hulk!|Marvel|1978|1981
Kull and the Barbarians|Marvel|1975|1975
Doc Savage|Marvel|1975|1977
Marvel Super Action|Marvel|1976|1976
Howard the Duck Magazine|Marvel|1979|1981
Star Wars Monthly|Marvel UK|1978|1986
Marvel Comics Super Special|Marvel|1977|1986
Comics Scene|Starlog|1981|1997
Starlog|Starlog|1976|2009
Fangoria|Starlog|1979|
Cinefantastique|Frederick S. Clarke|1970|2006
Castle of Frankenstein|Gothic Castle|1962|1975
Monsters of the Movies|Marvel|1974|1975
Monster Times|Monster Times|1972|1976
Eerie Tales|Hastings|1959|1959
Weird|Eerie Publications|1966|1981
Tales from the Tomb|Eerie Publications|1969|1975
Horror Tales|Eerie Publications|1969|1979
Terror Tales|Eerie Publications|1969|1979
Witches Tales|Eerie Publications|1969|1975
Tales of Voodoo|Eerie Publications|1968|1974
Psycho|Skywald|1971|1975
Nightmare|Skywald|1970|1975
Scream|Skywald|1973|1975
Web of Horror|Major Magazines|1969|1970
Sword of Sorcery|Skywald|1972|1972
Hell-Rider|Skywald|1971|1971
Witzend|Wonderful Publishing|1966|1985
Vampirella|Harris|1988|2007
Vampirella Comics Magazine|Harris|2003|2004
Wizard: The Guide to Comics|Wizard|1991|2011
Wizard|Wizard|1991|2011
Inquest Gamer|Wizard|1995|2007
Toyfare|Wizard|1997|2011
Comics Buyer's Guide|Krause|1971|2013
The Comics Journal|Fantagraphics|1977|
Amazing Heroes|Fantagraphics|1981|1992
Comic Book Marketplace|Gemstone|1991|2004
Alter Ego|TwoMorrows|1999|
The Jack Kirby Collector|TwoMorrows|1994|
Back Issue!|TwoMorrows|2003|
Comic Book Artist|TwoMorrows|1998|2005
Draw!|TwoMorrows|2001|
RetroFan|TwoMorrows|2018|
Overstreet Comic Book Price Guide|Overstreet|1970|
Overstreet's Comic Book Marketplace|Gemstone|1996|2004
Hero Illustrated|Warrior Publications|1993|1995
Comics Interview|Fictioneer|1983|1995
Mad Super Special|EC|1970|1995
MAD Classics|DC|2005|2012
Panic|Panic Publications|1958|1966
Humbug|Humbug|1957|1958
Trump|HMH Publishing|1957|1957
Crazy|Atlas|1953|1954
Snafu|Atlas|1955|1956
Métal Hurlant|Les Humanoïdes Associés|1975|1987
2000 AD|IPC|1977|
Judge Dredd Megazine|Fleetway|1990|
Warrior|Quality Communications|1982|1985
Doctor Who Magazine|Marvel UK|1979|
Starburst|Marvel UK|1977|
House of Hammer|General Book Distribution|1976|1978
Playboy|HMH Publishing|1953|
Famous Monsters Yearbook|Warren|1962|1971
Creepy Yearbook|Warren|1967|1971
Eerie Yearbook|Warren|1970|1972
Vampirella Annual|Warren|1972|1972
Savage Sword of Conan Annual|Marvel|1975|1975
Marvel Spectacular|Marvel|1973|1975
Pro Wrestling Illustrated|Kappa|1979|
Sports Illustrated|Time Inc.|1954|
Time|Time Inc.|1923|
Life|Time Inc.|1936|1972
TV Guide|Triangle|1953|
Rolling Stone|Straight Arrow|1967|
Famous Fantastic Mysteries|Popular Publications|1939|1953
Weird Tales|Rural Publishing|1923|1954
Amazing Stories|Experimenter Publishing|1926|
Astounding Science Fiction|Street & Smith|1930|1960
Analog Science Fiction and Fact|Condé Nast|1960|
Planet Stories|Love Romances|1939|1955
Startling Stories|Standard|1939|1955
Thrilling Wonder Stories|Standard|1936|1955
Black Mask|Pro-Distributors|1920|1951
The Shadow Magazine|Street & Smith|1931|1949
Doc Savage Magazine|Street & Smith|1933|1949
Spicy Detective Stories|Culture Publications|1934|1942
Galaxy Science Fiction|World Editions|1950|1980
The Magazine of Fantasy & Science Fiction|Mercury Press|1949|
Fantastic Adventures|Ziff-Davis|1939|1953
Marvel Science Stories|Postal Publications|1938|1952
Unknown|Street & Smith|1939|1943
Captain Future|Better Publications|1940|1944
G-8 and His Battle Aces|Popular Publications|1933|1944
The Spider|Popular Publications|1933|1943
Operator #5|Popular Publications|1934|1939
Dime Detective|Popular Publications|1931|1953
Argosy|Frank Munsey|1882|1978
Adventure|Ridgway|1910|1971
Blue Book|McCall|1905|1975
`;
