// Real DC (National Periodical Publications) series, including Vertigo, WildStorm and DC's imprints:
// "Title|Publisher|Start|End" per line; an empty end is ongoing or not known.
export const COMIC_TITLES_DC = `
Action Comics|DC|1938|2011
Action Comics|DC|2011|2016
Action Comics|DC|2016|
Detective Comics|DC|1937|2011
Detective Comics|DC|2011|2016
Detective Comics|DC|2016|
Superman|DC|1939|1986
Superman|DC|1987|2006
Superman|DC|2011|2016
Superman|DC|2016|2018
Superman|DC|2018|2021
Superman|DC|2023|
Adventures of Superman|DC|1987|2006
Superman: The Man of Steel|DC|1991|2003
Superman: The Man of Tomorrow|DC|1995|1999
Man of Steel|DC|1986|1986
Superman's Pal Superman's Girl Friend Lois Lane|DC|1958|1974
Superboy|DC|1949|1979
Superboy and the Legion of Super-Heroes|DC|1976|1979
Superboy|DC|1994|2002
Supergirl|DC|1972|1974
Supergirl|DC|1996|2003
Supergirl|DC|2005|2011
Supergirl|DC|2011|2015
Supergirl|DC|2016|2020
Daring New Adventures of Supergirl|DC|1982|1984
Superman Family|DC|1974|1982
World's Finest Comics|DC|1941|1986
World's Finest|DC|1990|1990
Superman/Batman|DC|2003|2011
Batman/Superman|DC|2013|2016
Batman/Superman|DC|2019|2021
All-Star Superman|DC|2005|2008
Superman: Red Son|DC|2003|2003
Superman: Birthright|DC|2003|2004
Superman for All Seasons|DC|1998|1998
Death of Superman|DC|1993|1993
Reign of the Supermen|DC|1993|1993
Steel|DC|1994|1998
Batman|DC|1940|2011
Batman|DC|2011|2016
Batman|DC|2016|
Batman Annual|DC|1961|
Batman: The Dark Knight Returns|DC|1986|1986
Batman: The Dark Knight|DC|2011|2014
Dark Knight III: The Master Race|DC|2015|2017
Batman: Year One|DC|1987|1987
Batman: The Killing Joke|DC|1988|1988
Batman: The Long Halloween|DC|1996|1997
Batman: Dark Victory|DC|1999|2000
Batman: Hush|DC|2002|2003
Batman: Legends of the Dark Knight|DC|1989|2007
Batman: Shadow of the Bat|DC|1992|2000
Batman: Gotham Knights|DC|2000|2006
Batman: The Cult|DC|1988|1988
Batman: Arkham Asylum|DC|1989|1989
Batman: Sword of Azrael|DC|1992|1993
Batman: Vengeance of Bane|DC|1993|1993
Batman: Knightfall|DC|1993|1994
The Batman Adventures|DC|1992|1995
Batman: Gotham Adventures|DC|1998|2003
Batman Beyond|DC|1999|2001
Batman Beyond|DC|2010|2011
Batman Beyond|DC|2016|2020
Batman: White Knight|DC|2017|2018
Batman: Damned|DC|2018|2019
Batman: Three Jokers|DC|2020|2020
Batman: Last Knight on Earth|DC|2019|2019
Batman: Earth One|DC|2012|
Batman and Robin|DC|2009|2011
Batman and Robin|DC|2011|2015
Batman Incorporated|DC|2010|2011
Batman Incorporated|DC|2012|2013
Batman: The Brave and the Bold|DC|2009|2010
Batman Confidential|DC|2007|2011
Batman: Streets of Gotham|DC|2009|2011
Batman: Black and White|DC|1996|1996
Batman Family|DC|1975|1978
Batman & the Outsiders|DC|1983|1987
Batman and the Outsiders|DC|2007|2009
Batman: Li'l Gotham|DC|2013|2014
Batman '66|DC|2013|2016
Batman: Gotham by Gaslight|DC|1989|1989
Batman: Venom|DC|1993|1993
Batman: Death in the Family|DC|1988|1989
Batman: The Widening Gyre|DC|2009|2010
Batman: The Court of Owls|DC|2011|2012
Batman: Urban Legends|DC|2021|2022
Batman: One Bad Day|DC|2022|2023
Batman/Teenage Mutant Ninja Turtles|DC|2015|2016
Batman/Fortnite: Zero Point|DC|2021|2021
Batman: The Imposter|DC|2021|2022
Batman: The Adventures Continue|DC|2020|2021
Batgirl|DC|2000|2006
Batgirl|DC|2009|2011
Batgirl|DC|2011|2016
Batgirl|DC|2016|2020
Batgirl: Year One|DC|2003|2003
Batwoman|DC|2011|2015
Batwoman|DC|2017|2018
Birds of Prey|DC|1999|2009
Birds of Prey|DC|2010|2011
Birds of Prey|DC|2011|2014
Birds of Prey|DC|2023|
Catwoman|DC|1993|2001
Catwoman|DC|2002|2008
Catwoman|DC|2011|2016
Catwoman|DC|2018|
Nightwing|DC|1996|2009
Nightwing|DC|2011|2014
Nightwing|DC|2016|
Robin|DC|1991|1991
Robin|DC|1993|2009
Robin II: The Joker's Wild|DC|1991|1991
Robin III: Cry of the Huntress|DC|1992|1993
Red Hood and the Outlaws|DC|2011|2016
Red Hood: Lost Days|DC|2010|2010
Azrael|DC|1995|2003
Azrael|DC|2009|2011
Harley Quinn|DC|2000|2004
Harley Quinn|DC|2013|2016
Harley Quinn|DC|2016|2020
Harley Quinn|DC|2021|
Joker|DC|1975|1976
Joker|DC|2008|2008
The Joker|DC|2021|2022
Joker: Killer Smile|DC|2019|2020
Gotham Central|DC|2003|2006
Gotham City Sirens|DC|2009|2011
Poison Ivy|DC|2022|
Justice League of America|DC|1960|1987
Justice League|DC|1987|1987
Justice League International|DC|1987|1989
Justice League America|DC|1989|1996
Justice League Europe|DC|1989|1993
Justice League Task Force|DC|1993|1996
Extreme Justice|DC|1995|1996
JLA|DC|1997|2006
Justice League of America|DC|2006|2011
Justice League|DC|2011|2016
Justice League|DC|2016|2018
Justice League|DC|2018|2022
Justice League Dark|DC|2011|2015
Justice League Dark|DC|2018|2021
Justice League 3000|DC|2013|2014
Justice League: Generation Lost|DC|2010|2011
JLA: Year One|DC|1998|1998
JLA/Avengers|DC|2003|2004
JSA|DC|1999|2006
Justice Society of America|DC|1991|1992
Justice Society of America|DC|2007|2011
All-Star Comics|DC|1940|1951
All-Star Comics|DC|1976|1978
All-American Comics|DC|1939|1948
All-Star Squadron|DC|1981|1987
Infinity, Inc.|DC|1984|1988
Young All-Stars|DC|1987|1989
Sensation Comics|DC|1942|1952
Wonder Woman|DC|1942|1986
Wonder Woman|DC|1987|2006
Wonder Woman|DC|2006|2011
Wonder Woman|DC|2011|2016
Wonder Woman|DC|2016|2023
Wonder Woman|DC|2023|
Wonder Woman: Earth One|DC|2016|
Wonder Woman: Dead Earth|DC|2019|2020
Wonder Woman Historia: The Amazons|DC|2021|2022
Flash Comics|DC|1940|1949
The Flash|DC|1959|1985
The Flash|DC|1987|2009
The Flash|DC|2010|2011
The Flash|DC|2011|2016
The Flash|DC|2016|2023
The Flash|DC|2023|
Flash: Rebirth|DC|2009|2010
Impulse|DC|1995|2002
Kid Flash|DC|2011|2011
Green Lantern|DC|1941|1949
Green Lantern|DC|1960|1988
Green Lantern|DC|1990|2004
Green Lantern|DC|2005|2011
Green Lantern|DC|2011|2016
Green Lantern/Green Arrow|DC|1983|1984
Green Lantern Corps|DC|1986|1988
Green Lantern Corps|DC|2006|2011
Green Lantern Corps|DC|2011|2015
Green Lantern Corps Quarterly|DC|1992|1994
Green Lantern: Rebirth|DC|2004|2005
Green Lantern: Emerald Dawn|DC|1989|1990
Green Lantern: Mosaic|DC|1992|1993
Green Lanterns|DC|2016|2018
Hal Jordan and the Green Lantern Corps|DC|2016|2018
The Green Lantern|DC|2018|2019
Green Lantern: New Guardians|DC|2011|2015
Red Lanterns|DC|2011|2015
Blackest Night|DC|2009|2010
Brightest Day|DC|2010|2011
Sinestro Corps Special|DC|2007|2007
Sinestro|DC|2014|2016
Green Arrow|DC|1983|1983
Green Arrow|DC|1988|1998
Green Arrow|DC|2001|2007
Green Arrow and Black Canary|DC|2007|2010
Green Arrow|DC|2010|2011
Green Arrow|DC|2011|2016
Green Arrow|DC|2016|2019
Green Arrow: The Longbow Hunters|DC|1987|1987
Black Canary|DC|1991|1993
Black Canary|DC|2015|2016
Aquaman|DC|1962|1978
Aquaman|DC|1986|1986
Aquaman|DC|1989|1989
Aquaman|DC|1991|1992
Aquaman|DC|1994|2001
Aquaman|DC|2003|2006
Aquaman|DC|2011|2016
Aquaman|DC|2016|2021
Aquaman: Sword of Atlantis|DC|2006|2007
Aqualad|DC|2010|2010
Hawkman|DC|1964|1968
Hawkman|DC|1986|1987
Hawkman|DC|1993|1996
Hawkman|DC|2002|2006
Hawkman|DC|2018|2021
Hawk and Dove|DC|1968|1969
Hawk and Dove|DC|1988|1989
Hawk and Dove|DC|1989|1991
The Atom|DC|1962|1968
Atom and Hawkman|DC|1968|1969
The All-New Atom|DC|2006|2008
Martian Manhunter|DC|1988|1988
Martian Manhunter|DC|1998|2001
Martian Manhunter|DC|2006|2007
Martian Manhunter|DC|2015|2016
Martian Manhunter|DC|2018|2020
Captain Atom|DC|1987|1991
Blue Beetle|DC|1986|1988
Blue Beetle|DC|2006|2009
Blue Beetle|DC|2011|2013
Booster Gold|DC|1986|1988
Booster Gold|DC|2007|2011
Firestorm|DC|1978|1978
Fury of Firestorm|DC|1982|1990
Firestorm|DC|2004|2007
Metal Men|DC|1963|1978
Metal Men|DC|2007|2008
Doom Patrol|DC|1964|1973
Doom Patrol|DC|1987|1995
Doom Patrol|DC|2004|2006
Doom Patrol|DC|2009|2011
Doom Patrol|DC|2016|2018
My Greatest Adventure|DC|1955|1964
Teen Titans|DC|1966|1978
New Teen Titans|DC|1980|1984
Tales of the Teen Titans|DC|1984|1988
New Teen Titans|DC|1984|1988
New Titans|DC|1988|1996
Teen Titans|DC|1996|1998
Titans|DC|1999|2003
Teen Titans|DC|2003|2011
Teen Titans|DC|2011|2014
Teen Titans|DC|2014|2016
Teen Titans|DC|2016|2020
Titans|DC|2016|2019
Teen Titans Go!|DC|2004|2008
Teen Titans Go!|DC|2014|2016
Young Justice|DC|1998|2003
Young Justice|DC|2011|2013
Young Justice|DC|2019|2021
Legion of Super-Heroes|DC|1973|1973
Legion of Super-Heroes|DC|1980|1984
Legion of Super-Heroes|DC|1984|1989
Legion of Super-Heroes|DC|1989|2000
Legion of Super-Heroes|DC|2005|2009
Legion of Super-Heroes|DC|2010|2011
Legion of Super-Heroes|DC|2011|2013
Legion of Super-Heroes|DC|2019|2021
Legionnaires|DC|1993|2000
Adventure Comics|DC|1938|1983
Adventure Comics|DC|2009|2011
More Fun Comics|DC|1936|1947
New Fun|DC|1935|1935
New Comics|DC|1935|1937
New Adventure Comics|DC|1937|1938
Star Spangled Comics|DC|1941|1952
Star Spangled War Stories|DC|1952|1977
Leading Comics|DC|1941|1950
Comic Cavalcade|DC|1942|1954
Boy Commandos|DC|1942|1949
Real Fact Comics|DC|1946|1949
Mr. District Attorney|DC|1948|1959
Gang Busters|DC|1947|1958
Big Town|DC|1951|1958
Showcase|DC|1956|1978
Showcase '93|DC|1993|1993
Showcase '94|DC|1994|1994
Showcase '95|DC|1995|1995
Showcase '96|DC|1996|1996
The Brave and the Bold|DC|1955|1983
The Brave and the Bold|DC|2007|2010
DC Comics Presents|DC|1978|1986
DC Special|DC|1968|1977
DC Special Series|DC|1977|1981
DC Super-Stars|DC|1976|1978
DC 100-Page Super Spectacular|DC|1971|1973
DC Comics Presents Annual|DC|1982|1985
DC Challenge|DC|1985|1986
DC Retroactive|DC|2011|2011
First Issue Special|DC|1975|1976
Strange Adventures|DC|1950|1973
Strange Adventures|DC|2020|2021
Mystery in Space|DC|1951|1966
Mystery in Space|DC|1980|1981
House of Mystery|DC|1951|1983
House of Mystery|DC|2008|2011
House of Secrets|DC|1956|1978
House of Secrets|DC|1996|1998
Tales of the Unexpected|DC|1956|1968
The Unexpected|DC|1968|1982
Witching Hour|DC|1969|1978
Weird Mystery Tales|DC|1972|1975
Secrets of Haunted House|DC|1975|1982
Ghosts|DC|1971|1982
Secrets of Sinister House|DC|1972|1974
Sinister House of Secret Love|DC|1971|1972
Forbidden Tales of Dark Mansion|DC|1972|1974
Plop!|DC|1973|1976
Weird War Tales|DC|1971|1983
Weird Western Tales|DC|1972|1980
All-Star Western|DC|1951|1961
All-Star Western|DC|1970|1972
All-Star Western|DC|2011|2014
Jonah Hex|DC|1977|1985
Jonah Hex|DC|2006|2011
Hex|DC|1985|1987
Jonah Hex: Two-Gun Mojo|DC|1993|1993
Our Army at War|DC|1952|1977
Sgt. Rock|DC|1977|1988
Our Fighting Forces|DC|1954|1978
G.I. Combat|DC|1957|1987
All-American Men of War|DC|1952|1966
Star Spangled War Stories|DC|1952|1977
Blackhawk|DC|1957|1968
Blackhawk|DC|1976|1984
Unknown Soldier|DC|1977|1982
Unknown Soldier|DC|2008|2010
Enemy Ace Special|DC|1990|1990
Swamp Thing|DC|1972|1976
Saga of the Swamp Thing|DC|1982|1985
Swamp Thing|DC|1985|1996
Swamp Thing|DC|2000|2001
Swamp Thing|DC|2004|2006
Swamp Thing|DC|2011|2015
Swamp Thing|DC|2021|2022
Hellblazer|DC|1988|2013
Constantine|DC|2013|2015
Constantine: The Hellblazer|DC|2015|2016
The Hellblazer|DC|2016|2018
John Constantine: Hellblazer|DC|2019|2021
Sandman|DC|1974|1976
Sandman|DC|1989|1996
Sandman Mystery Theatre|DC|1993|1999
Sandman: Overture|DC|2013|2015
The Sandman Universe|DC|2018|2018
The Dreaming|DC|1996|2001
The Dreaming|DC|2018|2020
Death: The High Cost of Living|DC|1993|1993
Death: The Time of Your Life|DC|1996|1996
Lucifer|DC|2000|2006
Lucifer|DC|2016|2017
Lucifer|DC|2018|2020
Books of Magic|DC|1990|1991
Books of Magic|DC|1994|2000
Hellblazer Special|DC|1993|1993
Shade, the Changing Man|DC|1977|1978
Shade, the Changing Man|DC|1990|1996
Animal Man|DC|1988|1995
Animal Man|DC|2011|2014
Black Orchid|DC|1988|1989
Black Orchid|DC|1993|1995
Preacher|DC|1995|2000
Preacher Special|DC|1996|1998
Transmetropolitan|DC|1997|2002
100 Bullets|DC|1999|2009
Y: The Last Man|DC|2002|2008
Fables|DC|2002|2015
Jack of Fables|DC|2006|2011
Fairest|DC|2012|2015
Ex Machina|DC|2004|2010
DMZ|DC|2006|2012
Scalped|DC|2007|2012
Northlanders|DC|2008|2012
American Vampire|DC|2010|2013
Sweet Tooth|DC|2009|2013
The Unwritten|DC|2009|2015
iZombie|DC|2010|2012
Invisibles|DC|1994|1995
The Invisibles|DC|1997|1999
The Invisibles|DC|1999|2000
The Filth|DC|2002|2003
We3|DC|2004|2004
Seaguy|DC|2004|2004
Human Target|DC|2003|2005
Human Target|DC|2021|2022
Losers|DC|2003|2006
Hitman|DC|1996|2001
Starman|DC|1988|1992
Starman|DC|1994|2001
Spectre|DC|1967|1969
Spectre|DC|1987|1989
Spectre|DC|1992|1998
Spectre|DC|2001|2003
Phantom Stranger|DC|1952|1953
Phantom Stranger|DC|1969|1976
Phantom Stranger|DC|1987|1988
Phantom Stranger|DC|2012|2014
Deadman|DC|1985|1985
Deadman|DC|1986|1986
Deadman|DC|2006|2007
Deadman|DC|2017|2018
Challengers of the Unknown|DC|1958|1978
Challengers of the Unknown|DC|1991|1991
Challengers of the Unknown|DC|1997|1998
Sea Devils|DC|1961|1967
Rip Hunter, Time Master|DC|1961|1965
Tomahawk|DC|1950|1972
Metamorpho|DC|1965|1968
Metamorpho|DC|1993|1993
Eclipso|DC|1992|1994
Sword of Sorcery|DC|1973|1973
Warlord|DC|1976|1988
Warlord|DC|2009|2010
Claw the Unconquered|DC|1975|1978
Stalker|DC|1975|1976
Beowulf|DC|1975|1976
Kamandi, the Last Boy on Earth|DC|1972|1978
OMAC|DC|1974|1975
OMAC|DC|1991|1991
OMAC|DC|2011|2012
Mister Miracle|DC|1971|1978
Mister Miracle|DC|1989|1991
Mister Miracle|DC|2017|2019
New Gods|DC|1971|1978
New Gods|DC|1984|1984
New Gods|DC|1989|1991
New Gods|DC|1995|1997
Forever People|DC|1971|1972
Forever People|DC|1988|1989
Jimmy Olsen|DC|1954|1974
The Demon|DC|1972|1974
The Demon|DC|1987|1987
The Demon|DC|1990|1995
Sandman|DC|1974|1976
Kobra|DC|1976|1977
Black Lightning|DC|1977|1978
Black Lightning|DC|1995|1996
Black Lightning: Cold Dead Hands|DC|2018|2018
Richard Dragon, Kung-Fu Fighter|DC|1975|1977
Shazam!|DC|1973|1978
Power of Shazam!|DC|1995|1999
Shazam!|DC|2019|2020
Shazam!|DC|2023|
Captain Marvel Jr.|DC|2006|2006
Freedom Fighters|DC|1976|1978
Secret Society of Super-Villains|DC|1976|1978
Super Friends|DC|1976|1981
Super Friends|DC|2008|2010
Wanted: The World's Most Dangerous Villains|DC|1972|1973
Secret Origins|DC|1961|1961
Secret Origins|DC|1973|1974
Secret Origins|DC|1986|1990
Secret Origins|DC|2014|2015
Who's Who: The Definitive Directory of the DC Universe|DC|1985|1987
Who's Who in the DC Universe|DC|1990|1992
Crisis on Infinite Earths|DC|1985|1986
History of the DC Universe|DC|1986|1986
Legends|DC|1986|1987
Millennium|DC|1988|1988
Invasion!|DC|1988|1989
Armageddon 2001|DC|1991|1991
War of the Gods|DC|1991|1991
Eclipso: The Darkness Within|DC|1992|1992
Bloodlines|DC|1993|1993
Zero Hour: Crisis in Time|DC|1994|1994
Underworld Unleashed|DC|1995|1995
Final Night|DC|1996|1996
Genesis|DC|1997|1997
DC One Million|DC|1998|1998
Day of Judgment|DC|1999|1999
Our Worlds at War|DC|2001|2001
Identity Crisis|DC|2004|2005
Countdown to Infinite Crisis|DC|2005|2005
Infinite Crisis|DC|2005|2006
52|DC|2006|2007
Countdown|DC|2007|2008
Final Crisis|DC|2008|2009
Flashpoint|DC|2011|2011
Forever Evil|DC|2013|2014
Convergence|DC|2015|2015
DC Universe: Rebirth|DC|2016|2016
Dark Nights: Metal|DC|2017|2018
Dark Nights: Death Metal|DC|2020|2021
Doomsday Clock|DC|2017|2019
Heroes in Crisis|DC|2018|2019
Infinite Frontier|DC|2021|2021
Dark Crisis on Infinite Earths|DC|2022|2022
Kingdom Come|DC|1996|1996
The Kingdom|DC|1999|1999
Watchmen|DC|1986|1987
Before Watchmen: Rorschach|DC|2012|2013
Before Watchmen: Comedian|DC|2012|2013
Before Watchmen: Minutemen|DC|2012|2013
Camelot 3000|DC|1982|1985
Ronin|DC|1983|1984
V for Vendetta|DC|1988|1989
The Question|DC|1987|1990
The Question|DC|2005|2005
Manhunter|DC|1988|1990
Manhunter|DC|2004|2009
Checkmate|DC|1988|1990
Checkmate|DC|2006|2008
Suicide Squad|DC|1987|1992
Suicide Squad|DC|2001|2002
Suicide Squad|DC|2011|2014
New Suicide Squad|DC|2014|2016
Suicide Squad|DC|2016|2019
Suicide Squad|DC|2019|2021
Suicide Squad: Get Joker!|DC|2022|2022
Deathstroke, the Terminator|DC|1991|1996
Deathstroke|DC|2011|2013
Deathstroke|DC|2014|2016
Deathstroke|DC|2016|2019
Deathstroke Inc.|DC|2021|2022
Lobo|DC|1990|1991
Lobo|DC|1993|1999
Lobo|DC|2014|2016
Lobo's Back|DC|1992|1992
Guy Gardner|DC|1992|1994
Guy Gardner: Warrior|DC|1994|1996
L.E.G.I.O.N.|DC|1989|1994
R.E.B.E.L.S.|DC|1994|1996
R.E.B.E.L.S.|DC|2009|2011
Darkstars|DC|1992|1996
Valor|DC|1992|1994
Team Titans|DC|1992|1994
Primal Force|DC|1994|1995
Sovereign Seven|DC|1995|1998
Chase|DC|1998|1998
Resurrection Man|DC|1997|1999
Resurrection Man|DC|2011|2012
Major Bummer|DC|1997|1998
Aztek: The Ultimate Man|DC|1996|1997
Hourman|DC|1999|2001
Chronos|DC|1998|1999
Stars and S.T.R.I.P.E.|DC|1999|2000
Young Heroes in Love|DC|1997|1998
Xero|DC|1997|1998
Anima|DC|1994|1995
Fate|DC|1994|1996
Dr. Fate|DC|1988|1989
Doctor Fate|DC|1988|1992
Doctor Fate|DC|2015|2016
Sgt. Rock Special|DC|1988|1992
Blue Devil|DC|1984|1986
Amethyst, Princess of Gemworld|DC|1983|1984
Arion, Lord of Atlantis|DC|1982|1985
Night Force|DC|1982|1983
Atari Force|DC|1984|1985
Thriller|DC|1983|1984
Omega Men|DC|1983|1986
The Omega Men|DC|2015|2016
Vigilante|DC|1983|1988
Outsiders|DC|1985|1988
Outsiders|DC|1993|1995
Outsiders|DC|2003|2007
Ambush Bug|DC|1985|1985
Wild Dog|DC|1987|1987
Cosmic Boy|DC|1986|1987
Legion of Substitute Heroes Special|DC|1985|1985
Watchmen|DC|2019|2019
Cosmic Odyssey|DC|1988|1988
Trinity|DC|2008|2009
Trinity|DC|2016|2018
Wednesday Comics|DC|2009|2009
The Sandman: Endless Nights|DC|2003|2003
The Spirit|DC|2007|2009
Tom Strong|DC|1999|2006
Promethea|DC|1999|2005
Top 10|DC|1999|2001
Tomorrow Stories|DC|1999|2002
League of Extraordinary Gentlemen|DC|1999|2000
Planetary|DC|1999|2009
The Authority|DC|1999|2002
Stormwatch|DC|1993|1997
Stormwatch|DC|1997|1998
WildC.A.T.s|DC|1999|2001
Wildcats|DC|2006|2007
Gen13|DC|2002|2003
Sleeper|DC|2003|2005
Astro City|DC|2013|2018
Gotham Academy|DC|2014|2017
Grayson|DC|2014|2016
We Are Robin|DC|2015|2016
Bizarro|DC|2015|2015
Prez|DC|1973|1974
Prez|DC|2015|2016
The Multiversity|DC|2014|2015
Superman: Up in the Sky|DC|2019|2019
Superman: Son of Kal-El|DC|2021|2023
Superman and the Authority|DC|2021|2021
Action Comics Annual|DC|1987|
Tales of the Green Lantern Corps|DC|1981|1981
Super Powers|DC|1985|1986
80 Page Giant|DC|1964|1965
Limited Collectors' Edition|DC|1972|1978
Famous First Edition|DC|1974|1979
Superman vs. Muhammad Ali|DC|1978|1978
Superman: The Movie|DC|1978|1979
Shazam! The New Beginning|DC|1987|1987
Swamp Thing Annual|DC|1982|
Star Trek|DC|1984|1988
Star Trek|DC|1989|1996
Star Trek: The Next Generation|DC|1988|1988
Star Trek: The Next Generation|DC|1989|1996
Justice League Unlimited|DC|2004|2008
Superman Adventures|DC|1996|2002
Looney Tunes|DC|1994|
Scooby-Doo|DC|1997|2010
Scooby-Doo, Where Are You?|DC|2010|
Cartoon Network Presents|DC|1997|2000
Tiny Titans|DC|2008|2012
Sugar and Spike|DC|1956|1971
Binky|DC|1970|1977
Leave It to Binky|DC|1948|1969
Angel and the Ape|DC|1968|1969
Inferior Five|DC|1967|1968
Brother Power, the Geek|DC|1968|1968
Bat Lash|DC|1968|1969
Anthro|DC|1968|1969
Beware the Creeper|DC|1968|1969
The Creeper|DC|1997|1998
The Creeper|DC|2006|2007
Girls' Love Stories|DC|1949|1973
Girls' Romances|DC|1950|1971
Falling in Love|DC|1955|1973
Heart Throbs|DC|1957|1972
Secret Hearts|DC|1949|1971
Young Love|DC|1963|1977
Young Romance|DC|1963|1975
Adventures of Bob Hope|DC|1950|1968
Adventures of Jerry Lewis|DC|1957|1971
Adventures of Dean Martin and Jerry Lewis|DC|1952|1957
Sgt. Bilko|DC|1957|1960
A Date with Judy|DC|1947|1960
Swing with Scooter|DC|1966|1972
Dial H for Hero|DC|2019|2019
Dial H|DC|2012|2013
Adventures of the Super Sons|DC|2018|2019
Super Sons|DC|2017|2018
Superman: Secret Identity|DC|2004|2004
Superman: Kryptonite|DC|2008|2008
Superman: Secret Origin|DC|2009|2010
Superman: Earth One|DC|2010|
Superman/Wonder Woman|DC|2013|2016
Wonder Girl|DC|2007|2008
Wonder Girl|DC|2021|2022
Catwoman: When in Rome|DC|2004|2005
Batman: Haunted Knight|DC|1996|1996
Batman: Dark Detective|DC|2005|2005
Batman: Europa|DC|2016|2016
All Star Batman & Robin, the Boy Wonder|DC|2005|2008
All-Star Batman|DC|2016|2017
Batman: Creature of the Night|DC|2017|2019
Batman: Curse of the White Knight|DC|2019|2020
Batman: Beyond the White Knight|DC|2022|2023
Batman: The Dark Knight Strikes Again|DC|2001|2002
Batman: Death and the Maidens|DC|2003|2004
Batman: The Man Who Laughs|DC|2005|2005
Batman: Reptilian|DC|2021|2022
Batman: Fear State|DC|2021|2021
Batman: Night of the Owls|DC|2012|2012
Batman Eternal|DC|2014|2015
Batman & Robin Eternal|DC|2015|2016
Batman: Gotham Nights|DC|1992|1992
Detective Comics Annual|DC|1988|
Showcase Presents|DC|2005|
Lois Lane|DC|2019|2020
Jimmy Olsen|DC|2019|2020
Superman's Pal Jimmy Olsen|DC|2019|2020
Doom Patrol: Weight of the Worlds|DC|2019|2021
Far Sector|DC|2019|2021
Strange Adventures|DC|2020|2021
Kamandi Challenge|DC|2017|2018
Metal Men|DC|2019|2020
Immortal Men|DC|2018|2018
The Terrifics|DC|2018|2020
New Challengers|DC|2018|2018
Sideways|DC|2018|2019
Damage|DC|2018|2019
Silencer|DC|2018|2019
The Batman Who Laughs|DC|2018|2019
Justice League Odyssey|DC|2018|2020
Event Leviathan|DC|2019|2019
Superman: Leviathan Rising|DC|2019|2019
Naomi|DC|2019|2019
Young Justice: Targets|DC|2022|2022
Nubia: Queen of the Amazons|DC|2022|2022
Black Adam|DC|2022|2023
Black Adam: The Dark Age|DC|2007|2008
Titans: Beast World|DC|2023|2024
Knight Terrors|DC|2023|2023
Lazarus Planet|DC|2023|2023
Batman/Catwoman|DC|2020|2022
Catwoman: Lonely City|DC|2021|2022
Tales of the Batman: Gene Colan|DC|2011|2011
DC Comics Bombshells|DC|2015|2017
Bombshells United|DC|2017|2018
Injustice: Gods Among Us|DC|2013|2014
Injustice 2|DC|2017|2018
DCeased|DC|2019|2019
DCeased: Unkillables|DC|2020|2020
DCeased: Dead Planet|DC|2020|2020
Tales from the Dark Multiverse|DC|2019|2021
Future State|DC|2021|2021
Batman: Urban Legends|DC|2021|2022
`;
