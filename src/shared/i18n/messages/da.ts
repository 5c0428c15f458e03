/** Danish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';

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
  'quota.toolsNote':
    ' Søgeordsstatistik (SEO_KEYWORD_STATS), TOP100- og URL-crawls og SERP-sammenligninger trækker alle på denne ene fælles tæller.',
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
  'error.noTool': '{formula} kræver værktøjet {tool}, som denne værktøjsserver ikke tilbyder {account}.',
  'error.outOfTime': `Tiden løb ud. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Googles daglige kvote for denne tilføjelse er brugt op; prøv igen i morgen.',
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
  'arg.toolContentStatistics':
    'report: værktøjsserveren giver „content_statistics” pr. side, ikke de mål, tabellen viser; log ind på API’et for dem, eller bed om „urls”.',
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
  'domain.notDomain': '{text} er ikke et domæne: {why}',
  'domain.notDomainOrUrl': '{text} er ikke et domæne eller en URL: {why}',
  'domain.spaces': 'det indeholder mellemrum (et søgeord?)',
  'domain.comma': 'et komma, hvor der skal være et punktum? ({fixed})',
  'domain.noDot': 'intet punktum og ingen endelse som .dk eller .com',
  'domain.character': '„{character}” kan ikke indgå i et domæne',
  'domain.emptyPart': 'en tom del mellem punktummer',
  'domain.label': 'en del starter eller slutter med „-” eller er længere end 63 tegn',
  'domain.ending': 'det ender ikke på en domæneendelse som .dk',
  'zeros.allZeros': 'Lutter nuller: {why}',
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
  'note.noMatch': 'Ingen data: ingen række matcher filteret.',
  'note.noCounters': 'Ingen tællere.',
  'note.aiOverviews':
    'AI Overviews-data findes kun for country_id {country} (Polen, database 2.0): sæt country_id til {country}.',
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
  'serp.status': 'Analyse kører',
  'serp.running':
    '{status}, klar om cirka {minutes} min. Denne celle udfylder sig selv, når den er klar (tjekkes, mens SEO Sheets-sidepanelet er åbent, og hver time).',
} satisfies Catalogue<typeof en>;
