/** Dutch: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/nl';
import { counterMessages } from './counters';

const MENU = 'Extensies › SEO Sheets';
const SIGN_IN_AGAIN = `Log opnieuw in via ${MENU}.`;
const RUN_A_REPORT = `Gebruik voor grote aanvragen ${MENU} › Rapport uitvoeren.`;
const CACHED = 'de rijen die er al staan, komen uit de cache en kosten niets.';
const LAUNCHER = `gebruik ${MENU} › Rapport uitvoeren voor alles`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Niet ingelogd bij SEO Sheets. Log in via ${MENU}.`,
  'error.noSignIn': `Geen SEO Sheets-login voor deze formule. Formules draaien op de login van de eigenaar van de spreadsheet: de eigenaar kan inloggen via ${MENU}, of een ingelogde bewerker kan formules in dit document zijn of haar login laten gebruiken.`,
  'error.noSignInLast': `Geen SEO Sheets-login voor deze formule. Formules draaien op de login van de eigenaar van de spreadsheet (hier laatst ingelogd: {account}): de eigenaar kan inloggen via ${MENU}, of een ingelogde bewerker kan formules in dit document zijn of haar login laten gebruiken.`,
  'error.sessionExpired': `Je SEO Sheets-sessie is verlopen. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Je SEO Sheets-sessie ({account}) is verlopen. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Onjuist e-mailadres of wachtwoord.',
  'error.emailNotConfirmed':
    'Het e-mailadres van dit account is nog niet bevestigd. Bevestig het via de e-mail van de dienst en log daarna in.',
  'error.noApiAccess':
    'Dit account heeft geen API-toegang: het heeft een actief Advanced- of Prime-abonnement nodig, of de API-add-on bij Basic of Lite (de add-on alleen voor de toolserver bevat die niet).',
  'error.tryToolServer':
    '{error} Als het abonnement de toolserver omvat, gebruik dan „Verbinden via de toolserver”.',
  'error.toolServerOnly':
    '{email} is verbonden via de toolserver, waarvan de tools dit niet dekken; hiervoor is een API-login nodig.',
  'error.serpNotInPlan':
    'SERP-analyse zit niet in het abonnement van dit account: daarvoor is de SERP-add-on nodig (inbegrepen bij Prime).',
  'error.routeNotFound': 'De dienst kent het rapport {path} niet. Werk SEO Sheets bij.',
  'error.resourceNotFound': 'Niet gevonden: controleer de gevraagde id of naam.',
  'error.methodNotAllowed':
    'De dienst weigerde de manier waarop het rapport is aangevraagd. Werk SEO Sheets bij.',
  'error.invalidData': 'Ongeldige invoer: {fields}.',
  'error.invalidDataService': 'Ongeldige invoer: {text}',
  'error.invalidFilter': 'Dit rapport ondersteunt dat filter niet.',
  'error.invalidFilterWhy': 'Dit rapport ondersteunt dat filter niet ({text}).',
  'error.unauthorizedResource':
    'Geen toegang: het project, de groep of het zoekwoord bestaat niet of hoort bij een ander account.',
  'error.quota': 'Het {name}-quotum van het account is op{limit}. {after}{note}',
  'error.quotaAny': 'Het quotum van het account is op{limit}. {after}{note}',
  'cost.free': 'Gratis. {reason}',
  'cost.serpExists': 'Er bestaat al een analyse van deze zoekterm: gratis.',
  'cost.readFree': 'Limieten, taken en kant-en-klare resultaten lezen is gratis.',
  'cost.everyTime': 'Wordt elke keer gerekend.',
  'cost.newRequest':
    'Geschat: één eenheid, tenzij {same} de afgelopen 24 uur al werden aangerekend (door welk rapport of welke formule ook: een herhaling is gratis).',
  'cost.repeat':
    'Geschat: {same} werden {ago} geleden aangerekend, en de dienst rekent ze één keer per 24 uur aan, welk rapport of welke formule er ook om vraagt.',
  'cost.same.domain': 'hetzelfde domein, dezelfde modus en markt',
  'cost.same.phrases': 'dezelfde zoektermen, analyse, modus en markt',
  'cost.same.backlinks': 'hetzelfde domein en dezelfde markt',
  'cost.same.tool': 'dezelfde toolparameters',
  'cost.same.crawl': 'dezelfde crawlparameters',
  'cost.same.statistics': 'dezelfde zoektermen en markt',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} u',
  'cost.newRuns': 'Nieuwe statistiekruns: {units} van {batches}.',
  'quota.limit': ' (limiet {limit})',
  'quota.resetsSoon': 'Het wordt binnen een uur aangevuld.',
  'quota.resetsHours': {
    one: 'Het wordt over {count} uur aangevuld.',
    other: 'Het wordt over {count} uur aangevuld.',
  },
  'quota.resetsDays': {
    one: 'Het wordt over {count} dag aangevuld.',
    other: 'Het wordt over {count} dagen aangevuld.',
  },
  'quota.cached': 'Al opgehaalde gegevens blijven beschikbaar uit de cache.',
  'quota.note': ' {note}',
  'error.unfinishedTask': 'De analyse loopt nog; probeer het over een minuut opnieuw.',
  'error.dataUnreachable':
    'De gegevens zijn tijdelijk niet beschikbaar bij de dienst; probeer het later opnieuw.',
  'error.serverTimeout':
    'De dienst deed te lang over de berekening; maak de aanvraag kleiner (een kortere periode, minder rijen of een filter).',
  'error.gatewayTimeout': `De dienst antwoordde niet op tijd (HTTP 504), dus hiervoor kwam niets terug; probeer het over een paar minuten opnieuw. ${RUN_A_REPORT}`,
  'error.database': 'De dienst had een databasefout; probeer het later opnieuw.',
  'error.serviceError': 'De dienst meldde een tijdelijk probleem. Probeer het later opnieuw.',
  'error.serviceErrorWhy': 'De dienst meldde een tijdelijk probleem: {text}. Probeer het later opnieuw.',
  'error.serverError': 'De dienst had een interne fout (HTTP {status}); probeer het later opnieuw.',
  'error.serviceUnavailable': 'De dienst is nu niet beschikbaar; probeer het over een paar minuten opnieuw.',
  'error.edgeRejected': 'De dienst weigerde de verbinding (te veel tegelijk); probeer het zo opnieuw.',
  'error.network': 'De dienst is niet bereikbaar (netwerkfout); probeer het zo opnieuw.',
  'error.deadline': `De tijd om op de dienst te wachten is op. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Het antwoord van de dienst is onbruikbaar: {what}. Werk SEO Sheets bij als dit blijft gebeuren.',
  'error.redirect':
    'Het adres van de dienst stuurt door naar {location}; controleer het adres van de dienst in Instellingen.',
  'error.toolsNotInPlan': 'Het abonnement van dit account omvat de toolserver niet.',
  'error.toolRefused': 'De toolserver weigerde het verzoek: {text}',
  'error.toolUnreadable': 'De toolserver gaf een antwoord dat SEO Sheets niet kan lezen ({what}).',
  'error.toolAnswerUnreadable':
    'Het antwoord van de toolserver op {tool} bevat geen gegevens die SEO Sheets kan lezen.',
  'error.toolConnectionEnded': `De toolserververbinding van {account} is beëindigd. Verbind opnieuw via ${MENU}.`,
  'error.toolSignInEnded': `De login bij de toolserver is beëindigd. Verbind opnieuw via ${MENU}.`,
  'error.toolConnectFailed': 'Verbinden met de toolserver is mislukt: {what}.',
  'error.noTool': 'Hiervoor is de tool {tool} nodig, die deze toolserver niet aanbiedt aan {account}.',
  'error.outOfTime': `De tijd is op. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Het dagelijkse Google-quotum voor deze add-on is op; probeer het morgen opnieuw.',
  'error.cellLimit':
    'Deze spreadsheet heeft de 10 miljoen cellen bereikt die Google Spreadsheets toestaat: verwijder bladen of rijen die u niet meer nodig hebt (geschiedenisbladen kunnen minder momentopnamen bewaren) en hervat daarna.',
  'error.tooManyCalls':
    'Te veel formules tegelijk; geef een bereik door aan één formule in plaats van één formule per cel.',
  'error.notAllowed': `SEO Sheets mag dat hier niet doen; open het eerst via ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: er ging iets mis; probeer het opnieuw.',
  'arg.oneCell': '{name}: één cel verwacht, een bereik van {rows}×{cols} gekregen.',
  'arg.oneColumn': '{name}: gebruik één kolom of één rij cellen (het bereik is {rows}×{cols}).',
  'arg.cellError': '{name}: de cel bevat de fout {value}.',
  'arg.required': '{name} is verplicht.',
  'arg.wholeNumber': '{name} moet een geheel getal van {min} tot {max} zijn (gekregen: {got}).',
  'arg.boolean': '{name} moet TRUE of FALSE zijn (gekregen: {got}).',
  'arg.choice': '{name} moet een van {choices} zijn (gekregen: {got}).',
  'arg.badDate': '{name} is geen geldige datum.',
  'arg.date': '{name} moet een datum zijn of tekst zoals 2026-11-01 (gekregen: {got}).',
  'arg.dateOrder': 'date_min ({min}) ligt na date_max ({max}): verwissel ze.',
  'arg.noDates': '{name}: geef minstens één datum op.',
  'arg.tooManyDates': '{name}: hoogstens {max} datums (gekregen: {got}).',
  'arg.noDomains': '{name}: geef minstens één domein op.',
  'arg.tooManyDomains': '{name}: hoogstens {max} domeinen (gekregen: {got}).',
  'arg.sameDomain': '{name}: {domain} is het domein waarmee ze worden vergeleken; laat het weg.',
  'arg.tooMany': {
    one: '{name} neemt hoogstens {count} argument, gekregen: {got}: {usage}.',
    other: '{name} neemt hoogstens {count} argumenten, gekregen: {got}: {usage}.',
  },
  'arg.noArguments': '{name} neemt geen argumenten, gekregen: {got}: {usage}.',
  'arg.missing': '{name} heeft {param} nodig: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': '{name} mag hoogstens {max} tekens hebben (gekregen: {got}).',
  'arg.tooManyPhrases': `{count} zoekwoorden opzoeken is te veel voor een formule (hoogstens {max} nieuwe zoekwoorden tegelijk); ${LAUNCHER}.`,
  'filter.cannotRead': 'kan „{part}” niet lezen: {why}. {syntax}',
  'filter.syntax':
    'Schrijf sleutel, operator, waarde: position<=10, searches>100, keyword contains schoenen, url="https://example.nl/a"; operatoren <, <=, >, >=, = en contains; verbind voorwaarden met „and” (alle moeten gelden).',
  'filter.notEqual': 'de dienst heeft geen filter „niet gelijk aan”',
  'filter.noOperator': 'geen operator na de sleutel',
  'filter.noKey': 'het moet met een sleutel beginnen',
  'filter.nothingAfter': 'niets na „{operator}”',
  'filter.notOperator': '„{operator}” is geen operator',
  'filter.openQuote': 'de aanhalingstekens in {value} sluiten niet',
  'filter.number': 'na „{operator}” is een getal nodig, geen „{value}”',
  'filter.or':
    '„or” wordt niet ondersteund (alle voorwaarden moeten gelden); gebruik één formule of rapport per alternatief, of zet tekst met „or” tussen aanhalingstekens',
  'filter.leadingJoiner': 'het begint met een voegwoord',
  'filter.danglingJoiner': 'een voegwoord zonder voorwaarde erna',
  'filter.unknownKey': '„{key}” is geen sleutel waarop dit rapport filtert; het neemt {keys}',
  'filter.unknownKeyNear':
    '„{key}” is geen sleutel waarop dit rapport filtert (bedoelt u „{near}”?); het neemt {keys}',
  'filter.decimalPoint':
    'dit document schrijft getallen met een decimale punt, dus „{value}” is geen getal: schrijf {point} voor een decimaal of {whole} voor een geheel getal',
  'domain.notDomain': '{text} is geen domein: {why}',
  'domain.notDomainOrUrl': '{text} is geen domein of URL: {why}',
  'domain.spaces': 'het bevat spaties (een zoekwoord?)',
  'domain.nothing': 'na het weghalen van „http://” en „www.” blijft er niets van een domein over',
  'domain.comma': 'een komma waar een punt hoort? ({fixed})',
  'domain.noDot': 'geen punt en geen extensie zoals .nl of .com',
  'domain.character': '„{character}” kan geen deel van een domein zijn',
  'domain.emptyPart': 'een leeg deel tussen punten',
  'domain.label': 'een deel begint of eindigt met „-” of is langer dan 63 tekens',
  'domain.ending': 'het eindigt niet op een domeinextensie zoals .nl',
  'zeros.noData': 'Geen gegevens. {why}',
  'zeros.market':
    '{host} is een .{ending}-domein en country_id {country} is een andere markt; probeer {ids}.',
  'zeros.either': '{first} of {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" leest {host} als een heel domein; gebruik fetch_mode "subdomain" voor een host, of vraag naar {domain}.',
  'note.inputError': 'De invoercel bevat {value}.',
  'note.tooLong': 'Langer dan {max} tekens: niet opgezocht.',
  'note.refused': '{problem}: niet opgezocht.',
  'note.notLookedUp': 'Niet opgezocht.',
  'note.notRanking': '{domain} rankt niet op „{keyword}”.',
  'note.outOfTime': `Niet opgehaald: de formule had geen tijd meer (30 s). Voer hem opnieuw in om de rest op te halen; ${CACHED}`,
  'note.tryLater': `Niet opgehaald: {error} Voer de formule later opnieuw in om de rest op te halen; ${CACHED}`,
  'note.planRows': 'Eerste {count} rijen: de limiet per rapport van het abonnement.',
  'note.planRowsOf': 'Eerste {count} van {total} rijen: de limiet per rapport van het abonnement.',
  'note.timeRows': `Eerste {count} rijen: geen tijd voor meer in een formule; ${LAUNCHER}.`,
  'note.timeRowsOf': `Eerste {count} van {total} rijen: geen tijd voor meer in een formule; ${LAUNCHER}.`,
  'note.firstRows': 'Eerste {count} rijen.',
  'note.noData': 'Geen gegevens.',
  'note.blankColumns': 'Hier leeg: {columns}. {why}',
  'note.toolGivesFewer': 'De toolserver geeft deze cijfers niet; met een API-login worden ze ingevuld.',
  'note.noMatch': 'Geen gegevens: geen rij voldoet aan het filter.',
  'note.noCounters': 'Geen tellers.',
  'note.interval':
    'Gevraagd was interval "{asked}", maar de dienst stuurde "{got}"-punten; ze staan er zoals ze kwamen.',
  'note.aiOverviews':
    'AI Overviews-gegevens bestaan alleen voor country_id {country} (Polen, database 2.0): zet country_id op {country}.',
  'error.notInRun':
    'Het antwoord van de run van de URL-tool laat dit domein weg; voer de formule later opnieuw in om het nog eens op te vragen.',
  'note.bulkBlank': {
    one: 'Domeinrang, categorie en AI Overview-cijfers zijn leeg voor {count} domein: het komt uit een run van de URL-tool (één tools-eenheid voor maximaal 500 domeinen), die ze niet geeft. {how}',
    other:
      'Domeinrang, categorie en AI Overview-cijfers zijn leeg voor {count} domeinen: ze komen uit een run van de URL-tool (één tools-eenheid voor maximaal 500 domeinen), die ze niet geeft. {how}',
  },
  'note.bulkBlankColumns':
    'Noem ze in columns, bijv. "visibility, domain_rank", om ze per domein op te halen (één eenheid zichtbaarheidsanalyse per domein).',
  'note.bulkBlankSetting':
    'Instellingen › Domeinstatistieken vraagt om runs van de URL-tool; kies daar een andere manier om ze per domein op te halen.',
  'cost.viaBulk': 'Eén run van de URL-tool in plaats van een dashboardverzoek: {why}.',
  'way.spent': 'het quotum voor zichtbaarheidsanalyse is op tot het wordt aangevuld',
  'way.setting': 'Instellingen › Domeinstatistieken vraagt erom',
  'way.cheaper': 'het verbruikt een kleiner deel van wat er over is',
  'run.quota': 'Het {name}-quotum is op. Het rapport gaat verder zodra het wordt aangevuld.',
  'run.quotaSoon':
    'Het {name}-quotum is op. Het rapport gaat verder zodra het wordt aangevuld, binnen een uur.',
  'run.quotaHours': {
    one: 'Het {name}-quotum is op. Het rapport gaat verder zodra het wordt aangevuld, over {count} uur.',
    other: 'Het {name}-quotum is op. Het rapport gaat verder zodra het wordt aangevuld, over {count} uur.',
  },
  'run.quotaDays': {
    one: 'Het {name}-quotum is op. Het rapport gaat verder zodra het wordt aangevuld, over {count} dag.',
    other: 'Het {name}-quotum is op. Het rapport gaat verder zodra het wordt aangevuld, over {count} dagen.',
  },
  'run.retrying': '{reason} Volgende automatische poging: {at}.',
  'run.gaveUp': '{reason} Geen automatische pogingen meer: de fout hield 24 uur aan.',
  'refuse.language': 'Onbekende taal „{choice}”: kies een van {languages}, of automatisch.',
  'refuse.credentials': 'Voer het e-mailadres en wachtwoord van je account in.',
  'refuse.token': 'Dat lijkt geen API-token.',
  'refuse.confirmSharing':
    'Bevestig eerst: elke bewerker van dit document draait formules op jouw login en verbruikt het quotum van jouw account, totdat je stopt met delen of uitlogt.',
  'refuse.shareSignedOut': 'Log eerst in en deel daarna je login.',
  'refuse.shareNoDocument': 'Open SEO Sheets vanuit een spreadsheet om er een login mee te delen.',
  'refuse.toolCancelled': 'Het inloggen is geannuleerd.',
  'refuse.toolRefused': 'De toolserver weigerde: {text}.',
  'refuse.toolNotPending': 'Deze verbindingspoging is niet meer actief. Begin opnieuw vanuit de zijbalk.',
  'refuse.toolNoCode': 'De toolserver stuurde geen autorisatiecode.',
  'refuse.address':
    'Het adres van de dienst moet een http://- of https://-URL zijn zonder query of fragment.',
  'refuse.noRows': 'Dit rapport heeft geen rijen om in te voegen.',
  'refuse.phrase': 'Voer een zoekwoord in om te analyseren.',
  'refuse.noPhrases': 'Voer minstens één zoekwoord in, één per regel.',
  'refuse.noUrls': 'Voer minstens één URL in, één per regel.',
  'refuse.tooManyPhrases': 'Een crawl neemt hoogstens {max} zoekwoorden; je gaf er {got}.',
  'refuse.tooManyUrls': 'Een crawl neemt hoogstens {max} URL’s; je gaf er {got}.',
  'refuse.notUrl': 'Geen http(s)-URL: {value}',
  'refuse.reportNeeds': 'Het rapport heeft {name} nodig.',
  'refuse.reportNeedsNumber': 'Het rapport heeft {name} als getal nodig.',
  'refuse.noRun': 'Deze rapportrun bestaat niet meer.',
  'refuse.fillIn': 'Vul in: {fields}.',
  'refuse.sheetName': 'Geef het blad een naam waar het rapport heen gaat.',
  'refuse.cadence': 'Kies een uur van 0 tot 23 (en een weekdag voor wekelijkse runs).',
  'refuse.keep': 'Momentopnamen die heel blijven: een geheel getal van 1 tot {max}.',
  'refuse.unknownReport': 'Onbekend rapport „{id}”.',
  'refuse.unknownSerpReport': 'Onbekend SERP-rapport „{report}”.',
  'note.noRows': 'Geen rijen',
  'callback.connected': 'Verbonden',
  'callback.notConnected': 'Niet verbonden',
  'callback.connectedAs': 'SEO Sheets is verbonden met de toolserver als {email}.',
  'callback.close': 'Je kunt dit venster sluiten.',
  'log.runFailed': 'Geplande run van SEO Sheets mislukt: {error}',
  'log.waitingFailed': 'SEO Sheets kon de SERP-analyses waarop formules wachten niet controleren: {error}',
  'settings.notSaved': 'Instellingen niet opgeslagen. {problems}.',
  'settings.unknown': 'onbekende instelling „{key}”',
  'settings.countryId': 'countryId moet een geheel getal boven 0 zijn',
  'settings.freshnessHours': 'freshnessHours neemt 0 tot {max} uur voor {kinds}',
  'settings.refreshStamp': 'refreshStamp moet een tijd in milliseconden zijn',
  'settings.language': 'language is een van {languages}, of null voor de landinstelling van de spreadsheet',
  'settings.visibilityWay': 'visibilityWay is een van {ways}',
  'settings.object': 'instellingen moeten een object zijn',
  joinList: '{first}; {second}',
  'serp.status': 'Analyse loopt',
  'serp.running':
    '{status}, klaar over ongeveer {minutes} min (gecontroleerd {checked}). Deze cel werkt zichzelf bij en vult zichzelf in: elke minuut zolang de SEO Sheets-zijbalk open is, en elk uur.',
  'serp.late':
    '{status} sinds {minutes} min, langer dan gewoonlijk (gecontroleerd {checked}). Deze cel vult zichzelf in als het klaar is: elke minuut zolang de SEO Sheets-zijbalk open is, en elk uur.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'De dienst weigerde „{item}” ({why}); de andere rijen zijn zonder dit item opgehaald.',
  'zeros.none': 'Geen gegevens voor dit domein in deze markt.',
  'zeros.noneWhy': 'Geen gegevens voor dit domein in deze markt: {why}',
  'note.pathDropped':
    'Pad „{path}” weggelaten: {param} "{mode}" leest {host} als geheel; {param} "url" leest deze URL.',
  'note.emptyDomains': 'Nog geen domeinen in het bereik: vul er één per cel in en de tabel vult zich.',
  'note.emptyPhrases': 'Nog geen zoekwoorden in het bereik: vul er één per cel in en de tabel vult zich.',
  'arg.market': 'country_id {got} is geen markt waarvoor de dienst gegevens heeft; die heeft {markets}.',
  'arg.marketKeywords': 'country_id {got} is geen markt van de zoekwoordendatabase; die heeft {markets}.',
  'arg.moved': '{name}: „{got}” is een waarde van {param}, dat als laatste komt: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Een deel van deze cijfers is {hours} uur geleden opgehaald, langer dan dit document gegevens actueel houdt. Ze blijven zoals ze zijn tot u vernieuwt: Alles nu vernieuwen, of een nieuwe waarde in het argument refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Het adres van de dienst moet met https:// beginnen (http:// alleen op deze computer: localhost of 127.0.0.1): een aanmelding via gewoon http:// kan onderweg worden meegelezen.',
  'error.webPage':
    'De dienst antwoordde met een webpagina, niet met data (HTTP {status}). Probeer het later opnieuw; gebeurt het steeds, controleer dan Instellingen › Adres van de dienst.',
  'error.notData':
    'De dienst antwoordde met iets anders dan data (HTTP {status}). Probeer het later opnieuw; gebeurt het steeds, controleer dan Instellingen › Adres van de dienst.',
  'error.pageTooLarge':
    'De dienst stuurde te veel rijen: {rows} voor een pagina van {asked}, veel meer dan hij per pagina stuurt, dus het antwoord is ongelezen geweigerd. Probeer het later opnieuw.',
  'error.toolAddressInsecure':
    'Het adres van de toolserver, {address}, begint niet met https:// (http:// alleen op deze computer), dus SEO Sheets heeft geen verbinding gemaakt.',
  'error.toolMetadataInsecure':
    'De aanmeldmetadata van de toolserver geven {field} als {address}; alleen https://-adressen worden vertrouwd (http:// alleen op deze computer), dus SEO Sheets heeft geen verbinding gemaakt.',
  'error.toolMetadataMissing':
    'In de aanmeldmetadata van de toolserver ontbreekt {field}, dus SEO Sheets heeft geen verbinding gemaakt.',
  'error.toolMetadataIssuer':
    'De autorisatieserver op {expected} noemt zich in zijn metadata {issuer}; die twee moeten gelijk zijn (RFC 8414), dus SEO Sheets heeft geen verbinding gemaakt.',
  'error.toolMetadataNoS256':
    'De autorisatieserver van de toolserver noemt S256 niet in code_challenge_methods_supported; MCP vereist aanmelden met PKCE S256, dus SEO Sheets heeft geen verbinding gemaakt.',
  // Onbewaakte runs verteld voor wie ze niet zag, en een verbinding die midden in het antwoord wegviel (issue 34).
  'error.connectionCut':
    'De verbinding met de dienst werd verbroken voordat het antwoord binnen was; probeer het zo opnieuw.',
  'run.failedTry': 'De laatste poging mislukte: {cause}.',
  'run.quotaUnread':
    'Het {name}-quotum is op en de limieten van de dienst zijn nu niet te lezen, dus onbekend is wanneer het wordt aangevuld. Het rapport gaat verder bij de eerste controle van het uur die ze leest en ruimte vindt, of wanneer je op Hervatten klikt.',
  'run.waitsConnection':
    '{reason} Het rapport gaat vanzelf verder bij de volgende controle van het uur zodra de verbinding erom kan vragen, of wanneer je op Hervatten klikt.',
  'run.recovered': {
    one: 'Uitgevoerd {ran}, {late} te laat (gepland {due}), na {count} mislukte poging: de dienst faalde om {tries}.',
    other:
      'Uitgevoerd {ran}, {late} te laat (gepland {due}), na {count} mislukte pogingen: de dienst faalde om {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} u',
  'run.lateDays': { one: '{count} dag', other: '{count} dagen' },
  'cause.cut': 'verbinding verbroken',
  'cause.network': 'dienst onbereikbaar',
  'cause.edge': 'te veel verbindingen tegelijk',
  'cause.deadline': 'geen antwoord op tijd',
  'cause.other': 'een fout',
  'list.and': '{first} en {second}',
  'refuse.options': {
    one: 'De toolserver waarmee je verbonden bent, kan dit rapport niet uitvoeren met dit veld ingevuld: {options}. Voer het zonder uit, of log in op de API om het te gebruiken.',
    other:
      'De toolserver waarmee je verbonden bent, kan dit rapport niet uitvoeren met deze velden ingevuld: {options}. Voer het zonder uit, of log in op de API om ze te gebruiken.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'Geen gegevens voor deze markt: de dienst heeft ze niet voor {domain} met country_id {country}.',
  'note.noDataMarketAny': 'Geen gegevens voor deze markt (country_id {country}).',
  'error.toolNotInPlan':
    'De tool {tool} zit niet in het abonnement van dit account (de toolserver antwoordde 402, betaling vereist).',
  'error.authNotListed':
    'Inloggen gestopt voordat er iets werd verstuurd: {url} is geen autorisatieserver die deze versie van SEO Sheets kent ({listed}). Vraag het aan wie de add-on heeft uitgerold.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (een map) heeft geen domeinstatistieken: de dienst geeft ze voor een heel domein ("topLevelDomain"), een host ("subdomain") of losse URL\'s ("url", via de URL-tool), en zijn dashboard weigert een map. Voor een map geeft SEO_URLS de rankende URL\'s van het domein met hun cijfers (die onder het pad horen bij de map), en SEO_POSITIONS in de modus "catalog" de zoekwoorden ervan.',
  'mode.urlNeedsApi':
    'fetch_mode "url" leest losse URL\'s via de URL-tool, die alleen een aanmelding bij de API biedt (de toolserver heeft zo\'n tool niet), en het dashboard leest alleen hele domeinen ("topLevelDomain") en hosts ("subdomain"). Meld u aan bij de API, of vraag naar het domein of de host.',
  'note.bulkBlankUrl':
    'Voor losse URL\'s (fetch_mode "url") is de URL-tool de enige weg: het dashboard, dat ze geeft, leest alleen hele domeinen en hosts.',
  'way.mode': "het dashboard leest geen losse URL's",
  'keywords.urlCountry':
    'Startpunten die URL\'s zijn (modus "url") beantwoordt de dienst alleen voor country_id {only} (Polen), niet voor {country}.',
  'keywords.tooManySeeds': 'Er gaan hoogstens {max} startpunten in één verzoek; het bereik bevat er {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Selecteer eerst een cel voor het voorbeeld.',
  'refuse.cellNotEmpty':
    '{cell} is niet leeg: selecteer een lege cel voor het voorbeeld, zodat er niets van jou wordt overschreven.',
  'refuse.unknownFormula': 'SEO Sheets heeft geen formule ‘{name}’.',
  'probe.account': 'Account ({call})',
  'probe.limits': 'Abonnementslimieten ({call})',
  'probe.countries': 'Landen ({call})',
  'probe.handshake': 'Verbinding opzetten ({call})',
  'probe.tools': 'Tools ({call})',
  'probe.countriesRead': { one: '{count} land', other: '{count} landen' },
  'probe.toolsRead': { one: '{count} tool', other: '{count} tools' },
  'probe.limitsRead': { one: '{count} limiet gelezen', other: '{count} limieten gelezen' },
} satisfies Catalogue<typeof en>;
