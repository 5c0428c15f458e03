/** Danish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/da';
import { counterMessages } from './counters';

const MENU = 'Udvidelser › SEO Sheets';
const SIGN_IN_AGAIN = `Log ind igen via ${MENU}.`;
const RUN_A_REPORT = `Brug ${MENU} › Kør en rapport til store forespørgsler.`;
const CACHED = 'rækkerne, der allerede står her, ligger i cachen og koster intet.';
const LAUNCHER = `brug ${MENU} › Kør en rapport for det hele`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Ikke logget ind i SEO Sheets. Log ind via ${MENU}.`,
  'error.noSignIn': `Intet SEO Sheets-login til denne formel. Formler kører på regnearksejerens login: ejeren kan logge ind via ${MENU}, eller en redaktør, der er logget ind, kan lade formler i dette dokument bruge sit login.`,
  'error.noSignInLast': `Intet SEO Sheets-login til denne formel. Formler kører på regnearksejerens login (senest logget ind her: {account}): ejeren kan logge ind via ${MENU}, eller en redaktør, der er logget ind, kan lade formler i dette dokument bruge sit login.`,
  'error.sessionExpired': `Din SEO Sheets-session er udløbet. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Din SEO Sheets-session ({account}) er udløbet. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Forkert e-mail eller adgangskode.',
  'error.emailNotConfirmed':
    'Kontoens e-mailadresse er ikke bekræftet endnu. Bekræft den via e-mailen fra tjenesten, og log derefter ind.',
  'error.noApiAccess':
    'Denne konto har ikke API-adgang: den kræver et aktivt Advanced- eller Prime-abonnement eller API-tilføjelsen til Basic eller Lite (tilføjelsen kun til værktøjsserveren omfatter det ikke).',
  'error.tryToolServer':
    '{error} Hvis abonnementet omfatter værktøjsserveren, så brug „Forbind via værktøjsserveren” i stedet.',
  'error.toolServerOnly':
    '{email} er forbundet via værktøjsserveren, hvis værktøjer ikke dækker dette; det kræver et login til API’et.',
  'error.serpNotInPlan':
    'SERP-analyse er ikke med i kontoens abonnement: den kræver SERP-tilføjelsen (inkluderet i Prime).',
  'error.routeNotFound': 'Tjenesten kender ikke rapporten {path}. Opdater SEO Sheets.',
  'error.resourceNotFound': 'Ikke fundet: tjek det id eller navn, du spurgte efter.',
  'error.methodNotAllowed': 'Tjenesten afviste den måde, rapporten blev bestilt på. Opdater SEO Sheets.',
  'error.invalidData': 'Ugyldigt input: {fields}.',
  'error.invalidDataService': 'Ugyldigt input: {text}',
  'error.invalidFilter': 'Denne rapport understøtter ikke det filter.',
  'error.invalidFilterWhy': 'Denne rapport understøtter ikke det filter ({text}).',
  'error.unauthorizedResource':
    'Ingen adgang: projektet, gruppen eller søgeordet findes ikke eller tilhører en anden konto.',
  'error.quota': 'Kontoens kvote for {name} er brugt op{limit}. {after}{note}',
  'error.quotaAny': 'Kontoens kvote er brugt op{limit}. {after}{note}',
  'cost.free': 'Gratis. {reason}',
  'cost.serpExists': 'Der findes allerede en analyse af denne frase: gratis.',
  'cost.readFree': 'Det er gratis at læse kvoter, opgaver og færdige resultater.',
  'cost.everyTime': 'Koster hver gang.',
  'cost.newRequest':
    'Anslået: én enhed, medmindre {same} allerede er afregnet inden for de seneste 24 timer (af en hvilken som helst rapport eller formel: en gentagelse er gratis).',
  'cost.repeat':
    'Anslået: {same} blev afregnet for {ago} siden, og tjenesten afregner dem én gang pr. 24 timer, uanset hvilken rapport eller formel der spørger.',
  'cost.same.domain': 'samme domæne, tilstand og marked',
  'cost.same.phrases': 'samme søgeord, analyse, tilstand og marked',
  'cost.same.backlinks': 'samme domæne og marked',
  'cost.same.tool': 'samme værktøjsparametre',
  'cost.same.crawl': 'samme crawlparametre',
  'cost.same.statistics': 'samme søgeord og marked',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} t',
  'cost.newRuns': 'Nye statistikkørsler: {units} af {batches}.',
  'quota.limit': ' (grænse {limit})',
  'quota.resetsSoon': 'Den nulstilles om mindre end en time.',
  'quota.resetsHours': {
    one: 'Den nulstilles om {count} time.',
    other: 'Den nulstilles om {count} timer.',
  },
  'quota.resetsDays': {
    one: 'Den nulstilles om {count} dag.',
    other: 'Den nulstilles om {count} dage.',
  },
  'quota.cached': 'Data, der allerede er hentet, er stadig tilgængelige fra cachen.',
  'quota.note': ' {note}',
  'error.unfinishedTask': 'Analysen kører stadig; prøv igen om et minut.',
  'error.dataUnreachable': 'Dataene er midlertidigt utilgængelige hos tjenesten; prøv igen senere.',
  'error.serverTimeout':
    'Tjenesten brugte for lang tid på at beregne dette; indsnævr forespørgslen (et kortere datointerval, færre rækker eller et filter).',
  'error.gatewayTimeout': `Tjenesten svarede ikke i tide (HTTP 504), så der kom intet tilbage; prøv igen om et par minutter. ${RUN_A_REPORT}`,
  'error.database': 'Tjenesten havde en databasefejl; prøv igen senere.',
  'error.serviceError': 'Tjenesten meldte et midlertidigt problem. Prøv igen senere.',
  'error.serviceErrorWhy': 'Tjenesten meldte et midlertidigt problem: {text}. Prøv igen senere.',
  'error.serverError': 'Tjenesten havde en intern fejl (HTTP {status}); prøv igen senere.',
  'error.serviceUnavailable': 'Tjenesten er utilgængelig lige nu; prøv igen om et par minutter.',
  'error.edgeRejected': 'Tjenesten afviste forbindelsen (for mange på én gang); prøv igen om lidt.',
  'error.network': 'Kunne ikke nå tjenesten (netværksfejl); prøv igen om lidt.',
  'error.deadline': `Tiden løb ud, mens der blev ventet på tjenesten. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Tjenestens svar kan ikke bruges: {what}. Opdater SEO Sheets, hvis det fortsætter.',
  'error.redirect': 'Tjenestens adresse omdirigerer til {location}; tjek tjenestens adresse i Indstillinger.',
  'error.toolsNotInPlan': 'Kontoens abonnement omfatter ikke værktøjsserveren.',
  'error.toolRefused': 'Værktøjsserveren afviste anmodningen: {text}',
  'error.toolUnreadable': 'Værktøjsserveren gav et svar, som SEO Sheets ikke kan læse ({what}).',
  'error.toolAnswerUnreadable': 'Værktøjsserverens svar på {tool} er ikke data, som SEO Sheets kan læse.',
  'error.toolConnectionEnded': `Værktøjsserverforbindelsen for {account} er afsluttet. Forbind igen via ${MENU}.`,
  'error.toolSignInEnded': `Login på værktøjsserveren er afsluttet. Forbind igen via ${MENU}.`,
  'error.toolConnectFailed': 'Forbindelsen til værktøjsserveren mislykkedes: {what}.',
  'error.noTool': 'Det kræver værktøjet {tool}, som denne værktøjsserver ikke tilbyder {account}.',
  'error.outOfTime': `Tiden løb ud. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Googles daglige kvote for denne tilføjelse er brugt op; prøv igen i morgen.',
  'error.cellLimit':
    'Dette regneark har nået de 10 millioner celler, Google Sheets tillader: slet ark eller rækker, du ikke længere bruger (historikark kan gemme færre øjebliksbilleder), og genoptag derefter.',
  'error.tooManyCalls':
    'For mange formler på én gang; giv ét område til én formel i stedet for én formel pr. celle.',
  'error.notAllowed': `SEO Sheets må ikke gøre det her; åbn det først via ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: noget gik galt; prøv igen.',
  'arg.oneCell': '{name}: forventede én celle, fik et område på {rows}×{cols}.',
  'arg.oneColumn': '{name}: brug én kolonne eller én række celler (området er {rows}×{cols}).',
  'arg.cellError': '{name}: cellen indeholder fejlen {value}.',
  'arg.required': '{name} er påkrævet.',
  'arg.wholeNumber': '{name} skal være et heltal fra {min} til {max} (fik {got}).',
  'arg.boolean': '{name} skal være TRUE eller FALSE (fik {got}).',
  'arg.choice': '{name} skal være en af {choices} (fik {got}).',
  'arg.badDate': '{name} er ikke en gyldig dato.',
  'arg.date': '{name} skal være en dato eller tekst som 2026-11-01 (fik {got}).',
  'arg.dateOrder': 'date_min ({min}) ligger efter date_max ({max}): byt om på dem.',
  'arg.noDates': '{name}: angiv mindst én dato.',
  'arg.tooManyDates': '{name}: højst {max} datoer (fik {got}).',
  'arg.noDomains': '{name}: angiv mindst ét domæne.',
  'arg.tooManyDomains': '{name}: højst {max} domæner (fik {got}).',
  'arg.sameDomain': '{name}: {domain} er det domæne, de sammenlignes med; udelad det.',
  'arg.tooMany': {
    one: '{name} tager højst {count} argument, fik {got}: {usage}.',
    other: '{name} tager højst {count} argumenter, fik {got}: {usage}.',
  },
  'arg.noArguments': '{name} tager ingen argumenter, fik {got}: {usage}.',
  'arg.missing': '{name} kræver {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': '{name} må højst have {max} tegn (fik {got}).',
  'arg.tooManyPhrases': `{count} søgeord at slå op er for mange til en formel (højst {max} nye søgeord ad gangen); ${LAUNCHER}.`,
  'filter.cannotRead': 'kan ikke læse „{part}”: {why}. {syntax}',
  'filter.syntax':
    'Skriv nøgle, operator, værdi: position<=10, searches>100, keyword contains sko, url="https://example.dk/a"; operatorer <, <=, >, >=, = og contains; forbind betingelser med „and” (alle skal gælde).',
  'filter.notEqual': 'tjenesten har intet „ikke lig med”-filter',
  'filter.noOperator': 'ingen operator efter nøglen',
  'filter.noKey': 'den skal starte med en nøgle',
  'filter.nothingAfter': 'intet efter „{operator}”',
  'filter.notOperator': '„{operator}” er ikke en operator',
  'filter.openQuote': 'anførselstegnene i {value} lukkes ikke',
  'filter.number': 'efter „{operator}” skal der stå et tal, ikke „{value}”',
  'filter.or':
    '„or” understøttes ikke (alle betingelser skal gælde); brug én formel eller rapport pr. alternativ, eller sæt tekst, der indeholder „or”, i anførselstegn',
  'filter.leadingJoiner': 'den starter med et bindeord',
  'filter.danglingJoiner': 'et bindeord uden betingelse efter',
  'filter.unknownKey': '„{key}” er ikke en nøgle, som denne rapport filtrerer på; den tager {keys}',
  'filter.unknownKeyNear':
    '„{key}” er ikke en nøgle, som denne rapport filtrerer på (mente du „{near}”?); den tager {keys}',
  'filter.decimalPoint':
    'dette dokument skriver tal med decimalpunktum, så „{value}” er ikke et tal: skriv {point} for et decimaltal eller {whole} for et heltal',
  'domain.notDomain': '{text} er ikke et domæne: {why}',
  'domain.notDomainOrUrl': '{text} er ikke et domæne eller en URL: {why}',
  'domain.spaces': 'det indeholder mellemrum (et søgeord?)',
  'domain.nothing': 'når „http://” og „www.” fjernes, er der intet domæne tilbage',
  'domain.comma': 'et komma, hvor der skal være et punktum? ({fixed})',
  'domain.noDot': 'intet punktum og ingen endelse som .dk eller .com',
  'domain.character': '„{character}” kan ikke indgå i et domæne',
  'domain.emptyPart': 'en tom del mellem punktummer',
  'domain.label': 'en del starter eller slutter med „-” eller er længere end 63 tegn',
  'domain.ending': 'det ender ikke på en domæneendelse som .dk',
  'zeros.noData': 'Ingen data. {why}',
  'zeros.market': '{host} er et .{ending}-domæne, og country_id {country} er et andet marked; prøv {ids}.',
  'zeros.either': '{first} eller {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" læser {host} som et helt domæne; brug fetch_mode "subdomain" til et værtsnavn, eller spørg efter {domain}.',
  'note.inputError': 'Inputcellen indeholder {value}.',
  'note.tooLong': 'Længere end {max} tegn: ikke slået op.',
  'note.refused': '{problem}: ikke slået op.',
  'note.notLookedUp': 'Ikke slået op.',
  'note.notRanking': '{domain} ranker ikke på „{keyword}”.',
  'note.outOfTime': `Ikke hentet: formlen løb tør for tid (30 s). Indtast den igen for at hente resten; ${CACHED}`,
  'note.tryLater': `Ikke hentet: {error} Indtast formlen igen senere for at hente resten; ${CACHED}`,
  'note.planRows': 'De første {count} rækker: abonnementets grænse pr. rapport.',
  'note.planRowsOf': 'De første {count} af {total} rækker: abonnementets grænse pr. rapport.',
  'note.timeRows': `De første {count} rækker: ikke tid til flere i en formel; ${LAUNCHER}.`,
  'note.timeRowsOf': `De første {count} af {total} rækker: ikke tid til flere i en formel; ${LAUNCHER}.`,
  'note.firstRows': 'De første {count} rækker.',
  'note.noData': 'Ingen data.',
  'note.blankColumns': 'Tomme her: {columns}. {why}',
  'note.toolGivesFewer': 'Værktøjsserveren giver ikke disse tal; et login til API’et udfylder dem.',
  'note.noMatch': 'Ingen data: ingen række matcher filteret.',
  'note.noCounters': 'Ingen tællere.',
  'note.interval':
    'Der blev bedt om interval "{asked}", men tjenesten sendte "{got}"-punkter; de vises, som de kom.',
  'note.aiOverviews':
    'AI Overviews-data findes kun for country_id {country} (Polen, database 2.0): sæt country_id til {country}.',
  'error.notInRun':
    'Svaret fra URL-værktøjets kørsel udelader dette domæne; indtast formlen igen senere for at spørge igen.',
  'note.bulkBlank': {
    one: 'Domænerang, kategori og AI Overview-tal er tomme for {count} domæne: det kom fra en kørsel af URL-værktøjet (én værktøjsenhed for op til 500 domæner), som ikke giver dem. {how}',
    other:
      'Domænerang, kategori og AI Overview-tal er tomme for {count} domæner: de kom fra en kørsel af URL-værktøjet (én værktøjsenhed for op til 500 domæner), som ikke giver dem. {how}',
  },
  'note.bulkBlankColumns':
    'Nævn dem i columns, fx "visibility, domain_rank", for at hente dem pr. domæne (én enhed synlighedsanalyse hver).',
  'note.bulkBlankSetting':
    'Indstillinger › Domænestatistik beder om kørsler af URL-værktøjet; vælg en anden måde der for at hente dem pr. domæne.',
  'cost.viaBulk': 'Én kørsel af URL-værktøjet i stedet for en dashboard-forespørgsel: {why}.',
  'way.spent': 'kvoten for synlighedsanalyse er brugt op, til den nulstilles',
  'way.setting': 'Indstillinger › Domænestatistik beder om det',
  'way.cheaper': 'den bruger en mindre del af det, der er tilbage',
  'run.quota': 'Kvoten for {name} er brugt op. Rapporten fortsætter, når den nulstilles.',
  'run.quotaSoon':
    'Kvoten for {name} er brugt op. Rapporten fortsætter, når den nulstilles, om mindre end en time.',
  'run.quotaHours': {
    one: 'Kvoten for {name} er brugt op. Rapporten fortsætter, når den nulstilles, om {count} time.',
    other: 'Kvoten for {name} er brugt op. Rapporten fortsætter, når den nulstilles, om {count} timer.',
  },
  'run.quotaDays': {
    one: 'Kvoten for {name} er brugt op. Rapporten fortsætter, når den nulstilles, om {count} dag.',
    other: 'Kvoten for {name} er brugt op. Rapporten fortsætter, når den nulstilles, om {count} dage.',
  },
  'run.retrying': '{reason} Næste automatiske forsøg: {at}.',
  'run.gaveUp': '{reason} Ikke flere automatiske forsøg: fejlen varede i 24 timer.',
  'refuse.language': 'Ukendt sprog „{choice}”: vælg et af {languages}, eller automatisk.',
  'refuse.credentials': 'Indtast e-mail og adgangskode til din konto.',
  'refuse.token': 'Det ligner ikke et API-token.',
  'refuse.confirmSharing':
    'Bekræft først: alle redaktører af dette dokument kører formler på dit login og bruger din kontos kvote, indtil du stopper delingen eller logger ud.',
  'refuse.shareSignedOut': 'Log ind først, og del derefter dit login.',
  'refuse.shareNoDocument': 'Åbn SEO Sheets fra et regneark for at dele et login med det.',
  'refuse.toolCancelled': 'Login blev annulleret.',
  'refuse.toolRefused': 'Værktøjsserveren afviste: {text}.',
  'refuse.toolNotPending': 'Dette forbindelsesforsøg er ikke længere aktivt. Start igen fra sidepanelet.',
  'refuse.toolNoCode': 'Værktøjsserveren sendte ingen godkendelseskode.',
  'refuse.address':
    'Tjenestens adresse skal være en http://- eller https://-URL uden forespørgsel eller fragment.',
  'refuse.noRows': 'Denne rapport har ingen rækker at indsætte.',
  'refuse.phrase': 'Indtast et søgeord, der skal analyseres.',
  'refuse.noPhrases': 'Indtast mindst ét søgeord, ét pr. linje.',
  'refuse.noUrls': 'Indtast mindst én URL, én pr. linje.',
  'refuse.tooManyPhrases': 'Et crawl tager højst {max} søgeord; du angav {got}.',
  'refuse.tooManyUrls': 'Et crawl tager højst {max} URL’er; du angav {got}.',
  'refuse.notUrl': 'Ikke en http(s)-URL: {value}',
  'refuse.reportNeeds': 'Rapporten kræver {name}.',
  'refuse.reportNeedsNumber': 'Rapporten kræver {name} som et tal.',
  'refuse.noRun': 'Denne rapportkørsel findes ikke længere.',
  'refuse.fillIn': 'Udfyld: {fields}.',
  'refuse.sheetName': 'Navngiv arket, som rapporten skal i.',
  'refuse.cadence': 'Vælg en time fra 0 til 23 (og en ugedag for ugentlige kørsler).',
  'refuse.keep': 'Øjebliksbilleder, der bevares helt: et helt tal fra 1 til {max}.',
  'refuse.unknownReport': 'Ukendt rapport „{id}”.',
  'refuse.unknownSerpReport': 'Ukendt SERP-rapport „{report}”.',
  'note.noRows': 'Ingen rækker',
  'callback.connected': 'Forbundet',
  'callback.notConnected': 'Ikke forbundet',
  'callback.connectedAs': 'SEO Sheets er forbundet til værktøjsserveren som {email}.',
  'callback.close': 'Du kan lukke dette vindue.',
  'log.runFailed': 'Planlagt SEO Sheets-kørsel mislykkedes: {error}',
  'log.waitingFailed': 'SEO Sheets kunne ikke tjekke de SERP-analyser, som formler venter på: {error}',
  'settings.notSaved': 'Indstillingerne blev ikke gemt. {problems}.',
  'settings.unknown': 'ukendt indstilling „{key}”',
  'settings.countryId': 'countryId skal være et heltal over 0',
  'settings.freshnessHours': 'freshnessHours tager 0 til {max} timer for {kinds}',
  'settings.refreshStamp': 'refreshStamp skal være et tidspunkt i millisekunder',
  'settings.language': 'language er et af {languages} eller null for regnearkets landestandard',
  'settings.visibilityWay': 'visibilityWay er en af {ways}',
  'settings.object': 'indstillinger skal være et objekt',
  joinList: '{first}; {second}',
  'serp.status': 'Analyse kører',
  'serp.running':
    '{status}, klar om cirka {minutes} min (tjekket {checked}). Denne celle opdaterer og udfylder sig selv: hvert minut, mens SEO Sheets-sidepanelet er åbent, og hver time.',
  'serp.late':
    '{status} i {minutes} min, længere end normalt (tjekket {checked}). Denne celle udfylder sig selv, når den er klar: hvert minut, mens SEO Sheets-sidepanelet er åbent, og hver time.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'Tjenesten afviste „{item}” ({why}); de øvrige rækker blev hentet uden det.',
  'zeros.none': 'Ingen data for dette domæne på dette marked.',
  'zeros.noneWhy': 'Ingen data for dette domæne på dette marked: {why}',
  'note.pathDropped':
    'Stien „{path}” er udeladt: {param} "{mode}" læser {host} som en helhed; {param} "url" læser denne URL.',
  'note.emptyDomains': 'Ingen domæner i området endnu: skriv ét i hver celle, så udfyldes tabellen.',
  'note.emptyPhrases': 'Ingen søgeord i området endnu: skriv ét i hver celle, så udfyldes tabellen.',
  'arg.market': 'country_id {got} er ikke et marked, tjenesten har data for; den har {markets}.',
  'arg.marketKeywords': 'country_id {got} er ikke et marked i søgeordsdatabasen; den har {markets}.',
  'arg.moved': '{name}: „{got}” er en værdi af {param}, som kommer sidst: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Nogle af tallene her blev hentet for {hours} t siden, længere tid end dette dokument regner data for aktuelle. De bliver stående, indtil du opdaterer: Opdater alt nu, eller en ny værdi i argumentet refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Tjenestens adresse skal begynde med https:// (http:// kun på denne computer: localhost eller 127.0.0.1): et login sendt over almindelig http:// kan læses undervejs.',
  'error.webPage':
    'Tjenesten svarede med en webside, ikke med data (HTTP {status}). Prøv igen senere; sker det igen, så tjek Indstillinger › Tjenestens adresse.',
  'error.notData':
    'Tjenesten svarede med noget andet end data (HTTP {status}). Prøv igen senere; sker det igen, så tjek Indstillinger › Tjenestens adresse.',
  'error.pageTooLarge':
    'Tjenesten sendte for mange rækker: {rows} for en side på {asked}, langt flere end den sender på en side, så svaret blev afvist ulæst. Prøv igen senere.',
  'error.toolAddressInsecure':
    'Værktøjsserverens adresse {address} begynder ikke med https:// (http:// kun på denne computer), så SEO Sheets oprettede ikke forbindelse.',
  'error.toolMetadataInsecure':
    'Værktøjsserverens login-metadata angiver {field} som {address}; kun https://-adresser er betroede (http:// kun på denne computer), så SEO Sheets oprettede ikke forbindelse.',
  'error.toolMetadataMissing':
    'Værktøjsserverens login-metadata mangler {field}, så SEO Sheets oprettede ikke forbindelse.',
  'error.toolMetadataIssuer':
    'Autorisationsserveren på {expected} kalder sig {issuer} i sine metadata; de to skal være ens (RFC 8414), så SEO Sheets oprettede ikke forbindelse.',
  'error.toolMetadataNoS256':
    'Værktøjsserverens autorisationsserver nævner ikke S256 i code_challenge_methods_supported; MCP kræver login med PKCE S256, så SEO Sheets oprettede ikke forbindelse.',
  // Kørsler uden opsyn fortalt til den, der ikke så dem, og en forbindelse afbrudt midt i svaret (issue 34).
  'error.connectionCut': 'Forbindelsen til tjenesten blev afbrudt, før svaret nåede frem; prøv igen om lidt.',
  'run.failedTry': 'Sidste forsøg mislykkedes: {cause}.',
  'run.quotaUnread':
    'Kvoten for {name} er brugt op, og tjenestens grænser kan ikke læses nu, så det vides ikke, hvornår den nulstilles. Rapporten fortsætter ved det første timetjek, der læser dem og finder plads, eller når du klikker på Genoptag.',
  'run.waitsConnection':
    '{reason} Rapporten fortsætter af sig selv ved næste timetjek, så snart forbindelsen kan spørge efter den, eller når du klikker på Genoptag.',
  'run.recovered': {
    one: 'Kørt {ran}, {late} forsinket (planlagt {due}), efter {count} mislykket forsøg: tjenesten fejlede kl. {tries}.',
    other:
      'Kørt {ran}, {late} forsinket (planlagt {due}), efter {count} mislykkede forsøg: tjenesten fejlede kl. {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min.',
  'run.lateHours': '{count} t.',
  'run.lateDays': { one: '{count} dag', other: '{count} dage' },
  'cause.cut': 'afbrudt forbindelse',
  'cause.network': 'tjenesten kunne ikke nås',
  'cause.edge': 'for mange forbindelser på én gang',
  'cause.deadline': 'intet svar i tide',
  'cause.other': 'en fejl',
  'list.and': '{first} og {second}',
  'refuse.options': {
    one: 'Værktøjsserveren, du er forbundet via, kan ikke køre denne rapport med dette felt udfyldt: {options}. Kør den uden, eller log ind på API’et for at bruge det.',
    other:
      'Værktøjsserveren, du er forbundet via, kan ikke køre denne rapport med disse felter udfyldt: {options}. Kør den uden dem, eller log ind på API’et for at bruge dem.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'Ingen data for dette marked: tjenesten har dem ikke for {domain} med country_id {country}.',
  'note.noDataMarketAny': 'Ingen data for dette marked (country_id {country}).',
  'error.toolNotInPlan':
    'Værktøjet {tool} er ikke med i denne kontos abonnement (værktøjsserveren svarede 402, betaling påkrævet).',
  'error.authNotListed':
    'Login stoppet, før noget blev sendt: {url} er ikke en autorisationsserver, som denne version af SEO Sheets kender ({listed}). Spørg den, der har udrullet tilføjelsen.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (en mappe) har ingen domænestatistik: tjenesten giver den for et helt domæne ("topLevelDomain"), et værtsnavn ("subdomain") eller enkelte URL\'er ("url", via URL-værktøjet), og dens dashboard afviser en mappe. For en mappe viser SEO_URLS domænets rangerende URL\'er med deres tal (dem under dens sti hører til mappen), og SEO_POSITIONS i tilstanden "catalog" dens søgeord.',
  'mode.urlNeedsApi':
    'fetch_mode "url" læser enkelte URL\'er via URL-værktøjet, som kun et login til API\'et giver (værktøjsserveren har ikke et sådant værktøj), og dashboardet læser kun hele domæner ("topLevelDomain") og værtsnavne ("subdomain"). Log ind på API\'et, eller spørg efter domænet eller værtsnavnet.',
  'note.bulkBlankUrl':
    'For enkelte URL\'er (fetch_mode "url") er URL-værktøjet den eneste vej: dashboardet, der giver dem, læser kun hele domæner og værtsnavne.',
  'way.mode': "dashboardet læser ikke enkelte URL'er",
  'keywords.urlCountry':
    'Udgangspunkter, der er URL\'er (tilstanden "url"), besvarer tjenesten kun for country_id {only} (Polen), ikke {country}.',
  'keywords.tooManySeeds':
    'Højst {max} udgangspunkter kan sendes i én forespørgsel; området indeholder {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Markér først en celle til eksemplet.',
  'refuse.cellNotEmpty':
    '{cell} er ikke tom: markér en tom celle til eksemplet, så intet af dit bliver overskrevet.',
  'refuse.unknownFormula': 'SEO Sheets har ingen formel »{name}«.',
  'probe.account': 'Konto ({call})',
  'probe.limits': 'Abonnementets grænser ({call})',
  'probe.countries': 'Lande ({call})',
  'probe.handshake': 'Forbindelse oprettes ({call})',
  'probe.tools': 'Værktøjer ({call})',
  'probe.countriesRead': { one: '{count} land', other: '{count} lande' },
  'probe.toolsRead': { one: '{count} værktøj', other: '{count} værktøjer' },
  'probe.limitsRead': { one: '{count} grænse læst', other: '{count} grænser læst' },
} satisfies Catalogue<typeof en>;
