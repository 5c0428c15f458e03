/** Slovak: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Maximálny počet vrátených riadkov (predvolene ${rows}).`;

export const sk = {
  'group.Visibility': 'Viditeľnosť',
  'group.Keyword database': 'Databáza fráz',
  'group.Monitoring': 'Monitoring',
  'group.SERP': 'SERP',
  'group.Account': 'Účet',
  'param.country_id':
    'Id trhu (1 Poľsko, 50 Česko, 164 Slovensko, 200 Poľsko, databáza 2.0; pozri SEO_COUNTRIES). Predvolene: nastavenie dokumentu.',
  'param.fetch_mode':
    'Ako čítať doménu: "topLevelDomain" (celá doména, predvolene), "subdomain" (pre blog.example.pl), "catalog" alebo "url".',
  'param.header': 'TRUE (predvolene): tabuľka začína riadkom hlavičky; FALSE: bez hlavičky.',
  'param.refresh':
    'Ľubovoľná bunka, napr. pečiatka obnovenia: nová hodnota načíta čerstvé dáta namiesto vyrovnávacej pamäte.',
  'param.domain': 'Doména alebo host, napr. "example.pl".',
  'param.keyword': 'Fráza, napr. "bežecké topánky".',
  'param.date_min': 'Prvý deň: dátum alebo RRRR-MM-DD.',
  'param.date_max': 'Posledný deň: dátum alebo RRRR-MM-DD (predvolene dnes).',
  'param.project_id': 'Id projektu v monitoringu pozícií (pozri SEO_RT_PROJECTS).',
  'param.group_id': 'Iba táto skupina.',
  'SEO_VISIBILITY.summary':
    'Štatistiky domén, riadok na doménu: viditeľnosť, frázy v TOP3/TOP10/TOP50, ranking, ekvivalent Ads, frázy a citácie v AI Overview a kategória, do ktorej služba doménu zaraďuje, s jej poradím v nej.',
  'SEO_VISIBILITY.returns': 'Tabuľka s riadkom hlavičky a riadkom pre každú zadanú doménu, v zadanom poradí.',
  'SEO_VISIBILITY.columnsNote':
    'Pri zadanom columns nasledujú po doméne údaje v ňom uvedené; stĺpec Tip zostáva posledný.',
  'SEO_VISIBILITY.domains': 'Doména alebo rozsah domén, napr. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Voliteľné: údaje zobrazené za doménou, napr. "visibility, top10, domain_rank" (názvy alebo popisy hlavičky; funguje aj rozsah buniek). Predvolené: údaje z dashboardu, kategória a pozícia v kategórii (stĺpce nižšie), rovnaké, nech sa načítajú akokoľvek; počty unikátnych URL v TOP10/TOP50 len po uvedení (dáva ich nástroj URL). Hodnotenie domény a údaje AI Overview dáva len dopyt na každú doménu: ich uvedenie spôsobí, že vzorec načíta každú doménu zvlášť.',
  'SEO_POSITIONS.summary':
    'Frázy, na ktoré je doména viditeľná: pozícia, predchádzajúca pozícia, zmena pozície (kladná: posun nahor), URL, hľadanosť, CPC, obtiažnosť, viditeľnosť, zámer vyhľadávania a prvky SERP na stránke výsledkov.',
  'SEO_POSITIONS.returns': 'Tabuľka fráz, na ktoré doména rankuje.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Voliteľný filter, napr. "position<=10" alebo "keyword contains topanky"; viac podmienok spája "and" (platiť musia všetky). Operátory <, <=, >, >=, = a contains; filter, ktorý nemožno celý prečítať, sa odmietne a nikdy neodošle.',
  'SEO_COMPETITORS.summary': 'Domény, ktoré s doménou súperia o rovnaké frázy.',
  'SEO_COMPETITORS.returns': 'Tabuľka konkurenčných domén.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Frázy, o ktoré medzi sebou súperí niekoľko URL domény.',
  'SEO_CANNIBALIZATION.returns':
    'Tabuľka kanibalizovaných fráz: každá URL, ktorá na frázu rankuje, s pozíciou, a URL, ktorá rankovala v deň porovnania.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Ako sa frázy, na ktoré doména rankuje, delia podľa jednej charakteristiky (dĺžka, trend hľadanosti, hľadanosť, obtiažnosť, parametre frázy alebo prvky SERP): frázy, viditeľnosť a jej podiel, TOP3/TOP10/TOP50 v každom rozpätí.',
  'SEO_CHARACTERISTICS.returns': 'Tabuľka s riadkom pre každé rozpätie charakteristiky.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (predvolene): podľa počtu slov, 1 až 7 a viac; "trends": podľa priebehu hľadanosti počas roka (sezónnosť); "searches": podľa mesačnej hľadanosti, každé rozpätie je prah (10, 20, 50…); "difficulty": podľa obtiažnosti frázy, po desiatkach ("1-10"…); "keyword_params": podľa toho, čo fráza obsahuje okrem témy (mesto, značka, cena…); "serp_params": podľa prvkov SERP na stránke výsledkov (mapa, reklamy, featured snippet…), s viditeľnosťou domény pri každom. Je to posledný argument, za refresh: vzorce napísané pred jeho pridaním si zachovávajú svoj význam.',
  'SEO_CONTENT_GAP.summary':
    'Obsahová medzera: frázy, na ktoré rankuje konkurencia a doména nie (alebo v režime "common" tie, na ktoré rankujú všetky), s hľadanosťou, CPC, náročnosťou, parametrami frázy a pozíciou a URL každej domény vedľa seba. Jedna jednotka nástrojov za nové porovnanie.',
  'SEO_CONTENT_GAP.returns':
    'Tabuľka fráz podľa hľadanosti; pre každú porovnávanú doménu, počnúc doménou samotnou, stĺpec pozície (prázdny: mimo TOP100) a stĺpec URL.',
  'SEO_CONTENT_GAP.columnsNote':
    'Ďalej pre doménu a postupne pre každého konkurenta jeho pozícia a URL, s doménou v hlavičke.',
  'SEO_CONTENT_GAP.competitors':
    'Až 4 konkurenčné domény: rozsah alebo text, napr. "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (predvolene): frázy, na ktoré rankuje aspoň jeden konkurent a doména nie; "common": frázy, na ktoré rankujú všetky.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Subdomény domény s počtom fráz a viditeľnosťou.',
  'SEO_SUBDOMAINS.returns': 'Tabuľka subdomén.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'URL domény, ktoré rankujú, s ich viditeľnosťou, počtom fráz a frázami v TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'Tabuľka URL.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary': 'Denná história pozícií jednej frázy pre doménu; pre SPARKLINE a grafy.',
  'SEO_KEYWORD_HISTORY.returns': 'Tabuľka dátumu a pozície.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Viditeľnosť domény v čase, všetkých jej fráz alebo jedného segmentu (značka, bez značky, krátky alebo dlhý chvost); pre SPARKLINE a grafy.',
  'SEO_VISIBILITY_HISTORY.returns':
    'Tabuľka: dátum, viditeľnosť, frázy v TOP3/TOP10/TOP50, frázy na URL, jedinečné URL, ekvivalent Ads a poradie domény; s poznámkou na konci, keď body prišli v inom odstupe, než bol požadovaný.',
  'SEO_VISIBILITY_HISTORY.interval':
    '"daily" (denne), "weekly" (týždenne, predvolene) alebo "monthly" (mesačne).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (predvolene), "brand" (frázy so značkou), "my_brand" (vlastná značka domény), "non_brand", "non_own_brand" (všetko okrem vlastnej značky), "short_tail" (krátke, všeobecné frázy) alebo "long_tail" (dlhšie, konkrétne). Je to posledný argument, za refresh: vzorce napísané pred jeho pridaním si zachovávajú svoj význam.',
  'SEO_AI_OVERVIEWS.summary':
    'Frázy s AI Overview, na ktoré doména rankuje: hľadanosť, zámer, či AI Overview cituje doménu a ktorú jej URL, organická pozícia a najlepšie miesto medzi zdrojmi AI Overview, fáza nákupnej cesty, dĺžka AI Overview a počet citovaných domén. Dáta existujú iba pre country_id 200.',
  'SEO_AI_OVERVIEWS.returns':
    'Tabuľka: fráza, hľadanosť, zámer, citácia (TRUE/FALSE) a URL, ďalej pozícia, pozícia v AI Overview, fáza nákupnej cesty, dĺžka AI Overview a domény v ňom.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domény z indexu viditeľnosti, ktoré zodpovedajú časti textu.',
  'SEO_SUGGEST_DOMAINS.returns': 'Tabuľka zodpovedajúcich domén.',
  'SEO_SUGGEST_DOMAINS.text': 'Časť názvu domény, napr. "alza".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Trhy a ich hodnoty country_id.',
  'SEO_COUNTRIES.returns': 'Tabuľka id krajín, názvov a kódov.',
  'SEO_COUNTRIES.scope':
    '"all" (predvolene) pre všetky krajiny, "visibility" iba pre databázy analýzy viditeľnosti.',
  'SEO_KEYWORD_STATS.summary':
    'Hľadanosť, CPC, trend za 12 mesiacov a či sa našli dáta, riadok na každú zadanú frázu v zadanom poradí; po 500 frázach na beh.',
  'SEO_KEYWORD_STATS.returns': 'Tabuľka s riadkom na každú zadanú frázu, vrátane duplicít a prázdnych.',
  'SEO_KEYWORD_STATS.phrases': 'Fráza alebo rozsah fráz, napr. A2:A2001.',
  'SEO_KEYWORDS.summary':
    'Frázy súvisiace s frázami, doménami alebo URL adresami (jednou, alebo rozsahom odoslaným v jednom dopyte), s ich štatistikami a prvkami SERP na stránke výsledkov.',
  'SEO_KEYWORDS.returns':
    'Tabuľka fráz: počet hľadaní, CPC, trend a prvky SERP; pri rozsahu východiskových bodov najprv východiskový bod, z ktorého fráza pochádza.',
  'SEO_KEYWORDS.columnsNote':
    'Pri rozsahu východiskových bodov sa tabuľka začína východiskovým bodom, z ktorého fráza pochádza.',
  'SEO_KEYWORDS.seed':
    'Fráza, doména alebo URL, alebo ich rozsah, napr. A2:A6: všetky idú v jednom dopyte (URL adresy: len country_id 1). Pri rozsahu sa tabuľka začína východiskovým bodom, z ktorého každá fráza pochádza, kde to služba uvádza.',
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (predvolene), "domain" alebo "url": čo je seed.',
  'SEO_KEYWORD_GROUPS.summary': 'Sémantické skupiny fráz okolo frázy.',
  'SEO_KEYWORD_GROUPS.returns': 'Tabuľka skupín.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Otázky, ktoré ľudia hľadajú okolo frázy.',
  'SEO_QUESTIONS.returns': 'Tabuľka otázok.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Súvisiace frázy k fráze.',
  'SEO_RELATED.returns': 'Tabuľka súvisiacich fráz.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Projekty monitoringu pozícií na účte.',
  'SEO_RT_PROJECTS.returns': 'Tabuľka projektov s ich id.',
  'SEO_RT_GROUPS.summary': 'Skupiny fráz projektu v monitoringu pozícií.',
  'SEO_RT_GROUPS.returns': 'Tabuľka skupín.',
  'SEO_RT_KEYWORDS.summary': 'Monitorované frázy projektu, voliteľne jednej skupiny.',
  'SEO_RT_KEYWORDS.returns': 'Tabuľka monitorovaných fráz.',
  'SEO_RT_POSITIONS.summary': 'Denné pozície monitorovaných fráz projektu.',
  'SEO_RT_POSITIONS.returns':
    'Tabuľka monitorovaných fráz: pozícia, predchádzajúca pozícia, zmena pozície (kladná: posun nahor), URL, hľadanosť, CPC, viditeľnosť, potom stĺpec pozícií na každý deň s dňom v hlavičke (prázdne: mimo TOP100).',
  'SEO_RT_POSITIONS.columnsNote': 'Ďalej stĺpec pozícií na každý deň rozsahu, s dňom v hlavičke.',
  'SEO_RT_POSITIONS.date_min':
    'Prvý deň: dátum alebo RRRR-MM-DD (predvolene týždeň do date_max: o šesť dní skôr).',
  'SEO_RT_SNIPPETS.summary': 'Štatistiky prvkov SERP (snippetov) projektu.',
  'SEO_RT_SNIPPETS.returns':
    'Tabuľka typov snippetov: pokrytie SERP, frázy so snippetom a frázy, kde je v ňom projekt viditeľný, každé s predchádzajúcou hodnotou a zmenou.',
  'SEO_RT_COMPARE_SERP.summary': 'SERP monitorovanej frázy z niekoľkých dní vedľa seba.',
  'SEO_RT_COMPARE_SERP.returns':
    'Tabuľka s riadkom na pozíciu: doména a URL pre každý dátum a od druhého dátumu zmena každej domény oproti prvému (kladná: posun nahor).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Ďalej pre každý dátum postupne doména a URL na tejto pozícii a od druhého dátumu, o koľko miest sa doména posunula od prvého.',
  'SEO_RT_COMPARE_SERP.keyword': 'Monitorovaná fráza projektu.',
  'SEO_RT_COMPARE_SERP.dates':
    'Až 5 dátumov na porovnanie: rozsah dátumov alebo text, napr. "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Porovnať pozície 1..position (predvolene 10).',
  'SEO_SERP.summary':
    'Report analýzy SERP pre frázu. Ak analýza neexistuje, spustí ju (jedna jednotka SERP) a ukazuje jej stav, kým nie je hotová.',
  'SEO_SERP.returns': 'Report ako tabuľka, alebo jednoriadkový stav, kým analýza beží.',
  'SEO_SERP.columnsNote': 'Kým analýza beží, namiesto toho jednoriadkový stav s ID úlohy.',
  'SEO_SERP.report':
    '"urls" (predvolene), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" alebo "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Všetky limity účtu, pomenované ako v bočnom paneli: limit, využité, zostáva, kedy sa obnoví ("o 18 dní"), čo pokrýva a jeho kľúč.',
  'SEO_LIMITS.returns': 'Tabuľka s riadkom na každý limit.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Ako čítať každú doménu: "topLevelDomain" (celá doména, predvolene), "subdomain" (hostiteľ, napr. blog.example.pl) alebo "url" (jednotlivé URL adresy, cez nástroj URL adries: jedna jednotka nástrojov až na 500 adries, bez hodnotenia domény, kategórie a dát AI Overview; vyžaduje prihlásenie do API). Nie "catalog": služba nedáva štatistiky domény pre adresár (SEO_URLS vypíše URL adresy v ňom, SEO_POSITIONS jeho frázy).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'Dáta AI Overview každej domény: frázy s AI Overview, na ktoré rankuje, a tie, v ktorých je citovaná, jej priemerná pozícia medzi ich zdrojmi, zisky a straty v AI Overview a podiel viditeľnosti, ktorý jej AI Overviews berú. Dáta existujú iba pre country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'Tabuľka s riadkom hlavičky a riadkom pre každú zadanú doménu, v poradí vstupu.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Doména alebo rozsah domén, napr. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domény citované vedľa domény v AI Overviews: ich priemerná pozícia medzi zdrojmi na spoločných frázach a na všetkých, frázy, pre ktoré sú citované obe, a tie, pre ktoré len doména, alebo len konkurent. Dáta existujú iba pre country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Tabuľka domén súperiacich v AI Overviews.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
