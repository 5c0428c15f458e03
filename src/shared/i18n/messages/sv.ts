/** Swedish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';

const MENU = 'Tillägg › SEO Sheets';
const SIGN_IN_AGAIN = `Logga in igen via ${MENU}.`;
const RUN_A_REPORT = `Använd ${MENU} › Kör en rapport för stora förfrågningar.`;
const CACHED = 'raderna som redan finns här ligger i cachen och kostar ingenting.';
const LAUNCHER = `använd ${MENU} › Kör en rapport för allt`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Inte inloggad i SEO Sheets. Logga in via ${MENU}.`,
  'error.noSignIn': `Ingen SEO Sheets-inloggning för den här formeln. Formler körs på kalkylarksägarens inloggning: ägaren kan logga in via ${MENU}, eller en inloggad redigerare kan låta formler i det här dokumentet använda sin inloggning.`,
  'error.noSignInLast': `Ingen SEO Sheets-inloggning för den här formeln. Formler körs på kalkylarksägarens inloggning (senast inloggad här: {account}): ägaren kan logga in via ${MENU}, eller en inloggad redigerare kan låta formler i det här dokumentet använda sin inloggning.`,
  'error.sessionExpired': `Din SEO Sheets-session har gått ut. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Din SEO Sheets-session ({account}) har gått ut. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Fel e-postadress eller lösenord.',
  'error.emailNotConfirmed':
    'Kontots e-postadress är inte bekräftad än. Bekräfta den via e-postmeddelandet från tjänsten och logga sedan in.',
  'error.noApiAccess':
    'Det här kontot saknar API-åtkomst: det behöver ett aktivt Advanced- eller Prime-abonnemang, eller API-tillägget till Basic eller Lite (tillägget enbart för verktygsservern ingår inte).',
  'error.tryToolServer':
    '{error} Om abonnemanget omfattar verktygsservern, använd ”Anslut via verktygsservern” i stället.',
  'error.toolServerOnly':
    '{email} är ansluten via verktygsservern, vars verktyg inte täcker detta; det kräver en inloggning till API:et.',
  'error.serpNotInPlan':
    'SERP-analys ingår inte i kontots abonnemang: det kräver SERP-tillägget (ingår i Prime).',
  'error.routeNotFound': 'Tjänsten känner inte till rapporten {path}. Uppdatera SEO Sheets.',
  'error.resourceNotFound': 'Hittades inte: kontrollera id:t eller namnet du frågade efter.',
  'error.methodNotAllowed': 'Tjänsten avvisade sättet rapporten begärdes på. Uppdatera SEO Sheets.',
  'error.invalidData': 'Ogiltig indata: {fields}.',
  'error.invalidDataService': 'Ogiltig indata: {text}',
  'error.invalidFilter': 'Den här rapporten stöder inte det filtret.',
  'error.invalidFilterWhy': 'Den här rapporten stöder inte det filtret ({text}).',
  'error.unauthorizedResource':
    'Ingen åtkomst: projektet, gruppen eller sökordet finns inte eller tillhör ett annat konto.',
  'error.quota': 'Kontots kvot för {name} är slut{limit}. {after}{note}',
  'error.quotaAny': 'Kontots kvot är slut{limit}. {after}{note}',
  'quota.limit': ' (gräns {limit})',
  'quota.resetsSoon': 'Den återställs om mindre än en timme.',
  'quota.resetsHours': {
    one: 'Den återställs om {count} timme.',
    other: 'Den återställs om {count} timmar.',
  },
  'quota.resetsDays': {
    one: 'Den återställs om {count} dag.',
    other: 'Den återställs om {count} dagar.',
  },
  'quota.cached': 'Data som redan hämtats finns kvar i cachen.',
  'quota.toolsNote':
    ' Sökordsstatistik (SEO_KEYWORD_STATS), TOP100- och URL-genomsökningar och SERP-jämförelser drar alla från denna enda gemensamma räknare.',
  'error.unfinishedTask': 'Analysen pågår fortfarande; försök igen om en minut.',
  'error.dataUnreachable': 'Datan är tillfälligt otillgänglig hos tjänsten; försök igen senare.',
  'error.serverTimeout':
    'Tjänsten tog för lång tid att beräkna detta; begränsa förfrågan (ett kortare datumintervall, färre rader eller ett filter).',
  'error.gatewayTimeout': `Tjänsten svarade inte i tid (HTTP 504), så inget kom tillbaka; försök igen om några minuter. ${RUN_A_REPORT}`,
  'error.database': 'Tjänsten fick ett databasfel; försök igen senare.',
  'error.serviceError': 'Tjänsten rapporterade ett tillfälligt problem. Försök igen senare.',
  'error.serviceErrorWhy': 'Tjänsten rapporterade ett tillfälligt problem: {text}. Försök igen senare.',
  'error.serverError': 'Tjänsten fick ett internt fel (HTTP {status}); försök igen senare.',
  'error.serviceUnavailable': 'Tjänsten är inte tillgänglig just nu; försök igen om några minuter.',
  'error.edgeRejected': 'Tjänsten avvisade anslutningen (för många samtidigt); försök igen strax.',
  'error.network': 'Det gick inte att nå tjänsten (nätverksfel); försök igen strax.',
  'error.deadline': `Tiden tog slut i väntan på tjänsten. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Tjänstens svar går inte att använda: {what}. Uppdatera SEO Sheets om det fortsätter.',
  'error.redirect':
    'Tjänstens adress omdirigerar till {location}; kontrollera tjänstens adress i Inställningar.',
  'error.toolsNotInPlan': 'Kontots abonnemang omfattar inte verktygsservern.',
  'error.toolRefused': 'Verktygsservern avvisade begäran: {text}',
  'error.toolUnreadable': 'Verktygsservern gav ett svar som SEO Sheets inte kan läsa ({what}).',
  'error.toolAnswerUnreadable': 'Verktygsserverns svar på {tool} är inte data som SEO Sheets kan läsa.',
  'error.toolConnectionEnded': `Verktygsserveranslutningen för {account} har upphört. Anslut igen via ${MENU}.`,
  'error.toolSignInEnded': `Inloggningen på verktygsservern har upphört. Anslut igen via ${MENU}.`,
  'error.toolConnectFailed': 'Anslutningen till verktygsservern misslyckades: {what}.',
  'error.noTool': '{formula} behöver verktyget {tool}, som den här verktygsservern inte erbjuder {account}.',
  'error.outOfTime': `Tiden tog slut. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Googles dagliga kvot för det här tillägget är slut; försök igen i morgon.',
  'error.tooManyCalls':
    'För många formler samtidigt; ge ett område till en formel i stället för en formel per cell.',
  'error.notAllowed': `SEO Sheets får inte göra det här; öppna det först via ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: något gick fel; försök igen.',
  'arg.oneCell': '{name}: förväntade en cell, fick ett område på {rows}×{cols}.',
  'arg.oneColumn': '{name}: använd en kolumn eller en rad med celler (området är {rows}×{cols}).',
  'arg.cellError': '{name}: cellen innehåller felet {value}.',
  'arg.required': '{name} krävs.',
  'arg.wholeNumber': '{name} måste vara ett heltal från {min} till {max} (fick {got}).',
  'arg.boolean': '{name} måste vara TRUE eller FALSE (fick {got}).',
  'arg.choice': '{name} måste vara en av {choices} (fick {got}).',
  'arg.badDate': '{name} är inte ett giltigt datum.',
  'arg.date': '{name} måste vara ett datum eller text som 2026-11-01 (fick {got}).',
  'arg.dateOrder': 'date_min ({min}) ligger efter date_max ({max}): byt plats på dem.',
  'arg.noDates': '{name}: ange minst ett datum.',
  'arg.tooManyDates': '{name}: högst {max} datum (fick {got}).',
  'arg.tooMany': {
    one: '{name} tar högst {count} argument, fick {got}: {usage}.',
    other: '{name} tar högst {count} argument, fick {got}: {usage}.',
  },
  'arg.noArguments': '{name} tar inga argument, fick {got}: {usage}.',
  'arg.missing': '{name} behöver {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': '{name} får ha högst {max} tecken (fick {got}).',
  'arg.tooManyPhrases': `{count} sökord att slå upp är för många för en formel (högst {max} nya sökord åt gången); ${LAUNCHER}.`,
  'arg.toolContentStatistics':
    'report: verktygsservern ger ”content_statistics” per sida, inte måtten som tabellen visar; logga in på API:et för dem, eller be om ”urls”.',
  'filter.cannotRead': 'kan inte läsa ”{part}”: {why}. {syntax}',
  'filter.syntax':
    'Skriv nyckel, operator, värde: position<=10, searches>100, keyword contains skor, url="https://example.se/a"; operatorer <, <=, >, >=, = och contains; förena villkor med ”and” (alla måste gälla).',
  'filter.notEqual': 'tjänsten har inget filter för ”inte lika med”',
  'filter.noOperator': 'ingen operator efter nyckeln',
  'filter.noKey': 'det ska börja med en nyckel',
  'filter.nothingAfter': 'inget efter ”{operator}”',
  'filter.notOperator': '”{operator}” är ingen operator',
  'filter.openQuote': 'citattecknen i {value} stängs inte',
  'filter.number': 'efter ”{operator}” behövs ett tal, inte ”{value}”',
  'filter.or':
    '”or” stöds inte (alla villkor måste gälla); använd en formel eller rapport per alternativ, eller sätt text som innehåller ”or” inom citattecken',
  'filter.leadingJoiner': 'det börjar med ett bindeord',
  'filter.danglingJoiner': 'ett bindeord utan villkor efter',
  'domain.notDomain': '{text} är ingen domän: {why}',
  'domain.notDomainOrUrl': '{text} är ingen domän eller URL: {why}',
  'domain.spaces': 'den innehåller mellanslag (ett sökord?)',
  'domain.comma': 'ett kommatecken där en punkt hör hemma? ({fixed})',
  'domain.noDot': 'ingen punkt och ingen ändelse som .se eller .com',
  'domain.character': '”{character}” kan inte ingå i en domän',
  'domain.emptyPart': 'en tom del mellan punkter',
  'domain.label': 'en del börjar eller slutar med ”-” eller är längre än 63 tecken',
  'domain.ending': 'den slutar inte på en domänändelse som .se',
  'zeros.allZeros': 'Bara nollor: {why}',
  'zeros.noData': 'Inga data. {why}',
  'zeros.market': '{host} är en .{ending}-domän och country_id {country} är en annan marknad; prova {ids}.',
  'zeros.either': '{first} eller {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" läser {host} som en hel domän; använd fetch_mode "subdomain" för ett värdnamn, eller fråga efter {domain}.',
  'note.inputError': 'Indatacellen innehåller {value}.',
  'note.tooLong': 'Längre än {max} tecken: inte uppslaget.',
  'note.refused': '{problem}: inte uppslaget.',
  'note.notLookedUp': 'Inte uppslaget.',
  'note.notRanking': '{domain} rankar inte på ”{keyword}”.',
  'note.outOfTime': `Inte hämtat: formeln fick slut på tid (30 s). Ange den igen för att hämta resten; ${CACHED}`,
  'note.tryLater': `Inte hämtat: {error} Ange formeln igen senare för att hämta resten; ${CACHED}`,
  'note.planRows': 'De första {count} raderna: abonnemangets gräns per rapport.',
  'note.planRowsOf': 'De första {count} av {total} rader: abonnemangets gräns per rapport.',
  'note.timeRows': `De första {count} raderna: ingen tid för fler i en formel; ${LAUNCHER}.`,
  'note.timeRowsOf': `De första {count} av {total} rader: ingen tid för fler i en formel; ${LAUNCHER}.`,
  'note.firstRows': 'De första {count} raderna.',
  'note.noData': 'Inga data.',
  'note.noMatch': 'Inga data: ingen rad matchar filtret.',
  'note.noCounters': 'Inga räknare.',
  'note.aiOverviews':
    'AI Overviews-data finns bara för country_id {country} (Polen, databas 2.0): sätt country_id till {country}.',
  'run.quota': 'Kvoten för {name} är slut. Rapporten fortsätter när den återställs.',
  'run.quotaSoon':
    'Kvoten för {name} är slut. Rapporten fortsätter när den återställs, om mindre än en timme.',
  'run.quotaHours': {
    one: 'Kvoten för {name} är slut. Rapporten fortsätter när den återställs, om {count} timme.',
    other: 'Kvoten för {name} är slut. Rapporten fortsätter när den återställs, om {count} timmar.',
  },
  'run.quotaDays': {
    one: 'Kvoten för {name} är slut. Rapporten fortsätter när den återställs, om {count} dag.',
    other: 'Kvoten för {name} är slut. Rapporten fortsätter när den återställs, om {count} dagar.',
  },
  'serp.status': 'Analys pågår',
  'serp.running':
    '{status}, klar om ungefär {minutes} min. Den här cellen fyller i sig själv när den är klar (kontrolleras medan SEO Sheets-sidopanelen är öppen, och varje timme).',
} satisfies Catalogue<typeof en>;
