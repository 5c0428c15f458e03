/** Swedish: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Högsta antal rader (standard ${rows}).`;

export const sv = {
  'group.Visibility': 'Synlighet',
  'group.Keyword database': 'Sökordsdatabas',
  'group.Monitoring': 'Rank tracking',
  'group.SERP': 'SERP',
  'group.Account': 'Konto',
  'param.country_id':
    'Marknadens id (1 Polen, 50 Tjeckien, 164 Slovakien, 200 Polen databas 2.0; se SEO_COUNTRIES). Standard: dokumentets inställning.',
  'param.fetch_mode':
    'Hur domänen läses: "topLevelDomain" (hela domänen, standard), "subdomain" (för blog.example.pl), "catalog" eller "url".',
  'param.header': 'TRUE (standard): tabellen börjar med en rubrikrad; FALSE: utan.',
  'param.refresh':
    'Valfri cell, t.ex. uppdateringsstämpeln: ett nytt värde hämtar färska data i stället för att läsa cachen.',
  'param.domain': 'Domän eller värd, t.ex. "example.pl".',
  'param.keyword': 'Ett sökord, t.ex. "löparskor".',
  'param.date_min': 'Första dagen: ett datum eller ÅÅÅÅ-MM-DD.',
  'param.date_max': 'Sista dagen: ett datum eller ÅÅÅÅ-MM-DD (standard i dag).',
  'param.project_id': 'Id för rank tracking-projektet (se SEO_RT_PROJECTS).',
  'param.group_id': 'Endast denna grupp.',
  'SEO_VISIBILITY.summary':
    'Domänstatistik, en rad per domän: synlighet, sökord i TOP3/TOP10/TOP50, ranking, Ads-värde, AI Overview-sökord och -citeringar samt den kategori tjänsten placerar domänen i, med dess placering där.',
  'SEO_VISIBILITY.returns': 'En tabell med rubrikrad och en rad per angiven domän, i angiven ordning.',
  'SEO_VISIBILITY.columnsNote':
    'Med columns angivet kommer de värden det nämner efter domänen; kolumnen Tips förblir den sista.',
  'SEO_VISIBILITY.domains': 'En domän eller ett område med domäner, t.ex. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Valfritt: siffrorna efter domänen, t.ex. "visibility, top10, domain_rank" (namn eller rubriker; ett cellområde med dem går också). Standard: instrumentpanelens siffror, kategorin och placeringen i den (kolumnerna nedan), desamma hur de än hämtas; unika URL:er i TOP10/TOP50 bara när du anger dem (dem ger URL-verktyget). Domänrank och AI Overview-siffror kommer bara från en förfrågan per domän: anger du dem hämtar formeln per domän.',
  'SEO_POSITIONS.summary':
    'Sökord som domänen rankar på: position, föregående position, positionsförändring (positiv: klättrat), URL, sökningar, CPC, svårighet, synlighet, sökavsikt och SERP-funktionerna på resultatsidan.',
  'SEO_POSITIONS.returns': 'En tabell med rankande sökord.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Valfritt filter som "position<=10" eller "keyword contains skor"; flera sammanfogade med "and" (alla måste gälla). Operatorer <, <=, >, >=, = och contains; ett filter som inte kan läsas helt avvisas och skickas aldrig.',
  'SEO_COMPETITORS.summary': 'Domäner som konkurrerar med domänen om samma sökord.',
  'SEO_COMPETITORS.returns': 'En tabell med konkurrerande domäner.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Sökord där flera av domänens URL:er konkurrerar med varandra.',
  'SEO_CANNIBALIZATION.returns':
    'En tabell med kannibaliserade sökord: varje URL som rankar på sökordet med sin position, och den URL som rankade på jämförelsedatumet.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Hur sökorden som domänen rankar på fördelar sig efter en egenskap (längd, söktrend, sökningar, svårighet, sökordsparametrar eller SERP-funktioner): sökord, synlighet och dess andel, TOP3/TOP10/TOP50 per grupp.',
  'SEO_CHARACTERISTICS.returns': 'En tabell med en rad per grupp av egenskapen.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (standard): efter antal ord, 1 till 7 och fler; "trends": efter sökningarnas förlopp under året (säsong); "searches": efter månatliga sökningar, varje grupp en tröskel (10, 20, 50…); "difficulty": efter sökordets svårighet, i intervall om tio ("1-10"…); "keyword_params": efter vad sökordet nämner utöver ämnet (en stad, ett varumärke, ett pris…); "serp_params": efter SERP-funktionerna på resultatsidan (karta, annonser, utvalt utdrag…), med domänens synlighet vid var och en. Det är det sista argumentet, efter refresh: formler som skrevs innan det lades till behåller sin betydelse.',
  'SEO_CONTENT_GAP.summary':
    'Innehållsgapet: sökord som dina konkurrenter rankar på och domänen inte (eller, i läget "common", som alla rankar på), med sökningar, CPC, svårighet, sökordsparametrar och varje domäns position och URL sida vid sida. En verktygsenhet per ny jämförelse.',
  'SEO_CONTENT_GAP.returns':
    'En tabell med sökord efter sökningar; för varje jämförd domän, med domänen själv först, en positionskolumn (tom: utanför TOP100) och en URL-kolumn.',
  'SEO_CONTENT_GAP.columnsNote':
    'Därefter, för domänen och i tur och ordning varje konkurrent, dess position och URL, med domänen i rubriken.',
  'SEO_CONTENT_GAP.competitors':
    'Upp till 4 konkurrerande domäner: ett område eller text som "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (standard): sökord som minst en konkurrent rankar på och domänen inte; "common": sökord som alla rankar på.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Domänens subdomäner med antal sökord och synlighet.',
  'SEO_SUBDOMAINS.returns': 'En tabell med subdomäner.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary': 'Domänens rankande URL:er med synlighet, antal sökord och sökord i TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'En tabell med URL:er.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary':
    'Daglig positionshistorik för ett sökord för domänen; användbar i SPARKLINE och diagram.',
  'SEO_KEYWORD_HISTORY.returns': 'En tabell med datum och position.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Domänens synlighet över tid, för alla dess sökord eller ett segment (varumärke, utan varumärke, short eller long tail); användbar i SPARKLINE och diagram.',
  'SEO_VISIBILITY_HISTORY.returns':
    'En tabell med datum, synlighet, sökord i TOP3/TOP10/TOP50, sökord per URL, unika URL:er, Ads-värde och placering i rankningen; med en avslutande anteckning när punkterna har ett annat intervall än det begärda.',
  'SEO_VISIBILITY_HISTORY.interval':
    '"daily" (dagligen), "weekly" (veckovis, standard) eller "monthly" (månadsvis).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (standard), "brand" (sökord som nämner ett varumärke), "my_brand" (domänens eget varumärke), "non_brand", "non_own_brand" (allt utom det egna varumärket), "short_tail" (korta, allmänna sökord) eller "long_tail" (längre, specifika). Det är det sista argumentet, efter refresh: formler som skrevs innan det lades till behåller sin betydelse.',
  'SEO_AI_OVERVIEWS.summary':
    'Sökord med en AI Overview där domänen rankar: sökningar, avsikt, om AI Overview citerar domänen och vilken av dess URL:er, den organiska placeringen och den bästa platsen bland AI Overviews källor, steget i kundresan, längden på AI Overview och hur många domäner den citerar. Data finns bara för country_id 200.',
  'SEO_AI_OVERVIEWS.returns':
    'En tabell med sökord, sökningar, avsikt, citerad (TRUE/FALSE) och URL, sedan placering, placering i AI Overview, steg i kundresan, längd på AI Overview och domänerna i den.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domäner i synlighetsindexet som matchar en textbit.',
  'SEO_SUGGEST_DOMAINS.returns': 'En tabell med matchande domäner.',
  'SEO_SUGGEST_DOMAINS.text': 'En del av ett domännamn, t.ex. "blocket".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Marknader och deras country_id-värden.',
  'SEO_COUNTRIES.returns': 'En tabell med lands-id, namn och koder.',
  'SEO_COUNTRIES.scope':
    '"all" (standard) för alla länder, "visibility" bara för synlighetsanalysens databaser.',
  'SEO_KEYWORD_STATS.summary':
    'Sökningar, CPC, trend över 12 månader och om data hittades, en rad per angivet sökord i angiven ordning; 500 sökord per körning.',
  'SEO_KEYWORD_STATS.returns': 'En tabell med en rad per angivet sökord, dubbletter och tomma inräknade.',
  'SEO_KEYWORD_STATS.phrases': 'Ett sökord eller ett område med sökord, t.ex. A2:A2001.',
  'SEO_KEYWORDS.summary':
    'Sökord relaterade till sökord, domäner eller URL:er (ett, eller ett område som skickas i en förfrågan), med deras statistik och SERP-funktionerna på resultatsidan.',
  'SEO_KEYWORDS.returns':
    'En tabell med sökord: sökningar, CPC, trend och SERP-funktioner; från ett område först den utgångspunkt varje sökord kommer från.',
  'SEO_KEYWORDS.columnsNote':
    'Från ett område av utgångspunkter börjar tabellen med den utgångspunkt varje sökord kommer från.',
  'SEO_KEYWORDS.seed':
    'Ett sökord, en domän eller en URL, eller ett område av dem, t.ex. A2:A6: alla skickas i en förfrågan (URL:er: bara country_id 1). Från ett område börjar tabellen med den utgångspunkt varje sökord kommer från, där tjänsten anger den.',
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (standard), "domain" eller "url": vad seed är.',
  'SEO_KEYWORD_GROUPS.summary': 'Semantiska grupper av sökord kring ett sökord.',
  'SEO_KEYWORD_GROUPS.returns': 'En tabell med grupper.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Frågor som folk söker på kring ett sökord.',
  'SEO_QUESTIONS.returns': 'En tabell med frågor.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Relaterade sökord till ett sökord.',
  'SEO_RELATED.returns': 'En tabell med relaterade sökord.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Kontots rank tracking-projekt.',
  'SEO_RT_PROJECTS.returns': 'En tabell med projekt och deras id.',
  'SEO_RT_GROUPS.summary': 'Sökordsgrupper i ett rank tracking-projekt.',
  'SEO_RT_GROUPS.returns': 'En tabell med grupper.',
  'SEO_RT_KEYWORDS.summary': 'Ett projekts bevakade sökord, valfritt för en grupp.',
  'SEO_RT_KEYWORDS.returns': 'En tabell med bevakade sökord.',
  'SEO_RT_POSITIONS.summary': 'Dagliga positioner för ett projekts bevakade sökord.',
  'SEO_RT_POSITIONS.returns':
    'En tabell med bevakade sökord: position, föregående position, positionsförändring (positiv: klättrat), URL, sökningar, CPC, synlighet, sedan en positionskolumn per dag med dagen som rubrik (tom: utanför TOP100).',
  'SEO_RT_POSITIONS.columnsNote': 'Därefter en positionskolumn per dag i intervallet, med dagen som rubrik.',
  'SEO_RT_POSITIONS.date_min':
    'Första dagen: ett datum eller ÅÅÅÅ-MM-DD (standard veckan fram till date_max: sex dagar tidigare).',
  'SEO_RT_SNIPPETS.summary': 'Statistik över ett projekts SERP-snippets.',
  'SEO_RT_SNIPPETS.returns':
    'En tabell med snippettyper: SERP-täckning, sökord med snippeten och sökord där projektet syns i den, vart och ett med föregående värde och förändring.',
  'SEO_RT_COMPARE_SERP.summary': 'SERP:en för ett bevakat sökord på flera dagar, sida vid sida.',
  'SEO_RT_COMPARE_SERP.returns':
    'En tabell med en rad per position: domän och URL per datum, och från andra datumet varje domäns förändring sedan det första (positiv: klättrat).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Därefter för varje datum i tur och ordning domänen och URL:en på den positionen och, från det andra datumet, hur många platser domänen har flyttat sig sedan det första.',
  'SEO_RT_COMPARE_SERP.keyword': 'Ett bevakat sökord i projektet.',
  'SEO_RT_COMPARE_SERP.dates':
    'Upp till 5 datum att jämföra: ett område med datum eller text som "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Jämför positionerna 1..position (standard 10).',
  'SEO_SERP.summary':
    'En rapport från SERP-analysen för ett sökord. Startar analysen när ingen finns (en SERP-enhet) och visar dess status tills den är klar.',
  'SEO_SERP.returns': 'Rapporten som tabell, eller en status på en rad medan analysen pågår.',
  'SEO_SERP.columnsNote': 'Medan analysen pågår, i stället en status på en rad med uppgiftens ID.',
  'SEO_SERP.report':
    '"urls" (standard), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" eller "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Alla kontots kvoträknare, namngivna som i sidofältet: gräns, använt, kvar, när den nollställs ("om 18 dagar"), vad den täcker och dess nyckel.',
  'SEO_LIMITS.returns': 'En tabell med en rad per räknare.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Hur varje domän läses: "topLevelDomain" (hela domänen, standard), "subdomain" (ett värdnamn, t.ex. blog.example.pl) eller "url" (enskilda URL:er via URL-verktyget: en verktygsenhet för upp till 500, utan domänrankning, kategori och AI Overview-siffror; kräver inloggning till API:t). Inte "catalog": tjänsten ger ingen domänstatistik för en katalog (SEO_URLS visar URL:erna i den, SEO_POSITIONS dess sökord).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'AI Overview-siffror för varje domän: sökord med en AI Overview där den rankar och de där den citeras, dess genomsnittliga placering bland deras källor, vinster och förluster i AI Overview och den del av synligheten som AI Overviews tar från den. Data finns bara för country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'En tabell med en rubrikrad och en rad per angiven domän, i inmatningsordning.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'En domän eller ett område med domäner, t.ex. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domäner som citeras bredvid domänen i AI Overviews: deras genomsnittliga placering bland källorna på de gemensamma sökorden och på alla, sökorden där båda citeras och de där bara domänen eller bara konkurrenten gör det. Data finns bara för country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'En tabell med domänerna som konkurrerar i AI Overviews.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
