// Real series of the Golden, Atom and Silver ages and of the classic publishers (Timely, Atlas, Dell,
// Gold Key, Charlton, Harvey, EC, Fawcett, Quality, Fiction House, Fox, ACG, Tower, Gilberton, Lev
// Gleason, Street & Smith, Avon, Standard, St. John, Ziff-Davis, Prize, Archie's MLJ): "Title|Publisher|
// Start|End".
export const COMIC_TITLES_GOLDEN_AGE = `
Marvel Comics|Timely|1939|1939
Marvel Mystery Comics|Timely|1939|1949
Captain America Comics|Timely|1941|1950
All Winners Comics|Timely|1941|1947
Human Torch|Timely|1940|1954
Sub-Mariner Comics|Timely|1941|1955
USA Comics|Timely|1941|1945
Young Allies|Timely|1941|1946
Mystic Comics|Timely|1940|1942
Daring Mystery Comics|Timely|1940|1942
All Select Comics|Timely|1943|1946
Kid Komics|Timely|1943|1947
Complete Comics|Timely|1944|1945
Amazing Comics|Timely|1944|1944
Blonde Phantom Comics|Timely|1946|1949
Sun Girl|Timely|1948|1949
Namora|Timely|1948|1948
Venus|Timely|1948|1952
Miss America Magazine|Timely|1944|1958
Marvel Boy|Atlas|1950|1951
Astonishing|Atlas|1951|1957
Men's Adventures|Atlas|1950|1954
Adventures into Terror|Atlas|1950|1954
Adventures into Weird Worlds|Atlas|1952|1954
Mystic|Atlas|1951|1957
Uncanny Tales|Atlas|1952|1957
Spellbound|Atlas|1952|1957
Menace|Atlas|1953|1954
Suspense|Atlas|1949|1953
Strange Tales of the Unusual|Atlas|1955|1957
World of Fantasy|Atlas|1956|1959
Tales of Justice|Atlas|1955|1957
Battlefield|Atlas|1952|1953
Battle|Atlas|1951|1960
Combat Kelly|Atlas|1951|1953
War Comics|Atlas|1950|1957
Young Men|Atlas|1950|1954
Black Knight|Atlas|1955|1956
Yellow Claw|Atlas|1956|1957
Jungle Tales|Atlas|1954|1955
Lorna the Jungle Queen|Atlas|1953|1954
Wild Western|Atlas|1948|1957
Western Outlaws|Atlas|1954|1957
Apache Kid|Atlas|1950|1956
Black Rider|Atlas|1950|1955
Ringo Kid Western|Atlas|1954|1957
Wyatt Earp|Atlas|1955|1960
Homer the Happy Ghost|Atlas|1955|1958
Marvel Tales|Atlas|1949|1957
Journey into Mystery|Atlas|1952|1957
Famous Funnies|Eastern Color|1934|1955
Funnies on Parade|Eastern Color|1933|1933
Heroic Comics|Eastern Color|1940|1955
Four Color|Dell|1939|1962
Walt Disney's Comics and Stories|Dell|1940|1962
Uncle Scrooge|Dell|1953|1962
Donald Duck|Dell|1952|1962
Mickey Mouse|Dell|1952|1962
Looney Tunes and Merrie Melodies Comics|Dell|1941|1962
Bugs Bunny|Dell|1952|1962
Porky Pig|Dell|1952|1962
Tom and Jerry Comics|Dell|1949|1962
Woody Woodpecker|Dell|1952|1962
Andy Panda|Dell|1952|1962
Marge's Little Lulu|Dell|1948|1962
Popeye|Dell|1948|1962
Tarzan|Dell|1948|1962
The Lone Ranger|Dell|1948|1962
Roy Rogers Comics|Dell|1948|1961
Gene Autry Comics|Dell|1946|1959
Hopalong Cassidy|Fawcett|1946|1953
Red Ryder Comics|Dell|1941|1957
The Cisco Kid|Dell|1951|1958
Zorro|Dell|1959|1961
Rawhide|Dell|1959|1962
Wagon Train|Dell|1958|1962
Gunsmoke|Dell|1956|1961
Maverick|Dell|1958|1962
Have Gun, Will Travel|Dell|1958|1962
Turok, Son of Stone|Dell|1956|1962
Turok, Son of Stone|Gold Key|1962|1982
Dell Giant|Dell|1959|1961
Movie Classics|Dell|1962|1969
Space Family Robinson|Gold Key|1962|1982
Magnus, Robot Fighter 4000 A.D.|Gold Key|1963|1977
Doctor Solar, Man of the Atom|Gold Key|1962|1982
Mighty Samson|Gold Key|1964|1982
Star Trek|Gold Key|1967|1979
The Twilight Zone|Gold Key|1962|1982
Boris Karloff Tales of Mystery|Gold Key|1963|1980
Ripley's Believe It or Not!|Gold Key|1965|1980
Grimm's Ghost Stories|Gold Key|1972|1982
The Man from U.N.C.L.E.|Gold Key|1965|1969
The Phantom|Gold Key|1962|1966
Flash Gordon|Gold Key|1965|1965
Korak, Son of Tarzan|Gold Key|1964|1972
Tarzan|Gold Key|1962|1972
Uncle Scrooge|Gold Key|1963|1984
Walt Disney's Comics and Stories|Gold Key|1962|1984
Donald Duck|Gold Key|1962|1980
Mickey Mouse|Gold Key|1962|1980
Bugs Bunny|Gold Key|1962|1980
Beep Beep the Road Runner|Gold Key|1966|1984
Daffy Duck|Gold Key|1962|1980
Yosemite Sam|Gold Key|1970|1984
Tweety and Sylvester|Gold Key|1963|1984
Huey, Dewey and Louie Junior Woodchucks|Gold Key|1966|1984
Super Goof|Gold Key|1965|1984
Scamp|Gold Key|1967|1979
The Flintstones|Gold Key|1962|1970
Hanna-Barbera Super TV Heroes|Gold Key|1968|1969
Jonny Quest|Gold Key|1964|1964
Space Ghost|Gold Key|1967|1967
Scooby Doo... Where Are You!|Gold Key|1970|1974
The Jetsons|Gold Key|1963|1970
Lost in Space|Gold Key|1973|1982
Dark Shadows|Gold Key|1969|1976
The Munsters|Gold Key|1965|1968
The Addams Family|Gold Key|1974|1975
Voyage to the Bottom of the Sea|Gold Key|1964|1970
Dagar the Invincible|Gold Key|1972|1982
Brothers of the Spear|Gold Key|1972|1976
Mystery Comics Digest|Gold Key|1972|1975
Gold Key Spotlight|Gold Key|1976|1978
The Occult Files of Doctor Spektor|Gold Key|1973|1977
Captain Atom|Charlton|1965|1967
Blue Beetle|Charlton|1964|1965
Blue Beetle|Charlton|1967|1968
Peacemaker|Charlton|1967|1967
Judomaster|Charlton|1966|1967
Thunderbolt|Charlton|1966|1967
Space Adventures|Charlton|1952|1979
Strange Suspense Stories|Charlton|1952|1965
Unusual Tales|Charlton|1955|1965
Tales of the Mysterious Traveler|Charlton|1956|1959
Ghostly Tales|Charlton|1966|1984
The Many Ghosts of Doctor Graves|Charlton|1967|1986
Ghost Manor|Charlton|1968|1984
Haunted|Charlton|1971|1984
Midnight Tales|Charlton|1972|1976
Scary Tales|Charlton|1975|1984
Beyond the Grave|Charlton|1975|1984
Creepy Things|Charlton|1975|1976
Fightin' Army|Charlton|1956|1984
Fightin' Marines|Charlton|1955|1984
Fightin' Air Force|Charlton|1956|1966
Army War Heroes|Charlton|1963|1970
War|Charlton|1975|1984
Attack|Charlton|1971|1984
Outlaws of the West|Charlton|1957|1980
Billy the Kid|Charlton|1957|1983
Cheyenne Kid|Charlton|1957|1973
Texas Rangers in Action|Charlton|1956|1970
Gunfighters|Charlton|1966|1984
Six-Gun Heroes|Charlton|1950|1965
Konga|Charlton|1960|1965
Gorgo|Charlton|1961|1965
Reptisaurus|Charlton|1961|1962
The Phantom|Charlton|1969|1977
Flash Gordon|Charlton|1969|1970
Jungle Jim|Charlton|1969|1970
Mandrake the Magician|King|1966|1967
The Phantom|King|1966|1967
Flash Gordon|King|1966|1967
Beetle Bailey|Charlton|1969|1976
Hot Rods and Racing Cars|Charlton|1951|1973
Teen-Age Love|Charlton|1958|1973
Sweethearts|Charlton|1954|1973
I Love You|Charlton|1955|1980
Just Married|Charlton|1958|1976
Love Diary|Charlton|1958|1976
Romantic Story|Charlton|1954|1973
Doomsday + 1|Charlton|1975|1976
Yang|Charlton|1973|1976
House of Yang|Charlton|1975|1976
Korg: 70,000 B.C.|Charlton|1975|1976
Space: 1999|Charlton|1975|1976
The Six Million Dollar Man|Charlton|1976|1978
The Bionic Woman|Charlton|1977|1978
Emergency!|Charlton|1976|1976
Charlton Bullseye|Charlton|1975|1986
Richie Rich|Harvey|1960|1991
Casper the Friendly Ghost|Harvey|1958|1982
Casper, the Friendly Ghost|St. John|1949|1951
Wendy, the Good Little Witch|Harvey|1960|1976
Hot Stuff, the Little Devil|Harvey|1957|1982
Little Dot|Harvey|1953|1976
Little Lotta|Harvey|1955|1976
Little Audrey|Harvey|1952|1962
Sad Sack Comics|Harvey|1949|1982
Spooky|Harvey|1955|1980
Playful Little Audrey|Harvey|1957|1976
Richie Rich Millions|Harvey|1961|1982
Richie Rich Dollars and Cents|Harvey|1963|1982
Richie Rich Vaults of Mystery|Harvey|1974|1982
Baby Huey, the Baby Giant|Harvey|1956|1980
Stumbo Tinytown|Harvey|1963|1966
Tuff Ghosts Starring Spooky|Harvey|1962|1972
Black Cat Comics|Harvey|1946|1951
Black Cat Mystery|Harvey|1951|1963
Chamber of Chills Magazine|Harvey|1951|1954
Witches Tales|Harvey|1951|1954
Tomb of Terror|Harvey|1952|1954
Fighting American|Harvey|1966|1966
Double-Dare Adventures|Harvey|1966|1967
Thrill-O-Rama|Harvey|1965|1966
Unearthly Spectaculars|Harvey|1965|1967
Green Hornet Comics|Harvey|1942|1949
Joe Palooka|Harvey|1945|1961
Dick Tracy|Harvey|1950|1961
Steve Canyon|Harvey|1948|1953
Terry and the Pirates|Harvey|1947|1951
Speed Comics|Harvey|1939|1947
Pocket Comics|Harvey|1941|1942
All-New Comics|Harvey|1943|1947
Tales from the Crypt|EC|1950|1955
The Vault of Horror|EC|1950|1955
The Haunt of Fear|EC|1950|1954
Weird Science|EC|1950|1953
Weird Fantasy|EC|1950|1953
Weird Science-Fantasy|EC|1954|1955
Incredible Science Fiction|EC|1955|1956
Two-Fisted Tales|EC|1950|1955
Frontline Combat|EC|1951|1954
Crime SuspenStories|EC|1950|1955
Shock SuspenStories|EC|1952|1955
Mad|EC|1952|1955
Panic|EC|1954|1956
Piracy|EC|1954|1955
Valor|EC|1955|1955
Aces High|EC|1955|1955
Impact|EC|1955|1955
Extra!|EC|1955|1955
Psychoanalysis|EC|1955|1955
M.D.|EC|1955|1956
Crypt of Terror|EC|1950|1950
Crime Patrol|EC|1948|1950
War Against Crime!|EC|1948|1950
Gunfighter|EC|1948|1950
Moon Girl|EC|1947|1949
Saddle Justice|EC|1948|1949
Modern Love|EC|1949|1950
A Moon, a Girl... Romance|EC|1949|1950
Picture Stories from the Bible|EC|1942|1944
Whiz Comics|Fawcett|1940|1953
Captain Marvel Adventures|Fawcett|1941|1953
Captain Marvel Jr.|Fawcett|1942|1953
Master Comics|Fawcett|1940|1953
Wow Comics|Fawcett|1940|1948
Mary Marvel|Fawcett|1945|1948
The America's Greatest Comics|Fawcett|1941|1943
Nickel Comics|Fawcett|1940|1940
Captain Midnight|Fawcett|1942|1948
Spy Smasher|Fawcett|1941|1943
Bulletman|Fawcett|1941|1946
Ibis the Invincible|Fawcett|1943|1948
Golden Arrow|Fawcett|1942|1947
Don Winslow of the Navy|Fawcett|1943|1951
Tom Mix Western|Fawcett|1948|1953
Lash LaRue Western|Fawcett|1949|1954
Rocky Lane Western|Fawcett|1949|1959
Monte Hale Western|Fawcett|1948|1956
Motion Picture Comics|Fawcett|1950|1954
This Magazine Is Haunted|Fawcett|1951|1954
Worlds of Fear|Fawcett|1952|1953
Beware! Terror Tales|Fawcett|1952|1953
Hoppy the Marvel Bunny|Fawcett|1945|1947
Tom Corbett, Space Cadet|Dell|1952|1954
Police Comics|Quality|1941|1953
Plastic Man|Quality|1943|1956
Military Comics|Quality|1941|1945
Modern Comics|Quality|1945|1950
Blackhawk|Quality|1944|1956
Feature Comics|Quality|1939|1950
Smash Comics|Quality|1939|1949
Crack Comics|Quality|1940|1949
Hit Comics|Quality|1940|1950
National Comics|Quality|1940|1949
Uncle Sam Quarterly|Quality|1941|1943
Doll Man|Quality|1941|1953
Kid Eternity|Quality|1946|1949
The Spirit|Quality|1944|1950
T-Man|Quality|1951|1956
Web of Evil|Quality|1952|1954
Torchy|Quality|1949|1950
Heart Throbs|Quality|1949|1957
Jumbo Comics|Fiction House|1938|1953
Jungle Comics|Fiction House|1940|1954
Planet Comics|Fiction House|1940|1953
Fight Comics|Fiction House|1940|1954
Wings Comics|Fiction House|1940|1954
Rangers Comics|Fiction House|1941|1952
Sheena, Queen of the Jungle|Fiction House|1942|1953
Ghost Comics|Fiction House|1951|1954
Kaanga Comics|Fiction House|1949|1954
Wambi, Jungle Boy|Fiction House|1942|1953
Mystery Men Comics|Fox|1939|1942
Wonderworld Comics|Fox|1939|1942
Wonder Comics|Fox|1939|1939
Blue Beetle|Fox|1939|1950
Fantastic Comics|Fox|1939|1941
Science Comics|Fox|1940|1940
Weird Comics|Fox|1940|1942
Samson|Fox|1940|1941
The Flame|Fox|1940|1942
Green Mask|Fox|1940|1946
Phantom Lady|Fox|1947|1949
Rulah, Jungle Goddess|Fox|1948|1949
Zoot Comics|Fox|1946|1948
Murder Incorporated|Fox|1947|1951
Crime Does Not Pay|Lev Gleason|1942|1955
Daredevil Comics|Lev Gleason|1941|1956
Silver Streak Comics|Lev Gleason|1939|1946
Boy Comics|Lev Gleason|1942|1956
Crime and Punishment|Lev Gleason|1948|1955
Black Diamond Western|Lev Gleason|1949|1956
Adventures into the Unknown|ACG|1948|1967
Forbidden Worlds|ACG|1951|1967
Unknown Worlds|ACG|1960|1967
Herbie|ACG|1964|1967
Out of the Night|ACG|1952|1954
Operation: Peril|ACG|1950|1953
Spy-Hunters|ACG|1949|1953
Commander Battle and the Atomic Sub|ACG|1954|1955
T.H.U.N.D.E.R. Agents|Tower|1965|1969
Dynamo|Tower|1966|1967
NoMan|Tower|1966|1967
Undersea Agent|Tower|1966|1967
Tippy Teen|Tower|1965|1970
Classics Illustrated|Gilberton|1941|1971
Classic Comics|Gilberton|1941|1947
Classics Illustrated Junior|Gilberton|1953|1971
Classics Illustrated Special Issue|Gilberton|1955|1962
World Around Us|Gilberton|1958|1961
Shadow Comics|Street & Smith|1940|1949
Doc Savage Comics|Street & Smith|1940|1943
Super Magic Comics|Street & Smith|1941|1941
Super-Magician Comics|Street & Smith|1941|1947
Red Dragon Comics|Street & Smith|1943|1949
Supersnipe Comics|Street & Smith|1942|1949
Army and Navy Comics|Street & Smith|1941|1942
Sport Comics|Street & Smith|1940|1941
True Sport Picture Stories|Street & Smith|1942|1949
Witchcraft|Avon|1952|1953
Eerie|Avon|1951|1954
Strange Worlds|Avon|1950|1955
Space Detective|Avon|1951|1952
Rocket to the Moon|Avon|1951|1951
City of the Living Dead|Avon|1952|1952
An Earthman on Venus|Avon|1951|1951
Fighting Indians of the Wild West|Avon|1952|1952
Fighting Yank|Standard|1942|1949
Black Terror|Standard|1942|1949
Exciting Comics|Standard|1940|1949
Startling Comics|Standard|1940|1951
Thrilling Comics|Standard|1940|1951
America's Best Comics|Standard|1942|1949
Real Life Comics|Standard|1941|1952
Fantastic Worlds|Standard|1952|1953
Adventures into Darkness|Standard|1952|1954
Out of the Shadows|Standard|1952|1954
The Unseen|Standard|1952|1954
Lost Worlds|Standard|1952|1953
Joe Yank|Standard|1952|1954
Mighty Mouse|St. John|1947|1955
Mighty Mouse|Pines|1956|1959
Tor|St. John|1953|1954
1,000,000 Years Ago!|St. John|1953|1953
3-D Comics|St. John|1953|1953
Weird Horrors|St. John|1952|1953
Nightmare|St. John|1953|1954
Amazing Ghost Stories|St. John|1954|1955
Adventures of Mighty Mouse|St. John|1951|1955
Authentic Police Cases|St. John|1948|1955
Kid Cowboy|Ziff-Davis|1950|1954
Amazing Adventures|Ziff-Davis|1950|1952
Lars of Mars|Ziff-Davis|1951|1951
Crusader from Mars|Ziff-Davis|1952|1952
Weird Thrillers|Ziff-Davis|1951|1952
G.I. Joe|Ziff-Davis|1950|1957
Prize Comics|Prize|1940|1948
Prize Comics Western|Prize|1948|1956
Headline Comics|Prize|1943|1956
Justice Traps the Guilty|Prize|1947|1958
Young Romance|Prize|1947|1963
Young Love|Prize|1949|1963
Black Magic|Prize|1950|1961
Strange World of Your Dreams|Prize|1952|1953
Frankenstein|Prize|1945|1954
Fighting American|Prize|1954|1955
Boys' Ranch|Harvey|1950|1951
Bullseye|Mainline|1954|1955
Foxhole|Mainline|1954|1955
In Love|Mainline|1954|1955
Police Trap|Mainline|1954|1955
Blue Ribbon Comics|MLJ|1939|1942
Top-Notch Comics|MLJ|1939|1944
Pep Comics|MLJ|1940|1946
Zip Comics|MLJ|1940|1944
Shield-Wizard Comics|MLJ|1940|1944
Jackpot Comics|MLJ|1941|1943
Hangman Comics|MLJ|1942|1943
Black Hood Comics|MLJ|1943|1946
Archie Comics|MLJ|1942|1946
Wilbur Comics|MLJ|1944|1965
Suzie Comics|MLJ|1945|1954
Ginger|MLJ|1951|1954
Catman Comics|Holyoke|1941|1946
Captain Aero Comics|Holyoke|1941|1946
Contact Comics|Aviation Press|1944|1946
Airboy Comics|Hillman|1945|1953
Air Fighters Comics|Hillman|1941|1945
Clue Comics|Hillman|1943|1947
Real Clue Crime Stories|Hillman|1947|1953
Miracle Comics|Hillman|1940|1941
Rocket Comics|Hillman|1940|1940
Dick Cole|Star|1948|1950
Blue Bolt|Novelty|1940|1949
Target Comics|Novelty|1940|1949
4Most|Novelty|1941|1950
Blue Bolt Weird Tales of Terror|Star|1951|1953
Startling Terror Tales|Star|1952|1954
Frisky Fables|Novelty|1945|1950
Terrific Comics|Continental|1944|1944
Suspense Comics|Continental|1943|1946
Superworld Comics|Hugo Gernsback|1940|1940
Amazing-Man Comics|Centaur|1939|1942
Amazing Mystery Funnies|Centaur|1938|1940
Funny Pages|Centaur|1936|1940
Funny Picture Stories|Centaur|1936|1939
Keen Detective Funnies|Centaur|1938|1940
Detective Picture Stories|Comics Magazine Company|1936|1937
Star Comics|Centaur|1937|1939
Star Ranger|Centaur|1937|1938
Stars and Stripes Comics|Centaur|1941|1942
Liberty Scouts Comics|Centaur|1941|1941
Masked Marvel|Centaur|1940|1940
Wham Comics|Centaur|1940|1941
Tip Top Comics|United Features|1936|1961
Sparkler Comics|United Features|1940|1955
Comics on Parade|United Features|1938|1955
Single Series|United Features|1938|1942
Popular Comics|Dell|1936|1948
The Funnies|Dell|1936|1942
Crackajack Funnies|Dell|1938|1942
Super Comics|Dell|1938|1949
King Comics|David McKay|1936|1952
Ace Comics|David McKay|1937|1949
Magic Comics|David McKay|1939|1949
Feature Book|David McKay|1937|1948
Big Shot|Columbia|1940|1949
Skyman|Columbia|1941|1948
Sparky Watts|Columbia|1942|1949
Super-Mystery Comics|Ace|1940|1949
Lightning Comics|Ace|1940|1942
Our Flag Comics|Ace|1941|1942
Four Favorites|Ace|1941|1947
Sure-Fire Comics|Ace|1940|1940
Banner Comics|Ace|1941|1942
Web of Mystery|Ace|1951|1955
Beyond|Ace|1950|1955
Challenge of the Unknown|Ace|1950|1950
The Hand of Fate|Ace|1951|1955
Baffling Mysteries|Ace|1951|1955
Haunted Thrills|Farrell|1952|1954
Voodoo|Farrell|1952|1955
Fantastic Fears|Farrell|1953|1954
Captain Science|Youthful|1950|1951
Chilling Tales|Youthful|1952|1953
Beware|Youthful|1952|1953
Mister Mystery|Gillmor|1951|1954
Weird Mysteries|Gillmor|1952|1954
Horrific|Comic Media|1952|1954
Journey into Fear|Superior|1951|1954
Strange Mysteries|Superior|1951|1955
Crime Must Pay the Penalty|Ace|1948|1955
Crime Detective Comics|Hillman|1948|1953
Mysterious Adventures|Story Comics|1951|1955
Thunda, King of the Congo|Magazine Enterprises|1952|1953
Ghost Rider|Magazine Enterprises|1950|1954
Tim Holt|Magazine Enterprises|1948|1954
Durango Kid|Magazine Enterprises|1949|1955
Straight Arrow|Magazine Enterprises|1950|1956
A-1 Comics|Magazine Enterprises|1944|1955
Cave Girl|Magazine Enterprises|1953|1954
Strong Man|Magazine Enterprises|1955|1955
Tales of Horror|Toby Press|1952|1953
Tell It to the Marines|Toby Press|1952|1955
Li'l Abner|Toby Press|1949|1955
Buster Brown Comics|Brown Shoe|1945|1959
Treasure Chest|George A. Pflaum|1946|1972
Dynamic Comics|Chesler|1941|1948
Yankee Comics|Chesler|1941|1942
Punch Comics|Chesler|1941|1948
Scoop Comics|Chesler|1941|1944
Marvel Family|Fawcett|1945|1954
Motion Picture Funnies Weekly|First Funnies|1939|1939
`;
