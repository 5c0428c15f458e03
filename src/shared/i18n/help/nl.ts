/** Dutch: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Maximaal aantal rijen (standaard ${rows}).`;

export const nl = {
  'group.Visibility': 'Zichtbaarheid',
  'group.Keyword database': 'Zoekwoordendatabase',
  'group.Monitoring': 'Rank tracking',
  'group.SERP': 'SERP',
  'group.Account': 'Account',
  'param.country_id':
    'Markt-id (1 Polen, 50 Tsjechië, 164 Slowakije, 200 Polen database 2.0; zie SEO_COUNTRIES). Standaard: de documentinstelling.',
  'param.fetch_mode':
    'Hoe het domein wordt gelezen: "topLevelDomain" (heel domein, standaard), "subdomain" (voor blog.example.pl), "catalog" of "url".',
  'param.header': 'TRUE (standaard): de tabel begint met een koprij; FALSE: zonder koprij.',
  'param.refresh':
    'Elke cel, bijv. de verversstempel: een nieuwe waarde haalt verse data op in plaats van de cache te lezen.',
  'param.domain': 'Domein of host, bijv. "example.pl".',
  'param.keyword': 'Een zoekwoord, bijv. "hardloopschoenen".',
  'param.date_min': 'Eerste dag: een datum of JJJJ-MM-DD.',
  'param.date_max': 'Laatste dag: een datum of JJJJ-MM-DD (standaard vandaag).',
  'param.project_id': 'Id van het rank-trackingproject (zie SEO_RT_PROJECTS).',
  'param.group_id': 'Alleen deze groep.',
  'SEO_VISIBILITY.summary':
    'Domeinstatistieken, één rij per domein: zichtbaarheid, zoekwoorden in TOP3/TOP10/TOP50, ranking, Ads-waarde, AI Overview-zoekwoorden en -citaties, en de categorie waarin de dienst het domein indeelt, met zijn positie daarin.',
  'SEO_VISIBILITY.returns':
    'Een tabel met een koprij en één rij per opgegeven domein, in de opgegeven volgorde.',
  'SEO_VISIBILITY.columnsNote':
    'Met columns opgegeven komen na het domein de cijfers die het noemt; de kolom Tip blijft de laatste.',
  'SEO_VISIBILITY.domains': 'Een domein of een bereik met domeinen, bijv. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Optioneel: de cijfers na het domein, bijv. "visibility, top10, domain_rank" (namen of kopteksten; een celbereik ermee kan ook). Standaard: de cijfers van het dashboard, de categorie en de rang daarin (de kolommen hieronder), dezelfde hoe ze ook worden opgehaald; unieke URL’s in TOP10/TOP50 alleen als u ze noemt (die geeft de URL-tool). Domeinrang en AI Overview-cijfers komen alleen uit een verzoek per domein: wie ze noemt, laat de formule per domein ophalen.',
  'SEO_POSITIONS.summary':
    'Zoekwoorden waarop het domein rankt: positie, vorige positie, positieverandering (positief: gestegen), URL, zoekvolume, CPC, moeilijkheid, zichtbaarheid, zoekintentie en de SERP-functies op de resultatenpagina.',
  'SEO_POSITIONS.returns': 'Een tabel met rankende zoekwoorden.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Optioneel filter zoals "position<=10" of "keyword contains schoenen"; meerdere verbonden met "and" (alle moeten gelden). Operatoren <, <=, >, >=, = en contains; een filter dat niet volledig te lezen is, wordt geweigerd en nooit verstuurd.',
  'SEO_COMPETITORS.summary': 'Domeinen die met het domein concurreren op dezelfde zoekwoorden.',
  'SEO_COMPETITORS.returns': 'Een tabel met concurrerende domeinen.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Zoekwoorden waarvoor meerdere URL’s van het domein met elkaar concurreren.',
  'SEO_CANNIBALIZATION.returns':
    'Een tabel met gekannibaliseerde zoekwoorden: elke URL die op het zoekwoord rankt met zijn positie, en de URL die op de vergeleken datum rankte.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Hoe de zoekwoorden waarop het domein rankt zich verdelen naar één kenmerk (lengte, zoektrend, zoekvolume, moeilijkheid, zoekwoordparameters of SERP-functies): zoekwoorden, zichtbaarheid en het aandeel ervan, TOP3/TOP10/TOP50 per groep.',
  'SEO_CHARACTERISTICS.returns': 'Een tabel met één rij per groep van het kenmerk.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (standaard): naar aantal woorden, 1 tot 7 en meer; "trends": naar het verloop van het zoekvolume over het jaar (seizoensinvloed); "searches": naar maandelijks zoekvolume, elke groep een drempel (10, 20, 50…); "difficulty": naar zoekwoordmoeilijkheid, in stappen van tien ("1-10"…); "keyword_params": naar wat het zoekwoord naast het onderwerp noemt (een stad, een merk, een prijs…); "serp_params": naar de SERP-functies op de resultatenpagina (kaart, advertenties, featured snippet…), met de zichtbaarheid van het domein ernaast. Dit is het laatste argument, na refresh: formules die eerder zijn geschreven, behouden hun betekenis.',
  'SEO_CONTENT_GAP.summary':
    'De content gap: zoekwoorden waarop je concurrenten ranken en het domein niet (of, in modus "common", waarop ze allemaal ranken), met zoekvolume, CPC, moeilijkheid, zoekwoordparameters en de positie en URL van elk domein naast elkaar. Eén tools-eenheid per nieuwe vergelijking.',
  'SEO_CONTENT_GAP.returns':
    'Een tabel met zoekwoorden op zoekvolume; per vergeleken domein, te beginnen met het domein zelf, een positiekolom (leeg: buiten de TOP100) en een URL-kolom.',
  'SEO_CONTENT_GAP.columnsNote':
    'Daarna, voor het domein en achtereenvolgens elke concurrent, de positie en de URL, met het domein in de kop.',
  'SEO_CONTENT_GAP.competitors':
    'Tot 4 concurrerende domeinen: een bereik of tekst als "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (standaard): zoekwoorden waarop minstens één concurrent rankt en het domein niet; "common": zoekwoorden waarop ze allemaal ranken.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Subdomeinen van het domein met hun aantal zoekwoorden en zichtbaarheid.',
  'SEO_SUBDOMAINS.returns': 'Een tabel met subdomeinen.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'Rankende URL’s van het domein, met hun zichtbaarheid, aantal zoekwoorden en zoekwoorden in TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'Een tabel met URL’s.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary':
    'Dagelijkse positiegeschiedenis van één zoekwoord voor het domein; bruikbaar in SPARKLINE en grafieken.',
  'SEO_KEYWORD_HISTORY.returns': 'Een tabel met datum en positie.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Zichtbaarheid van het domein door de tijd, van al zijn zoekwoorden of van één segment (merk, zonder merk, short of long tail); bruikbaar in SPARKLINE en grafieken.',
  'SEO_VISIBILITY_HISTORY.returns':
    'Een tabel met datum, zichtbaarheid, zoekwoorden in TOP3/TOP10/TOP50, zoekwoorden per URL, unieke URL’s, Ads-waarde en positie in de ranglijst; met een slotopmerking als de punten een andere tussenruimte hebben dan gevraagd.',
  'SEO_VISIBILITY_HISTORY.interval':
    '"daily" (dagelijks), "weekly" (wekelijks, standaard) of "monthly" (maandelijks).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (standaard), "brand" (zoekwoorden met een merknaam), "my_brand" (het eigen merk van het domein), "non_brand", "non_own_brand" (alles behalve het eigen merk), "short_tail" (korte, algemene zoekwoorden) of "long_tail" (langere, specifieke). Dit is het laatste argument, na refresh: formules die eerder zijn geschreven, behouden hun betekenis.',
  'SEO_AI_OVERVIEWS.summary':
    'Zoekwoorden met een AI Overview waarop het domein rankt: zoekvolume, intentie, of de AI Overview het domein citeert en welke URL ervan, de organische positie en de beste plek tussen de bronnen van de AI Overview, de fase in de klantreis, de lengte van de AI Overview en hoeveel domeinen hij citeert. Data bestaat alleen voor country_id 200.',
  'SEO_AI_OVERVIEWS.returns':
    'Een tabel met zoekwoord, zoekvolume, intentie, geciteerd (TRUE/FALSE) en URL, dan positie, positie in AI Overview, fase in de klantreis, lengte van AI Overview en de domeinen erin.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domeinen in de zichtbaarheidsindex die overeenkomen met een stuk tekst.',
  'SEO_SUGGEST_DOMAINS.returns': 'Een tabel met overeenkomende domeinen.',
  'SEO_SUGGEST_DOMAINS.text': 'Deel van een domeinnaam, bijv. "bol".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Markten en hun country_id-waarden.',
  'SEO_COUNTRIES.returns': 'Een tabel met land-id’s, namen en codes.',
  'SEO_COUNTRIES.scope':
    '"all" (standaard) voor alle landen, "visibility" alleen voor de databases van de zichtbaarheidsanalyse.',
  'SEO_KEYWORD_STATS.summary':
    'Zoekvolume, CPC, trend over 12 maanden en of er data gevonden is, één rij per opgegeven zoekwoord in de opgegeven volgorde; 500 zoekwoorden per run.',
  'SEO_KEYWORD_STATS.returns': 'Een tabel met één rij per opgegeven zoekwoord, dubbele en lege inbegrepen.',
  'SEO_KEYWORD_STATS.phrases': 'Een zoekwoord of een bereik met zoekwoorden, bijv. A2:A2001.',
  'SEO_KEYWORDS.summary':
    "Zoekwoorden gerelateerd aan zoekwoorden, domeinen of URL's (één, of een bereik in één verzoek), met hun statistieken en de SERP-functies op hun resultatenpagina.",
  'SEO_KEYWORDS.returns':
    'Een tabel met zoekwoorden: zoekvolume, CPC, trend en SERP-functies; bij een bereik eerst het startpunt waar elk zoekwoord vandaan komt.',
  'SEO_KEYWORDS.columnsNote':
    'Bij een bereik van startpunten begint de tabel met het startpunt waar elk zoekwoord vandaan komt.',
  'SEO_KEYWORDS.seed':
    "Een zoekwoord, domein of URL, of een bereik daarvan, bv. A2:A6: alles gaat in één verzoek (URL's: alleen country_id 1). Bij een bereik begint de tabel met het startpunt waar elk zoekwoord vandaan komt, waar de dienst dat zegt.",
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (standaard), "domain" of "url": wat de seed is.',
  'SEO_KEYWORD_GROUPS.summary': 'Semantische groepen zoekwoorden rond een zoekwoord.',
  'SEO_KEYWORD_GROUPS.returns': 'Een tabel met groepen.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Vragen waarop mensen zoeken rond een zoekwoord.',
  'SEO_QUESTIONS.returns': 'Een tabel met vragen.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Gerelateerde zoekwoorden bij een zoekwoord.',
  'SEO_RELATED.returns': 'Een tabel met gerelateerde zoekwoorden.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Rank-trackingprojecten van het account.',
  'SEO_RT_PROJECTS.returns': 'Een tabel met projecten en hun id’s.',
  'SEO_RT_GROUPS.summary': 'Zoekwoordgroepen van een rank-trackingproject.',
  'SEO_RT_GROUPS.returns': 'Een tabel met groepen.',
  'SEO_RT_KEYWORDS.summary': 'Gevolgde zoekwoorden van een project, optioneel van één groep.',
  'SEO_RT_KEYWORDS.returns': 'Een tabel met gevolgde zoekwoorden.',
  'SEO_RT_POSITIONS.summary': 'Dagelijkse posities van de gevolgde zoekwoorden van een project.',
  'SEO_RT_POSITIONS.returns':
    'Een tabel met gevolgde zoekwoorden: positie, vorige positie, positieverandering (positief: gestegen), URL, zoekvolume, CPC, zichtbaarheid, daarna één positiekolom per dag met de dag als kop (leeg: buiten de TOP100).',
  'SEO_RT_POSITIONS.columnsNote': 'Daarna één positiekolom per dag van het bereik, met de dag als kop.',
  'SEO_RT_POSITIONS.date_min':
    'Eerste dag: een datum of JJJJ-MM-DD (standaard de week tot date_max: zes dagen eerder).',
  'SEO_RT_SNIPPETS.summary': 'Statistieken van SERP-snippets van een project.',
  'SEO_RT_SNIPPETS.returns':
    'Een tabel met snippettypes: SERP-dekking, zoekwoorden met de snippet en zoekwoorden waar het project erin zichtbaar is, elk met vorige waarde en verandering.',
  'SEO_RT_COMPARE_SERP.summary': 'De SERP van een gevolgd zoekwoord op meerdere dagen, naast elkaar.',
  'SEO_RT_COMPARE_SERP.returns':
    'Een tabel met één rij per positie: domein en URL per datum, en vanaf de tweede datum de verandering van elk domein sinds de eerste (positief: gestegen).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Daarna per datum op volgorde het domein en de URL op die positie en, vanaf de tweede datum, hoeveel plaatsen het domein sinds de eerste is verschoven.',
  'SEO_RT_COMPARE_SERP.keyword': 'Een gevolgd zoekwoord van het project.',
  'SEO_RT_COMPARE_SERP.dates':
    'Tot 5 datums om te vergelijken: een bereik met datums of tekst als "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Vergelijk posities 1..position (standaard 10).',
  'SEO_SERP.summary':
    'Een rapport van de SERP-analyse voor een zoekwoord. Start de analyse als er geen is (één SERP-eenheid) en toont de status tot ze klaar is.',
  'SEO_SERP.returns': 'Het rapport als tabel, of een status van één rij zolang de analyse loopt.',
  'SEO_SERP.columnsNote': 'Zolang de analyse loopt, in plaats daarvan een status van één rij met de taak-ID.',
  'SEO_SERP.report':
    '"urls" (standaard), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" of "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Elke quotumteller van het account, genoemd zoals in de zijbalk: limiet, gebruikt, over, wanneer hij reset ("over 18 dagen"), wat hij dekt en zijn sleutel.',
  'SEO_LIMITS.returns': 'Een tabel met één rij per teller.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Hoe elk domein wordt gelezen: "topLevelDomain" (heel domein, standaard), "subdomain" (een host, bv. blog.example.pl) of "url" (losse URL\'s, via de URL-tool: één tool-eenheid voor tot 500, zonder domeinrang, categorie en AI Overview-cijfers; vraagt een aanmelding bij de API). Niet "catalog": de dienst geeft geen domeinstatistieken voor een map (SEO_URLS toont de URL\'s erin, SEO_POSITIONS de zoekwoorden).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'AI Overview-cijfers van elk domein: zoekwoorden met een AI Overview waarop het rankt en die waarin het geciteerd wordt, zijn gemiddelde positie tussen hun bronnen, winsten en verliezen in AI Overview, en het deel van de zichtbaarheid dat AI Overviews het kosten. Data bestaat alleen voor country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'Een tabel met een kopregel en één rij per opgegeven domein, in invoervolgorde.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Een domein of een bereik van domeinen, bv. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domeinen die naast het domein in AI Overviews geciteerd worden: hun gemiddelde positie tussen de bronnen op de gedeelde zoekwoorden en op alle, de zoekwoorden waarvoor beide geciteerd worden, en die waarvoor alleen het domein of alleen de concurrent. Data bestaat alleen voor country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Een tabel met de domeinen die in AI Overviews concurreren.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
