/** Czech: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Maximální počet vrácených řádků (výchozí ${rows}).`;

export const cs = {
  'group.Visibility': 'Viditelnost',
  'group.Keyword database': 'Databáze frází',
  'group.Monitoring': 'Monitoring',
  'group.SERP': 'SERP',
  'group.Account': 'Účet',
  'param.country_id':
    'Id trhu (1 Polsko, 50 Česko, 164 Slovensko, 200 Polsko, databáze 2.0; viz SEO_COUNTRIES). Výchozí: nastavení dokumentu.',
  'param.fetch_mode':
    'Jak číst doménu: "topLevelDomain" (celá doména, výchozí), "subdomain" (pro blog.example.pl), "catalog" nebo "url".',
  'param.header': 'TRUE (výchozí): tabulka začíná řádkem záhlaví; FALSE: bez záhlaví.',
  'param.refresh':
    'Libovolná buňka, např. razítko obnovení: nová hodnota načte čerstvá data místo mezipaměti.',
  'param.domain': 'Doména nebo host, např. "example.pl".',
  'param.keyword': 'Fráze, např. "běžecké boty".',
  'param.date_min': 'První den: datum nebo RRRR-MM-DD.',
  'param.date_max': 'Poslední den: datum nebo RRRR-MM-DD (výchozí dnes).',
  'param.project_id': 'Id projektu v monitoringu pozic (viz SEO_RT_PROJECTS).',
  'param.group_id': 'Jen tato skupina.',
  'SEO_VISIBILITY.summary':
    'Statistiky domén, řádek na doménu: viditelnost, fráze v TOP3/TOP10/TOP50, ranking, ekvivalent Ads, fráze a citace v AI Overview a kategorie, do které služba doménu řadí, s jejím pořadím v ní.',
  'SEO_VISIBILITY.returns': 'Tabulka s řádkem záhlaví a řádkem pro každou zadanou doménu, v zadaném pořadí.',
  'SEO_VISIBILITY.columnsNote':
    'Při zadaném columns následují po doméně data v něm uvedená; sloupec Nápověda zůstává poslední.',
  'SEO_VISIBILITY.domains': 'Doména nebo oblast domén, např. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Volitelné: údaje zobrazené za doménou, např. "visibility, top10, domain_rank" (názvy nebo popisky záhlaví; funguje i oblast buněk). Výchozí: údaje z dashboardu, kategorie a pozice v kategorii (sloupce níže), stejné, ať se načtou jakkoli; počty unikátních URL v TOP10/TOP50 jen po uvedení (dává je nástroj URL). Hodnocení domény a údaje AI Overview dává jen dotaz na každou doménu: jejich uvedení způsobí, že vzorec načítá každou doménu zvlášť.',
  'SEO_POSITIONS.summary':
    'Fráze, na které je doména vidět: pozice, předchozí pozice, změna pozice (kladná: posun nahoru), URL, hledanost, CPC, obtížnost, viditelnost, záměr vyhledávání a prvky SERP na stránce výsledků.',
  'SEO_POSITIONS.returns': 'Tabulka frází, na které doména rankuje.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Volitelný filtr, např. "position<=10" nebo "keyword contains boty"; více podmínek spojuje "and" (platit musí všechny). Operátory <, <=, >, >=, = a contains; filtr, který nejde celý přečíst, je odmítnut a nikdy se neodešle.',
  'SEO_COMPETITORS.summary': 'Domény, které s doménou soupeří o stejné fráze.',
  'SEO_COMPETITORS.returns': 'Tabulka konkurenčních domén.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Fráze, o které mezi sebou soupeří několik URL domény.',
  'SEO_CANNIBALIZATION.returns':
    'Tabulka kanibalizovaných frází: každá URL, která na frázi rankuje, s pozicí, a URL, která rankovala v den porovnání.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Jak se fráze, na které doména rankuje, dělí podle jedné charakteristiky (délka, trend hledanosti, hledanost, obtížnost, parametry fráze nebo prvky SERP): fráze, viditelnost a její podíl, TOP3/TOP10/TOP50 v každém rozmezí.',
  'SEO_CHARACTERISTICS.returns': 'Tabulka s řádkem pro každé rozmezí charakteristiky.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (výchozí): podle počtu slov, 1 až 7 a více; "trends": podle průběhu hledanosti během roku (sezónnost); "searches": podle měsíční hledanosti, každé rozmezí je práh (10, 20, 50…); "difficulty": podle obtížnosti fráze, po desítkách ("1-10"…); "keyword_params": podle toho, co fráze obsahuje kromě tématu (město, značka, cena…); "serp_params": podle prvků SERP na stránce výsledků (mapa, reklamy, featured snippet…), s viditelností domény u každého. Je to poslední argument, za refresh: vzorce napsané před jeho přidáním si zachovávají svůj význam.',
  'SEO_CONTENT_GAP.summary':
    'Obsahová mezera: fráze, na které rankuje konkurence a doména ne (nebo v režimu "common" ty, na které rankují všechny), s hledaností, CPC, obtížností, parametry fráze a pozicí a URL každé domény vedle sebe. Jedna jednotka nástrojů za nové porovnání.',
  'SEO_CONTENT_GAP.returns':
    'Tabulka frází podle hledanosti; pro každou porovnávanou doménu, počínaje doménou samotnou, sloupec pozice (prázdný: mimo TOP100) a sloupec URL.',
  'SEO_CONTENT_GAP.columnsNote':
    'Dále pro doménu a postupně pro každého konkurenta jeho pozice a URL, s doménou v záhlaví.',
  'SEO_CONTENT_GAP.competitors':
    'Až 4 konkurenční domény: rozsah nebo text, např. "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (výchozí): fráze, na které rankuje aspoň jeden konkurent a doména ne; "common": fráze, na které rankují všechny.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Subdomény domény s počtem frází a viditelností.',
  'SEO_SUBDOMAINS.returns': 'Tabulka subdomén.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'URL domény, které rankují, s jejich viditelností, počtem frází a frázemi v TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'Tabulka URL.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary': 'Denní historie pozic jedné fráze pro doménu; pro SPARKLINE a grafy.',
  'SEO_KEYWORD_HISTORY.returns': 'Tabulka data a pozice.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Viditelnost domény v čase, všech jejích frází nebo jednoho segmentu (značka, bez značky, krátký nebo dlouhý chvost); pro SPARKLINE a grafy.',
  'SEO_VISIBILITY_HISTORY.returns':
    'Tabulka: datum, viditelnost, fráze v TOP3/TOP10/TOP50, fráze na URL, unikátní URL, ekvivalent Ads a pořadí domény; s poznámkou na konci, když body přišly v jiném rozestupu, než byl požadován.',
  'SEO_VISIBILITY_HISTORY.interval': '"daily" (denně), "weekly" (týdně, výchozí) nebo "monthly" (měsíčně).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (výchozí), "brand" (fráze se značkou), "my_brand" (vlastní značka domény), "non_brand", "non_own_brand" (vše kromě vlastní značky), "short_tail" (krátké, obecné fráze) nebo "long_tail" (delší, konkrétní). Je to poslední argument, za refresh: vzorce napsané před jeho přidáním si zachovávají svůj význam.',
  'SEO_AI_OVERVIEWS.summary':
    'Fráze s AI Overview, na které doména rankuje: hledanost, záměr, zda AI Overview cituje doménu a kterou její URL, organická pozice a nejlepší místo mezi zdroji AI Overview, fáze nákupní cesty, délka AI Overview a počet citovaných domén. Data existují jen pro country_id 200.',
  'SEO_AI_OVERVIEWS.returns':
    'Tabulka: fráze, hledanost, záměr, citace (TRUE/FALSE) a URL, dále pozice, pozice v AI Overview, fáze nákupní cesty, délka AI Overview a domény v něm.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domény z indexu viditelnosti, které odpovídají části textu.',
  'SEO_SUGGEST_DOMAINS.returns': 'Tabulka odpovídajících domén.',
  'SEO_SUGGEST_DOMAINS.text': 'Část názvu domény, např. "alza".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Trhy a jejich hodnoty country_id.',
  'SEO_COUNTRIES.returns': 'Tabulka id zemí, názvů a kódů.',
  'SEO_COUNTRIES.scope':
    '"all" (výchozí) pro všechny země, "visibility" jen pro databáze analýzy viditelnosti.',
  'SEO_KEYWORD_STATS.summary':
    'Hledanost, CPC, trend za 12 měsíců a zda byla data nalezena, řádek na každou zadanou frázi v zadaném pořadí; po 500 frázích na běh.',
  'SEO_KEYWORD_STATS.returns': 'Tabulka s řádkem na každou zadanou frázi, včetně duplicit a prázdných.',
  'SEO_KEYWORD_STATS.phrases': 'Fráze nebo oblast frází, např. A2:A2001.',
  'SEO_KEYWORDS.summary':
    'Fráze související s frázemi, doménami nebo URL adresami (jednou, nebo rozsahem odeslaným v jednom dotazu), s jejich statistikami a prvky SERP na stránce výsledků.',
  'SEO_KEYWORDS.returns':
    'Tabulka frází: počet hledání, CPC, trend a prvky SERP; u rozsahu výchozích bodů nejprve výchozí bod, ze kterého fráze pochází.',
  'SEO_KEYWORDS.columnsNote':
    'U rozsahu výchozích bodů začíná tabulka výchozím bodem, ze kterého fráze pochází.',
  'SEO_KEYWORDS.seed':
    'Fráze, doména nebo URL, nebo jejich rozsah, např. A2:A6: všechny jdou v jednom dotazu (URL adresy: jen country_id 1). U rozsahu začíná tabulka výchozím bodem, ze kterého každá fráze pochází, kde to služba uvádí.',
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (výchozí), "domain" nebo "url": co je seed.',
  'SEO_KEYWORD_GROUPS.summary': 'Sémantické skupiny frází kolem fráze.',
  'SEO_KEYWORD_GROUPS.returns': 'Tabulka skupin.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Otázky, které lidé hledají kolem fráze.',
  'SEO_QUESTIONS.returns': 'Tabulka otázek.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Související fráze k frázi.',
  'SEO_RELATED.returns': 'Tabulka souvisejících frází.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Projekty monitoringu pozic na účtu.',
  'SEO_RT_PROJECTS.returns': 'Tabulka projektů s jejich id.',
  'SEO_RT_GROUPS.summary': 'Skupiny frází projektu v monitoringu pozic.',
  'SEO_RT_GROUPS.returns': 'Tabulka skupin.',
  'SEO_RT_KEYWORDS.summary': 'Monitorované fráze projektu, volitelně jedné skupiny.',
  'SEO_RT_KEYWORDS.returns': 'Tabulka monitorovaných frází.',
  'SEO_RT_POSITIONS.summary': 'Denní pozice monitorovaných frází projektu.',
  'SEO_RT_POSITIONS.returns':
    'Tabulka monitorovaných frází: pozice, předchozí pozice, změna pozice (kladná: posun nahoru), URL, hledanost, CPC, viditelnost, pak sloupec pozic na každý den se dnem v záhlaví (prázdné: mimo TOP100).',
  'SEO_RT_POSITIONS.columnsNote': 'Dále sloupec pozic na každý den rozsahu, se dnem v záhlaví.',
  'SEO_RT_POSITIONS.date_min':
    'První den: datum nebo RRRR-MM-DD (výchozí týden do date_max: o šest dní dříve).',
  'SEO_RT_SNIPPETS.summary': 'Statistiky prvků SERP (snippetů) projektu.',
  'SEO_RT_SNIPPETS.returns':
    'Tabulka typů snippetů: pokrytí SERP, fráze se snippetem a fráze, kde je v něm projekt vidět, každé s předchozí hodnotou a změnou.',
  'SEO_RT_COMPARE_SERP.summary': 'SERP monitorované fráze z několika dní vedle sebe.',
  'SEO_RT_COMPARE_SERP.returns':
    'Tabulka s řádkem na pozici: doména a URL pro každé datum a od druhého data změna každé domény oproti prvnímu (kladná: posun nahoru).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Dále pro každé datum popořadě doména a URL na této pozici a od druhého data, o kolik míst se doména posunula od prvního.',
  'SEO_RT_COMPARE_SERP.keyword': 'Monitorovaná fráze projektu.',
  'SEO_RT_COMPARE_SERP.dates': 'Až 5 dat k porovnání: oblast dat nebo text, např. "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Porovnat pozice 1..position (výchozí 10).',
  'SEO_SERP.summary':
    'Report analýzy SERP pro frázi. Když analýza neexistuje, spustí ji (jedna jednotka SERP) a ukazuje její stav, dokud není hotová.',
  'SEO_SERP.returns': 'Report jako tabulka, nebo jednořádkový stav, dokud analýza běží.',
  'SEO_SERP.columnsNote': 'Dokud analýza běží, místo toho jednořádkový stav s ID úlohy.',
  'SEO_SERP.report':
    '"urls" (výchozí), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" nebo "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Všechny limity účtu, pojmenované jako v postranním panelu: limit, využito, zbývá, kdy se obnoví ("za 18 dní"), co pokrývá a jeho klíč.',
  'SEO_LIMITS.returns': 'Tabulka s řádkem na každý limit.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Jak číst každou doménu: "topLevelDomain" (celá doména, výchozí), "subdomain" (hostitel, např. blog.example.pl) nebo "url" (jednotlivé URL adresy, přes nástroj URL adres: jedna jednotka nástrojů až na 500 adres, bez hodnocení domény, kategorie a dat AI Overview; vyžaduje přihlášení k API). Ne "catalog": služba nedává statistiky domény pro adresář (SEO_URLS vypíše URL adresy v něm, SEO_POSITIONS jeho fráze).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'Data AI Overview každé domény: fráze s AI Overview, na které rankuje, a ty, ve kterých je citována, její průměrná pozice mezi jejich zdroji, zisky a ztráty v AI Overview a podíl viditelnosti, který jí AI Overviews berou. Data existují jen pro country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'Tabulka s řádkem záhlaví a řádkem pro každou zadanou doménu, v pořadí vstupu.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Doména nebo rozsah domén, např. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domény citované vedle domény v AI Overviews: jejich průměrná pozice mezi zdroji na společných frázích a na všech, fráze, pro které jsou citovány obě, a ty, pro které jen doména, nebo jen konkurent. Data existují jen pro country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Tabulka domén soupeřících v AI Overviews.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
