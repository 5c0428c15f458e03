/** Swedish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/sv';
import { counterMessages } from './counters';

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
  'cost.free': 'Gratis. {reason}',
  'cost.serpExists': 'Det finns redan en analys av den här frasen: gratis.',
  'cost.readFree': 'Att läsa kvoter, uppgifter och färdiga resultat är gratis.',
  'cost.everyTime': 'Debiteras varje gång.',
  'cost.newRequest':
    'Uppskattat: en enhet, om inte {same} redan debiterats under de senaste 24 timmarna (av valfri rapport eller formel: en upprepning är gratis).',
  'cost.repeat':
    'Uppskattat: {same} debiterades för {ago} sedan, och tjänsten debiterar dem en gång per 24 timmar, oavsett vilken rapport eller formel som frågar.',
  'cost.same.domain': 'samma domän, läge och marknad',
  'cost.same.phrases': 'samma sökfraser, analys, läge och marknad',
  'cost.same.backlinks': 'samma domän och marknad',
  'cost.same.tool': 'samma verktygsparametrar',
  'cost.same.crawl': 'samma crawlparametrar',
  'cost.same.statistics': 'samma sökfraser och marknad',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} h',
  'cost.newRuns': 'Nya statistikkörningar: {units} av {batches}.',
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
  'quota.note': ' {note}',
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
  'error.noTool': 'Det behöver verktyget {tool}, som den här verktygsservern inte erbjuder {account}.',
  'error.outOfTime': `Tiden tog slut. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Googles dagliga kvot för det här tillägget är slut; försök igen i morgon.',
  'error.cellLimit':
    'Det här kalkylarket har nått de 10 miljoner celler som Google Kalkylark tillåter: ta bort blad eller rader du inte längre behöver (historikblad kan spara färre ögonblicksbilder) och återuppta sedan.',
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
  'arg.noDomains': '{name}: ange minst en domän.',
  'arg.tooManyDomains': '{name}: högst {max} domäner (fick {got}).',
  'arg.sameDomain': '{name}: {domain} är domänen de jämförs med; utelämna den.',
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
  'filter.unknownKey': '”{key}” är inte en nyckel som rapporten filtrerar på; den tar {keys}',
  'filter.unknownKeyNear':
    '”{key}” är inte en nyckel som rapporten filtrerar på (menade du ”{near}”?); den tar {keys}',
  'filter.decimalPoint':
    'det här dokumentet skriver tal med decimalpunkt, så ”{value}” är inget tal: skriv {point} för ett decimaltal eller {whole} för ett heltal',
  'domain.notDomain': '{text} är ingen domän: {why}',
  'domain.notDomainOrUrl': '{text} är ingen domän eller URL: {why}',
  'domain.spaces': 'den innehåller mellanslag (ett sökord?)',
  'domain.nothing': 'när ”http://” och ”www.” tas bort finns ingen domän kvar',
  'domain.comma': 'ett kommatecken där en punkt hör hemma? ({fixed})',
  'domain.noDot': 'ingen punkt och ingen ändelse som .se eller .com',
  'domain.character': '”{character}” kan inte ingå i en domän',
  'domain.emptyPart': 'en tom del mellan punkter',
  'domain.label': 'en del börjar eller slutar med ”-” eller är längre än 63 tecken',
  'domain.ending': 'den slutar inte på en domänändelse som .se',
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
  'note.blankColumns': 'Tomma här: {columns}. {why}',
  'note.toolGivesFewer': 'Verktygsservern ger inte de här siffrorna; en inloggning till API:et fyller i dem.',
  'note.noMatch': 'Inga data: ingen rad matchar filtret.',
  'note.noCounters': 'Inga räknare.',
  'note.interval': 'Interval "{asked}" begärdes, men tjänsten skickade "{got}"-punkter; de visas som de kom.',
  'note.aiOverviews':
    'AI Overviews-data finns bara för country_id {country} (Polen, databas 2.0): sätt country_id till {country}.',
  'error.notInRun':
    'Svaret från URL-verktygets körning utelämnar den här domänen; ange formeln igen senare för att fråga på nytt.',
  'note.bulkBlank': {
    one: 'Domänrank, kategori och AI Overview-siffror är tomma för {count} domän: den kom från en körning av URL-verktyget (en verktygsenhet för upp till 500 domäner), som inte ger dem. {how}',
    other:
      'Domänrank, kategori och AI Overview-siffror är tomma för {count} domäner: de kom från en körning av URL-verktyget (en verktygsenhet för upp till 500 domäner), som inte ger dem. {how}',
  },
  'note.bulkBlankColumns':
    'Ange dem i columns, t.ex. "visibility, domain_rank", för att hämta dem per domän (en enhet synlighetsanalys var).',
  'note.bulkBlankSetting':
    'Inställningar › Domänstatistik ber om körningar av URL-verktyget; välj ett annat sätt där för att hämta dem per domän.',
  'cost.viaBulk': 'En körning av URL-verktyget i stället för en dashboardförfrågan: {why}.',
  'way.spent': 'kvoten för synlighetsanalys är slut tills den återställs',
  'way.setting': 'Inställningar › Domänstatistik ber om det',
  'way.cheaper': 'den använder en mindre del av det som finns kvar',
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
  'run.retrying': '{reason} Nästa automatiska försök: {at}.',
  'run.gaveUp': '{reason} Inga fler automatiska försök: felet varade i 24 timmar.',
  'refuse.language': 'Okänt språk ”{choice}”: välj ett av {languages}, eller automatiskt.',
  'refuse.credentials': 'Ange e-postadress och lösenord för ditt konto.',
  'refuse.token': 'Det där ser inte ut som en API-token.',
  'refuse.confirmSharing':
    'Bekräfta först: alla redigerare av det här dokumentet kör formler på din inloggning och förbrukar ditt kontos kvot, tills du slutar dela eller loggar ut.',
  'refuse.shareSignedOut': 'Logga in först och dela sedan din inloggning.',
  'refuse.shareNoDocument': 'Öppna SEO Sheets från ett kalkylark för att dela en inloggning med det.',
  'refuse.toolCancelled': 'Inloggningen avbröts.',
  'refuse.toolRefused': 'Verktygsservern vägrade: {text}.',
  'refuse.toolNotPending': 'Det här anslutningsförsöket är inte längre aktivt. Börja om från sidopanelen.',
  'refuse.toolNoCode': 'Verktygsservern skickade ingen auktoriseringskod.',
  'refuse.address': 'Tjänstens adress måste vara en http://- eller https://-URL utan fråga eller fragment.',
  'refuse.noRows': 'Den här rapporten har inga rader att infoga.',
  'refuse.phrase': 'Ange ett sökord att analysera.',
  'refuse.noPhrases': 'Ange minst ett sökord, ett per rad.',
  'refuse.noUrls': 'Ange minst en URL, en per rad.',
  'refuse.tooManyPhrases': 'En genomsökning tar högst {max} sökord; du angav {got}.',
  'refuse.tooManyUrls': 'En genomsökning tar högst {max} URL:er; du angav {got}.',
  'refuse.notUrl': 'Inte en http(s)-URL: {value}',
  'refuse.reportNeeds': 'Rapporten behöver {name}.',
  'refuse.reportNeedsNumber': 'Rapporten behöver {name} som ett tal.',
  'refuse.noRun': 'Den här rapportkörningen finns inte längre.',
  'refuse.fillIn': 'Fyll i: {fields}.',
  'refuse.sheetName': 'Namnge bladet som rapporten ska till.',
  'refuse.cadence': 'Välj en timme från 0 till 23 (och en veckodag för veckovisa körningar).',
  'refuse.keep': 'Ögonblicksbilder som behålls hela: ett heltal från 1 till {max}.',
  'refuse.unknownReport': 'Okänd rapport ”{id}”.',
  'refuse.unknownSerpReport': 'Okänd SERP-rapport ”{report}”.',
  'note.noRows': 'Inga rader',
  'callback.connected': 'Ansluten',
  'callback.notConnected': 'Inte ansluten',
  'callback.connectedAs': 'SEO Sheets är anslutet till verktygsservern som {email}.',
  'callback.close': 'Du kan stänga det här fönstret.',
  'log.runFailed': 'Schemalagd körning av SEO Sheets misslyckades: {error}',
  'log.waitingFailed': 'SEO Sheets kunde inte kontrollera SERP-analyserna som formler väntar på: {error}',
  'settings.notSaved': 'Inställningarna sparades inte. {problems}.',
  'settings.unknown': 'okänd inställning ”{key}”',
  'settings.countryId': 'countryId måste vara ett heltal över 0',
  'settings.freshnessHours': 'freshnessHours tar 0 till {max} timmar för {kinds}',
  'settings.refreshStamp': 'refreshStamp måste vara en tid i millisekunder',
  'settings.language': 'language är ett av {languages}, eller null för kalkylarkets nationella inställning',
  'settings.visibilityWay': 'visibilityWay är en av {ways}',
  'settings.object': 'inställningar måste vara ett objekt',
  joinList: '{first}; {second}',
  'serp.status': 'Analys pågår',
  'serp.running':
    '{status}, klar om ungefär {minutes} min (kontrollerad {checked}). Den här cellen uppdaterar och fyller i sig själv: varje minut medan SEO Sheets-sidopanelen är öppen, och varje timme.',
  'serp.late':
    '{status} i {minutes} min, längre än vanligt (kontrollerad {checked}). Den här cellen fyller i sig själv när den är klar: varje minut medan SEO Sheets-sidopanelen är öppen, och varje timme.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'Tjänsten avvisade ”{item}” ({why}); de övriga raderna hämtades utan den.',
  'zeros.none': 'Inga data för den här domänen på den här marknaden.',
  'zeros.noneWhy': 'Inga data för den här domänen på den här marknaden: {why}',
  'note.pathDropped':
    'Sökvägen ”{path}” utelämnades: {param} "{mode}" läser {host} som helhet; {param} "url" läser den här URL:en.',
  'note.emptyDomains': 'Inga domäner i området än: skriv en per cell så fylls tabellen i.',
  'note.emptyPhrases': 'Inga sökord i området än: skriv ett per cell så fylls tabellen i.',
  'arg.market': 'country_id {got} är ingen marknad som tjänsten har data för; den har {markets}.',
  'arg.marketKeywords': 'country_id {got} är ingen marknad i sökordsdatabasen; den har {markets}.',
  'arg.moved': '{name}: ”{got}” är ett värde för {param}, som kommer sist: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'En del av siffrorna här hämtades för {hours} h sedan, längre sedan än det här dokumentet räknar data som aktuella. De står kvar tills du uppdaterar: Uppdatera allt nu, eller ett nytt värde i argumentet refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Tjänstens adress måste börja med https:// (http:// bara på den här datorn: localhost eller 127.0.0.1): en inloggning som skickas över vanlig http:// kan läsas på vägen.',
  'error.webPage':
    'Tjänsten svarade med en webbsida, inte med data (HTTP {status}). Försök igen senare; om det upprepas, kontrollera Inställningar › Tjänstens adress.',
  'error.notData':
    'Tjänsten svarade med något annat än data (HTTP {status}). Försök igen senare; om det upprepas, kontrollera Inställningar › Tjänstens adress.',
  'error.pageTooLarge':
    'Tjänsten skickade för många rader: {rows} för en sida på {asked}, långt fler än den skickar på en sida, så svaret avvisades oläst. Försök igen senare.',
  'error.toolAddressInsecure':
    'Verktygsserverns adress {address} börjar inte med https:// (http:// bara på den här datorn), så SEO Sheets anslöt inte.',
  'error.toolMetadataInsecure':
    'Verktygsserverns inloggningsmetadata anger {field} som {address}; bara https://-adresser är betrodda (http:// bara på den här datorn), så SEO Sheets anslöt inte.',
  'error.toolMetadataMissing':
    'Verktygsserverns inloggningsmetadata saknar {field}, så SEO Sheets anslöt inte.',
  'error.toolMetadataIssuer':
    'Auktoriseringsservern på {expected} kallar sig {issuer} i sina metadata; de två måste vara lika (RFC 8414), så SEO Sheets anslöt inte.',
  'error.toolMetadataNoS256':
    'Verktygsserverns auktoriseringsserver listar inte S256 i code_challenge_methods_supported; MCP kräver inloggning med PKCE S256, så SEO Sheets anslöt inte.',
  // Körningar utan tillsyn berättade för den som inte såg dem, och en anslutning som bröts mitt i svaret (issue 34).
  'error.connectionCut': 'Anslutningen till tjänsten bröts innan svaret kom fram; försök igen strax.',
  'run.failedTry': 'Senaste försöket misslyckades: {cause}.',
  'run.quotaUnread':
    'Kvoten för {name} är slut, och tjänstens gränser går inte att läsa nu, så det är okänt när den återställs. Rapporten fortsätter vid den första timkontrollen som läser dem och hittar utrymme, eller när du klickar på Återuppta.',
  'run.waitsConnection':
    '{reason} Rapporten fortsätter av sig själv vid nästa timkontroll så snart anslutningen kan fråga efter den, eller när du klickar på Återuppta.',
  'run.recovered': {
    one: 'Kördes {ran}, {late} sent (planerad {due}), efter {count} misslyckat försök: tjänsten fallerade kl. {tries}.',
    other:
      'Kördes {ran}, {late} sent (planerad {due}), efter {count} misslyckade försök: tjänsten fallerade kl. {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} tim',
  'run.lateDays': { one: '{count} dag', other: '{count} dagar' },
  'cause.cut': 'bruten anslutning',
  'cause.network': 'tjänsten onåbar',
  'cause.edge': 'för många anslutningar samtidigt',
  'cause.deadline': 'inget svar i tid',
  'cause.other': 'ett fel',
  'list.and': '{first} och {second}',
  'refuse.options': {
    one: 'Verktygsservern du är ansluten via kan inte köra den här rapporten med det här fältet ifyllt: {options}. Kör den utan, eller logga in på API:et för att använda det.',
    other:
      'Verktygsservern du är ansluten via kan inte köra den här rapporten med de här fälten ifyllda: {options}. Kör den utan dem, eller logga in på API:et för att använda dem.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'Inga data för den här marknaden: tjänsten har inga för {domain} med country_id {country}.',
  'note.noDataMarketAny': 'Inga data för den här marknaden (country_id {country}).',
  'error.toolNotInPlan':
    'Verktyget {tool} ingår inte i kontots abonnemang (verktygsservern svarade 402, betalning krävs).',
  'error.authNotListed':
    'Inloggningen stoppades innan något skickades: {url} är ingen auktoriseringsserver som den här versionen av SEO Sheets känner till ({listed}). Fråga den som driftsatte tillägget.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (en katalog) har ingen domänstatistik: tjänsten ger den för en hel domän ("topLevelDomain"), ett värdnamn ("subdomain") eller enskilda URL:er ("url", via URL-verktyget), och dess dashboard avvisar en katalog. För en katalog visar SEO_URLS domänens rankande URL:er med deras siffror (de under dess sökväg hör till katalogen), och SEO_POSITIONS i läget "catalog" dess sökord.',
  'mode.urlNeedsApi':
    'fetch_mode "url" läser enskilda URL:er via URL-verktyget, som bara en inloggning till API:t ger (verktygsservern har inget sådant verktyg), och dashboarden läser bara hela domäner ("topLevelDomain") och värdnamn ("subdomain"). Logga in på API:t, eller fråga efter domänen eller värdnamnet.',
  'note.bulkBlankUrl':
    'För enskilda URL:er (fetch_mode "url") är URL-verktyget den enda vägen: dashboarden, som ger dem, läser bara hela domäner och värdnamn.',
  'way.mode': 'dashboarden läser inga enskilda URL:er',
  'keywords.urlCountry':
    'Utgångspunkter som är URL:er (läget "url") besvarar tjänsten bara för country_id {only} (Polen), inte {country}.',
  'keywords.tooManySeeds': 'Högst {max} utgångspunkter ryms i en förfrågan; området innehåller {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Markera först en cell för exemplet.',
  'refuse.cellNotEmpty':
    '{cell} är inte tom: markera en tom cell för exemplet, så att inget av ditt skrivs över.',
  'refuse.unknownFormula': 'SEO Sheets har ingen formel ”{name}”.',
  'probe.account': 'Konto ({call})',
  'probe.limits': 'Planens gränser ({call})',
  'probe.countries': 'Länder ({call})',
  'probe.handshake': 'Anslutning upprättas ({call})',
  'probe.tools': 'Verktyg ({call})',
  'probe.countriesRead': { one: '{count} land', other: '{count} länder' },
  'probe.toolsRead': { one: '{count} verktyg', other: '{count} verktyg' },
  'probe.limitsRead': { one: '{count} gräns läst', other: '{count} gränser lästa' },
} satisfies Catalogue<typeof en>;
