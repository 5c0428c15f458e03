/** Czech: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/cs';
import { counterMessages } from './counters';

const MENU = 'Rozšíření › SEO Sheets';
const SIGN_IN_AGAIN = `Přihlaste se znovu v nabídce ${MENU}.`;
const RUN_A_REPORT = `U velkých dotazů použijte ${MENU} › Spustit report.`;
const CACHED = 'řádky, které už tu jsou, jsou v mezipaměti a nic nestojí.';
const LAUNCHER = `vše získáte přes ${MENU} › Spustit report`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Nejste přihlášeni do SEO Sheets. Přihlaste se v nabídce ${MENU}.`,
  'error.noSignIn': `Tento vzorec nemá přihlášení do SEO Sheets. Vzorce používají přihlášení vlastníka tabulky: vlastník se může přihlásit v nabídce ${MENU}, nebo přihlášený editor může vzorcům v tomto dokumentu povolit své přihlášení.`,
  'error.noSignInLast': `Tento vzorec nemá přihlášení do SEO Sheets. Vzorce používají přihlášení vlastníka tabulky (naposledy zde přihlášen: {account}): vlastník se může přihlásit v nabídce ${MENU}, nebo přihlášený editor může vzorcům v tomto dokumentu povolit své přihlášení.`,
  'error.sessionExpired': `Vaše relace SEO Sheets vypršela. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Vaše relace SEO Sheets ({account}) vypršela. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Nesprávný e-mail nebo heslo.',
  'error.emailNotConfirmed':
    'E-mailová adresa tohoto účtu ještě není potvrzená. Potvrďte ji v e-mailu od služby a pak se přihlaste.',
  'error.noApiAccess':
    'Tento účet nemá přístup k API: potřebuje aktivní tarif Advanced nebo Prime, nebo doplněk API k tarifu Basic či Lite (doplněk jen pro server nástrojů ho nezahrnuje).',
  'error.tryToolServer':
    '{error} Pokud tarif zahrnuje server nástrojů, použijte raději „Připojit přes server nástrojů“.',
  'error.toolServerOnly':
    '{email} je připojen přes server nástrojů, jehož nástroje tohle nepokrývají; je potřeba přihlášení k API.',
  'error.serpNotInPlan':
    'Analýza SERP není v tarifu tohoto účtu: vyžaduje doplněk SERP (součást tarifu Prime).',
  'error.routeNotFound': 'Služba nezná report {path}. Aktualizujte SEO Sheets.',
  'error.resourceNotFound': 'Nenalezeno: zkontrolujte zadané ID nebo název.',
  'error.methodNotAllowed': 'Služba odmítla způsob, jakým byl report vyžádán. Aktualizujte SEO Sheets.',
  'error.invalidData': 'Neplatný vstup: {fields}.',
  'error.invalidDataService': 'Neplatný vstup: {text}',
  'error.invalidFilter': 'Tento report takový filtr nepodporuje.',
  'error.invalidFilterWhy': 'Tento report takový filtr nepodporuje ({text}).',
  'error.unauthorizedResource':
    'Bez přístupu: projekt, skupina nebo fráze neexistuje nebo patří jinému účtu.',
  'error.quota': 'Limit účtu „{name}“ je vyčerpán{limit}. {after}{note}',
  'error.quotaAny': 'Limit účtu je vyčerpán{limit}. {after}{note}',
  'cost.free': 'Zdarma. {reason}',
  'cost.serpExists': 'Analýza této fráze už existuje: zdarma.',
  'cost.readFree': 'Čtení limitů, úloh a hotových výsledků je zdarma.',
  'cost.everyTime': 'Účtuje se pokaždé.',
  'cost.newRequest':
    'Odhadem: jedna jednotka, pokud se za {same} už neúčtovalo v posledních 24 h (kterýmkoli přehledem nebo vzorcem: opakování je zdarma).',
  'cost.repeat':
    'Odhadem: za {same} se účtovalo před {ago} a služba je účtuje jednou za 24 h, ať se ptá kterýkoli přehled nebo vzorec.',
  'cost.same.domain': 'stejnou doménu, režim a trh',
  'cost.same.phrases': 'stejné fráze, analýzu, režim a trh',
  'cost.same.backlinks': 'stejnou doménu a trh',
  'cost.same.tool': 'stejné parametry nástroje',
  'cost.same.crawl': 'stejné parametry crawlu',
  'cost.same.statistics': 'stejné fráze a trh',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} h',
  'cost.newRuns': 'Nové běhy statistik: {units} z {batches}.',
  'quota.limit': ' (limit {limit})',
  'quota.resetsSoon': 'Obnoví se za méně než hodinu.',
  'quota.resetsHours': {
    one: 'Obnoví se za {count} hodinu.',
    few: 'Obnoví se za {count} hodiny.',
    many: 'Obnoví se za {count} hodiny.',
    other: 'Obnoví se za {count} hodin.',
  },
  'quota.resetsDays': {
    one: 'Obnoví se za {count} den.',
    few: 'Obnoví se za {count} dny.',
    many: 'Obnoví se za {count} dne.',
    other: 'Obnoví se za {count} dní.',
  },
  'quota.cached': 'Data, která už byla načtena, zůstávají dostupná z mezipaměti.',
  'quota.note': ' {note}',
  'error.unfinishedTask': 'Analýza ještě běží; zkuste to znovu za minutu.',
  'error.dataUnreachable': 'Data jsou ve službě dočasně nedostupná; zkuste to později.',
  'error.serverTimeout':
    'Výpočet trval službě příliš dlouho; zužte dotaz (kratší rozsah dat, méně řádků nebo filtr).',
  'error.gatewayTimeout': `Služba neodpověděla včas (HTTP 504), takže nic nedorazilo; zkuste to znovu za pár minut. ${RUN_A_REPORT}`,
  'error.database': 'Ve službě došlo k chybě databáze; zkuste to později.',
  'error.serviceError': 'Služba hlásí dočasný problém. Zkuste to později.',
  'error.serviceErrorWhy': 'Služba hlásí dočasný problém: {text}. Zkuste to později.',
  'error.serverError': 'Ve službě došlo k interní chybě (HTTP {status}); zkuste to později.',
  'error.serviceUnavailable': 'Služba je teď nedostupná; zkuste to znovu za pár minut.',
  'error.edgeRejected': 'Služba odmítla spojení (příliš mnoho najednou); zkuste to za chvíli.',
  'error.network': 'Službu se nepodařilo zastihnout (chyba sítě); zkuste to za chvíli.',
  'error.deadline': `Vypršel čas na odpověď služby. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Odpověď služby nelze použít: {what}. Pokud se to opakuje, aktualizujte SEO Sheets.',
  'error.redirect': 'Adresa služby přesměrovává na {location}; zkontrolujte adresu služby v Nastavení.',
  'error.toolsNotInPlan': 'Tarif tohoto účtu nezahrnuje server nástrojů.',
  'error.toolRefused': 'Server nástrojů požadavek odmítl: {text}',
  'error.toolUnreadable': 'Server nástrojů vrátil odpověď, kterou SEO Sheets neumí přečíst ({what}).',
  'error.toolAnswerUnreadable': 'Odpověď serveru nástrojů na {tool} neobsahuje data čitelná pro SEO Sheets.',
  'error.toolConnectionEnded': `Připojení {account} k serveru nástrojů skončilo. Připojte se znovu v nabídce ${MENU}.`,
  'error.toolSignInEnded': `Přihlášení k serveru nástrojů skončilo. Připojte se znovu v nabídce ${MENU}.`,
  'error.toolConnectFailed': 'Připojení k serveru nástrojů se nezdařilo: {what}.',
  'error.noTool': 'Je potřeba nástroj {tool}, který tento server nástrojů účtu {account} nenabízí.',
  'error.outOfTime': `Vypršel čas. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Denní limit Googlu pro tento doplněk je vyčerpán; zkuste to zítra.',
  'error.cellLimit':
    'Tato tabulka dosáhla 10 milionů buněk, které Tabulky Google povolují: smažte nepotřebné listy nebo řádky (listy historie mohou uchovávat méně stavů) a pak pokračujte.',
  'error.tooManyCalls':
    'Příliš mnoho vzorců najednou; místo jednoho vzorce na buňku předejte oblast jednomu vzorci.',
  'error.notAllowed': `SEO Sheets to tady nesmí udělat; nejdřív ho otevřete v nabídce ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: něco se pokazilo; zkuste to znovu.',
  'arg.oneCell': '{name}: očekávána jedna buňka, zadána oblast {rows}×{cols}.',
  'arg.oneColumn': '{name}: použijte jeden sloupec nebo jeden řádek buněk (oblast má {rows}×{cols}).',
  'arg.cellError': '{name}: buňka obsahuje chybu {value}.',
  'arg.required': 'Argument {name} je povinný.',
  'arg.wholeNumber': 'Argument {name} musí být celé číslo od {min} do {max} (zadáno {got}).',
  'arg.boolean': 'Argument {name} musí být TRUE nebo FALSE (zadáno {got}).',
  'arg.choice': 'Argument {name} musí být jedna z hodnot {choices} (zadáno {got}).',
  'arg.badDate': 'Argument {name} není platné datum.',
  'arg.date': 'Argument {name} musí být datum nebo text ve tvaru 2026-11-01 (zadáno {got}).',
  'arg.dateOrder': 'date_min ({min}) je později než date_max ({max}): prohoďte je.',
  'arg.noDates': '{name}: zadejte aspoň jedno datum.',
  'arg.tooManyDates': '{name}: nejvýše {max} dat (zadáno {got}).',
  'arg.noDomains': '{name}: zadejte aspoň jednu doménu.',
  'arg.tooManyDomains': '{name}: nejvýše {max} domény (zadáno {got}).',
  'arg.sameDomain': '{name}: {domain} je doména, se kterou se porovnávají; vynechte ji.',
  'arg.tooMany': {
    one: '{name} má nejvýše {count} argument, zadáno {got}: {usage}.',
    few: '{name} má nejvýše {count} argumenty, zadáno {got}: {usage}.',
    many: '{name} má nejvýše {count} argumentu, zadáno {got}: {usage}.',
    other: '{name} má nejvýše {count} argumentů, zadáno {got}: {usage}.',
  },
  'arg.noArguments': '{name} nemá žádné argumenty, zadáno {got}: {usage}.',
  'arg.missing': '{name} potřebuje argument {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': 'Argument {name} smí mít nejvýše {max} znaků (zadáno {got}).',
  'arg.tooManyPhrases': `{count} frází k vyhledání je na vzorec příliš (nejvýše {max} nových frází najednou); ${LAUNCHER}.`,
  'filter.cannotRead': 'nelze přečíst „{part}“: {why}. {syntax}',
  'filter.syntax':
    'Pište klíč, operátor, hodnotu: position<=10, searches>100, keyword contains boty, url="https://example.cz/a"; operátory <, <=, >, >=, = a contains; podmínky spojujte slovem „and“ (musí platit všechny).',
  'filter.notEqual': 'služba nemá filtr „nerovná se“',
  'filter.noOperator': 'za klíčem chybí operátor',
  'filter.noKey': 'podmínka má začínat klíčem',
  'filter.nothingAfter': 'za „{operator}“ nic není',
  'filter.notOperator': '„{operator}“ není operátor',
  'filter.openQuote': 'uvozovky v {value} nejsou uzavřené',
  'filter.number': 'za „{operator}“ musí být číslo, ne „{value}“',
  'filter.or':
    '„or“ není podporováno (musí platit všechny podmínky); použijte pro každou možnost vlastní vzorec nebo report, nebo dejte text obsahující „or“ do uvozovek',
  'filter.leadingJoiner': 'začíná spojkou',
  'filter.danglingJoiner': 'za spojkou chybí podmínka',
  'filter.unknownKey': '„{key}“ není klíč, podle kterého tento report filtruje; přijímá {keys}',
  'filter.unknownKeyNear':
    '„{key}“ není klíč, podle kterého tento report filtruje (měli jste na mysli „{near}“?); přijímá {keys}',
  'filter.decimalPoint':
    'tento dokument píše čísla s desetinnou tečkou, takže „{value}“ není číslo: napište {point} pro desetinné číslo nebo {whole} pro celé číslo',
  'domain.notDomain': '{text} není doména: {why}',
  'domain.notDomainOrUrl': '{text} není doména ani URL: {why}',
  'domain.spaces': 'obsahuje mezery (je to fráze?)',
  'domain.nothing': 'po odebrání „http://“ a „www.“ nezbude nic z domény',
  'domain.comma': 'čárka místo tečky? ({fixed})',
  'domain.noDot': 'chybí tečka i koncovka, např. .cz nebo .com',
  'domain.character': '„{character}“ nemůže být součástí domény',
  'domain.emptyPart': 'prázdná část mezi tečkami',
  'domain.label': 'některá část začíná nebo končí „-“ nebo je delší než 63 znaků',
  'domain.ending': 'nekončí doménovou koncovkou, např. .cz',
  'zeros.noData': 'Žádná data. {why}',
  'zeros.market': '{host} je doména .{ending} a country_id {country} je jiný trh; zkuste {ids}.',
  'zeros.either': '{first} nebo {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" čte {host} jako celou doménu; pro hostitele použijte fetch_mode "subdomain", nebo se zeptejte na {domain}.',
  'note.inputError': 'Vstupní buňka obsahuje {value}.',
  'note.tooLong': 'Delší než {max} znaků: nevyhledáno.',
  'note.refused': '{problem}: nevyhledáno.',
  'note.notLookedUp': 'Nevyhledáno.',
  'note.notRanking': '{domain} se na frázi „{keyword}“ neumisťuje.',
  'note.outOfTime': `Nenačteno: vzorci došel čas (30 s). Zadejte ho znovu a načte se zbytek; ${CACHED}`,
  'note.tryLater': `Nenačteno: {error} Zadejte vzorec znovu později a načte se zbytek; ${CACHED}`,
  'note.planRows': 'Prvních {count} řádků: limit tarifu na report.',
  'note.planRowsOf': 'Prvních {count} z {total} řádků: limit tarifu na report.',
  'note.timeRows': `Prvních {count} řádků: ve vzorci není čas na víc; ${LAUNCHER}.`,
  'note.timeRowsOf': `Prvních {count} z {total} řádků: ve vzorci není čas na víc; ${LAUNCHER}.`,
  'note.firstRows': 'Prvních {count} řádků.',
  'note.noData': 'Žádná data.',
  'note.blankColumns': 'Zde prázdné: {columns}. {why}',
  'note.toolGivesFewer': 'Server nástrojů tyto údaje neposkytuje; přihlášení k API je doplní.',
  'note.noMatch': 'Žádná data: filtru neodpovídá žádný řádek.',
  'note.noCounters': 'Žádná počítadla.',
  'note.interval':
    'Požadován byl interval "{asked}", ale služba poslala body "{got}"; jsou zobrazeny tak, jak přišly.',
  'note.aiOverviews':
    'Data AI Overviews existují jen pro country_id {country} (Polsko, databáze 2.0): nastavte country_id na {country}.',
  'error.notInRun':
    'Odpověď běhu nástroje URL adres tuto doménu vynechává; zadejte vzorec později znovu a dotaz se zopakuje.',
  'note.bulkBlank': {
    one: 'Hodnocení domény, kategorie a údaje AI Overview jsou prázdné u {count} domény: pochází z běhu nástroje URL adres (jedna jednotka limitu nástrojů až na 500 domén), který je neposkytuje. {how}',
    few: 'Hodnocení domény, kategorie a údaje AI Overview jsou prázdné u {count} domén: pocházejí z běhu nástroje URL adres (jedna jednotka limitu nástrojů až na 500 domén), který je neposkytuje. {how}',
    many: 'Hodnocení domény, kategorie a údaje AI Overview jsou prázdné u {count} domény: pocházejí z běhu nástroje URL adres (jedna jednotka limitu nástrojů až na 500 domén), který je neposkytuje. {how}',
    other:
      'Hodnocení domény, kategorie a údaje AI Overview jsou prázdné u {count} domén: pocházejí z běhu nástroje URL adres (jedna jednotka limitu nástrojů až na 500 domén), který je neposkytuje. {how}',
  },
  'note.bulkBlankColumns':
    'Chcete-li je načíst pro každou doménu zvlášť (po jedné jednotce analýzy viditelnosti), uveďte je v argumentu columns, např. "visibility, domain_rank".',
  'note.bulkBlankSetting':
    'Nastavení › Statistiky domén žádají běhy nástroje URL adres; zvolte tam jiný způsob a načtou se pro každou doménu zvlášť.',
  'cost.viaBulk': 'Jeden běh nástroje URL adres místo dotazu na dashboard: {why}.',
  'way.spent': 'limit analýzy viditelnosti je vyčerpán až do obnovení',
  'way.setting': 'tak to určují Nastavení › Statistiky domén',
  'way.cheaper': 'spotřebuje menší část toho, co zbývá',
  'run.quota': 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení.',
  'run.quotaSoon': 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za méně než hodinu.',
  'run.quotaHours': {
    one: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} hodinu.',
    few: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} hodiny.',
    many: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} hodiny.',
    other: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} hodin.',
  },
  'run.quotaDays': {
    one: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} den.',
    few: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} dny.',
    many: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} dne.',
    other: 'Limit „{name}“ je vyčerpán. Report bude pokračovat po jeho obnovení, za {count} dní.',
  },
  'run.retrying': '{reason} Další automatický pokus: {at}.',
  'run.gaveUp': '{reason} Žádné další automatické pokusy: chyba trvala 24 hodin.',
  'refuse.language': 'Neznámý jazyk „{choice}“: zvolte jeden z {languages}, nebo automaticky.',
  'refuse.credentials': 'Zadejte e-mail a heslo svého účtu.',
  'refuse.token': 'Tohle nevypadá jako API token.',
  'refuse.confirmSharing':
    'Nejdřív potvrďte: každý editor tohoto dokumentu bude spouštět vzorce na vaše přihlášení a čerpat limity vašeho účtu, dokud sdílení neukončíte nebo se neodhlásíte.',
  'refuse.shareSignedOut': 'Nejdřív se přihlaste, pak přihlášení sdílejte.',
  'refuse.shareNoDocument': 'Otevřete SEO Sheets z tabulky, se kterou chcete přihlášení sdílet.',
  'refuse.toolCancelled': 'Přihlášení bylo zrušeno.',
  'refuse.toolRefused': 'Server nástrojů odmítl: {text}.',
  'refuse.toolNotPending': 'Tento pokus o připojení už neplatí. Začněte znovu v postranním panelu.',
  'refuse.toolNoCode': 'Server nástrojů neposlal autorizační kód.',
  'refuse.address': 'Adresa služby musí být URL http:// nebo https:// bez dotazu a fragmentu.',
  'refuse.noRows': 'Tento report nemá žádné řádky k vložení.',
  'refuse.phrase': 'Zadejte frázi k analýze.',
  'refuse.noPhrases': 'Zadejte aspoň jednu frázi, jednu na řádek.',
  'refuse.noUrls': 'Zadejte aspoň jednu URL, jednu na řádek.',
  'refuse.tooManyPhrases': 'Crawl zvládne nejvýše {max} frází; zadáno {got}.',
  'refuse.tooManyUrls': 'Crawl zvládne nejvýše {max} URL; zadáno {got}.',
  'refuse.notUrl': 'Není to URL http(s): {value}',
  'refuse.reportNeeds': 'Report potřebuje {name}.',
  'refuse.reportNeedsNumber': 'Report potřebuje {name} jako číslo.',
  'refuse.noRun': 'Toto spuštění reportu už neexistuje.',
  'refuse.fillIn': 'Vyplňte: {fields}.',
  'refuse.sheetName': 'Pojmenujte list, do kterého report půjde.',
  'refuse.cadence': 'Zvolte hodinu od 0 do 23 (a u týdenních běhů i den v týdnu).',
  'refuse.keep': 'Počet stavů ponechaných celé: celé číslo od 1 do {max}.',
  'refuse.unknownReport': 'Neznámý report „{id}“.',
  'refuse.unknownSerpReport': 'Neznámý report SERP „{report}“.',
  'note.noRows': 'Žádné řádky',
  'callback.connected': 'Připojeno',
  'callback.notConnected': 'Nepřipojeno',
  'callback.connectedAs': 'SEO Sheets je připojen k serveru nástrojů jako {email}.',
  'callback.close': 'Toto okno můžete zavřít.',
  'log.runFailed': 'Naplánované spuštění SEO Sheets selhalo: {error}',
  'log.waitingFailed': 'SEO Sheets nemohl zkontrolovat analýzy SERP, na které čekají vzorce: {error}',
  'settings.notSaved': 'Nastavení nebylo uloženo. {problems}.',
  'settings.unknown': 'neznámé nastavení „{key}“',
  'settings.countryId': 'countryId musí být celé číslo větší než 0',
  'settings.freshnessHours': 'freshnessHours přijímá 0 až {max} hodin pro {kinds}',
  'settings.refreshStamp': 'refreshStamp musí být čas v milisekundách',
  'settings.language': 'language je jeden z {languages}, nebo null pro národní prostředí tabulky',
  'settings.visibilityWay': 'visibilityWay je jedna z hodnot {ways}',
  'settings.object': 'nastavení musí být objekt',
  joinList: '{first}; {second}',
  'serp.status': 'Analýza běží',
  'serp.running':
    '{status}, hotovo asi za {minutes} min (zkontrolováno {checked}). Tato buňka se sama aktualizuje a vyplní: každou minutu při otevřeném panelu SEO Sheets a každou hodinu.',
  'serp.late':
    '{status} už {minutes} min, déle než obvykle (zkontrolováno {checked}). Tato buňka se vyplní sama, až bude hotovo: každou minutu při otevřeném panelu SEO Sheets a každou hodinu.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'Služba odmítla „{item}“ ({why}); ostatní řádky byly načteny bez této položky.',
  'zeros.none': 'Pro tuto doménu nejsou na tomto trhu žádná data.',
  'zeros.noneWhy': 'Pro tuto doménu nejsou na tomto trhu žádná data: {why}',
  'note.pathDropped':
    'Cesta „{path}“ vynechána: {param} "{mode}" čte {host} jako celek; {param} "url" čte tuto URL adresu.',
  'note.emptyDomains':
    'Rozsah zatím neobsahuje žádné domény: zadejte jednu do každé buňky a tabulka se vyplní.',
  'note.emptyPhrases':
    'Rozsah zatím neobsahuje žádné fráze: zadejte jednu do každé buňky a tabulka se vyplní.',
  'arg.market': 'country_id {got} není trh, pro který má služba data; má tyto: {markets}.',
  'arg.marketKeywords': 'country_id {got} není trh databáze klíčových slov; ta má tyto: {markets}.',
  'arg.moved': '{name}: „{got}“ je hodnota argumentu {param}, který je poslední: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Část údajů byla načtena před {hours} h, dříve, než tento dokument považuje data za aktuální. Zůstávají beze změny, dokud je neobnovíte: Obnovit vše hned nebo nová hodnota argumentu refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Adresa služby musí začínat https:// (http:// jen na tomto počítači: localhost nebo 127.0.0.1): přihlášení poslané přes prosté http:// lze cestou přečíst.',
  'error.webPage':
    'Služba odpověděla webovou stránkou, ne daty (HTTP {status}). Zkuste to později; pokud se to opakuje, zkontrolujte Nastavení › Adresa služby.',
  'error.notData':
    'Služba odpověděla něčím, co nejsou data (HTTP {status}). Zkuste to později; pokud se to opakuje, zkontrolujte Nastavení › Adresa služby.',
  'error.pageTooLarge':
    'Služba poslala příliš mnoho řádků: {rows} (vyžádaná stránka: {asked}), mnohem víc, než posílá na jednu stránku, proto byla odpověď odmítnuta bez čtení. Zkuste to později.',
  'error.toolAddressInsecure':
    'Adresa serveru nástrojů {address} nezačíná https:// (http:// jen na tomto počítači), proto se připojení nenavázalo.',
  'error.toolMetadataInsecure':
    'Přihlašovací metadata serveru nástrojů uvádějí {field} jako {address}; důvěryhodné jsou jen adresy https:// (http:// jen na tomto počítači), proto se připojení nenavázalo.',
  'error.toolMetadataMissing':
    'V přihlašovacích metadatech serveru nástrojů chybí {field}, proto se připojení nenavázalo.',
  'error.toolMetadataIssuer':
    'Autorizační server na adrese {expected} se v metadatech nazývá {issuer}; obojí musí být stejné (RFC 8414), proto se připojení nenavázalo.',
  'error.toolMetadataNoS256':
    'Autorizační server serveru nástrojů neuvádí S256 v code_challenge_methods_supported; MCP vyžaduje přihlášení s PKCE S256, proto se připojení nenavázalo.',
  // Běhy bez dozoru popsané pro toho, kdo je nesledoval, a spojení přerušené během odpovědi (issue 34).
  'error.connectionCut': 'Spojení se službou se přerušilo dřív, než dorazila odpověď; zkuste to za chvíli.',
  'run.failedTry': 'Poslední pokus selhal: {cause}.',
  'run.quotaUnread':
    'Limit „{name}“ je vyčerpán a limity služby teď nejde přečíst, aby bylo jasné, kdy se obnoví. Report pokračuje při první hodinové kontrole, která je přečte a najde volné jednotky, nebo po kliknutí na Pokračovat.',
  'run.waitsConnection':
    '{reason} Report pokračuje sám při nejbližší hodinové kontrole, jakmile se na něj připojení bude moci zeptat, nebo po kliknutí na Pokračovat.',
  'run.recovered': {
    one: 'Proběhlo {ran}, o {late} později (termín {due}), po {count} neúspěšném pokusu: služba selhala v {tries}.',
    few: 'Proběhlo {ran}, o {late} později (termín {due}), po {count} neúspěšných pokusech: služba selhala v {tries}.',
    many: 'Proběhlo {ran}, o {late} později (termín {due}), po {count} neúspěšného pokusu: služba selhala v {tries}.',
    other:
      'Proběhlo {ran}, o {late} později (termín {due}), po {count} neúspěšných pokusech: služba selhala v {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} h',
  'run.lateDays': { one: '{count} den', few: '{count} dny', many: '{count} dne', other: '{count} dní' },
  'cause.cut': 'přerušené spojení',
  'cause.network': 'služba nedostupná',
  'cause.edge': 'příliš mnoho spojení najednou',
  'cause.deadline': 'žádná odpověď včas',
  'cause.other': 'chyba',
  'list.and': '{first} a {second}',
  'refuse.options': {
    one: 'Server nástrojů, přes který jste připojeni, tento report s vyplněným polem nezvládne: {options}. Spusťte ho bez něj, nebo se pro něj přihlaste k API.',
    few: 'Server nástrojů, přes který jste připojeni, tento report s vyplněnými poli nezvládne: {options}. Spusťte ho bez nich, nebo se pro ně přihlaste k API.',
    many: 'Server nástrojů, přes který jste připojeni, tento report s vyplněnými poli nezvládne: {options}. Spusťte ho bez nich, nebo se pro ně přihlaste k API.',
    other:
      'Server nástrojů, přes který jste připojeni, tento report s vyplněnými poli nezvládne: {options}. Spusťte ho bez nich, nebo se pro ně přihlaste k API.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket': 'Pro tento trh nejsou data: služba je pro {domain} při country_id {country} nemá.',
  'note.noDataMarketAny': 'Pro tento trh nejsou data (country_id {country}).',
  'error.toolNotInPlan':
    'Nástroj {tool} není součástí tarifu tohoto účtu (server nástrojů odpověděl 402, vyžadována platba).',
  'error.authNotListed':
    'Přihlášení bylo zastaveno dřív, než se cokoli odeslalo: {url} není autorizační server, který tato verze SEO Sheets zná ({listed}). Obraťte se na toho, kdo doplněk nasadil.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (adresář) nemá statistiky domény: služba je dává pro celou doménu ("topLevelDomain"), hostitele ("subdomain") nebo jednotlivé URL adresy ("url", přes nástroj URL adres) a její dashboard adresář odmítá. U adresáře vypíše SEO_URLS URL adresy domény ve výsledcích s jejich daty (ty pod jeho cestou patří adresáři) a SEO_POSITIONS v režimu "catalog" jeho fráze.',
  'mode.urlNeedsApi':
    'fetch_mode "url" čte jednotlivé URL adresy přes nástroj URL adres, který nabízí jen přihlášení k API (server nástrojů takový nástroj nemá), a dashboard čte jen celé domény ("topLevelDomain") a hostitele ("subdomain"). Přihlaste se k API, nebo se zeptejte na doménu či hostitele.',
  'note.bulkBlankUrl':
    'Pro jednotlivé URL adresy (fetch_mode "url") je jedinou cestou nástroj URL adres: dashboard, který je dává, čte jen celé domény a hostitele.',
  'way.mode': 'dashboard nečte jednotlivé URL adresy',
  'keywords.urlCountry':
    'Výchozí URL adresy (režim "url") služba zpracuje jen pro country_id {only} (Polsko), ne {country}.',
  'keywords.tooManySeeds':
    'Do jednoho dotazu se vejde nejvýše {max} výchozích hodnot; rozsah jich obsahuje {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Nejprve vyberte buňku pro příklad.',
  'refuse.cellNotEmpty':
    '{cell} není prázdná: vyberte pro příklad prázdnou buňku, aby se nic vašeho nepřepsalo.',
  'refuse.unknownFormula': 'SEO Sheets nemá vzorec „{name}“.',
  'probe.account': 'Účet ({call})',
  'probe.limits': 'Limity tarifu ({call})',
  'probe.countries': 'Země ({call})',
  'probe.handshake': 'Navázání spojení ({call})',
  'probe.tools': 'Nástroje ({call})',
  'probe.countriesRead': {
    one: '{count} země',
    few: '{count} země',
    many: '{count} země',
    other: '{count} zemí',
  },
  'probe.toolsRead': {
    one: '{count} nástroj',
    few: '{count} nástroje',
    many: '{count} nástroje',
    other: '{count} nástrojů',
  },
  'probe.limitsRead': {
    one: 'načten {count} limit',
    few: 'načteny {count} limity',
    many: 'načteno {count} limitu',
    other: 'načteno {count} limitů',
  },
} satisfies Catalogue<typeof en>;
