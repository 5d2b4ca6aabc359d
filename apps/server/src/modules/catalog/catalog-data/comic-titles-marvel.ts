// Real Marvel series (Timely and Atlas are in comic-titles-golden-age): "Title|Publisher|Start|End" per
// line; an empty end is ongoing or not known. A relaunched title appears once per volume's start year.
// Years are the series' cover years as commonly listed by collectors' price guides.
export const COMIC_TITLES_MARVEL = `
Amazing Spider-Man|Marvel|1963|1998
Amazing Spider-Man|Marvel|1999|2013
Amazing Spider-Man|Marvel|2014|2015
Amazing Spider-Man|Marvel|2015|2018
Amazing Spider-Man|Marvel|2018|2022
Amazing Spider-Man|Marvel|2022|
Amazing Fantasy|Marvel|1962|1962
Amazing Adventures|Marvel|1961|1961
Amazing Adventures|Marvel|1970|1976
Amazing Adult Fantasy|Marvel|1961|1962
Fantastic Four|Marvel|1961|1996
Fantastic Four|Marvel|1996|1997
Fantastic Four|Marvel|1998|2011
Fantastic Four|Marvel|2013|2014
Fantastic Four|Marvel|2018|2022
Fantastic Four|Marvel|2022|
Fantastic Four Annual|Marvel|1963|
Incredible Hulk|Marvel|1962|1963
Incredible Hulk|Marvel|1968|1999
Incredible Hulk|Marvel|2000|2001
Immortal Hulk|Marvel|2018|2021
Hulk|Marvel|1999|2000
Hulk|Marvel|2008|2012
Savage She-Hulk|Marvel|1980|1982
Sensational She-Hulk|Marvel|1989|1994
She-Hulk|Marvel|2004|2005
X-Men|Marvel|1963|1981
X-Men|Marvel|1991|2001
Uncanny X-Men|Marvel|1981|2011
Uncanny X-Men|Marvel|2013|2015
X-Men Annual|Marvel|1970|
Giant-Size X-Men|Marvel|1975|1975
X-Factor|Marvel|1986|1998
X-Force|Marvel|1991|2002
X-Force|Marvel|2008|2010
Uncanny X-Force|Marvel|2010|2012
New Mutants|Marvel|1983|1991
New X-Men|Marvel|2001|2004
Astonishing X-Men|Marvel|2004|2013
X-Men Unlimited|Marvel|1993|2003
X-Men Legends|Marvel|2021|2023
Excalibur|Marvel|1988|1998
Generation X|Marvel|1994|2001
Cable|Marvel|1993|2002
Wolverine|Marvel|1982|1982
Wolverine|Marvel|1988|2003
Wolverine|Marvel|2003|2009
Wolverine|Marvel|2020|
Wolverine and the X-Men|Marvel|2011|2014
Wolverine: Origin|Marvel|2001|2002
Gambit|Marvel|1993|1994
Gambit|Marvel|1999|2001
Rogue|Marvel|1995|1995
Storm|Marvel|1996|1996
Deadpool|Marvel|1997|2002
Deadpool|Marvel|2008|2012
Deadpool|Marvel|2013|2015
Deadpool|Marvel|2015|2017
Deadpool: The Circle Chase|Marvel|1993|1993
Cable & Deadpool|Marvel|2004|2008
Avengers|Marvel|1963|1996
Avengers|Marvel|1998|2004
Avengers|Marvel|2010|2012
Avengers|Marvel|2013|2015
Avengers|Marvel|2018|2023
Avengers Annual|Marvel|1967|
Giant-Size Avengers|Marvel|1974|1975
West Coast Avengers|Marvel|1985|1989
Avengers West Coast|Marvel|1989|1994
New Avengers|Marvel|2005|2010
Mighty Avengers|Marvel|2007|2010
Young Avengers|Marvel|2005|2006
Dark Avengers|Marvel|2009|2010
Secret Avengers|Marvel|2010|2013
Avengers Academy|Marvel|2010|2012
Avengers Arena|Marvel|2013|2014
Uncanny Avengers|Marvel|2012|2014
Avengers Spotlight|Marvel|1989|1991
Solo Avengers|Marvel|1987|1989
Journey into Mystery|Marvel|1952|1966
Thor|Marvel|1966|1996
Thor|Marvel|1998|2004
Thor|Marvel|2007|2011
Mighty Thor|Marvel|2011|2012
Thor: God of Thunder|Marvel|2013|2014
Thor|Marvel|2014|2015
Mighty Thor|Marvel|2016|2018
Thor|Marvel|2020|
Tales of Suspense|Marvel|1959|1968
Tales to Astonish|Marvel|1959|1968
Strange Tales|Marvel|1951|1968
Daredevil|Marvel|1964|1998
Daredevil|Marvel|1998|2011
Daredevil|Marvel|2011|2014
Daredevil|Marvel|2014|2015
Daredevil|Marvel|2016|2018
Daredevil|Marvel|2019|2021
Daredevil: The Man Without Fear|Marvel|1993|1994
Daredevil: Yellow|Marvel|2001|2001
Elektra|Marvel|1995|1996
Elektra: Assassin|Marvel|1986|1987
Elektra Saga|Marvel|1984|1984
Iron Man|Marvel|1968|1996
Iron Man|Marvel|1998|2004
Iron Man|Marvel|2005|2009
Invincible Iron Man|Marvel|2008|2012
Iron Man|Marvel|2013|2014
Invincible Iron Man|Marvel|2015|2018
Iron Man and Sub-Mariner|Marvel|1968|1968
Captain America|Marvel|1968|1996
Captain America|Marvel|1998|2002
Captain America|Marvel|2002|2004
Captain America|Marvel|2005|2011
Captain America|Marvel|2011|2012
Captain America|Marvel|2018|2021
Captain America and the Falcon|Marvel|2004|2005
Captain America: Sam Wilson|Marvel|2015|2017
Captain America: Steve Rogers|Marvel|2016|2017
Captain Marvel|Marvel|1968|1979
Captain Marvel|Marvel|2000|2002
Captain Marvel|Marvel|2012|2014
Captain Marvel|Marvel|2019|2023
Ms. Marvel|Marvel|1977|1979
Ms. Marvel|Marvel|2006|2010
Ms. Marvel|Marvel|2014|2015
Ms. Marvel|Marvel|2016|2019
Marvel Spotlight|Marvel|1971|1977
Marvel Spotlight|Marvel|1979|1981
Marvel Premiere|Marvel|1972|1981
Marvel Feature|Marvel|1971|1973
Marvel Super-Heroes|Marvel|1967|1982
Marvel Super-Heroes Secret Wars|Marvel|1984|1985
Secret Wars II|Marvel|1985|1986
Secret Wars|Marvel|2015|2016
Marvel Two-in-One|Marvel|1974|1983
Marvel Team-Up|Marvel|1972|1985
Marvel Tales|Marvel|1964|1994
Marvel Triple Action|Marvel|1972|1979
Marvel's Greatest Comics|Marvel|1969|1981
Marvel Collectors' Item Classics|Marvel|1965|1969
Marvel Comics Presents|Marvel|1988|1995
Marvel Fanfare|Marvel|1982|1992
Marvel Age|Marvel|1983|1994
Marvel Graphic Novel|Marvel|1982|1993
Marvel Chillers|Marvel|1975|1976
Marvel Premiere|Marvel|1972|1981
Marvel Presents|Marvel|1975|1977
Marvel Treasury Edition|Marvel|1974|1981
Marvel Universe|Marvel|1998|1998
Marvels|Marvel|1994|1994
Official Handbook of the Marvel Universe|Marvel|1983|1984
Official Handbook of the Marvel Universe Deluxe Edition|Marvel|1985|1988
Silver Surfer|Marvel|1968|1970
Silver Surfer|Marvel|1987|1998
Silver Surfer|Marvel|2016|2017
Silver Surfer: Black|Marvel|2019|2019
Sub-Mariner|Marvel|1968|1974
Namor, the Sub-Mariner|Marvel|1990|1995
Doctor Strange|Marvel|1968|1969
Doctor Strange|Marvel|1974|1987
Doctor Strange, Sorcerer Supreme|Marvel|1988|1996
Doctor Strange|Marvel|2015|2018
Doctor Strange|Marvel|2018|2019
Strange Academy|Marvel|2020|2022
Ghost Rider|Marvel|1973|1983
Ghost Rider|Marvel|1990|1998
Ghost Rider|Marvel|2006|2009
All-New Ghost Rider|Marvel|2014|2015
Ghost Rider|Marvel|2019|2020
Ghost Rider|Marvel|2022|2023
Spirits of Vengeance|Marvel|1992|1994
Ghost Rider/Blaze: Spirits of Vengeance|Marvel|1992|1994
Werewolf by Night|Marvel|1972|1977
Werewolf by Night|Marvel|1998|1998
Tomb of Dracula|Marvel|1972|1979
Blade|Marvel|1998|1999
Blade: The Vampire Hunter|Marvel|1994|1995
Man-Thing|Marvel|1974|1975
Giant-Size Man-Thing|Marvel|1974|1975
Monster of Frankenstein|Marvel|1973|1975
Son of Satan|Marvel|1975|1977
Howard the Duck|Marvel|1976|1979
Howard the Duck|Marvel|2015|2016
Master of Kung Fu|Marvel|1974|1983
Special Marvel Edition|Marvel|1971|1974
Iron Fist|Marvel|1975|1977
Immortal Iron Fist|Marvel|2007|2009
Power Man|Marvel|1974|1978
Power Man and Iron Fist|Marvel|1978|1986
Luke Cage, Hero for Hire|Marvel|1972|1973
Black Panther|Marvel|1977|1979
Black Panther|Marvel|1998|2003
Black Panther|Marvel|2005|2008
Black Panther|Marvel|2016|2018
Jungle Action|Marvel|1972|1976
Black Widow|Marvel|1999|1999
Black Widow|Marvel|2014|2015
Black Widow|Marvel|2016|2017
Black Widow|Marvel|2020|2022
Hawkeye|Marvel|1983|1983
Hawkeye|Marvel|2012|2015
All-New Hawkeye|Marvel|2015|2016
Defenders|Marvel|1972|1986
New Defenders|Marvel|1983|1986
Champions|Marvel|1975|1978
Champions|Marvel|2016|2019
Invaders|Marvel|1975|1979
Inhumans|Marvel|1975|1977
Inhumans|Marvel|1998|1999
Eternals|Marvel|1976|1978
Eternals|Marvel|2021|2022
Machine Man|Marvel|1978|1981
Nova|Marvel|1976|1979
Nova|Marvel|2007|2010
Nova|Marvel|2013|2015
Micronauts|Marvel|1979|1984
Rom|Marvel|1979|1986
Shogun Warriors|Marvel|1979|1980
Godzilla|Marvel|1977|1979
Star Wars|Marvel|1977|1986
Star Wars|Marvel|2015|2019
Star Wars|Marvel|2020|
Darth Vader|Marvel|2015|2016
Darth Vader|Marvel|2017|2018
Darth Vader|Marvel|2020|
Doctor Aphra|Marvel|2016|2019
Star Wars: Doctor Aphra|Marvel|2020|
Star Wars: Poe Dameron|Marvel|2016|2018
Star Wars: Kanan|Marvel|2015|2016
Star Wars: Han Solo|Marvel|2016|2017
Star Wars: The Mandalorian|Marvel|2022|
Star Wars: Bounty Hunters|Marvel|2020|
Star Wars: The High Republic|Marvel|2021|
Star Wars: War of the Bounty Hunters|Marvel|2021|2021
Star Wars: Return of the Jedi|Marvel|1983|1984
Ewoks|Marvel|1985|1987
Droids|Marvel|1986|1987
G.I. Joe: A Real American Hero|Marvel|1982|1994
G.I. Joe Special Missions|Marvel|1986|1989
Transformers|Marvel|1984|1991
Transformers: Headmasters|Marvel|1987|1988
Transformers: Generation 2|Marvel|1993|1994
ThunderCats|Marvel|1985|1988
Masters of the Universe|Marvel|1986|1988
Conan the Barbarian|Marvel|1970|1993
Conan the Barbarian|Marvel|2019|2019
Conan the King|Marvel|1984|1989
King Conan|Marvel|1980|1983
Savage Tales|Marvel|1971|1975
Red Sonja|Marvel|1977|1979
Kull the Conqueror|Marvel|1971|1973
Kull the Destroyer|Marvel|1973|1978
Kull the Conqueror|Marvel|1982|1985
Conan Saga|Marvel|1987|1995
Groo the Wanderer|Marvel|1985|1995
Alf|Marvel|1988|1992
Barbie|Marvel|1991|1996
Sectaurs|Marvel|1985|1986
Visionaries|Marvel|1987|1988
Starriors|Marvel|1984|1985
Thundercats|Marvel|1985|1988
Dazzler|Marvel|1981|1986
Moon Knight|Marvel|1980|1984
Moon Knight|Marvel|1985|1986
Marc Spector: Moon Knight|Marvel|1989|1994
Moon Knight|Marvel|2006|2009
Moon Knight|Marvel|2011|2012
Moon Knight|Marvel|2014|2015
Moon Knight|Marvel|2016|2018
Moon Knight|Marvel|2021|2023
Punisher|Marvel|1986|1986
Punisher|Marvel|1987|1995
Punisher War Journal|Marvel|1988|1995
Punisher War Zone|Marvel|1992|1995
Punisher|Marvel|2000|2001
Punisher|Marvel|2001|2004
Punisher MAX|Marvel|2004|2009
Punisher|Marvel|2011|2012
Punisher|Marvel|2016|2017
Punisher|Marvel|2018|2019
Punisher Annual|Marvel|1988|1994
Punisher Magazine|Marvel|1989|1990
Punisher: Year One|Marvel|1994|1995
Spectacular Spider-Man|Marvel|1968|1968
Peter Parker, the Spectacular Spider-Man|Marvel|1976|1998
Spectacular Spider-Man|Marvel|2003|2005
Web of Spider-Man|Marvel|1985|1995
Spider-Man|Marvel|1990|1998
Spider-Man 2099|Marvel|1992|1996
Spider-Man Unlimited|Marvel|1993|1998
Spider-Man: The Clone Saga|Marvel|2009|2010
Spider-Man: Blue|Marvel|2002|2003
Spider-Man: Chapter One|Marvel|1998|1999
Spider-Man's Tangled Web|Marvel|2001|2003
Spider-Man/Deadpool|Marvel|2016|2019
Sensational Spider-Man|Marvel|1996|1998
Friendly Neighborhood Spider-Man|Marvel|2005|2007
Marvel Knights Spider-Man|Marvel|2004|2006
Ultimate Spider-Man|Marvel|2000|2009
Ultimate Comics Spider-Man|Marvel|2011|2013
Miles Morales: Spider-Man|Marvel|2018|2023
Spider-Man|Marvel|2016|2018
Spider-Gwen|Marvel|2015|2015
Spider-Gwen|Marvel|2015|2018
Edge of Spider-Verse|Marvel|2014|2014
Spider-Verse|Marvel|2014|2015
Spider-Woman|Marvel|1978|1983
Spider-Woman|Marvel|2015|2015
Spider-Woman|Marvel|2016|2017
Silk|Marvel|2015|2015
Silk|Marvel|2016|2017
Venom: Lethal Protector|Marvel|1993|1993
Venom|Marvel|2003|2004
Venom|Marvel|2011|2013
Venom|Marvel|2016|2018
Venom|Marvel|2018|2021
Venom|Marvel|2021|
Venom: Space Knight|Marvel|2016|2016
Carnage|Marvel|2010|2011
Carnage|Marvel|2016|2017
Absolute Carnage|Marvel|2019|2019
Superior Spider-Man|Marvel|2013|2014
Superior Spider-Man|Marvel|2019|2019
Superior Foes of Spider-Man|Marvel|2013|2014
Spider-Man: Life Story|Marvel|2019|2019
Spidey|Marvel|2016|2016
Untold Tales of Spider-Man|Marvel|1995|1997
Spider-Man Noir|Marvel|2009|2009
Ultimate X-Men|Marvel|2001|2009
Ultimates|Marvel|2002|2004
Ultimates 2|Marvel|2005|2007
Ultimate Fantastic Four|Marvel|2004|2009
Marvel Zombies|Marvel|2005|2006
Marvel Zombies 2|Marvel|2007|2008
Civil War|Marvel|2006|2007
Civil War II|Marvel|2016|2016
House of M|Marvel|2005|2005
Secret Invasion|Marvel|2008|2008
Siege|Marvel|2010|2010
Fear Itself|Marvel|2011|2011
Avengers vs. X-Men|Marvel|2012|2012
Infinity|Marvel|2013|2014
Original Sin|Marvel|2014|2014
Infinity Gauntlet|Marvel|1991|1991
Infinity War|Marvel|1992|1992
Infinity Crusade|Marvel|1993|1993
Thanos Quest|Marvel|1990|1990
Thanos|Marvel|2003|2004
Thanos|Marvel|2016|2018
Thanos Rising|Marvel|2013|2013
Silver Surfer Annual|Marvel|1988|1997
Warlock|Marvel|1972|1976
Warlock and the Infinity Watch|Marvel|1992|1995
Guardians of the Galaxy|Marvel|1990|1995
Guardians of the Galaxy|Marvel|2008|2010
Guardians of the Galaxy|Marvel|2013|2015
Guardians of the Galaxy|Marvel|2015|2017
Guardians of the Galaxy|Marvel|2019|2020
All-New Guardians of the Galaxy|Marvel|2017|2017
Rocket Raccoon|Marvel|1985|1985
Rocket Raccoon|Marvel|2014|2015
Groot|Marvel|2015|2016
Star-Lord|Marvel|2015|2016
Gamora|Marvel|2016|2017
Annihilation|Marvel|2006|2007
Annihilation: Conquest|Marvel|2007|2008
War of Kings|Marvel|2009|2009
Nova|Marvel|1994|1995
New Warriors|Marvel|1990|1996
New Warriors|Marvel|2005|2005
New Warriors|Marvel|2014|2015
Thunderbolts|Marvel|1997|2003
Thunderbolts|Marvel|2006|2012
Thunderbolts|Marvel|2013|2014
Runaways|Marvel|2003|2004
Runaways|Marvel|2005|2008
Runaways|Marvel|2017|2021
Alias|Marvel|2001|2004
Jessica Jones|Marvel|2016|2018
The Pulse|Marvel|2004|2006
Sleepwalker|Marvel|1991|1994
Darkhawk|Marvel|1991|1995
Darkhawk|Marvel|2021|2021
Deathlok|Marvel|1990|1990
Deathlok|Marvel|1991|1994
Morbius: The Living Vampire|Marvel|1992|1995
Morbius|Marvel|2013|2013
Morbius|Marvel|2019|2020
Nightstalkers|Marvel|1992|1994
Ravage 2099|Marvel|1992|1994
Doom 2099|Marvel|1993|1996
Punisher 2099|Marvel|1993|1995
X-Men 2099|Marvel|1993|1996
2099 Unlimited|Marvel|1993|1996
Hulk 2099|Marvel|1994|1995
Fantastic Four 2099|Marvel|1996|1996
X-Nation 2099|Marvel|1996|1996
2099 A.D.|Marvel|1995|1995
Marvel 1602|Marvel|2003|2004
Marvel: The Lost Generation|Marvel|2000|2001
Age of Apocalypse|Marvel|2005|2005
X-Men: Age of Apocalypse|Marvel|2005|2005
Astonishing X-Men|Marvel|1995|1995
Amazing X-Men|Marvel|1995|1995
Gambit and the X-Ternals|Marvel|1995|1995
Generation Next|Marvel|1995|1995
Weapon X|Marvel|1995|1995
X-Calibre|Marvel|1995|1995
X-Man|Marvel|1995|2000
Factor X|Marvel|1995|1995
X-Men Chronicles|Marvel|1995|1995
X-Men: Alpha|Marvel|1995|1995
X-Men: Omega|Marvel|1995|1995
X-Men Adventures|Marvel|1992|1994
X-Men: The Hidden Years|Marvel|1999|2001
X-Men: First Class|Marvel|2006|2007
X-Men: Phoenix - Endsong|Marvel|2005|2005
X-Men: Magneto Testament|Marvel|2008|2009
X-Men Forever|Marvel|2009|2010
X-Men: Legacy|Marvel|2008|2012
X-Men Legacy|Marvel|2012|2014
All-New X-Men|Marvel|2013|2015
All-New X-Men|Marvel|2016|2017
Extraordinary X-Men|Marvel|2015|2017
X-Men Blue|Marvel|2017|2018
X-Men Gold|Marvel|2017|2018
X-Men Red|Marvel|2018|2018
X-Men Red|Marvel|2022|2023
House of X|Marvel|2019|2019
Powers of X|Marvel|2019|2019
Marauders|Marvel|2019|2022
Excalibur|Marvel|2019|2021
X-Force|Marvel|2019|
New Mutants|Marvel|2019|2022
Hellions|Marvel|2020|2021
S.W.O.R.D.|Marvel|2020|2022
Immortal X-Men|Marvel|2022|
X-Men|Marvel|2019|2021
X-Men|Marvel|2021|
Inferno|Marvel|2021|2022
X Lives of Wolverine|Marvel|2022|2022
X Deaths of Wolverine|Marvel|2022|2022
Old Man Logan|Marvel|2016|2018
Wolverine: Old Man Logan Giant-Size|Marvel|2009|2009
All-New Wolverine|Marvel|2016|2018
X-23|Marvel|2005|2005
X-23: Target X|Marvel|2006|2007
X-23|Marvel|2010|2012
Logan|Marvel|2008|2008
Kitty Pryde and Wolverine|Marvel|1984|1985
Wolverine: Weapon X|Marvel|2009|2010
Weapon X|Marvel|2002|2004
Weapon X|Marvel|2017|2018
Mystique|Marvel|2003|2005
Magneto|Marvel|2014|2015
Emma Frost|Marvel|2003|2004
Nightcrawler|Marvel|1985|1986
Nightcrawler|Marvel|2004|2005
Nightcrawler|Marvel|2014|2015
Colossus|Marvel|2018|2018
Longshot|Marvel|1985|1986
Havok and Wolverine: Meltdown|Marvel|1988|1989
Wolverine and Gambit: Victims|Marvel|1995|1995
Alpha Flight|Marvel|1983|1994
Alpha Flight|Marvel|1997|1999
Alpha Flight|Marvel|2004|2005
Quasar|Marvel|1989|1994
Captain Britain|Marvel|1976|1977
Captain Britain and MI13|Marvel|2008|2009
Excalibur Special Edition|Marvel|1987|1987
Cloak and Dagger|Marvel|1983|1984
Cloak and Dagger|Marvel|1985|1987
Power Pack|Marvel|1984|1991
Squadron Supreme|Marvel|1985|1986
Squadron Supreme|Marvel|2006|2006
Squadron Supreme|Marvel|2015|2017
Supreme Power|Marvel|2003|2005
Vision and the Scarlet Witch|Marvel|1982|1983
Vision and the Scarlet Witch|Marvel|1985|1986
Vision|Marvel|2015|2016
Scarlet Witch|Marvel|2015|2017
Scarlet Witch|Marvel|2023|
Hawkeye and Mockingbird|Marvel|2010|2010
Iron Man: Director of S.H.I.E.L.D.|Marvel|2007|2008
Nick Fury, Agent of S.H.I.E.L.D.|Marvel|1968|1971
Nick Fury, Agent of S.H.I.E.L.D.|Marvel|1989|1993
Sgt. Fury and His Howling Commandos|Marvel|1963|1981
Captain Savage and His Leatherneck Raiders|Marvel|1968|1970
Kid Colt Outlaw|Marvel|1948|1979
Rawhide Kid|Marvel|1955|1979
Two-Gun Kid|Marvel|1948|1977
Ringo Kid|Marvel|1970|1976
Outlaw Kid|Marvel|1970|1975
Mighty Marvel Western|Marvel|1968|1976
Western Gunfighters|Marvel|1970|1975
Gunsmoke Western|Marvel|1955|1963
Millie the Model|Marvel|1945|1973
Patsy Walker|Marvel|1945|1965
Patsy and Hedy|Marvel|1952|1967
Chili|Marvel|1969|1973
Not Brand Echh|Marvel|1967|1969
Fantastic Four Roast|Marvel|1982|1982
Marvel Fanfare|Marvel|1996|1998
Chamber of Darkness|Marvel|1969|1970
Tower of Shadows|Marvel|1969|1971
Where Monsters Dwell|Marvel|1970|1975
Where Creatures Roam|Marvel|1970|1971
Monsters on the Prowl|Marvel|1971|1974
Creatures on the Loose|Marvel|1971|1975
Fear|Marvel|1970|1975
Adventure into Fear|Marvel|1970|1975
Journey into Unknown Worlds|Marvel|1950|1957
Chamber of Chills|Marvel|1972|1976
Crypt of Shadows|Marvel|1973|1975
Vault of Evil|Marvel|1973|1975
Supernatural Thrillers|Marvel|1972|1975
Frankenstein|Marvel|1973|1975
Marvel Classics Comics|Marvel|1976|1978
Haunt of Horror|Marvel|1974|1975
Tales of the Zombie|Marvel|1973|1975
Dracula Lives|Marvel|1973|1975
Vampire Tales|Marvel|1973|1975
Monsters Unleashed|Marvel|1973|1975
Deadly Hands of Kung Fu|Marvel|1974|1977
Planet of the Apes|Marvel|1974|1977
Adventures on the Planet of the Apes|Marvel|1975|1976
Logan's Run|Marvel|1977|1977
2001: A Space Odyssey|Marvel|1976|1977
Battlestar Galactica|Marvel|1979|1981
Star Trek|Marvel|1980|1982
John Carter, Warlord of Mars|Marvel|1977|1979
Tarzan|Marvel|1977|1979
Team America|Marvel|1982|1983
U.S. 1|Marvel|1983|1984
Crystar|Marvel|1983|1985
Starstruck|Marvel|1985|1986
Strikeforce: Morituri|Marvel|1986|1989
D.P. 7|Marvel|1986|1989
Psi-Force|Marvel|1986|1989
Star Brand|Marvel|1986|1989
Justice|Marvel|1986|1989
Nightmask|Marvel|1986|1987
Spitfire and the Troubleshooters|Marvel|1986|1987
Kickers, Inc.|Marvel|1986|1987
Mark Hazzard: Merc|Marvel|1986|1987
Marvel Age Annual|Marvel|1985|1989
Excalibur Annual|Marvel|1993|1994
What If?|Marvel|1977|1984
What If?|Marvel|1989|1998
Captain America Annual|Marvel|1971|
Amazing Spider-Man Annual|Marvel|1964|
Spider-Man and His Amazing Friends|Marvel|1981|1981
Spider-Man Super Special|Marvel|1995|1995
Giant-Size Spider-Man|Marvel|1974|1975
Giant-Size Fantastic Four|Marvel|1974|1975
Giant-Size Defenders|Marvel|1974|1975
Giant-Size Conan|Marvel|1974|1975
Giant-Size Dracula|Marvel|1974|1975
Giant-Size Werewolf|Marvel|1974|1975
Giant-Size Master of Kung Fu|Marvel|1974|1975
Giant-Size Captain America|Marvel|1975|1975
Giant-Size Super-Heroes|Marvel|1974|1974
Giant-Size Super-Villain Team-Up|Marvel|1975|1975
Super-Villain Team-Up|Marvel|1975|1980
Giant-Size Chillers|Marvel|1974|1975
Giant-Size Invaders|Marvel|1975|1975
Giant-Size Thor|Marvel|1975|1975
Giant-Size Hulk|Marvel|1975|1975
Giant-Size Iron Man|Marvel|1975|1975
Giant-Size Daredevil|Marvel|1975|1975
Giant-Size Doc Savage|Marvel|1975|1975
Doc Savage|Marvel|1972|1974
The Shadow|Marvel|1989|1990
Marvel Holiday Special|Marvel|1991|
Wolverine: The Best There Is|Marvel|2011|2012
Hulk: Gray|Marvel|2003|2004
Daredevil: Born Again|Marvel|1986|1986
Kraven's Last Hunt|Marvel|1987|1987
Spider-Man: Kraven's Last Hunt|Marvel|1987|1987
Marvel Knights|Marvel|2000|2001
Marvel Knights 4|Marvel|2004|2006
Inhumans|Marvel|2000|2001
Sentry|Marvel|2000|2001
Sentry|Marvel|2005|2006
Earth X|Marvel|1999|2000
Universe X|Marvel|2000|2001
Paradise X|Marvel|2002|2003
Fantastic Four: 1234|Marvel|2001|2002
Ultimate Marvel Team-Up|Marvel|2001|2002
Ultimate Six|Marvel|2003|2004
Ultimate Origins|Marvel|2008|2008
Ultimatum|Marvel|2009|2009
Ultimate Comics Ultimates|Marvel|2011|2013
Cataclysm: The Ultimates' Last Stand|Marvel|2013|2014
Spider-Men|Marvel|2012|2012
Spider-Men II|Marvel|2017|2018
Hulk: Future Imperfect|Marvel|1992|1993
World War Hulk|Marvel|2007|2007
Planet Hulk|Marvel|2015|2015
Red Hulk|Marvel|2012|2013
Totally Awesome Hulk|Marvel|2016|2017
Incredible Hercules|Marvel|2008|2010
Hercules|Marvel|1982|1982
Hercules|Marvel|2016|2016
Ares|Marvel|2006|2006
Silver Sable and the Wild Pack|Marvel|1992|1995
Cable|Marvel|2008|2010
Deadpool Kills the Marvel Universe|Marvel|2012|2012
Deadpool & Cable|Marvel|2010|2011
Deadpool Team-Up|Marvel|2009|2011
Deadpool Corps|Marvel|2010|2011
Gwenpool|Marvel|2016|2018
Unbelievable Gwenpool|Marvel|2016|2018
Squirrel Girl|Marvel|2015|2015
Unbeatable Squirrel Girl|Marvel|2015|2019
Moon Girl and Devil Dinosaur|Marvel|2015|2019
Devil Dinosaur|Marvel|1978|1978
Miracleman|Marvel|2014|2015
Miracleman by Gaiman and Buckingham|Marvel|2022|2023
Captain America: White|Marvel|2015|2016
Hulk: Gray|Marvel|2003|2004
Daredevil: Father|Marvel|2004|2007
Wolverine: Enemy of the State|Marvel|2004|2005
Old Man Logan|Marvel|2008|2009
Marvel Comics|Marvel|1939|1939
Marvel Comics|Marvel|2019|2019
Avengers: The Children's Crusade|Marvel|2010|2012
Avengers Forever|Marvel|1998|1999
Avengers: Earth's Mightiest Heroes|Marvel|2005|2005
Avengers: Celestial Quest|Marvel|2001|2002
Avengers: The Initiative|Marvel|2007|2010
Avengers: No Road Home|Marvel|2019|2019
Avengers: No Surrender|Marvel|2018|2018
Avengers World|Marvel|2014|2015
All-New, All-Different Avengers|Marvel|2015|2016
Uncanny Inhumans|Marvel|2015|2017
All-New Inhumans|Marvel|2016|2016
Inhuman|Marvel|2014|2015
Black Bolt|Marvel|2017|2018
Royals|Marvel|2017|2018
Mighty Morphin Power Rangers|Marvel|1995|1996
Heroes for Hire|Marvel|1997|1999
Heroes for Hire|Marvel|2006|2007
Heroes for Hire|Marvel|2011|2011
Iron Man 2020|Marvel|2020|2020
Tony Stark: Iron Man|Marvel|2018|2019
Ironheart|Marvel|2018|2019
America|Marvel|2017|2018
Marvel Rising|Marvel|2018|2019
Spider-Man: India|Marvel|2004|2005
Spider-Man/Human Torch|Marvel|2005|2005
Human Torch|Marvel|1974|1975
Human Torch|Marvel|2003|2004
Thing|Marvel|1983|1986
Thing|Marvel|2006|2006
FF|Marvel|2011|2014
FF|Marvel|2013|2014
Future Foundation|Marvel|2019|2020
Fantastic Four Unlimited|Marvel|1993|1996
Fantastic Four Unplugged|Marvel|1995|1996
Fantastic Four: World's Greatest Comics Magazine|Marvel|2001|2001
Marvel Adventures Spider-Man|Marvel|2005|2010
Marvel Adventures Fantastic Four|Marvel|2005|2009
Marvel Adventures The Avengers|Marvel|2006|2010
Marvel Adventures Super Heroes|Marvel|2008|2010
Spider-Man Adventures|Marvel|1994|1996
Adventures of Spider-Man|Marvel|1996|1997
Batman and Captain America|DC|1996|1996
DC versus Marvel|Marvel|1996|1996
Amalgam Comics|Marvel|1996|1997
Spider-Boy|Marvel|1996|1996
JLX|Marvel|1996|1996
Spider-Man/Batman|Marvel|1995|1995
Marvel Versus DC|Marvel|1996|1996
Uncanny X-Men and the New Teen Titans|Marvel|1982|1982
Superman vs. the Amazing Spider-Man|DC|1976|1976
`;
