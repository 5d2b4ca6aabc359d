// More real series, limited series and one-shots (Marvel, DC, Image and others) often submitted for
// grading: "Title|Publisher|Start|End"; years left empty where not listed.
export const COMIC_TITLES_MORE = `
Amazing Spider-Man: Renew Your Vows|Marvel|2015|2015
Amazing Spider-Man: Renew Your Vows|Marvel|2017|2018
Ant-Man|Marvel|2015|2015
Astonishing Ant-Man|Marvel|2015|2016
Irredeemable Ant-Man|Marvel|2006|2007
Ant-Man and the Wasp|Marvel|2018|2018
Ant-Man|Marvel|2020|2020
Wasp|Marvel|2023|2023
Avengers Unplugged|Marvel|1995|1996
Avengers Annual|Marvel|2001|
Avengers: The Terminatrix Objective|Marvel|1993|1993
Avengers: Infinity|Marvel|2000|2000
Avengers/Thunderbolts|Marvel|2004|2004
Avengers: The Origin|Marvel|2010|2010
Avengers Prime|Marvel|2010|2011
Avengers: X-Sanction|Marvel|2012|2012
Age of Ultron|Marvel|2013|2013
Avengers: Rage of Ultron|Marvel|2015|2015
Secret Empire|Marvel|2017|2017
War of the Realms|Marvel|2019|2019
Empyre|Marvel|2020|2020
King in Black|Marvel|2020|2021
Heroes Reborn|Marvel|2021|2021
Onslaught: X-Men|Marvel|1996|1996
Onslaught: Marvel Universe|Marvel|1996|1996
Spider-Man: The Lost Years|Marvel|1995|1995
Spider-Man: Redemption|Marvel|1996|1996
Spider-Man: Reign|Marvel|2006|2007
Spider-Geddon|Marvel|2018|2019
Spider-Man 2099|Marvel|2014|2015
Spider-Man 2099|Marvel|2015|2017
Spider-Punk|Marvel|2022|2022
Spider-Man: House of M|Marvel|2005|2005
Spider-Man Family|Marvel|2007|2009
Spider-Man and the X-Men|Marvel|2015|2015
Spectacular Spider-Man Annual|Marvel|1979|
Web of Spider-Man Annual|Marvel|1985|1994
Marvel Team-Up|Marvel|1997|1998
Marvel Team-Up|Marvel|2005|2006
Marvel Two-in-One Annual|Marvel|1976|1982
Fantastic Four: The End|Marvel|2007|2007
Fantastic Four: Unstable Molecules|Marvel|2003|2003
Fantastic Four: First Family|Marvel|2006|2006
Fantastic Four: Foes|Marvel|2005|2005
Silver Surfer: Requiem|Marvel|2007|2007
Silver Surfer: Parable|Marvel|1988|1989
Silver Surfer|Marvel|1982|1982
Silver Surfer|Marvel|2011|2011
Silver Surfer|Marvel|2014|2015
Hulk: Banner|Marvel|2001|2001
Incredible Hulk|Marvel|2011|2012
Indestructible Hulk|Marvel|2012|2014
Hulk|Marvel|2014|2015
Hulk|Marvel|2016|2018
Hulk|Marvel|2021|2023
Incredible Hulks|Marvel|2010|2011
Skaar: Son of Hulk|Marvel|2008|2009
She-Hulk|Marvel|2005|2009
She-Hulk|Marvel|2014|2015
She-Hulk|Marvel|2022|2023
Sensational She-Hulk|Marvel|2023|2024
X-Men Origins|Marvel|2008|2010
X-Men: Schism|Marvel|2011|2011
X-Men: Second Coming|Marvel|2010|2010
X-Men: Messiah Complex|Marvel|2007|2008
X-Men: The End|Marvel|2004|2006
X-Men Annual|Marvel|1992|
X-Men: The Wedding Album|Marvel|1994|1994
X-Men vs. the Avengers|Marvel|1987|1987
X-Men and the Micronauts|Marvel|1984|1984
X-Men and Alpha Flight|Marvel|1985|1986
X-Men/Alpha Flight|Marvel|1998|1998
X-Men: Phoenix|Marvel|1999|2000
Phoenix: The Untold Story|Marvel|1984|1984
Phoenix Resurrection: The Return of Jean Grey|Marvel|2017|2018
Jean Grey|Marvel|2017|2018
Marvel Girl|Marvel|2011|2011
Uncanny X-Men Annual|Marvel|1970|
X-Force Annual|Marvel|1992|1999
X-Factor Annual|Marvel|1986|1994
X-Factor|Marvel|2005|2013
All-New X-Factor|Marvel|2014|2015
X-Factor|Marvel|2020|2021
New Mutants Annual|Marvel|1984|1991
New Mutants|Marvel|2003|2004
New Mutants|Marvel|2009|2012
New Mutants: Dead Souls|Marvel|2018|2018
X-Statix|Marvel|2002|2004
X-Treme X-Men|Marvel|2001|2004
X-Treme X-Men|Marvel|2012|2013
Mutant X|Marvel|1998|2001
X-Men Unlimited|Marvel|2004|2006
Young X-Men|Marvel|2008|2009
Wolverine: Days of Future Past|Marvel|1997|1998
Wolverine Annual|Marvel|1990|
Wolverine: The Jungle Adventure|Marvel|1990|1990
Wolverine: Bloodlust|Marvel|1990|1990
Wolverine: Rahne of Terra|Marvel|1991|1991
Wolverine: Inner Fury|Marvel|1992|1992
Wolverine: Killing|Marvel|1993|1993
Wolverine: Blood Hungry|Marvel|1993|1993
Wolverine/Punisher|Marvel|2004|2004
Wolverine: Snikt!|Marvel|2003|2003
Wolverine: Origins|Marvel|2006|2010
Wolverine: First Class|Marvel|2008|2009
Death of Wolverine|Marvel|2014|2014
Return of Wolverine|Marvel|2018|2019
Hunt for Wolverine|Marvel|2018|2018
Wolverine: Black, White & Blood|Marvel|2020|2021
Punisher: Born|Marvel|2003|2003
Punisher Kills the Marvel Universe|Marvel|1995|1995
Punisher: The End|Marvel|2004|2004
Punisher: War Journal|Marvel|2007|2009
Punisher: Frank Castle MAX|Marvel|2009|2009
PunisherMAX|Marvel|2010|2012
Punisher: Soviet|Marvel|2019|2020
Punisher|Marvel|2022|2023
Punisher Armory|Marvel|1990|1994
Daredevil Annual|Marvel|1967|
Daredevil: Ninja|Marvel|2000|2001
Daredevil: Redemption|Marvel|2005|2005
Daredevil: End of Days|Marvel|2012|2013
Daredevil: Woman Without Fear|Marvel|2022|2022
Elektra|Marvel|2001|2004
Elektra|Marvel|2014|2015
Elektra: Root of Evil|Marvel|1995|1995
Bullseye: Greatest Hits|Marvel|2004|2005
Kingpin|Marvel|2017|2017
Iron Man Annual|Marvel|1976|
Iron Man: The Iron Age|Marvel|1998|1998
Iron Man: Extremis|Marvel|2005|2006
Iron Man: Enter the Mandarin|Marvel|2007|2008
Iron Man: Legacy|Marvel|2010|2011
War Machine|Marvel|1994|1996
War Machine|Marvel|2008|2010
Captain America: Reborn|Marvel|2009|2010
Captain America: The Chosen|Marvel|2007|2008
Truth: Red, White & Black|Marvel|2003|2003
Captain America: Sentinel of Liberty|Marvel|1998|1999
Captain America: Sentinel of Liberty|Marvel|2022|2023
Captain America: Symbol of Truth|Marvel|2022|2023
Captain America Theater of War|Marvel|2009|2010
Winter Soldier|Marvel|2012|2013
Winter Soldier|Marvel|2018|2019
Bucky Barnes: The Winter Soldier|Marvel|2014|2015
Falcon|Marvel|1983|1984
Falcon|Marvel|2017|2018
Thor Annual|Marvel|1966|
Thor: Son of Asgard|Marvel|2004|2004
Thor: Blood Oath|Marvel|2005|2006
Thor: The Mighty Avenger|Marvel|2010|2011
Thor: First Thunder|Marvel|2010|2011
Unworthy Thor|Marvel|2016|2017
Valkyrie: Jane Foster|Marvel|2019|2020
Loki|Marvel|2004|2004
Loki|Marvel|2010|2011
Loki: Agent of Asgard|Marvel|2014|2015
Loki|Marvel|2019|2020
Journey into Mystery|Marvel|2011|2013
Beta Ray Bill|Marvel|2021|2021
Beta Ray Bill: Godhunter|Marvel|2009|2009
Doctor Strange: The Oath|Marvel|2006|2007
Doctor Strange Annual|Marvel|1976|
Doctor Strange and Doctor Doom: Triumph and Torment|Marvel|1989|1989
Doctor Doom|Marvel|2019|2020
Books of Doom|Marvel|2006|2006
Infamous Iron Man|Marvel|2016|2017
Doom|Marvel|2000|2001
Clea|Marvel|2023|2023
Strange|Marvel|2022|2023
Scarlet Witch|Marvel|1994|1994
Vision|Marvel|1994|1995
West Coast Avengers|Marvel|1984|1984
Avengers Two: Wonder Man and Beast|Marvel|2000|2000
Wonder Man|Marvel|1991|1994
Beast|Marvel|1997|1997
Hawkeye: Kate Bishop|Marvel|2021|2022
Hawkeye: Freefall|Marvel|2020|2020
Mockingbird|Marvel|2016|2016
Black Widow: The Itsy-Bitsy Spider|Marvel|1999|1999
Black Widow: Pale Little Spider|Marvel|2002|2002
Black Widow: Deadly Origin|Marvel|2010|2010
Black Panther Annual|Marvel|2008|
Black Panther: Man Without Fear|Marvel|2011|2012
Black Panther and the Crew|Marvel|2017|2017
Black Panther: World of Wakanda|Marvel|2016|2017
Shuri|Marvel|2018|2019
Killmonger|Marvel|2018|2019
Storm|Marvel|2014|2015
Storm|Marvel|2023|2024
Captain Marvel|Marvel|1989|1989
Captain Marvel|Marvel|1995|1996
Captain Marvel|Marvel|2008|2008
Genis-Vell: Captain Marvel|Marvel|2002|2004
Life of Captain Marvel|Marvel|2018|2018
Death of Captain Marvel|Marvel|1982|1982
Warlock Chronicles|Marvel|1993|1994
Infinity Abyss|Marvel|2002|2002
Marvel: The End|Marvel|2003|2003
Infinity Countdown|Marvel|2018|2018
Infinity Wars|Marvel|2018|2018
Thanos: The Infinity Revelation|Marvel|2014|2014
Silver Surfer/Warlock: Resurrection|Marvel|1993|1993
Nova Corps|Marvel|2015|2016
Annihilators|Marvel|2011|2011
The Thanos Imperative|Marvel|2010|2010
Realm of Kings|Marvel|2010|2010
Knowhere|Marvel|2014|2014
Galactus the Devourer|Marvel|1999|2000
Silver Surfer: Loftier than Mortals|Marvel|1999|1999
Rocket|Marvel|2017|2018
Venom: Funeral Pyre|Marvel|1993|1993
Venom: The Madness|Marvel|1993|1994
Venom: Carnage Unleashed|Marvel|1995|1995
Venom: Separation Anxiety|Marvel|1994|1995
Venom: The Enemy Within|Marvel|1994|1994
Venom: Sinner Takes All|Marvel|1995|1995
Venom: Along Came a Spider|Marvel|1996|1996
Venom: The Hunted|Marvel|1996|1996
Venom: Tooth and Claw|Marvel|1996|1997
Venom: Nights of Vengeance|Marvel|1994|1994
Venom: The Mace|Marvel|1994|1994
Venom Super Special|Marvel|1995|1995
Venomverse|Marvel|2017|2017
Edge of Venomverse|Marvel|2017|2017
Web of Venom: Ve'Nam|Marvel|2018|2018
Venom: First Host|Marvel|2018|2018
Carnage: Mind Bomb|Marvel|1996|1996
Carnage, U.S.A.|Marvel|2012|2012
Superior Carnage|Marvel|2013|2013
Carnage|Marvel|2022|2023
Venom Annual|Marvel|2018|
Anti-Venom: New Ways to Live|Marvel|2009|2010
Toxin|Marvel|2005|2005
Scarlet Spider|Marvel|1995|1996
Scarlet Spider Unlimited|Marvel|1995|1995
Scarlet Spider|Marvel|2012|2013
Ben Reilly: The Scarlet Spider|Marvel|2017|2018
Ben Reilly: Spider-Man|Marvel|2022|2022
Spider-Man: The Clone Journal|Marvel|1995|1995
Amazing Scarlet Spider|Marvel|1995|1995
Spectacular Scarlet Spider|Marvel|1995|1995
Web of Scarlet Spider|Marvel|1995|1995
Madame Web|Marvel|2024|2024
Silk|Marvel|2021|2021
Spider-Woman|Marvel|1993|1994
Spider-Woman|Marvel|1999|2000
Spider-Woman|Marvel|2009|2010
Spider-Woman|Marvel|2020|2022
Arana: Heart of the Spider|Marvel|2005|2005
Spider-Girl|Marvel|1998|2006
Amazing Spider-Girl|Marvel|2006|2009
Spectacular Spider-Girl|Marvel|2010|2010
Spider-Girl|Marvel|2011|2011
Ultimate Spider-Man|Marvel|2009|2011
Ultimate Spider-Man|Marvel|2024|
Ultimate X-Men|Marvel|2024|
Ultimate Black Panther|Marvel|2024|
Ultimates|Marvel|2015|2016
Ultimates 2|Marvel|2016|2017
Ultimates|Marvel|2024|
Ultimate Invasion|Marvel|2023|2023
Ultimate Wolverine vs. Hulk|Marvel|2006|2009
Ultimate Galactus Trilogy|Marvel|2004|2006
Ultimate Nightmare|Marvel|2004|2005
Ultimate Extinction|Marvel|2006|2006
Ultimate Power|Marvel|2006|2007
Ultimate Iron Man|Marvel|2005|2006
Ultimate Captain America|Marvel|2011|2011
Ultimate Comics Avengers|Marvel|2009|2011
Ultimate Fallout|Marvel|2011|2011
Ultimate Daredevil and Elektra|Marvel|2003|2003
Ultimate Elektra|Marvel|2004|2005
Ultimate Adventures|Marvel|2002|2004
Marvel Zombies 3|Marvel|2008|2009
Marvel Zombies 4|Marvel|2009|2009
Marvel Zombies Return|Marvel|2009|2009
Marvel Zombies Resurrection|Marvel|2020|2021
Marvel Zombies: Dead Days|Marvel|2007|2007
Marvel Zombies vs. Army of Darkness|Marvel|2007|2007
Dead of Night Featuring Man-Thing|Marvel|2008|2008
Man-Thing|Marvel|1979|1981
Man-Thing|Marvel|1997|1998
Man-Thing|Marvel|2017|2017
Werewolf by Night|Marvel|2020|2021
Legion of Monsters|Marvel|2011|2012
Tomb of Dracula|Marvel|2004|2005
Blade|Marvel|2006|2007
Blade|Marvel|2023|
Bloodstone|Marvel|2001|2002
Midnight Sons Unlimited|Marvel|1993|1995
Darkhold: Pages from the Book of Sins|Marvel|1992|1994
Morbius: The Living Vampire|Marvel|2013|2013
Ghost Rider 2099|Marvel|1994|1996
Ghost Rider: Danny Ketch|Marvel|2008|2009
Ghost Rider: Road to Damnation|Marvel|2005|2006
Ghost Rider Annual|Marvel|1993|1994
Vengeance|Marvel|2011|2012
Howard the Duck|Marvel|2002|2002
Howard the Duck|Marvel|2007|2008
Howard the Duck Annual|Marvel|1977|1977
Dazzler|Marvel|2010|2010
Dazzler: The Movie|Marvel|1984|1984
Longshot|Marvel|1998|1998
Nextwave: Agents of H.A.T.E.|Marvel|2006|2007
S.H.I.E.L.D.|Marvel|2010|2011
S.H.I.E.L.D.|Marvel|2015|2016
Nick Fury|Marvel|2017|2017
Secret Warriors|Marvel|2009|2011
Secret Warriors|Marvel|2017|2018
Agents of Atlas|Marvel|2006|2007
Agents of Atlas|Marvel|2009|2010
Agents of Atlas|Marvel|2019|2019
Atlas|Marvel|2010|2010
Marvels Project|Marvel|2009|2010
Marvels: Eye of the Camera|Marvel|2009|2010
Marvels Snapshots|Marvel|2020|2020
Marvels X|Marvel|2020|2020
Marvels Epilogue|Marvel|2019|2019
Marvel Comics Presents|Marvel|2007|2008
Marvel Comics Presents|Marvel|2019|2019
Marvel Tales|Marvel|2019|2021
Marvel Legacy|Marvel|2017|2017
Marvel Now! Point One|Marvel|2012|2012
Marvel's Voices|Marvel|2020|
Marvel: Shadows and Light|Marvel|1997|1997
Marvel Vision|Marvel|1996|1998
Marvel Previews|Marvel|2003|2008
Marvel Saga|Marvel|1985|1987
Marvel Super Hero Contest of Champions|Marvel|1982|1982
Contest of Champions|Marvel|2015|2016
Contest of Champions II|Marvel|1999|1999
Marvel Super-Heroes|Marvel|1990|1993
Marvel Universe: The End|Marvel|2003|2003
Marvel Apes|Marvel|2008|2009
Wha...Huh?|Marvel|2005|2005
Marvel Milestone Edition|Marvel|1991|1995
Marvel Masterworks|Marvel|1987|
Essential X-Men|Marvel|1996|
Power Pack|Marvel|2005|2005
Power Pack|Marvel|2020|2021
Runaways|Marvel|2015|2015
Young Avengers|Marvel|2013|2014
Young Avengers Presents|Marvel|2008|2008
Avengers: The Initiative Annual|Marvel|2008|2008
New Warriors Annual|Marvel|1991|1994
Nova|Marvel|1999|1999
Darkhawk Annual|Marvel|1992|1994
Cage|Marvel|1992|1993
Cage|Marvel|2002|2002
Luke Cage|Marvel|2017|2018
Power Man and Iron Fist|Marvel|2011|2011
Power Man and Iron Fist|Marvel|2016|2017
Iron Fist|Marvel|1996|1996
Iron Fist|Marvel|1998|1998
Iron Fist|Marvel|2004|2004
Iron Fist|Marvel|2017|2018
Immortal Iron Fist Annual|Marvel|2007|2007
Daughters of the Dragon|Marvel|2006|2006
Shang-Chi|Marvel|2020|2021
Shang-Chi|Marvel|2021|2022
Master of Kung Fu|Marvel|2017|2017
Deadly Hands of Kung Fu|Marvel|2014|2014
Squadron Supreme: Death of a Universe|Marvel|1989|1989
Squadron Supreme: New World Order|Marvel|1998|1998
Defenders|Marvel|2001|2002
Defenders|Marvel|2012|2013
Defenders|Marvel|2017|2018
Defenders|Marvel|2021|2022
The Last Defenders|Marvel|2008|2008
Fearless Defenders|Marvel|2013|2014
Secret Defenders|Marvel|1993|1995
Avengers Arena|Marvel|2013|2014
Avengers Undercover|Marvel|2014|2014
U.S.Avengers|Marvel|2017|2017
A-Force|Marvel|2015|2016
New Avengers|Marvel|2013|2015
New Avengers|Marvel|2015|2016
Great Lakes Avengers|Marvel|2005|2005
Great Lakes Avengers|Marvel|2016|2017
Exiles|Marvel|2001|2008
Exiles|Marvel|2018|2019
Excalibur|Marvel|2004|2005
Excalibur Annual|Marvel|1993|1994
Captain Britain|Marvel|1985|1986
Captain Britain and the Mighty Defenders|Marvel|2015|2015
Betsy Braddock: Captain Britain|Marvel|2023|2023
Psylocke|Marvel|2010|2010
Psylocke|Marvel|2024|
Domino|Marvel|2003|2003
Domino|Marvel|2018|2019
Deadpool Annual|Marvel|1998|
Deadpool: Merc with a Mouth|Marvel|2009|2010
Deadpool MAX|Marvel|2010|2011
Deadpool|Marvel|2018|2019
Deadpool|Marvel|2019|2020
Deadpool|Marvel|2022|2023
Deadpool|Marvel|2024|
Deadpool Kills Deadpool|Marvel|2013|2013
Deadpool vs. Carnage|Marvel|2014|2014
Deadpool vs. Thanos|Marvel|2015|2015
Deadpool: Assassin|Marvel|2018|2018
Deadpool & Wolverine: WWIII|Marvel|2024|2024
Despicable Deadpool|Marvel|2017|2018
Spider-Man/Deadpool|Marvel|2016|2019
Cable|Marvel|2017|2018
Cable|Marvel|2020|2021
Cable: Blood and Metal|Marvel|1992|1992
Cable and X-Force|Marvel|2012|2014
Soldier X|Marvel|2002|2003
Bishop|Marvel|1994|1995
Bishop: The Last X-Man|Marvel|1999|2001
X-Men: Prime|Marvel|1995|1995
Gambit|Marvel|2004|2005
Gambit|Marvel|2012|2013
Gambit|Marvel|2022|2023
Rogue|Marvel|2004|2005
Rogue & Gambit|Marvel|2018|2018
Mr. and Mrs. X|Marvel|2018|2019
Giant-Size X-Men|Marvel|2020|2020
Giant-Size Wolverine|Marvel|2006|2006
Giant-Size Spider-Man|Marvel|2014|2014
Giant-Size Hulk|Marvel|2006|2006
`;
