/** Slovak: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/sk';
import { counterMessages } from './counters';

const MENU = 'Rozšírenia › SEO Sheets';
const SIGN_IN_AGAIN = `Prihláste sa znova v ponuke ${MENU}.`;
const RUN_A_REPORT = `Pri veľkých dopytoch použite ${MENU} › Spustiť report.`;
const CACHED = 'riadky, ktoré tu už sú, sú v medzipamäti a nič nestoja.';
const LAUNCHER = `všetko získate cez ${MENU} › Spustiť report`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Nie ste prihlásení do SEO Sheets. Prihláste sa v ponuke ${MENU}.`,
  'error.noSignIn': `Tento vzorec nemá prihlásenie do SEO Sheets. Vzorce používajú prihlásenie vlastníka tabuľky: vlastník sa môže prihlásiť v ponuke ${MENU}, alebo prihlásený editor môže vzorcom v tomto dokumente povoliť svoje prihlásenie.`,
  'error.noSignInLast': `Tento vzorec nemá prihlásenie do SEO Sheets. Vzorce používajú prihlásenie vlastníka tabuľky (naposledy tu prihlásený: {account}): vlastník sa môže prihlásiť v ponuke ${MENU}, alebo prihlásený editor môže vzorcom v tomto dokumente povoliť svoje prihlásenie.`,
  'error.sessionExpired': `Vaša relácia SEO Sheets vypršala. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Vaša relácia SEO Sheets ({account}) vypršala. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Nesprávny e-mail alebo heslo.',
  'error.emailNotConfirmed':
    'E-mailová adresa tohto účtu ešte nie je potvrdená. Potvrďte ju v e-maile od služby a potom sa prihláste.',
  'error.noApiAccess':
    'Tento účet nemá prístup k API: potrebuje aktívny balík Advanced alebo Prime, alebo doplnok API k balíku Basic či Lite (doplnok len pre server nástrojov ho nezahŕňa).',
  'error.tryToolServer':
    '{error} Ak balík zahŕňa server nástrojov, použite radšej „Pripojiť cez server nástrojov“.',
  'error.toolServerOnly':
    '{email} je pripojený cez server nástrojov, ktorého nástroje toto nepokrývajú; je potrebné prihlásenie k API.',
  'error.serpNotInPlan':
    'Analýza SERP nie je v balíku tohto účtu: vyžaduje doplnok SERP (súčasť balíka Prime).',
  'error.routeNotFound': 'Služba nepozná report {path}. Aktualizujte SEO Sheets.',
  'error.resourceNotFound': 'Nenájdené: skontrolujte zadané ID alebo názov.',
  'error.methodNotAllowed': 'Služba odmietla spôsob, akým bol report vyžiadaný. Aktualizujte SEO Sheets.',
  'error.invalidData': 'Neplatný vstup: {fields}.',
  'error.invalidDataService': 'Neplatný vstup: {text}',
  'error.invalidFilter': 'Tento report taký filter nepodporuje.',
  'error.invalidFilterWhy': 'Tento report taký filter nepodporuje ({text}).',
  'error.unauthorizedResource':
    'Bez prístupu: projekt, skupina alebo fráza neexistuje alebo patrí inému účtu.',
  'error.quota': 'Limit účtu „{name}“ je vyčerpaný{limit}. {after}{note}',
  'error.quotaAny': 'Limit účtu je vyčerpaný{limit}. {after}{note}',
  'cost.free': 'Zadarmo. {reason}',
  'cost.serpExists': 'Analýza tejto frázy už existuje: zadarmo.',
  'cost.readFree': 'Čítanie limitov, úloh a hotových výsledkov je zadarmo.',
  'cost.everyTime': 'Účtuje sa zakaždým.',
  'cost.newRequest':
    'Odhadom: jedna jednotka, ak sa za {same} už neúčtovalo za posledných 24 h (ktorýmkoľvek prehľadom alebo vzorcom: opakovanie je zadarmo).',
  'cost.repeat':
    'Odhadom: za {same} sa účtovalo pred {ago} a služba ich účtuje raz za 24 h, nech sa pýta ktorýkoľvek prehľad alebo vzorec.',
  'cost.same.domain': 'rovnakú doménu, režim a trh',
  'cost.same.phrases': 'rovnaké frázy, analýzu, režim a trh',
  'cost.same.backlinks': 'rovnakú doménu a trh',
  'cost.same.tool': 'rovnaké parametre nástroja',
  'cost.same.crawl': 'rovnaké parametre crawlu',
  'cost.same.statistics': 'rovnaké frázy a trh',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} h',
  'cost.newRuns': 'Nové behy štatistík: {units} z {batches}.',
  'quota.limit': ' (limit {limit})',
  'quota.resetsSoon': 'Obnoví sa o menej ako hodinu.',
  'quota.resetsHours': {
    one: 'Obnoví sa o {count} hodinu.',
    few: 'Obnoví sa o {count} hodiny.',
    many: 'Obnoví sa o {count} hodiny.',
    other: 'Obnoví sa o {count} hodín.',
  },
  'quota.resetsDays': {
    one: 'Obnoví sa o {count} deň.',
    few: 'Obnoví sa o {count} dni.',
    many: 'Obnoví sa o {count} dňa.',
    other: 'Obnoví sa o {count} dní.',
  },
  'quota.cached': 'Už načítané dáta zostávajú dostupné z medzipamäte.',
  'quota.note': ' {note}',
  'error.unfinishedTask': 'Analýza ešte beží; skúste to znova o minútu.',
  'error.dataUnreachable': 'Dáta sú v službe dočasne nedostupné; skúste to neskôr.',
  'error.serverTimeout':
    'Výpočet trval službe príliš dlho; zúžte dopyt (kratší rozsah dátumov, menej riadkov alebo filter).',
  'error.gatewayTimeout': `Služba neodpovedala včas (HTTP 504), takže nič neprišlo; skúste to znova o pár minút. ${RUN_A_REPORT}`,
  'error.database': 'V službe nastala chyba databázy; skúste to neskôr.',
  'error.serviceError': 'Služba hlási dočasný problém. Skúste to neskôr.',
  'error.serviceErrorWhy': 'Služba hlási dočasný problém: {text}. Skúste to neskôr.',
  'error.serverError': 'V službe nastala interná chyba (HTTP {status}); skúste to neskôr.',
  'error.serviceUnavailable': 'Služba je teraz nedostupná; skúste to znova o pár minút.',
  'error.edgeRejected': 'Služba odmietla spojenie (príliš veľa naraz); skúste to o chvíľu.',
  'error.network': 'Službu sa nepodarilo zastihnúť (chyba siete); skúste to o chvíľu.',
  'error.deadline': `Vypršal čas na odpoveď služby. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Odpoveď služby sa nedá použiť: {what}. Ak sa to opakuje, aktualizujte SEO Sheets.',
  'error.redirect': 'Adresa služby presmerúva na {location}; skontrolujte adresu služby v Nastaveniach.',
  'error.toolsNotInPlan': 'Balík tohto účtu nezahŕňa server nástrojov.',
  'error.toolRefused': 'Server nástrojov požiadavku odmietol: {text}',
  'error.toolUnreadable': 'Server nástrojov vrátil odpoveď, ktorú SEO Sheets nevie prečítať ({what}).',
  'error.toolAnswerUnreadable':
    'Odpoveď servera nástrojov na {tool} neobsahuje dáta čitateľné pre SEO Sheets.',
  'error.toolConnectionEnded': `Pripojenie {account} k serveru nástrojov skončilo. Pripojte sa znova v ponuke ${MENU}.`,
  'error.toolSignInEnded': `Prihlásenie k serveru nástrojov skončilo. Pripojte sa znova v ponuke ${MENU}.`,
  'error.toolConnectFailed': 'Pripojenie k serveru nástrojov zlyhalo: {what}.',
  'error.noTool': 'Je potrebný nástroj {tool}, ktorý tento server nástrojov účtu {account} neponúka.',
  'error.outOfTime': `Vypršal čas. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Denný limit Googlu pre tento doplnok je vyčerpaný; skúste to zajtra.',
  'error.cellLimit':
    'Táto tabuľka dosiahla 10 miliónov buniek, ktoré Tabuľky Google povoľujú: odstráňte nepotrebné hárky alebo riadky (hárky histórie môžu uchovávať menej stavov) a potom pokračujte.',
  'error.tooManyCalls':
    'Príliš veľa vzorcov naraz; namiesto jedného vzorca na bunku odovzdajte rozsah jednému vzorcu.',
  'error.notAllowed': `SEO Sheets to tu nesmie urobiť; najprv ho otvorte v ponuke ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: niečo sa pokazilo; skúste to znova.',
  'arg.oneCell': '{name}: očakávaná jedna bunka, zadaný rozsah {rows}×{cols}.',
  'arg.oneColumn': '{name}: použite jeden stĺpec alebo jeden riadok buniek (rozsah má {rows}×{cols}).',
  'arg.cellError': '{name}: bunka obsahuje chybu {value}.',
  'arg.required': 'Argument {name} je povinný.',
  'arg.wholeNumber': 'Argument {name} musí byť celé číslo od {min} do {max} (zadané {got}).',
  'arg.boolean': 'Argument {name} musí byť TRUE alebo FALSE (zadané {got}).',
  'arg.choice': 'Argument {name} musí byť jedna z hodnôt {choices} (zadané {got}).',
  'arg.badDate': 'Argument {name} nie je platný dátum.',
  'arg.date': 'Argument {name} musí byť dátum alebo text v tvare 2026-11-01 (zadané {got}).',
  'arg.dateOrder': 'date_min ({min}) je neskôr ako date_max ({max}): vymeňte ich.',
  'arg.noDates': '{name}: zadajte aspoň jeden dátum.',
  'arg.tooManyDates': '{name}: najviac {max} dátumov (zadané {got}).',
  'arg.noDomains': '{name}: zadajte aspoň jednu doménu.',
  'arg.tooManyDomains': '{name}: najviac {max} domény (zadané {got}).',
  'arg.sameDomain': '{name}: {domain} je doména, s ktorou sa porovnávajú; vynechajte ju.',
  'arg.tooMany': {
    one: '{name} má najviac {count} argument, zadané {got}: {usage}.',
    few: '{name} má najviac {count} argumenty, zadané {got}: {usage}.',
    many: '{name} má najviac {count} argumentu, zadané {got}: {usage}.',
    other: '{name} má najviac {count} argumentov, zadané {got}: {usage}.',
  },
  'arg.noArguments': '{name} nemá žiadne argumenty, zadané {got}: {usage}.',
  'arg.missing': '{name} potrebuje argument {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': 'Argument {name} môže mať najviac {max} znakov (zadané {got}).',
  'arg.tooManyPhrases': `{count} fráz na vyhľadanie je na vzorec priveľa (najviac {max} nových fráz naraz); ${LAUNCHER}.`,
  'filter.cannotRead': 'nedá sa prečítať „{part}“: {why}. {syntax}',
  'filter.syntax':
    'Píšte kľúč, operátor, hodnotu: position<=10, searches>100, keyword contains topánky, url="https://example.sk/a"; operátory <, <=, >, >=, = a contains; podmienky spájajte slovom „and“ (musia platiť všetky).',
  'filter.notEqual': 'služba nemá filter „nerovná sa“',
  'filter.noOperator': 'za kľúčom chýba operátor',
  'filter.noKey': 'podmienka má začínať kľúčom',
  'filter.nothingAfter': 'za „{operator}“ nič nie je',
  'filter.notOperator': '„{operator}“ nie je operátor',
  'filter.openQuote': 'úvodzovky v {value} nie sú uzavreté',
  'filter.number': 'za „{operator}“ musí byť číslo, nie „{value}“',
  'filter.or':
    '„or“ nie je podporované (musia platiť všetky podmienky); použite pre každú možnosť vlastný vzorec alebo report, alebo dajte text obsahujúci „or“ do úvodzoviek',
  'filter.leadingJoiner': 'začína spojkou',
  'filter.danglingJoiner': 'za spojkou chýba podmienka',
  'filter.unknownKey': '„{key}“ nie je kľúč, podľa ktorého tento report filtruje; prijíma {keys}',
  'filter.unknownKeyNear':
    '„{key}“ nie je kľúč, podľa ktorého tento report filtruje (mysleli ste „{near}“?); prijíma {keys}',
  'filter.decimalPoint':
    'tento dokument píše čísla s desatinnou bodkou, takže „{value}“ nie je číslo: napíšte {point} pre desatinné číslo alebo {whole} pre celé číslo',
  'domain.notDomain': '{text} nie je doména: {why}',
  'domain.notDomainOrUrl': '{text} nie je doména ani URL: {why}',
  'domain.spaces': 'obsahuje medzery (je to fráza?)',
  'domain.nothing': 'po odstránení „http://“ a „www.“ nezostane nič z domény',
  'domain.comma': 'čiarka namiesto bodky? ({fixed})',
  'domain.noDot': 'chýba bodka aj koncovka, napr. .sk alebo .com',
  'domain.character': '„{character}“ nemôže byť súčasťou domény',
  'domain.emptyPart': 'prázdna časť medzi bodkami',
  'domain.label': 'niektorá časť začína alebo končí „-“ alebo je dlhšia ako 63 znakov',
  'domain.ending': 'nekončí doménovou koncovkou, napr. .sk',
  'zeros.noData': 'Žiadne dáta. {why}',
  'zeros.market': '{host} je doména .{ending} a country_id {country} je iný trh; skúste {ids}.',
  'zeros.either': '{first} alebo {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" číta {host} ako celú doménu; pre hostiteľa použite fetch_mode "subdomain", alebo sa opýtajte na {domain}.',
  'note.inputError': 'Vstupná bunka obsahuje {value}.',
  'note.tooLong': 'Dlhšie ako {max} znakov: nevyhľadané.',
  'note.refused': '{problem}: nevyhľadané.',
  'note.notLookedUp': 'Nevyhľadané.',
  'note.notRanking': '{domain} sa na frázu „{keyword}“ neumiestňuje.',
  'note.outOfTime': `Nenačítané: vzorcu došiel čas (30 s). Zadajte ho znova a načíta sa zvyšok; ${CACHED}`,
  'note.tryLater': `Nenačítané: {error} Zadajte vzorec znova neskôr a načíta sa zvyšok; ${CACHED}`,
  'note.planRows': 'Prvých {count} riadkov: limit balíka na report.',
  'note.planRowsOf': 'Prvých {count} z {total} riadkov: limit balíka na report.',
  'note.timeRows': `Prvých {count} riadkov: vo vzorci nie je čas na viac; ${LAUNCHER}.`,
  'note.timeRowsOf': `Prvých {count} z {total} riadkov: vo vzorci nie je čas na viac; ${LAUNCHER}.`,
  'note.firstRows': 'Prvých {count} riadkov.',
  'note.noData': 'Žiadne dáta.',
  'note.blankColumns': 'Tu prázdne: {columns}. {why}',
  'note.toolGivesFewer': 'Server nástrojov tieto údaje neposkytuje; prihlásenie k API ich doplní.',
  'note.noMatch': 'Žiadne dáta: filtru nezodpovedá žiadny riadok.',
  'note.noCounters': 'Žiadne počítadlá.',
  'note.interval':
    'Požadovaný bol interval "{asked}", ale služba poslala body "{got}"; sú zobrazené tak, ako prišli.',
  'note.aiOverviews':
    'Dáta AI Overviews existujú len pre country_id {country} (Poľsko, databáza 2.0): nastavte country_id na {country}.',
  'error.notInRun':
    'Odpoveď behu nástroja URL adries túto doménu vynecháva; zadajte vzorec neskôr znova a dopyt sa zopakuje.',
  'note.bulkBlank': {
    one: 'Hodnotenie domény, kategória a údaje AI Overview sú prázdne pri {count} doméne: pochádza z behu nástroja URL adries (jedna jednotka limitu nástrojov až na 500 domén), ktorý ich neposkytuje. {how}',
    few: 'Hodnotenie domény, kategória a údaje AI Overview sú prázdne pri {count} doménach: pochádzajú z behu nástroja URL adries (jedna jednotka limitu nástrojov až na 500 domén), ktorý ich neposkytuje. {how}',
    many: 'Hodnotenie domény, kategória a údaje AI Overview sú prázdne pri {count} doméne: pochádzajú z behu nástroja URL adries (jedna jednotka limitu nástrojov až na 500 domén), ktorý ich neposkytuje. {how}',
    other:
      'Hodnotenie domény, kategória a údaje AI Overview sú prázdne pri {count} doménach: pochádzajú z behu nástroja URL adries (jedna jednotka limitu nástrojov až na 500 domén), ktorý ich neposkytuje. {how}',
  },
  'note.bulkBlankColumns':
    'Ak ich chcete načítať pre každú doménu zvlášť (po jednej jednotke analýzy viditeľnosti), uveďte ich v argumente columns, napr. "visibility, domain_rank".',
  'note.bulkBlankSetting':
    'Nastavenia › Štatistiky domén žiadajú behy nástroja URL adries; zvoľte tam iný spôsob a načítajú sa pre každú doménu zvlášť.',
  'cost.viaBulk': 'Jeden beh nástroja URL adries namiesto dopytu na dashboard: {why}.',
  'way.spent': 'limit analýzy viditeľnosti je vyčerpaný až do obnovenia',
  'way.setting': 'tak to určujú Nastavenia › Štatistiky domén',
  'way.cheaper': 'spotrebuje menšiu časť toho, čo zostáva',
  'run.quota': 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení.',
  'run.quotaSoon':
    'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o menej ako hodinu.',
  'run.quotaHours': {
    one: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} hodinu.',
    few: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} hodiny.',
    many: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} hodiny.',
    other: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} hodín.',
  },
  'run.quotaDays': {
    one: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} deň.',
    few: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} dni.',
    many: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} dňa.',
    other: 'Limit „{name}“ je vyčerpaný. Report bude pokračovať po jeho obnovení, o {count} dní.',
  },
  'run.retrying': '{reason} Ďalší automatický pokus: {at}.',
  'run.gaveUp': '{reason} Žiadne ďalšie automatické pokusy: chyba trvala 24 hodín.',
  'refuse.language': 'Neznámy jazyk „{choice}“: zvoľte jeden z {languages}, alebo automaticky.',
  'refuse.credentials': 'Zadajte e-mail a heslo svojho účtu.',
  'refuse.token': 'Toto nevyzerá ako API token.',
  'refuse.confirmSharing':
    'Najprv potvrďte: každý editor tohto dokumentu bude spúšťať vzorce na vaše prihlásenie a čerpať limity vášho účtu, kým zdieľanie neukončíte alebo sa neodhlásite.',
  'refuse.shareSignedOut': 'Najprv sa prihláste, potom prihlásenie zdieľajte.',
  'refuse.shareNoDocument': 'Otvorte SEO Sheets z tabuľky, s ktorou chcete prihlásenie zdieľať.',
  'refuse.toolCancelled': 'Prihlásenie bolo zrušené.',
  'refuse.toolRefused': 'Server nástrojov odmietol: {text}.',
  'refuse.toolNotPending': 'Tento pokus o pripojenie už neplatí. Začnite znova v bočnom paneli.',
  'refuse.toolNoCode': 'Server nástrojov neposlal autorizačný kód.',
  'refuse.address': 'Adresa služby musí byť URL http:// alebo https:// bez dopytu a fragmentu.',
  'refuse.noRows': 'Tento report nemá žiadne riadky na vloženie.',
  'refuse.phrase': 'Zadajte frázu na analýzu.',
  'refuse.noPhrases': 'Zadajte aspoň jednu frázu, jednu na riadok.',
  'refuse.noUrls': 'Zadajte aspoň jednu URL, jednu na riadok.',
  'refuse.tooManyPhrases': 'Crawl zvládne najviac {max} fráz; zadané {got}.',
  'refuse.tooManyUrls': 'Crawl zvládne najviac {max} URL; zadané {got}.',
  'refuse.notUrl': 'Nie je to URL http(s): {value}',
  'refuse.reportNeeds': 'Report potrebuje {name}.',
  'refuse.reportNeedsNumber': 'Report potrebuje {name} ako číslo.',
  'refuse.noRun': 'Toto spustenie reportu už neexistuje.',
  'refuse.fillIn': 'Vyplňte: {fields}.',
  'refuse.sheetName': 'Pomenujte hárok, do ktorého report pôjde.',
  'refuse.cadence': 'Zvoľte hodinu od 0 do 23 (a pri týždenných behoch aj deň v týždni).',
  'refuse.keep': 'Počet stavov ponechaných celé: celé číslo od 1 do {max}.',
  'refuse.unknownReport': 'Neznámy report „{id}“.',
  'refuse.unknownSerpReport': 'Neznámy report SERP „{report}“.',
  'note.noRows': 'Žiadne riadky',
  'callback.connected': 'Pripojené',
  'callback.notConnected': 'Nepripojené',
  'callback.connectedAs': 'SEO Sheets je pripojený k serveru nástrojov ako {email}.',
  'callback.close': 'Toto okno môžete zavrieť.',
  'log.runFailed': 'Naplánované spustenie SEO Sheets zlyhalo: {error}',
  'log.waitingFailed': 'SEO Sheets nemohol skontrolovať analýzy SERP, na ktoré čakajú vzorce: {error}',
  'settings.notSaved': 'Nastavenia neboli uložené. {problems}.',
  'settings.unknown': 'neznáme nastavenie „{key}“',
  'settings.countryId': 'countryId musí byť celé číslo väčšie ako 0',
  'settings.freshnessHours': 'freshnessHours prijíma 0 až {max} hodín pre {kinds}',
  'settings.refreshStamp': 'refreshStamp musí byť čas v milisekundách',
  'settings.language': 'language je jeden z {languages}, alebo null pre miestne nastavenie tabuľky',
  'settings.visibilityWay': 'visibilityWay je jedna z hodnôt {ways}',
  'settings.object': 'nastavenia musia byť objekt',
  joinList: '{first}; {second}',
  'serp.status': 'Analýza beží',
  'serp.running':
    '{status}, hotovo asi o {minutes} min (skontrolované {checked}). Táto bunka sa sama aktualizuje a vyplní: každú minútu pri otvorenom paneli SEO Sheets a každú hodinu.',
  'serp.late':
    '{status} už {minutes} min, dlhšie než zvyčajne (skontrolované {checked}). Táto bunka sa vyplní sama, keď bude hotovo: každú minútu pri otvorenom paneli SEO Sheets a každú hodinu.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'Služba odmietla „{item}“ ({why}); ostatné riadky boli načítané bez tejto položky.',
  'zeros.none': 'Pre túto doménu nie sú na tomto trhu žiadne dáta.',
  'zeros.noneWhy': 'Pre túto doménu nie sú na tomto trhu žiadne dáta: {why}',
  'note.pathDropped':
    'Cesta „{path}“ vynechaná: {param} "{mode}" číta {host} ako celok; {param} "url" číta túto URL adresu.',
  'note.emptyDomains':
    'Rozsah zatiaľ neobsahuje žiadne domény: zadajte jednu do každej bunky a tabuľka sa vyplní.',
  'note.emptyPhrases':
    'Rozsah zatiaľ neobsahuje žiadne frázy: zadajte jednu do každej bunky a tabuľka sa vyplní.',
  'arg.market': 'country_id {got} nie je trh, pre ktorý má služba dáta; má tieto: {markets}.',
  'arg.marketKeywords': 'country_id {got} nie je trh databázy kľúčových slov; tá má tieto: {markets}.',
  'arg.moved': '{name}: „{got}“ je hodnota argumentu {param}, ktorý je posledný: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Časť údajov bola načítaná pred {hours} h, skôr, než tento dokument považuje dáta za aktuálne. Zostávajú bez zmeny, kým ich neobnovíte: Obnoviť všetko teraz alebo nová hodnota argumentu refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Adresa služby musí začínať https:// (http:// len na tomto počítači: localhost alebo 127.0.0.1): prihlásenie poslané cez obyčajné http:// sa dá cestou prečítať.',
  'error.webPage':
    'Služba odpovedala webovou stránkou, nie dátami (HTTP {status}). Skúste to neskôr; ak sa to opakuje, skontrolujte Nastavenia › Adresa služby.',
  'error.notData':
    'Služba odpovedala niečím, čo nie sú dáta (HTTP {status}). Skúste to neskôr; ak sa to opakuje, skontrolujte Nastavenia › Adresa služby.',
  'error.pageTooLarge':
    'Služba poslala priveľa riadkov: {rows} (vyžiadaná strana: {asked}), oveľa viac, než posiela na jednu stranu, preto bola odpoveď odmietnutá bez čítania. Skúste to neskôr.',
  'error.toolAddressInsecure':
    'Adresa servera nástrojov {address} nezačína https:// (http:// len na tomto počítači), preto sa pripojenie nenadviazalo.',
  'error.toolMetadataInsecure':
    'Prihlasovacie metadáta servera nástrojov uvádzajú {field} ako {address}; dôveryhodné sú len adresy https:// (http:// len na tomto počítači), preto sa pripojenie nenadviazalo.',
  'error.toolMetadataMissing':
    'V prihlasovacích metadátach servera nástrojov chýba {field}, preto sa pripojenie nenadviazalo.',
  'error.toolMetadataIssuer':
    'Autorizačný server na adrese {expected} sa v metadátach nazýva {issuer}; oboje musí byť rovnaké (RFC 8414), preto sa pripojenie nenadviazalo.',
  'error.toolMetadataNoS256':
    'Autorizačný server servera nástrojov neuvádza S256 v code_challenge_methods_supported; MCP vyžaduje prihlásenie s PKCE S256, preto sa pripojenie nenadviazalo.',
  // Behy bez dozoru opísané pre toho, kto ich nesledoval, a spojenie prerušené počas odpovede (issue 34).
  'error.connectionCut': 'Spojenie so službou sa prerušilo skôr, než prišla odpoveď; skúste to o chvíľu.',
  'run.failedTry': 'Posledný pokus zlyhal: {cause}.',
  'run.quotaUnread':
    'Limit „{name}“ je vyčerpaný a limity služby sa teraz nedajú prečítať, aby bolo jasné, kedy sa obnoví. Report pokračuje pri prvej hodinovej kontrole, ktorá ich prečíta a nájde voľné jednotky, alebo po kliknutí na Pokračovať.',
  'run.waitsConnection':
    '{reason} Report pokračuje sám pri najbližšej hodinovej kontrole, len čo sa naň pripojenie bude môcť opýtať, alebo po kliknutí na Pokračovať.',
  'run.recovered': {
    one: 'Prebehlo {ran}, o {late} neskôr (termín {due}), po {count} neúspešnom pokuse: služba zlyhala o {tries}.',
    few: 'Prebehlo {ran}, o {late} neskôr (termín {due}), po {count} neúspešných pokusoch: služba zlyhala o {tries}.',
    many: 'Prebehlo {ran}, o {late} neskôr (termín {due}), po {count} neúspešného pokusu: služba zlyhala o {tries}.',
    other:
      'Prebehlo {ran}, o {late} neskôr (termín {due}), po {count} neúspešných pokusoch: služba zlyhala o {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} h',
  'run.lateDays': { one: '{count} deň', few: '{count} dni', many: '{count} dňa', other: '{count} dní' },
  'cause.cut': 'prerušené spojenie',
  'cause.network': 'služba nedostupná',
  'cause.edge': 'priveľa spojení naraz',
  'cause.deadline': 'žiadna odpoveď včas',
  'cause.other': 'chyba',
  'list.and': '{first} a {second}',
  'refuse.options': {
    one: 'Server nástrojov, cez ktorý ste pripojení, tento report s vyplneným poľom nezvládne: {options}. Spustite ho bez neho, alebo sa kvôli nemu prihláste k API.',
    few: 'Server nástrojov, cez ktorý ste pripojení, tento report s vyplnenými poľami nezvládne: {options}. Spustite ho bez nich, alebo sa kvôli nim prihláste k API.',
    many: 'Server nástrojov, cez ktorý ste pripojení, tento report s vyplnenými poľami nezvládne: {options}. Spustite ho bez nich, alebo sa kvôli nim prihláste k API.',
    other:
      'Server nástrojov, cez ktorý ste pripojení, tento report s vyplnenými poľami nezvládne: {options}. Spustite ho bez nich, alebo sa kvôli nim prihláste k API.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket': 'Pre tento trh nie sú dáta: služba ich pre {domain} pri country_id {country} nemá.',
  'note.noDataMarketAny': 'Pre tento trh nie sú dáta (country_id {country}).',
  'error.toolNotInPlan':
    'Nástroj {tool} nie je súčasťou tarifu tohto účtu (server nástrojov odpovedal 402, vyžaduje sa platba).',
  'error.authNotListed':
    'Prihlásenie sa zastavilo skôr, než sa čokoľvek odoslalo: {url} nie je autorizačný server, ktorý táto verzia SEO Sheets pozná ({listed}). Obráťte sa na toho, kto doplnok nasadil.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (adresár) nemá štatistiky domény: služba ich dáva pre celú doménu ("topLevelDomain"), hostiteľa ("subdomain") alebo jednotlivé URL adresy ("url", cez nástroj URL adries) a jej dashboard adresár odmieta. Pri adresári vypíše SEO_URLS URL adresy domény vo výsledkoch s ich dátami (tie pod jeho cestou patria adresáru) a SEO_POSITIONS v režime "catalog" jeho frázy.',
  'mode.urlNeedsApi':
    'fetch_mode "url" číta jednotlivé URL adresy cez nástroj URL adries, ktorý ponúka len prihlásenie do API (server nástrojov taký nástroj nemá), a dashboard číta len celé domény ("topLevelDomain") a hostiteľov ("subdomain"). Prihláste sa do API, alebo sa opýtajte na doménu či hostiteľa.',
  'note.bulkBlankUrl':
    'Pre jednotlivé URL adresy (fetch_mode "url") je jedinou cestou nástroj URL adries: dashboard, ktorý ich dáva, číta len celé domény a hostiteľov.',
  'way.mode': 'dashboard nečíta jednotlivé URL adresy',
  'keywords.urlCountry':
    'Východiskové URL adresy (režim "url") služba spracuje len pre country_id {only} (Poľsko), nie {country}.',
  'keywords.tooManySeeds':
    'Do jedného dopytu sa zmestí najviac {max} východiskových hodnôt; rozsah ich obsahuje {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Najprv vyberte bunku pre príklad.',
  'refuse.cellNotEmpty':
    '{cell} nie je prázdna: vyberte pre príklad prázdnu bunku, aby sa nič vaše neprepísalo.',
  'refuse.unknownFormula': 'SEO Sheets nemá vzorec „{name}“.',
  'probe.account': 'Účet ({call})',
  'probe.limits': 'Limity tarifu ({call})',
  'probe.countries': 'Krajiny ({call})',
  'probe.handshake': 'Nadviazanie spojenia ({call})',
  'probe.tools': 'Nástroje ({call})',
  'probe.countriesRead': {
    one: '{count} krajina',
    few: '{count} krajiny',
    many: '{count} krajiny',
    other: '{count} krajín',
  },
  'probe.toolsRead': {
    one: '{count} nástroj',
    few: '{count} nástroje',
    many: '{count} nástroja',
    other: '{count} nástrojov',
  },
  'probe.limitsRead': {
    one: 'načítaný {count} limit',
    few: 'načítané {count} limity',
    many: 'načítaného {count} limitu',
    other: 'načítaných {count} limitov',
  },
} satisfies Catalogue<typeof en>;
