// More real DC series, limited series and one-shots (DC, Vertigo, WildStorm, Black Label): "Title|Publisher|
// Start|End".
export const COMIC_TITLES_MORE_DC = `
Superman: The Man of Steel Annual|DC|1992|1996
Superman Annual|DC|1960|
Superman: Lois and Clark|DC|2015|2016
Superman: Year One|DC|2019|2019
Superman: Space Age|DC|2022|2023
Superman: American Alien|DC|2016|2016
Superman Unchained|DC|2013|2014
Superman Red/Superman Blue|DC|1998|1998
Superboy|DC|1990|1991
Superboy|DC|2011|2014
Supergirl: Woman of Tomorrow|DC|2021|2022
Power Girl|DC|1988|1988
Power Girl|DC|2009|2011
Batman: Son of the Demon|DC|1987|1987
Batman: Bride of the Demon|DC|1990|1990
Batman: Birth of the Demon|DC|1992|1992
Batman: Digital Justice|DC|1990|1990
Batman: Full Circle|DC|1991|1991
Batman: Holy Terror|DC|1991|1991
Batman: The Blue, the Grey and the Bat|DC|1992|1992
Batman: Red Rain|DC|1991|1991
Batman: Bloodstorm|DC|1994|1994
Batman: Crimson Mist|DC|1998|1998
Batman: Seduction of the Gun|DC|1993|1993
Batman: Mask of the Phantasm|DC|1993|1993
Batman: Harley Quinn|DC|1999|1999
Batman: Battle for the Cowl|DC|2009|2009
Batman: The Return of Bruce Wayne|DC|2010|2010
Batman: Arkham Knight|DC|2015|2016
Batman: Black and White|DC|2013|2014
Batman: Black and White|DC|2020|2021
Batman: The Long Halloween - The Last Halloween|DC|2022|2023
Batman: Jekyll & Hyde|DC|2005|2005
Batman: The Ultimate Evil|DC|1995|1995
Batman: Nosferatu|DC|1999|1999
Batman: The Doom That Came to Gotham|DC|2000|2001
Batman: In Darkest Knight|DC|1994|1994
Batman: Castle of the Bat|DC|1994|1994
Batman: Year 100|DC|2006|2006
Batman Beyond Unlimited|DC|2012|2013
Batman Beyond Universe|DC|2013|2014
Batman vs. Robin|DC|2022|2023
Batman/Superman: World's Finest|DC|2022|
Robin: Year One|DC|2000|2001
Robin|DC|2021|2022
Damian: Son of Batman|DC|2013|2014
Robin: Son of Batman|DC|2015|2016
Batgirl Adventures|DC|1998|1998
Batgirls|DC|2021|2023
Oracle: The Cure|DC|2009|2009
Batwoman|DC|2011|2015
Selina's Big Score|DC|2002|2002
Red Robin|DC|2009|2011
Tim Drake: Robin|DC|2022|2023
Red Hood: Outlaw|DC|2018|2020
Red Hood and the Outlaws|DC|2016|2018
Arkham Asylum: Living Hell|DC|2003|2003
Arkham Reborn|DC|2009|2010
Joker: Last Laugh|DC|2001|2002
The Joker: Devil's Advocate|DC|1996|1996
Joker/Harley: Criminal Sanity|DC|2019|2021
Joker: The Man Who Stopped Laughing|DC|2022|2024
Harley Quinn & the Birds of Prey|DC|2020|2021
Harleen|DC|2019|2019
Harley Quinn: Black + White + Red|DC|2020|2021
Harley Quinn and Power Girl|DC|2015|2016
Harley's Little Black Book|DC|2015|2017
Two-Face: Year One|DC|2008|2008
Penguin: Pain and Prejudice|DC|2011|2012
The Penguin|DC|2023|2024
Riddler: Year One|DC|2022|2023
Scarecrow: Year One|DC|2005|2005
Bane: Conquest|DC|2017|2018
Man-Bat|DC|1975|1976
Man-Bat|DC|1996|1996
Azrael: Agent of the Bat|DC|1995|2003
Huntress|DC|1989|1990
Huntress|DC|1994|1994
Huntress|DC|2011|2012
Huntress: Year One|DC|2008|2008
Vigilante|DC|2005|2006
Vigilante|DC|2009|2010
Justice|DC|2005|2007
JLA: Earth 2|DC|2000|2000
JLA: Liberty and Justice|DC|2003|2003
JLA: Secret Origins|DC|2002|2002
JLA: Heaven's Ladder|DC|2000|2000
JLA: Act of God|DC|2000|2001
JLA: The Nail|DC|1998|1998
JLA: Another Nail|DC|2004|2004
JLA: Classified|DC|2005|2008
JLA: Incarnations|DC|2001|2001
JLA: Created Equal|DC|2000|2000
JLA: Gods and Monsters|DC|2001|2001
JLA: Foreign Bodies|DC|1999|1999
JLA: Tomorrow Woman|DC|1998|1998
JLA: Secret Files and Origins|DC|1997|2004
JLA/JSA: Virtue and Vice|DC|2002|2002
JLA/Titans|DC|1998|1999
JLA Annual|DC|1997|2000
JLA 80-Page Giant|DC|1998|2000
Justice League of America Annual|DC|1983|1984
Justice League America Annual|DC|1990|1994
Justice League Europe Annual|DC|1990|1992
Justice League Quarterly|DC|1990|1994
Justice League of America|DC|2013|2014
Justice League of America|DC|2015|2017
Justice League of America|DC|2017|2018
Justice League United|DC|2014|2015
Justice League: No Justice|DC|2018|2018
Justice League: Cry for Justice|DC|2009|2010
Justice League: The Rise and Fall|DC|2010|2010
Justice League vs. Suicide Squad|DC|2016|2017
Justice League/Power Rangers|DC|2017|2017
Justice League Incarnate|DC|2021|2022
Justice League International|DC|2011|2012
Justice League Infinity|DC|2021|2021
JSA: All Stars|DC|2003|2003
JSA Classified|DC|2005|2008
JSA: The Golden Age|DC|1993|1994
JSA All-Stars|DC|2010|2011
JSA|DC|2024|
Stargirl Spring Break Special|DC|2021|2021
Earth 2|DC|2012|2015
Earth 2: World's End|DC|2014|2015
Worlds' Finest|DC|2012|2015
Wonder Woman: The Hiketeia|DC|2002|2002
Wonder Woman '77 Meets the Bionic Woman|DC|2016|2017
Wonder Woman '77|DC|2015|2016
Legend of Wonder Woman|DC|2016|2016
Sensation Comics Featuring Wonder Woman|DC|2014|2015
Trinity of Sin|DC|2014|2015
Trinity of Sin: Pandora|DC|2013|2014
Trinity of Sin: The Phantom Stranger|DC|2013|2014
Flash: The Fastest Man Alive|DC|2006|2007
Flashpoint Beyond|DC|2022|2022
Flash Forward|DC|2019|2020
The Flash: Fastest Man Alive|DC|2022|2023
Green Lantern: Ganthet's Tale|DC|1992|1992
Green Lantern: Legacy - The Last Will and Testament of Hal Jordan|DC|2002|2002
Green Lantern: Earth One|DC|2018|
Larfleeze|DC|2013|2014
Green Lantern: Lost Army|DC|2015|2016
Green Lantern Season Two|DC|2020|2021
Far Sector|DC|2019|2021
Green Arrow: Year One|DC|2007|2007
Aquaman: Time and Tide|DC|1993|1994
Aquaman and the Others|DC|2014|2015
Aquamen|DC|2022|2022
Mera: Queen of Atlantis|DC|2018|2018
Hawkman Special|DC|1986|1986
Hawkworld|DC|1989|1989
Hawkworld|DC|1990|1993
Hawkgirl|DC|2006|2007
Firestorm: The Nuclear Man|DC|1987|1990
The Fury of Firestorm: The Nuclear Men|DC|2011|2013
Captain Atom: Armageddon|DC|2005|2006
Captain Atom|DC|2011|2012
Blue Beetle|DC|2023|2024
Blue & Gold|DC|2021|2022
Plastic Man|DC|1966|1968
Plastic Man|DC|1976|1977
Plastic Man|DC|1988|1989
Plastic Man|DC|2004|2006
Plastic Man|DC|2018|2018
Zatanna|DC|2010|2011
Zatanna: Everyday Magic|DC|2003|2003
Madame Xanadu|DC|2008|2011
Sandman Presents|DC|1999|2004
The Sandman: The Dream Hunters|DC|2008|2009
Death: At Death's Door|DC|2003|2003
Vertigo Quarterly|DC|2014|2015
Vertigo Visions|DC|1993|1998
Vertigo Jam|DC|1993|1993
The Last God|DC|2019|2020
Wonder Woman: Dead Earth|DC|2019|2020
Batman: Damned|DC|2018|2019
Superman: Year One|DC|2019|2019
Rorschach|DC|2020|2021
Strange Adventures|DC|2020|2021
Batman: The Red Death|DC|2017|2017
Batman: The Merciless|DC|2017|2017
Batman: The Murder Machine|DC|2017|2017
Batman: The Dawnbreaker|DC|2017|2017
Batman: The Drowned|DC|2017|2017
Batman: The Devastator|DC|2018|2018
The Batman Who Laughs: The Grim Knight|DC|2019|2019
Orion|DC|2000|2002
Jack Kirby's Fourth World|DC|1997|1998
Death of the New Gods|DC|2007|2008
Seven Soldiers|DC|2005|2006
Frankenstein: Agent of S.H.A.D.E.|DC|2011|2013
Klarion|DC|2014|2015
Batman: Europa|DC|2016|2016
Wildcats|DC|2022|2023
The Wild Storm|DC|2017|2019
Midnighter|DC|2007|2008
Midnighter|DC|2015|2016
Midnighter and Apollo|DC|2016|2017
Stormwatch|DC|2011|2012
Stormwatch: Team Achilles|DC|2002|2004
The Authority: Revolution|DC|2004|2005
The Authority|DC|2003|2004
The Authority|DC|2008|2010
Gen13|DC|2006|2011
Welcome to Tranquility|DC|2007|2008
Astro City: Dark Age|DC|2005|2010
Top 10: The Forty-Niners|DC|2005|2005
Smax|DC|2003|2004
Tom Strong's Terrific Tales|DC|2002|2004
Promethea|DC|1999|2005
Global Frequency|DC|2002|2004
Red|DC|2003|2004
Ocean|DC|2004|2005
Desolation Jones|DC|2005|2006
Majestic|DC|2005|2006
Grifter|DC|2011|2012
Voodoo|DC|2011|2012
Titans Hunt|DC|2015|2016
Titans|DC|2008|2011
Titans|DC|2023|
Raven|DC|2016|2017
Cyborg|DC|2015|2016
Starfire|DC|2015|2016
Tempest|DC|1996|1997
Legion Lost|DC|2000|2001
Legion Lost|DC|2011|2013
Legion: Secret Origin|DC|2011|2012
Legion of Super-Heroes: Millennium|DC|2019|2019
The Legion|DC|2001|2004
Secret Six|DC|1968|1969
Secret Six|DC|2006|2007
Secret Six|DC|2008|2011
Secret Six|DC|2014|2016
Villains United|DC|2005|2005
Salvation Run|DC|2007|2008
Final Crisis: Legion of Three Worlds|DC|2008|2009
Final Crisis: Revelations|DC|2008|2009
Final Crisis: Rogues' Revenge|DC|2008|2008
Final Crisis: Superman Beyond|DC|2008|2009
DC Universe Presents|DC|2011|2013
DC Universe: Legacies|DC|2010|2011
DC Universe: Last Will and Testament|DC|2008|2008
DC Nation|DC|2018|2018
DC Pride|DC|2021|
DC vs. Vampires|DC|2021|2022
DC: The New Frontier|DC|2004|2004
Rann/Thanagar War|DC|2005|2005
Adam Strange|DC|1990|1990
Adam Strange|DC|2004|2005
Men of War|DC|1977|1980
Men of War|DC|2011|2012
El Diablo|DC|1989|1991
`;
