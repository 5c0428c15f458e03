/** Danish: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Højeste antal rækker (standard ${rows}).`;

export const da = {
  'group.Visibility': 'Synlighed',
  'group.Keyword database': 'Søgeordsdatabase',
  'group.Monitoring': 'Rank tracking',
  'group.SERP': 'SERP',
  'group.Account': 'Konto',
  'param.country_id':
    'Markedets id (1 Polen, 50 Tjekkiet, 164 Slovakiet, 200 Polen database 2.0; se SEO_COUNTRIES). Standard: dokumentets indstilling.',
  'param.fetch_mode':
    'Hvordan domænet læses: "topLevelDomain" (hele domænet, standard), "subdomain" (for blog.example.pl), "catalog" eller "url".',
  'param.header': 'TRUE (standard): tabellen starter med en overskriftsrække; FALSE: uden.',
  'param.refresh':
    'En vilkårlig celle, fx opdateringsstemplet: en ny værdi henter friske data i stedet for at læse cachen.',
  'param.domain': 'Domæne eller vært, fx "example.pl".',
  'param.keyword': 'Et søgeord, fx "løbesko".',
  'param.date_min': 'Første dag: en dato eller ÅÅÅÅ-MM-DD.',
  'param.date_max': 'Sidste dag: en dato eller ÅÅÅÅ-MM-DD (standard i dag).',
  'param.project_id': 'Id for rank tracking-projektet (se SEO_RT_PROJECTS).',
  'param.group_id': 'Kun denne gruppe.',
  'SEO_VISIBILITY.summary':
    'Domænestatistik, én række pr. domæne: synlighed, søgeord i TOP3/TOP10/TOP50, placering, Ads-værdi, AI Overview-søgeord og -citater samt den kategori, tjenesten placerer domænet i, med dets placering der.',
  'SEO_VISIBILITY.returns':
    'En tabel med overskriftsrække og én række pr. angivet domæne, i den angivne rækkefølge.',
  'SEO_VISIBILITY.columnsNote':
    'Med columns angivet kommer de tal, det nævner, efter domænet; kolonnen Tip forbliver den sidste.',
  'SEO_VISIBILITY.domains': 'Et domæne eller et område med domæner, fx A2:A50.',
  'SEO_VISIBILITY.columns':
    'Valgfri: tallene efter domænet, fx "visibility, top10, domain_rank" (navne eller overskrifter; et celleområde med dem virker også). Standard: dashboardets tal, kategorien og placeringen i den (kolonnerne nedenfor), de samme uanset hvordan de hentes; unikke URL’er i TOP10/TOP50 kun når du nævner dem (dem giver URL-værktøjet). Domænerang og AI Overview-tal kommer kun fra en forespørgsel pr. domæne: nævner du dem, henter formlen pr. domæne.',
  'SEO_POSITIONS.summary':
    'Søgeord, domænet rangerer på: position, forrige position, positionsændring (positiv: steget), URL, søgninger, CPC, sværhedsgrad, synlighed, søgehensigt og SERP-funktionerne på resultatsiden.',
  'SEO_POSITIONS.returns': 'En tabel med rangerende søgeord.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Valgfrit filter som "position<=10" eller "keyword contains sko"; flere forbundet med "and" (alle skal gælde). Operatorer <, <=, >, >=, = og contains; et filter, der ikke kan læses helt, afvises og sendes aldrig.',
  'SEO_COMPETITORS.summary': 'Domæner, der konkurrerer med domænet om de samme søgeord.',
  'SEO_COMPETITORS.returns': 'En tabel med konkurrerende domæner.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Søgeord, hvor flere af domænets URL’er konkurrerer med hinanden.',
  'SEO_CANNIBALIZATION.returns':
    'En tabel med kannibaliserede søgeord: hver URL, der rangerer på søgeordet, med sin position, og den URL, der rangerede på sammenligningsdatoen.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Hvordan de søgeord, domænet rangerer på, fordeler sig efter én karakteristik (længde, søgetrend, søgninger, sværhedsgrad, søgeordsparametre eller SERP-funktioner): søgeord, synlighed og dens andel, TOP3/TOP10/TOP50 pr. gruppe.',
  'SEO_CHARACTERISTICS.returns': 'En tabel med én række pr. gruppe af karakteristikken.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (standard): efter antal ord, 1 til 7 og flere; "trends": efter søgningernes forløb over året (sæsonudsving); "searches": efter månedlige søgninger, hver gruppe en tærskel (10, 20, 50…); "difficulty": efter søgeordets sværhedsgrad, i intervaller af ti ("1-10"…); "keyword_params": efter hvad søgeordet nævner ud over emnet (en by, et brand, en pris…); "serp_params": efter SERP-funktionerne på resultatsiden (kort, annoncer, featured snippet…), med domænets synlighed ved hver. Det er det sidste argument, efter refresh: formler skrevet, før det blev tilføjet, beholder deres betydning.',
  'SEO_CONTENT_GAP.summary':
    'Indholdshullet: søgeord, dine konkurrenter rangerer på og domænet ikke (eller, i tilstanden "common", som de alle rangerer på), med søgninger, CPC, sværhedsgrad, søgeordsparametre og hvert domænes placering og URL side om side. Én værktøjsenhed pr. ny sammenligning.',
  'SEO_CONTENT_GAP.returns':
    'En tabel med søgeord efter søgninger; for hvert sammenlignet domæne, begyndende med domænet selv, en placeringskolonne (tom: uden for TOP100) og en URL-kolonne.',
  'SEO_CONTENT_GAP.columnsNote':
    'Derefter, for domænet og hver konkurrent efter tur, dets placering og URL med domænet i overskriften.',
  'SEO_CONTENT_GAP.competitors':
    'Op til 4 konkurrerende domæner: et område eller tekst som "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (standard): søgeord, mindst én konkurrent rangerer på og domænet ikke; "common": søgeord, de alle rangerer på.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Domænets subdomæner med antal søgeord og synlighed.',
  'SEO_SUBDOMAINS.returns': 'En tabel med subdomæner.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'Domænets rangerende URL’er med synlighed, antal søgeord og søgeord i TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'En tabel med URL’er.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary':
    'Daglig positionshistorik for ét søgeord for domænet; kan bruges i SPARKLINE og diagrammer.',
  'SEO_KEYWORD_HISTORY.returns': 'En tabel med dato og position.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Domænets synlighed over tid, for alle dets søgeord eller ét segment (brand, uden brand, short eller long tail); kan bruges i SPARKLINE og diagrammer.',
  'SEO_VISIBILITY_HISTORY.returns':
    'En tabel med dato, synlighed, søgeord i TOP3/TOP10/TOP50, søgeord pr. URL, unikke URL’er, Ads-værdi og placering på ranglisten; med en afsluttende note, når punkterne har et andet interval end det ønskede.',
  'SEO_VISIBILITY_HISTORY.interval':
    '"daily" (dagligt), "weekly" (ugentligt, standard) eller "monthly" (månedligt).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (standard), "brand" (søgeord, der nævner et brand), "my_brand" (domænets eget brand), "non_brand", "non_own_brand" (alt undtagen eget brand), "short_tail" (korte, generelle søgeord) eller "long_tail" (længere, specifikke). Det er det sidste argument, efter refresh: formler skrevet, før det blev tilføjet, beholder deres betydning.',
  'SEO_AI_OVERVIEWS.summary':
    "Søgeord med en AI Overview, hvor domænet rangerer: søgninger, intention, om AI Overview citerer domænet og hvilken af dets URL'er, den organiske placering og den bedste plads blandt AI Overviews kilder, fasen i kunderejsen, længden af AI Overview og hvor mange domæner den citerer. Data findes kun for country_id 200.",
  'SEO_AI_OVERVIEWS.returns':
    'En tabel med søgeord, søgninger, intention, citeret (TRUE/FALSE) og URL, derefter placering, placering i AI Overview, fase i kunderejsen, længde af AI Overview og domænerne i den.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domæner i synlighedsindekset, der matcher et stykke tekst.',
  'SEO_SUGGEST_DOMAINS.returns': 'En tabel med matchende domæner.',
  'SEO_SUGGEST_DOMAINS.text': 'En del af et domænenavn, fx "zalando".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Markeder og deres country_id-værdier.',
  'SEO_COUNTRIES.returns': 'En tabel med lande-id’er, navne og koder.',
  'SEO_COUNTRIES.scope':
    '"all" (standard) for alle lande, "visibility" kun for synlighedsanalysens databaser.',
  'SEO_KEYWORD_STATS.summary':
    'Søgninger, CPC, 12-måneders trend og om der blev fundet data, én række pr. angivet søgeord i den angivne rækkefølge; 500 søgeord pr. kørsel.',
  'SEO_KEYWORD_STATS.returns': 'En tabel med én række pr. angivet søgeord, dubletter og tomme medregnet.',
  'SEO_KEYWORD_STATS.phrases': 'Et søgeord eller et område med søgeord, fx A2:A2001.',
  'SEO_KEYWORDS.summary':
    "Søgeord relateret til søgeord, domæner eller URL'er (ét, eller et område sendt i én forespørgsel), med deres statistik og SERP-funktionerne på resultatsiden.",
  'SEO_KEYWORDS.returns':
    'En tabel med søgeord: søgninger, CPC, trend og SERP-funktioner; fra et område først det udgangspunkt, hvert søgeord kommer fra.',
  'SEO_KEYWORDS.columnsNote':
    'Fra et område af udgangspunkter begynder tabellen med det udgangspunkt, hvert søgeord kommer fra.',
  'SEO_KEYWORDS.seed':
    "Et søgeord, domæne eller URL, eller et område af dem, fx A2:A6: alle sendes i én forespørgsel (URL'er: kun country_id 1). Fra et område starter tabellen med det udgangspunkt, hvert søgeord kommer fra, hvor tjenesten oplyser det.",
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (standard), "domain" eller "url": hvad seed er.',
  'SEO_KEYWORD_GROUPS.summary': 'Semantiske grupper af søgeord omkring et søgeord.',
  'SEO_KEYWORD_GROUPS.returns': 'En tabel med grupper.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Spørgsmål, folk søger på omkring et søgeord.',
  'SEO_QUESTIONS.returns': 'En tabel med spørgsmål.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Relaterede søgeord til et søgeord.',
  'SEO_RELATED.returns': 'En tabel med relaterede søgeord.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Kontoens rank tracking-projekter.',
  'SEO_RT_PROJECTS.returns': 'En tabel med projekter og deres id’er.',
  'SEO_RT_GROUPS.summary': 'Søgeordsgrupper i et rank tracking-projekt.',
  'SEO_RT_GROUPS.returns': 'En tabel med grupper.',
  'SEO_RT_KEYWORDS.summary': 'Et projekts overvågede søgeord, eventuelt for én gruppe.',
  'SEO_RT_KEYWORDS.returns': 'En tabel med overvågede søgeord.',
  'SEO_RT_POSITIONS.summary': 'Daglige positioner for et projekts overvågede søgeord.',
  'SEO_RT_POSITIONS.returns':
    'En tabel med overvågede søgeord: position, forrige position, positionsændring (positiv: steget), URL, søgninger, CPC, synlighed, derefter én positionskolonne pr. dag med dagen som overskrift (tom: uden for TOP100).',
  'SEO_RT_POSITIONS.columnsNote': 'Derefter én positionskolonne pr. dag i perioden med dagen som overskrift.',
  'SEO_RT_POSITIONS.date_min':
    'Første dag: en dato eller ÅÅÅÅ-MM-DD (standard ugen op til date_max: seks dage før).',
  'SEO_RT_SNIPPETS.summary': 'Statistik over et projekts SERP-snippets.',
  'SEO_RT_SNIPPETS.returns':
    'En tabel med snippettyper: SERP-dækning, søgeord med snippetten og søgeord, hvor projektet er synligt i den, hver med forrige værdi og ændring.',
  'SEO_RT_COMPARE_SERP.summary': 'SERP’en for et overvåget søgeord på flere dage, side om side.',
  'SEO_RT_COMPARE_SERP.returns':
    'En tabel med én række pr. position: domæne og URL pr. dato, og fra anden dato hvert domænes ændring siden den første (positiv: steget).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Derefter for hver dato i rækkefølge domænet og URL’en på den placering og, fra anden dato, hvor mange pladser domænet har flyttet sig siden den første.',
  'SEO_RT_COMPARE_SERP.keyword': 'Et overvåget søgeord i projektet.',
  'SEO_RT_COMPARE_SERP.dates':
    'Op til 5 datoer at sammenligne: et område med datoer eller tekst som "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Sammenlign positionerne 1..position (standard 10).',
  'SEO_SERP.summary':
    'En rapport fra SERP-analysen for et søgeord. Starter analysen, når der ingen er (én SERP-enhed), og viser dens status, indtil den er klar.',
  'SEO_SERP.returns': 'Rapporten som tabel, eller en status på én række, mens analysen kører.',
  'SEO_SERP.columnsNote': 'Mens analysen kører, i stedet en status på én række med opgavens ID.',
  'SEO_SERP.report':
    '"urls" (standard), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" eller "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Alle kontoens kvotetællere, navngivet som i sidepanelet: grænse, brugt, tilbage, hvornår den nulstilles ("om 18 dage"), hvad den dækker, og dens nøgle.',
  'SEO_LIMITS.returns': 'En tabel med én række pr. tæller.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Hvordan hvert domæne læses: "topLevelDomain" (hele domænet, standard), "subdomain" (et værtsnavn, fx blog.example.pl) eller "url" (enkelte URL\'er via URL-værktøjet: én værktøjsenhed for op til 500, uden domæneplacering, kategori og AI Overview-tal; kræver login til API\'et). Ikke "catalog": tjenesten giver ingen domænestatistik for en mappe (SEO_URLS viser URL\'erne i den, SEO_POSITIONS dens søgeord).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'AI Overview-tal for hvert domæne: søgeord med en AI Overview, hvor det rangerer, og dem, hvor det citeres, dets gennemsnitlige placering blandt deres kilder, fremgang og tilbagegang i AI Overview og den del af synligheden, som AI Overviews tager fra det. Data findes kun for country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'En tabel med en overskriftsrække og én række pr. angivet domæne, i inputrækkefølge.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Et domæne eller et område af domæner, fx A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domæner, der citeres ved siden af domænet i AI Overviews: deres gennemsnitlige placering blandt kilderne på de fælles søgeord og på alle, søgeordene, hvor begge citeres, og dem, hvor kun domænet eller kun konkurrenten gør. Data findes kun for country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'En tabel med domænerne, der konkurrerer i AI Overviews.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
