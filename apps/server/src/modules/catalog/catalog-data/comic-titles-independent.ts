// Real series of Image, Dark Horse, IDW, Boom!, Dynamite, Valiant, Archie, Eclipse, First, Pacific,
// Mirage, Fantagraphics, Aftershock, Oni and other publishers since the 1970s: "Title|Publisher|Start|End".
export const COMIC_TITLES_INDEPENDENT = `
Spawn|Image|1992|
Savage Dragon|Image|1993|
Youngblood|Image|1992|1995
WildC.A.T.s|Image|1992|1998
Cyber Force|Image|1992|1993
Cyberforce|Image|1993|1997
ShadowHawk|Image|1992|1995
The Maxx|Image|1993|1998
Gen13|Image|1995|1998
Witchblade|Image|1995|2015
The Darkness|Image|1996|2001
Curse of the Spawn|Image|1996|1999
Sam and Twitch|Image|1999|2004
Hellspawn|Image|2000|2003
Angela|Image|1994|1995
Tomb Raider|Image|1999|2004
Fathom|Image|1998|2002
Danger Girl|Image|1998|2001
Battle Chasers|Image|1998|2001
Crimson|Image|1998|2001
Stormwatch|Image|1993|1997
Wetworks|Image|1994|1998
Deathblow|Image|1993|1996
Union|Image|1993|1995
Brigade|Image|1992|1993
Bloodstrike|Image|1993|1995
Supreme|Image|1992|1998
Prophet|Image|1993|1995
Prophet|Image|2012|2016
Team Youngblood|Image|1993|1996
Glory|Image|1995|1997
Glory|Image|2012|2013
Pitt|Image|1993|1997
Trencher|Image|1993|1993
Freak Force|Image|1993|1995
Medieval Spawn/Witchblade|Image|1996|1996
Spawn/Batman|Image|1994|1994
Kiss: Psycho Circus|Image|1997|2000
Rising Stars|Image|1999|2005
Powers|Image|2000|2004
Invincible|Image|2003|2018
The Walking Dead|Image|2003|2019
Battle Pope|Image|2005|2007
Haunt|Image|2009|2012
Chew|Image|2009|2016
Saga|Image|2012|
East of West|Image|2013|2019
Sex Criminals|Image|2013|2020
Lazarus|Image|2013|
Black Science|Image|2013|2019
Low|Image|2014|2020
Deadly Class|Image|2014|2022
Southern Bastards|Image|2014|
Outcast|Image|2014|2021
The Wicked + The Divine|Image|2014|2019
Descender|Image|2015|2018
Paper Girls|Image|2015|2019
Monstress|Image|2015|
Injection|Image|2015|2017
Tokyo Ghost|Image|2015|2016
Kill or Be Killed|Image|2016|2018
Seven to Eternity|Image|2016|2018
Redneck|Image|2017|2019
Gideon Falls|Image|2018|2020
Die!Die!Die!|Image|2018|
Ice Cream Man|Image|2018|
Bitter Root|Image|2018|2021
Crossover|Image|2020|2023
Department of Truth|Image|2020|
Something Is Killing the Children|Boom! Studios|2019|
King Spawn|Image|2021|
Gunslinger Spawn|Image|2021|
The Scorched|Image|2022|
Rat City|Image|2024|
Nailbiter|Image|2014|2017
The Fuse|Image|2014|2018
Wytches|Image|2014|2015
Bedlam|Image|2012|2014
Manhattan Projects|Image|2012|2014
Revival|Image|2012|2017
Clone|Image|2012|2014
Thief of Thieves|Image|2012|2019
Fatale|Image|2012|2014
The Fade Out|Image|2014|2016
Criminal|Image|2019|2020
Reckless|Image|2020|
Velvet|Image|2013|2017
Rat Queens|Image|2013|2016
Pretty Deadly|Image|2013|2020
Sheltered|Image|2013|2015
Nowhere Men|Image|2012|2013
Morning Glories|Image|2010|2016
Mind the Gap|Image|2012|2014
Jupiter's Legacy|Image|2013|2015
Jupiter's Circle|Image|2015|2016
Kick-Ass|Image|2018|2019
Hit-Girl|Image|2018|2020
Huck|Image|2015|2016
Chrononauts|Image|2015|2015
Starlight|Image|2014|2014
MPH|Image|2014|2014
Empress|Marvel|2016|2016
Kick-Ass|Marvel|2008|2010
Kick-Ass 2|Marvel|2010|2012
Kick-Ass 3|Marvel|2013|2014
Wanted|Image|2003|2004
Nemesis|Marvel|2010|2011
Supercrooks|Marvel|2012|2012
Hit-Girl|Marvel|2012|2013
Jupiter's Legacy 2|Image|2016|2017
Astro City|Image|1995|1996
Kurt Busiek's Astro City|Image|1996|2000
Noble Causes|Image|2002|2009
Girls|Image|2005|2007
Firebreather|Image|2003|2004
Bomb Queen|Image|2006|2010
Hack/Slash|Image|2011|2013
Proof|Image|2007|2011
Jack Staff|Image|2003|2009
Liberty Meadows|Image|2002|2006
Leave It to Chance|Image|1996|1999
Age of Bronze|Image|1998|2019
Strangers in Paradise|Image|1997|1999
A Distant Soil|Image|1996|2013
Bone|Image|1995|1995
Bone|Cartoon Books|1991|2004
Cerebus|Aardvark-Vanaheim|1977|2004
Elfquest|WaRP Graphics|1978|1985
Teenage Mutant Ninja Turtles|Mirage|1984|1993
Teenage Mutant Ninja Turtles|Mirage|1993|1995
Teenage Mutant Ninja Turtles Adventures|Archie|1989|1995
Teenage Mutant Ninja Turtles|IDW|2011|
Teenage Mutant Ninja Turtles: The Last Ronin|IDW|2020|2022
Tales of the Teenage Mutant Ninja Turtles|Mirage|1987|1989
Usagi Yojimbo|Fantagraphics|1987|1992
Usagi Yojimbo|Mirage|1993|1994
Usagi Yojimbo|Dark Horse|1996|2019
Usagi Yojimbo|IDW|2019|
Albedo Anthropomorphics|Thoughts & Images|1983|1989
Love and Rockets|Fantagraphics|1981|1996
Eightball|Fantagraphics|1989|2004
Hate|Fantagraphics|1990|1998
Neat Stuff|Fantagraphics|1985|1989
Naughty Bits|Fantagraphics|1991|2004
Palookaville|Drawn & Quarterly|1991|
Yummy Fur|Vortex|1986|1994
Optic Nerve|Drawn & Quarterly|1995|
Acme Novelty Library|Fantagraphics|1993|
Weirdo|Last Gasp|1981|1993
Zap Comix|Apex Novelties|1968|2005
Raw|Raw Books|1980|1991
Maus|Pantheon|1986|1991
American Splendor|Harvey Pekar|1976|1993
Fabulous Furry Freak Brothers|Rip Off Press|1971|1997
Grendel|Comico|1986|1990
Grendel|Dark Horse|1993|
Mage: The Hero Discovered|Comico|1984|1986
Mage: The Hero Defined|Image|1997|1999
Jonny Quest|Comico|1986|1988
Robotech: The Macross Saga|Comico|1985|1989
Robotech Masters|Comico|1985|1988
Elementals|Comico|1984|1988
Evangeline|Comico|1984|1984
Nexus|Capital|1981|1983
Nexus|First|1983|1991
Badger|Capital|1983|1983
Badger|First|1983|1991
Jon Sable, Freelance|First|1983|1988
American Flagg!|First|1983|1988
GrimJack|First|1984|1991
Dreadstar|Epic|1982|1986
Dreadstar|First|1986|1991
Whisper|First|1983|1990
Mars|First|1984|1984
E-Man|First|1983|1985
E-Man|Charlton|1973|1975
Hawkmoon|First|1986|1988
Elric|Pacific|1983|1984
Starslayer|Pacific|1982|1983
Starslayer|First|1983|1985
The Rocketeer Adventure Magazine|Comico|1988|1995
Groo the Wanderer|Pacific|1982|1984
Groo|Image|1994|1995
Groo the Wanderer|Epic|1985|1995
Ms. Tree|Eclipse|1983|1984
Ms. Tree|Aardvark-Vanaheim|1984|1985
Ms. Tree|Renegade|1985|1989
Miracleman|Eclipse|1985|1993
Airboy|Eclipse|1986|1989
Aztec Ace|Eclipse|1984|1985
Destroyer Duck|Eclipse|1982|1984
Sabre|Eclipse|1982|1985
Scout|Eclipse|1985|1987
Zot!|Eclipse|1984|1991
The New Wave|Eclipse|1986|1987
Strange Days|Eclipse|1984|1985
Tales of Terror|Eclipse|1985|1987
Alien Legion|Epic|1984|1987
Elektra Lives Again|Epic|1990|1990
Epic Illustrated|Marvel|1980|1986
Marshal Law|Epic|1987|1989
Moonshadow|Epic|1985|1987
Coyote|Epic|1983|1986
Six from Sirius|Epic|1984|1984
Akira|Epic|1988|1995
Lone Wolf and Cub|First|1987|1991
Lone Wolf and Cub|Dark Horse|2000|2002
Dark Horse Presents|Dark Horse|1986|2000
Dark Horse Presents|Dark Horse|2011|2014
Concrete|Dark Horse|1987|1988
Boris the Bear|Dark Horse|1986|1991
Black Cross Special|Dark Horse|1988|1988
Aliens|Dark Horse|1988|1989
Aliens|Dark Horse|1989|1990
Aliens vs. Predator|Dark Horse|1990|1990
Predator|Dark Horse|1989|1990
Predator: Concrete Jungle|Dark Horse|1989|1990
Terminator|Dark Horse|1990|1990
RoboCop versus The Terminator|Dark Horse|1992|1992
Star Wars: Dark Empire|Dark Horse|1991|1992
Star Wars: Tales of the Jedi|Dark Horse|1993|1994
Star Wars: X-Wing Rogue Squadron|Dark Horse|1995|1998
Star Wars: Shadows of the Empire|Dark Horse|1996|1996
Star Wars: Heir to the Empire|Dark Horse|1995|1996
Star Wars|Dark Horse|1998|2002
Star Wars: Republic|Dark Horse|2002|2006
Star Wars: Empire|Dark Horse|2002|2006
Star Wars: Knights of the Old Republic|Dark Horse|2006|2010
Star Wars: Legacy|Dark Horse|2006|2010
Star Wars: Dark Times|Dark Horse|2006|2013
Star Wars: Clone Wars|Dark Horse|2003|2005
Star Wars: Darth Maul|Dark Horse|2000|2000
Star Wars: Jango Fett|Dark Horse|2002|2002
Star Wars: Crimson Empire|Dark Horse|1997|1998
Star Wars: Dark Forces|Dark Horse|1997|1998
Star Wars: Boba Fett|Dark Horse|1995|1997
Star Wars: Agent of the Empire|Dark Horse|2011|2012
Star Wars|Dark Horse|2013|2014
Star Wars: Legacy|Dark Horse|2013|2014
Hellboy: Seed of Destruction|Dark Horse|1994|1994
Hellboy: Wake the Devil|Dark Horse|1996|1996
Hellboy: The Chained Coffin and Others|Dark Horse|1998|1998
Hellboy: Conqueror Worm|Dark Horse|2001|2001
Hellboy: Darkness Calls|Dark Horse|2007|2007
Hellboy: The Wild Hunt|Dark Horse|2008|2009
Hellboy: The Storm|Dark Horse|2010|2011
Hellboy: The Fury|Dark Horse|2011|2011
Hellboy in Hell|Dark Horse|2012|2016
B.P.R.D.|Dark Horse|2002|
B.P.R.D.: Hell on Earth|Dark Horse|2012|2016
Abe Sapien|Dark Horse|2013|2016
Lobster Johnson|Dark Horse|2007|
Sin City|Dark Horse|1991|2000
Sin City: A Dame to Kill For|Dark Horse|1993|1994
Sin City: The Big Fat Kill|Dark Horse|1994|1995
Sin City: That Yellow Bastard|Dark Horse|1996|1996
Sin City: Family Values|Dark Horse|1997|1997
Sin City: Hell and Back|Dark Horse|1999|2000
300|Dark Horse|1998|1998
Hard Boiled|Dark Horse|1990|1992
Give Me Liberty|Dark Horse|1990|1991
Martha Washington Goes to War|Dark Horse|1994|1994
Big Guy and Rusty the Boy Robot|Dark Horse|1995|1995
The The Mask Returns|Dark Horse|1992|1993
Mask|Dark Horse|1991|1991
Ghost|Dark Horse|1995|1998
Ghost|Dark Horse|1998|2000
Barb Wire|Dark Horse|1994|1995
X|Dark Horse|1994|1996
Comics' Greatest World|Dark Horse|1993|1993
John Byrne's Next Men|Dark Horse|1992|1994
Madman Comics|Dark Horse|1994|2000
The Goon|Dark Horse|2003|2015
Umbrella Academy: Apocalypse Suite|Dark Horse|2007|2008
Umbrella Academy: Dallas|Dark Horse|2008|2009
Umbrella Academy: Hotel Oblivion|Dark Horse|2018|2019
Black Hammer|Dark Horse|2016|2017
Sherlock Frankenstein|Dark Horse|2017|2018
Buffy the Vampire Slayer|Dark Horse|1998|2003
Buffy the Vampire Slayer Season Eight|Dark Horse|2007|2011
Buffy the Vampire Slayer Season Nine|Dark Horse|2011|2013
Angel|Dark Horse|1999|2001
Serenity|Dark Horse|2005|2005
Conan|Dark Horse|2004|2008
Conan the Cimmerian|Dark Horse|2008|2010
Conan the Barbarian|Dark Horse|2012|2014
King Conan|Dark Horse|2011|2016
Mind MGMT|Dark Horse|2012|2015
Harrow County|Dark Horse|2015|2018
Criminal Macabre|Dark Horse|2003|
Tarzan|Dark Horse|1996|1998
The Shadow|Dark Horse|1993|1995
Indiana Jones and the Fate of Atlantis|Dark Horse|1991|1991
Indiana Jones: Thunder in the Orient|Dark Horse|1993|1994
Godzilla|Dark Horse|1988|1988
Godzilla|Dark Horse|1995|1996
Ninja High School|Antarctic Press|1987|
Gold Digger|Antarctic Press|1993|
Warrior Nun Areala|Antarctic Press|1994|1995
Lady Death|Chaos! Comics|1994|1994
Lady Death|Chaos! Comics|1997|1999
Evil Ernie|Chaos! Comics|1991|1992
Purgatori|Chaos! Comics|1998|1999
Chastity|Chaos! Comics|2000|2001
Lady Death|Avatar Press|2010|2011
Vampirella Monthly|Harris|1997|1998
Vengeance of Vampirella|Harris|1994|1996
Vampirella|Dynamite|2010|2014
Vampirella|Dynamite|2014|2015
Vampirella|Dynamite|2017|2018
Vampirella|Dynamite|2019|
Red Sonja|Dynamite|2005|2013
Red Sonja|Dynamite|2013|2015
Red Sonja|Dynamite|2019|2022
The Boys|Dynamite|2006|2012
The Boys: Herogasm|Dynamite|2009|2009
The Boys: Highland Laddie|Dynamite|2010|2011
The Boys: Butcher, Baker, Candlestickmaker|Dynamite|2011|2011
Project Superpowers|Dynamite|2008|2008
The Lone Ranger|Dynamite|2006|2011
The Green Hornet|Dynamite|2010|2013
The Shadow|Dynamite|2012|2014
Army of Darkness|Dynamite|2005|2007
Army of Darkness|Dynamite|2007|2010
Dejah Thoris|Dynamite|2016|2017
Warlord of Mars|Dynamite|2010|2014
Battlestar Galactica|Dynamite|2006|2009
James Bond|Dynamite|2015|2016
Dark Tower: The Gunslinger Born|Marvel|2007|2007
Stephen King's The Stand: Captain Trips|Marvel|2008|2009
X-O Manowar|Valiant|1992|1996
X-O Manowar|Valiant|2012|2016
X-O Manowar|Valiant|2017|2019
X-O Manowar|Valiant|2020|2021
Harbinger|Valiant|1992|1995
Harbinger|Valiant|2012|2015
Harbinger Wars|Valiant|2013|2013
Bloodshot|Valiant|1993|1996
Bloodshot|Valiant|2012|2014
Bloodshot Salvation|Valiant|2017|2018
Bloodshot|Valiant|2019|2021
Magnus Robot Fighter|Valiant|1991|1995
Solar, Man of the Atom|Valiant|1991|1996
Shadowman|Valiant|1992|1995
Shadowman|Valiant|2012|2014
Shadowman|Valiant|2018|2019
Shadowman|Valiant|2021|2022
Archer & Armstrong|Valiant|1992|1994
Archer & Armstrong|Valiant|2012|2015
Rai|Valiant|1992|1995
Rai|Valiant|2014|2015
Eternal Warrior|Valiant|1992|1996
Eternal Warrior|Valiant|2013|2014
Ninjak|Valiant|1994|1995
Ninjak|Valiant|2015|2017
Ninjak|Valiant|2021|2021
Turok, Dinosaur Hunter|Valiant|1993|1996
H.A.R.D. Corps|Valiant|1992|1995
Secret Weapons|Valiant|1993|1995
Timewalker|Valiant|1994|1995
Unity|Valiant|1992|1992
Unity|Valiant|2013|2015
Quantum and Woody|Acclaim|1997|2000
Quantum and Woody|Valiant|2013|2014
Divinity|Valiant|2015|2015
Faith|Valiant|2016|2017
The Valiant|Valiant|2014|2015
Book of Death|Valiant|2015|2015
Savage|Valiant|2020|2021
Psi-Lords|Valiant|1994|1995
Deathmate|Valiant|1993|1994
Prime|Malibu|1993|1995
Hardcase|Malibu|1993|1995
Mantra|Malibu|1993|1995
The Strangers|Malibu|1993|1995
Sludge|Malibu|1993|1994
Night Man|Malibu|1993|1995
Firearm|Malibu|1993|1995
Freex|Malibu|1993|1995
Exiles|Malibu|1993|1994
Ultraverse Premiere|Malibu|1993|1995
Dinosaurs for Hire|Eternity|1988|1990
Men in Black|Aircel|1990|1991
Ninja High School|Eternity|1988|1994
Captain Canuck|Comely|1975|1981
Faust|Rebel Studios|1987|
Shi: The Way of the Warrior|Crusade|1994|1997
Painkiller Jane|Event Comics|1997|1997
Ash|Event Comics|1994|1996
The Crow|Caliber|1989|1989
The Crow|Kitchen Sink|1996|1996
Tank Girl|Dark Horse|1991|1991
Xenozoic Tales|Kitchen Sink|1986|1996
The Spirit|Kitchen Sink|1983|1992
The Spirit|Warren|1974|1976
Omaha the Cat Dancer|Kitchen Sink|1986|1994
Death Rattle|Kitchen Sink|1985|1988
Tales from the Crypt|Gladstone|1990|1991
Uncle Scrooge|Gladstone|1986|1990
Walt Disney's Comics and Stories|Gladstone|1986|1990
Donald Duck Adventures|Gladstone|1987|1990
Uncle Scrooge|Boom! Studios|2009|2011
DuckTales|Boom! Studios|2011|2011
Mighty Morphin Power Rangers|Boom! Studios|2016|2022
Power Rangers|Boom! Studios|2020|2022
Irredeemable|Boom! Studios|2009|2012
Incorruptible|Boom! Studios|2009|2012
Lumberjanes|Boom! Studios|2014|2020
Giant Days|Boom! Studios|2015|2019
Once & Future|Boom! Studios|2019|2022
We Only Find Them When They're Dead|Boom! Studios|2020|2022
Klaus|Boom! Studios|2015|2016
Adventure Time|Boom! Studios|2012|2018
Planet of the Apes|Boom! Studios|2011|2013
BRZRKR|Boom! Studios|2021|2023
Hollow Heart|Vault|2019|2020
Locke & Key: Welcome to Lovecraft|IDW|2008|2008
Locke & Key|IDW|2008|2013
30 Days of Night|IDW|2002|2002
Transformers|IDW|2009|2011
Transformers: More than Meets the Eye|IDW|2012|2016
Transformers|IDW|2019|2022
G.I. Joe|IDW|2008|2011
G.I. Joe: A Real American Hero|IDW|2010|2022
My Little Pony: Friendship Is Magic|IDW|2012|2021
Sonic the Hedgehog|IDW|2018|
Ghostbusters|IDW|2011|2012
Star Trek|IDW|2011|2016
The Rocketeer: Cargo of Doom|IDW|2012|2012
Star Wars Adventures|IDW|2017|2020
Godzilla: Kingdom of Monsters|IDW|2011|2012
Sonic the Hedgehog|Archie|1993|2017
Sonic the Comic|Fleetway|1993|2002
Mega Man|Archie|2011|2015
Archie|Archie|1942|2015
Archie|Archie|2015|2020
Archie's Pal Jughead|Archie|1949|1965
Jughead|Archie|1965|1987
Jughead|Archie|2015|2017
Archie's Girls Betty and Veronica|Archie|1950|1987
Betty and Veronica|Archie|1987|2015
Betty|Archie|1992|2012
Veronica|Archie|1989|2015
Life with Archie|Archie|1958|1991
Life with Archie|Archie|2010|2014
Archie Giant Series Magazine|Archie|1954|1992
Laugh Comics|Archie|1946|1974
Pep Comics|Archie|1940|1987
Jackpot Comics|Archie|1941|1943
Top-Notch Comics|Archie|1939|1944
Zip Comics|Archie|1940|1944
Blue Ribbon Comics|Archie|1939|1942
Shield-Wizard Comics|Archie|1940|1944
Archie's Mad House|Archie|1959|1969
Sabrina the Teenage Witch|Archie|1971|1983
Josie and the Pussycats|Archie|1969|1982
Josie|Archie|1963|1969
Katy Keene|Archie|1949|1961
Reggie|Archie|1963|1965
Reggie and Me|Archie|1966|1980
Archie's Pals 'n' Gals|Archie|1952|1991
Everything's Archie|Archie|1969|1991
Archie and Me|Archie|1964|1987
Archie at Riverdale High|Archie|1972|1987
Adventures of the Fly|Archie|1959|1964
Fly Man|Archie|1965|1966
Adventures of the Jaguar|Archie|1961|1963
Double Life of Private Strong|Archie|1959|1959
Mighty Crusaders|Archie|1965|1966
Mighty Crusaders|Archie|1983|1985
Afterlife with Archie|Archie|2013|2017
Chilling Adventures of Sabrina|Archie|2014|2019
Riverdale|Archie|2017|2018
Archie vs. Predator|Archie|2015|2015
Josie and the Pussycats|Archie|2016|2017
Red Circle Sorcery|Archie|1974|1974
Chilling Adventures in Sorcery|Archie|1972|1974
Madhouse|Archie|1974|1982
Samurai Jack|IDW|2013|2015
Rick and Morty|Oni Press|2015|2020
Scott Pilgrim|Oni Press|2004|2010
Queen & Country|Oni Press|2001|2007
Whiteout|Oni Press|1998|1999
The Sixth Gun|Oni Press|2010|2016
Stray Bullets|El Capitan|1995|2005
Strangers in Paradise|Abstract Studio|1996|2007
Rachel Rising|Abstract Studio|2011|2016
Echo|Abstract Studio|2008|2011
Crossed|Avatar Press|2008|2010
Uber|Avatar Press|2013|2016
Providence|Avatar Press|2015|2017
Neonomicon|Avatar Press|2010|2011
Black Summer|Avatar Press|2007|2008
No Hero|Avatar Press|2008|2009
Gravel|Avatar Press|2007|2009
Peter Panzerfaust|Image|2012|2015
The Old Guard|Image|2017|2017
Aliens: Dead Orbit|Dark Horse|2017|2017
Bitch Planet|Image|2014|2017
Harrow County|Dark Horse|2015|2018
Black Magick|Image|2015|
Coffin Bound|Image|2019|2020
Ghost Cage|Image|2019|2019
Undiscovered Country|Image|2019|
Stillwater|Image|2020|2021
Nocterra|Image|2021|2022
Radiant Black|Image|2021|
Geiger|Image|2021|2021
Transformers|Image|2023|
Void Rivals|Image|2023|
Duke|Image|2023|2024
Spawn's Universe|Image|2021|2021
Ultimate Invincible|Image|2024|
Battle Beast|Image|2024|
Haunted Tank|DC|2008|2009
American Virgin|DC|2006|2008
Astro City|DC|2013|2018
Warrior|Quality Communications|1982|1985
2000 AD|IPC|1977|
Judge Dredd|Eagle|1983|1986
Judge Dredd|Quality Communications|1986|1991
Judge Dredd|IDW|2012|2015
Judge Dredd Megazine|Fleetway|1990|
Dan Dare|Virgin|2007|2008
The Beano|D. C. Thomson|1938|
The Dandy|D. C. Thomson|1937|2012
Eagle|Hulton Press|1950|1969
Tintin|Casterman|1930|1976
Asterix|Dargaud|1961|
Blueberry|Dargaud|1965|
`;
