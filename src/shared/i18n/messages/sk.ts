/** Slovak: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';

const MENU = 'Rozšírenia › SEO Sheets';
const SIGN_IN_AGAIN = `Prihláste sa znova v ponuke ${MENU}.`;
const RUN_A_REPORT = `Pri veľkých dopytoch použite ${MENU} › Spustiť report.`;
const CACHED = 'riadky, ktoré tu už sú, sú v medzipamäti a nič nestoja.';
const LAUNCHER = `všetko získate cez ${MENU} › Spustiť report`;

export const messages = {
  text: '{text}',
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
  'quota.toolsNote':
    ' Štatistiky fráz (SEO_KEYWORD_STATS), crawly TOP100 a URL aj porovnania SERP čerpajú z tohto jedného spoločného počítadla.',
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
  'error.noTool': '{formula} potrebuje nástroj {tool}, ktorý tento server nástrojov účtu {account} neponúka.',
  'error.outOfTime': `Vypršal čas. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Denný limit Googlu pre tento doplnok je vyčerpaný; skúste to zajtra.',
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
  'arg.maxChars': 'Argument {name} môže mať najviac {max} znakov (zadané {got}).',
  'arg.tooManyPhrases': `{count} fráz na vyhľadanie je na vzorec priveľa (najviac {max} nových fráz naraz); ${LAUNCHER}.`,
  'arg.toolContentStatistics':
    'report: server nástrojov dáva „content_statistics“ po jednotlivých stránkach, nie miery z tejto tabuľky; prihláste sa k API, alebo zvoľte „urls“.',
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
  'domain.notDomain': '{text} nie je doména: {why}',
  'domain.notDomainOrUrl': '{text} nie je doména ani URL: {why}',
  'domain.spaces': 'obsahuje medzery (je to fráza?)',
  'domain.comma': 'čiarka namiesto bodky? ({fixed})',
  'domain.noDot': 'chýba bodka aj koncovka, napr. .sk alebo .com',
  'domain.character': '„{character}“ nemôže byť súčasťou domény',
  'domain.emptyPart': 'prázdna časť medzi bodkami',
  'domain.label': 'niektorá časť začína alebo končí „-“ alebo je dlhšia ako 63 znakov',
  'domain.ending': 'nekončí doménovou koncovkou, napr. .sk',
  'zeros.allZeros': 'Samé nuly: {why}',
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
  'note.noMatch': 'Žiadne dáta: filtru nezodpovedá žiadny riadok.',
  'note.noCounters': 'Žiadne počítadlá.',
  'note.aiOverviews':
    'Dáta AI Overviews existujú len pre country_id {country} (Poľsko, databáza 2.0): nastavte country_id na {country}.',
  'serp.status': 'Analýza beží',
  'serp.running':
    '{status}, hotovo asi o {minutes} min. Táto bunka sa vyplní sama, keď bude hotovo (kontroluje sa pri otvorenom paneli SEO Sheets a každú hodinu).',
} satisfies Catalogue<typeof en>;
