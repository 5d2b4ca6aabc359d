// Real manga: Tankobon series (by English or romanized title, with the Japanese publisher) and Zasshi
// anthology magazines: "Title|Publisher|Start|End".
export const MANGA_TITLES = `
Weekly Shonen Jump|Shueisha|1968|
Weekly Shonen Magazine|Kodansha|1959|
Weekly Shonen Sunday|Shogakukan|1959|
Weekly Shonen Champion|Akita Shoten|1969|
Monthly Shonen Jump|Shueisha|1970|2007
Jump Square|Shueisha|2007|
V Jump|Shueisha|1993|
Weekly Young Jump|Shueisha|1979|
Weekly Young Magazine|Kodansha|1980|
Big Comic|Shogakukan|1968|
Big Comic Spirits|Shogakukan|1980|
Big Comic Original|Shogakukan|1972|
Morning|Kodansha|1982|
Afternoon|Kodansha|1986|
Monthly Shonen Magazine|Kodansha|1975|
Bessatsu Shonen Magazine|Kodansha|2009|
Monthly Shonen Gangan|Square Enix|1991|
Young Gangan|Square Enix|2004|
Ultra Jump|Shueisha|1995|
Monthly Comic Alive|Media Factory|2006|
Dengeki Daioh|ASCII Media Works|1994|
Monthly Comic Ryu|Tokuma Shoten|2006|
Shonen King|Shonen Gahosha|1963|1988
Shonen Book|Shueisha|1959|1969
Bokura|Kodansha|1963|1969
CoroCoro Comic|Shogakukan|1977|
Comic BomBom|Kodansha|1981|2007
Ribon|Shueisha|1955|
Nakayoshi|Kodansha|1954|
Margaret|Shueisha|1963|
Bessatsu Margaret|Shueisha|1964|
Shojo Comic|Shogakukan|1968|
Hana to Yume|Hakusensha|1974|
LaLa|Hakusensha|1976|
Princess|Akita Shoten|1974|
Betsucomi|Shogakukan|1970|
Cookie|Shueisha|1999|
Young Animal|Hakusensha|1992|
Garo|Seirindo|1964|2002
COM|Mushi Production|1967|1973
Manga Action|Futabasha|1967|
Comic Beam|Enterbrain|1995|
Kerokero Ace|Kadokawa Shoten|2007|2016
Shonen Ace|Kadokawa Shoten|1994|
Newtype|Kadokawa Shoten|1985|
Animage|Tokuma Shoten|1978|
Animedia|Gakken|1981|
Dragon Ball|Shueisha|1984|1995
Dragon Ball Super|Shueisha|2015|
One Piece|Shueisha|1997|
Naruto|Shueisha|1999|2014
Boruto: Naruto Next Generations|Shueisha|2016|
Bleach|Shueisha|2001|2016
Death Note|Shueisha|2003|2006
Hunter x Hunter|Shueisha|1998|
Yu Yu Hakusho|Shueisha|1990|1994
Slam Dunk|Shueisha|1990|1996
Fist of the North Star|Shueisha|1983|1988
JoJo's Bizarre Adventure|Shueisha|1987|
Saint Seiya|Shueisha|1986|1990
Dr. Slump|Shueisha|1980|1984
City Hunter|Shueisha|1985|1991
Kochikame|Shueisha|1976|2016
Captain Tsubasa|Shueisha|1981|1988
Rurouni Kenshin|Shueisha|1994|1999
Yu-Gi-Oh!|Shueisha|1996|2004
Shaman King|Shueisha|1998|2004
Hikaru no Go|Shueisha|1998|2003
The Prince of Tennis|Shueisha|1999|2008
Eyeshield 21|Shueisha|2002|2009
Gintama|Shueisha|2003|2019
D.Gray-man|Shueisha|2004|
Reborn!|Shueisha|2004|2012
Toriko|Shueisha|2008|2016
Bakuman|Shueisha|2008|2012
Haikyu!!|Shueisha|2012|2020
Assassination Classroom|Shueisha|2012|2016
My Hero Academia|Shueisha|2014|2024
Black Clover|Shueisha|2015|
The Promised Neverland|Shueisha|2016|2020
Dr. Stone|Shueisha|2017|2022
Demon Slayer: Kimetsu no Yaiba|Shueisha|2016|2020
Jujutsu Kaisen|Shueisha|2018|2024
Chainsaw Man|Shueisha|2018|
Spy x Family|Shueisha|2019|
Kaiju No. 8|Shueisha|2020|
Sakamoto Days|Shueisha|2020|
Undead Unluck|Shueisha|2020|2024
Blue Box|Shueisha|2021|
Kagurabachi|Shueisha|2023|
Dandadan|Shueisha|2021|
Hell's Paradise: Jigokuraku|Shueisha|2018|2021
Fire Punch|Shueisha|2016|2018
Tokyo Ghoul|Shueisha|2011|2014
Tokyo Ghoul:re|Shueisha|2014|2018
Kingdom|Shueisha|2006|
Golden Kamuy|Shueisha|2014|2022
Gantz|Shueisha|2000|2013
Elfen Lied|Shueisha|2002|2005
Kaguya-sama: Love Is War|Shueisha|2015|2022
Oshi no Ko|Shueisha|2020|2024
Claymore|Shueisha|2001|2014
Blue Exorcist|Shueisha|2009|
Rosario + Vampire|Shueisha|2004|2014
Nisekoi|Shueisha|2011|2016
World Trigger|Shueisha|2013|
Food Wars!: Shokugeki no Soma|Shueisha|2012|2019
One-Punch Man|Shueisha|2012|
Akira|Kodansha|1982|1990
Ghost in the Shell|Kodansha|1989|1991
Attack on Titan|Kodansha|2009|2021
Fairy Tail|Kodansha|2006|2017
Edens Zero|Kodansha|2018|
Rave Master|Kodansha|1999|2005
Great Teacher Onizuka|Kodansha|1997|2002
Initial D|Kodansha|1995|2013
Hajime no Ippo|Kodansha|1989|
The Seven Deadly Sins|Kodansha|2012|2020
Tokyo Revengers|Kodansha|2017|2022
Blue Lock|Kodansha|2018|
Fire Force|Kodansha|2015|2022
A Silent Voice|Kodansha|2013|2014
Your Lie in April|Kodansha|2011|2015
Vinland Saga|Kodansha|2005|
Ghost in the Shell 2: Man-Machine Interface|Kodansha|2001|2001
Cardcaptor Sakura|Kodansha|1996|2000
Sailor Moon|Kodansha|1991|1997
Magic Knight Rayearth|Kodansha|1993|1996
xxxHolic|Kodansha|2003|2011
Tsubasa: Reservoir Chronicle|Kodansha|2003|2009
Chobits|Kodansha|2000|2002
Ah! My Goddess|Kodansha|1988|2014
Parasyte|Kodansha|1988|1995
Battle Angel Alita|Shueisha|1990|1995
Appleseed|Seishinsha|1985|1989
Love Hina|Kodansha|1998|2001
Negima! Magister Negi Magi|Kodansha|2003|2012
Shugo Chara!|Kodansha|2006|2010
Fruits Basket|Hakusensha|1998|2006
Berserk|Hakusensha|1989|
Ouran High School Host Club|Hakusensha|2002|2010
Vampire Knight|Hakusensha|2004|2013
Skip Beat!|Hakusensha|2002|
Maid Sama!|Hakusensha|2005|2013
Natsume's Book of Friends|Hakusensha|2005|
Kamisama Kiss|Hakusensha|2008|2016
Yona of the Dawn|Hakusensha|2009|
Nana|Shueisha|2000|2009
Paradise Kiss|Shodensha|1999|2003
Honey and Clover|Shueisha|2000|2006
Boys Over Flowers|Shueisha|1992|2003
Ao Haru Ride|Shueisha|2011|2015
Kimi ni Todoke|Shueisha|2005|2017
The Rose of Versailles|Shueisha|1972|1973
Glass Mask|Hakusensha|1976|
Banana Fish|Shogakukan|1985|1994
Inuyasha|Shogakukan|1996|2008
Ranma ½|Shogakukan|1987|1996
Urusei Yatsura|Shogakukan|1978|1987
Maison Ikkoku|Shogakukan|1980|1987
Detective Conan|Shogakukan|1994|
Doraemon|Shogakukan|1969|1996
Touch|Shogakukan|1981|1986
Frieren: Beyond Journey's End|Shogakukan|2020|
Komi Can't Communicate|Shogakukan|2016|
Mob Psycho 100|Shogakukan|2012|2017
Magi: The Labyrinth of Magic|Shogakukan|2009|2017
Yaiba|Shogakukan|1988|1993
Flame of Recca|Shogakukan|1995|2002
Zatch Bell!|Shogakukan|2001|2007
Kekkaishi|Shogakukan|2003|2011
Hayate the Combat Butler|Shogakukan|2004|2017
Silver Spoon|Shogakukan|2011|2019
20th Century Boys|Shogakukan|1999|2006
21st Century Boys|Shogakukan|2006|2007
Monster|Shogakukan|1994|2001
Pluto|Shogakukan|2003|2009
Master Keaton|Shogakukan|1988|1994
Yawara!|Shogakukan|1986|1993
Dr. Kotoh's Clinic|Shogakukan|2000|2010
Blue Giant|Shogakukan|2013|2016
Dorohedoro|Shogakukan|2000|2018
Goodnight Punpun|Shogakukan|2007|2013
Dead Dead Demon's Dededede Destruction|Shogakukan|2014|2022
Fullmetal Alchemist|Square Enix|2001|2010
Soul Eater|Square Enix|2004|2013
Black Butler|Square Enix|2006|
The Apothecary Diaries|Square Enix|2017|
Dragon Quest: The Adventure of Dai|Shueisha|1989|1996
Astro Boy|Kobunsha|1952|1968
Black Jack|Akita Shoten|1973|1983
Phoenix|Mushi Production|1967|1988
Buddha|Ushio|1972|1983
Kimba the White Lion|Gakudosha|1950|1954
Princess Knight|Kodansha|1953|1956
Dororo|Shogakukan|1967|1968
MW|Shogakukan|1976|1978
Ode to Kirihito|Shogakukan|1970|1971
Adolf|Bungeishunju|1983|1985
Tetsujin 28-go|Kobunsha|1956|1966
Cyborg 009|Akita Shoten|1964|1981
Kamen Rider|Kodansha|1971|1971
Devilman|Kodansha|1972|1973
Mazinger Z|Shueisha|1972|1973
Cutie Honey|Akita Shoten|1973|1974
Getter Robo|Akita Shoten|1974|1974
Lupin III|Futabasha|1967|1969
Golgo 13|Shogakukan|1968|
Lone Wolf and Cub|Futabasha|1970|1976
Ashita no Joe|Kodansha|1968|1973
Kyojin no Hoshi|Kodansha|1966|1971
Tiger Mask|Kodansha|1968|1971
GeGeGe no Kitaro|Kodansha|1965|1969
Osomatsu-kun|Shogakukan|1962|1969
Galaxy Express 999|Shonen Gahosha|1977|1981
Space Battleship Yamato|Akita Shoten|1974|1975
Captain Harlock|Akita Shoten|1977|1979
Barefoot Gen|Shueisha|1973|1987
Nausicaä of the Valley of the Wind|Tokuma Shoten|1982|1994
Hellsing|Shonen Gahosha|1997|2008
Trigun|Tokuma Shoten|1995|1996
Trigun Maximum|Shonen Gahosha|1997|2007
Neon Genesis Evangelion|Kadokawa Shoten|1994|2013
Mobile Suit Gundam: The Origin|Kadokawa Shoten|2001|2011
Mobile Suit Gundam Thunderbolt|Shogakukan|2012|
Lucky Star|Kadokawa Shoten|2004|
Haruhi Suzumiya|Kadokawa Shoten|2005|2013
Code Geass: Lelouch of the Rebellion|Kadokawa Shoten|2006|2008
Keroro Gunso|Kadokawa Shoten|1999|
Bungo Stray Dogs|Kadokawa Shoten|2012|
Yotsuba&!|ASCII Media Works|2003|
Azumanga Daioh|ASCII Media Works|1999|2002
Toradora!|ASCII Media Works|2008|2013
Sword Art Online|ASCII Media Works|2010|
Spice and Wolf|ASCII Media Works|2007|2017
Made in Abyss|Takeshobo|2012|
Pop Team Epic|Takeshobo|2014|
Laid-Back Camp|Houbunsha|2015|
K-On!|Houbunsha|2007|2012
Bocchi the Rock!|Houbunsha|2017|
Hidamari Sketch|Houbunsha|2004|
Is the Order a Rabbit?|Houbunsha|2011|
Re:Zero − Starting Life in Another World|Media Factory|2014|
Overlord|Kadokawa|2015|
That Time I Got Reincarnated as a Slime|Kodansha|2015|
Mushoku Tensei: Jobless Reincarnation|Media Factory|2014|
The Rising of the Shield Hero|Media Factory|2014|
Konosuba|Fujimi Shobo|2014|
No Game No Life|Media Factory|2013|
Goblin Slayer|Square Enix|2016|
Solo Leveling|D&C Media|2018|2020
Tower of God|Naver|2010|
Blame!|Kodansha|1997|2003
Knights of Sidonia|Kodansha|2009|2015
Biomega|Shueisha|2004|2009
Uzumaki|Shogakukan|1998|1999
Tomie|Asahi Sonorama|1987|2000
Gyo|Shogakukan|2001|2002
Junji Ito's Cat Diary|Kodansha|2008|2009
Eden: It's an Endless World!|Kodansha|1997|2008
Homunculus|Shogakukan|2003|2011
Ichi the Killer|Shogakukan|1998|2001
Vagabond|Kodansha|1998|2015
Real|Shueisha|1999|
Blade of the Immortal|Kodansha|1993|2012
Planetes|Kodansha|1999|2004
Mushishi|Kodansha|1999|2008
Crying Freeman|Shogakukan|1986|1988
Mai, the Psychic Girl|Shogakukan|1985|1986
Area 88|Shogakukan|1979|1986
Patlabor|Shogakukan|1988|1994
Kamui Den|Seirindo|1964|1971
Tekkonkinkreet|Shogakukan|1993|1994
Solanin|Shogakukan|2005|2006
Nodame Cantabile|Kodansha|2001|2010
Chihayafuru|Kodansha|2007|2022
Wotakoi: Love Is Hard for Otaku|Ichijinsha|2014|2021
Horimiya|Square Enix|2011|2021
Tsurezure Children|Kodansha|2014|2019
The Quintessential Quintuplets|Kodansha|2017|2020
Rent-A-Girlfriend|Kodansha|2017|
My Dress-Up Darling|Square Enix|2018|
Chi's Sweet Home|Kodansha|2004|2015
What Did You Eat Yesterday?|Kodansha|2007|
Witch Hat Atelier|Kodansha|2016|
Beastars|Akita Shoten|2016|2020
Baki the Grappler|Akita Shoten|1991|1999
Yowamushi Pedal|Akita Shoten|2008|
Saint Young Men|Kodansha|2006|
Kuroko's Basketball|Shueisha|2008|2014
Pokémon Adventures|Shogakukan|1997|
Digimon Adventure V-Tamer 01|Shueisha|1998|2003
Medabots|Kodansha|1997|2001
Beyblade|Shogakukan|2000|2004
Monster Rancher|Shueisha|1998|1999
Duel Masters|Shogakukan|1999|
The Legend of Zelda|Shogakukan|1998|
`;
