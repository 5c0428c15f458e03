/** Hungarian: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/hu';
import { counterMessages } from './counters';

const MENU = 'Bővítmények › SEO Sheets';
const SIGN_IN_AGAIN = `Jelentkezzen be újra: ${MENU}.`;
const RUN_A_REPORT = `Nagy lekérdezésekhez használja ezt: ${MENU} › Riport futtatása.`;
const CACHED = 'a már itt lévő sorok a gyorsítótárból jönnek, és nem kerülnek semmibe.';
const LAUNCHER = `az egészhez használja ezt: ${MENU} › Riport futtatása`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Nincs bejelentkezve a SEO Sheetsbe. Jelentkezzen be: ${MENU}.`,
  'error.noSignIn': `Ehhez a képlethez nincs SEO Sheets-bejelentkezés. A képletek a táblázat tulajdonosának bejelentkezésével futnak: a tulajdonos bejelentkezhet itt: ${MENU}, vagy egy bejelentkezett szerkesztő engedélyezheti a saját bejelentkezését a dokumentum képleteinek.`,
  'error.noSignInLast': `Ehhez a képlethez nincs SEO Sheets-bejelentkezés. A képletek a táblázat tulajdonosának bejelentkezésével futnak (itt utoljára bejelentkezett: {account}): a tulajdonos bejelentkezhet itt: ${MENU}, vagy egy bejelentkezett szerkesztő engedélyezheti a saját bejelentkezését a dokumentum képleteinek.`,
  'error.sessionExpired': `A SEO Sheets-munkamenet lejárt. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `A SEO Sheets-munkamenet ({account}) lejárt. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Hibás e-mail-cím vagy jelszó.',
  'error.emailNotConfirmed':
    'A fiók e-mail-címe még nincs megerősítve. Erősítse meg a szolgáltatás által küldött e-mailből, majd jelentkezzen be.',
  'error.noApiAccess':
    'Ennek a fióknak nincs API-hozzáférése: aktív Advanced vagy Prime csomag, illetve Basic vagy Lite csomaghoz API-kiegészítő kell (a csak eszközszerveres kiegészítő nem tartalmazza).',
  'error.tryToolServer':
    '{error} Ha a csomag tartalmazza az eszközszervert, használja inkább a „Csatlakozás az eszközszerveren keresztül” lehetőséget.',
  'error.toolServerOnly':
    '{email} az eszközszerveren keresztül csatlakozik, amelynek eszközei ezt nem fedik le; ehhez API-bejelentkezés kell.',
  'error.serpNotInPlan':
    'A SERP-elemzés nem része a fiók csomagjának: SERP-kiegészítő kell hozzá (a Prime csomag tartalmazza).',
  'error.routeNotFound': 'A szolgáltatás nem ismeri ezt a riportot: {path}. Frissítse a SEO Sheetset.',
  'error.resourceNotFound': 'Nem található: ellenőrizze a megadott azonosítót vagy nevet.',
  'error.methodNotAllowed':
    'A szolgáltatás elutasította a riport lekérésének módját. Frissítse a SEO Sheetset.',
  'error.invalidData': 'Érvénytelen bemenet: {fields}.',
  'error.invalidDataService': 'Érvénytelen bemenet: {text}',
  'error.invalidFilter': 'Ez a riport nem támogatja ezt a szűrőt.',
  'error.invalidFilterWhy': 'Ez a riport nem támogatja ezt a szűrőt ({text}).',
  'error.unauthorizedResource':
    'Nincs hozzáférés: a projekt, a csoport vagy a kulcsszó nem létezik, vagy másik fiókhoz tartozik.',
  'error.quota': 'A fiók „{name}” kerete elfogyott{limit}. {after}{note}',
  'error.quotaAny': 'A fiók kerete elfogyott{limit}. {after}{note}',
  'cost.free': 'Ingyenes. {reason}',
  'cost.serpExists': 'Ennek a kifejezésnek már van elemzése: ingyenes.',
  'cost.readFree': 'A kvóták, feladatok és kész eredmények lekérése ingyenes.',
  'cost.everyTime': 'Minden alkalommal díjköteles.',
  'cost.newRequest':
    'Becslés: egy egység, hacsak {same} díját az elmúlt 24 órában már fel nem számolták (bármelyik jelentés vagy képlet: az ismétlés ingyenes).',
  'cost.repeat':
    'Becslés: {same} díját {ago} ezelőtt felszámolták, és a szolgáltatás 24 órán belül csak egyszer számolja fel, bármelyik jelentés vagy képlet kéri.',
  'cost.same.domain': 'ugyanazon domain, mód és piac',
  'cost.same.phrases': 'ugyanazon kifejezések, elemzés, mód és piac',
  'cost.same.backlinks': 'ugyanazon domain és piac',
  'cost.same.tool': 'ugyanazon eszközparaméterek',
  'cost.same.crawl': 'ugyanazon feltérképezési paraméterek',
  'cost.same.statistics': 'ugyanazon kifejezések és piac',
  'cost.minutes': '{count} perc',
  'cost.hours': '{count} óra',
  'cost.newRuns': 'Új statisztikai futások: {units} / {batches}.',
  'quota.limit': ' (keret: {limit})',
  'quota.resetsSoon': 'Egy órán belül megújul.',
  'quota.resetsHours': { one: '{count} óra múlva megújul.', other: '{count} óra múlva megújul.' },
  'quota.resetsDays': { one: '{count} nap múlva megújul.', other: '{count} nap múlva megújul.' },
  'quota.cached': 'A már lekért adatok továbbra is elérhetők a gyorsítótárból.',
  'quota.note': ' {note}',
  'error.unfinishedTask': 'Az elemzés még fut; próbálja újra egy perc múlva.',
  'error.dataUnreachable': 'Az adatok átmenetileg nem érhetők el a szolgáltatásnál; próbálja újra később.',
  'error.serverTimeout':
    'A szolgáltatásnak túl sokáig tartott a számítás; szűkítse a lekérdezést (rövidebb időszak, kevesebb sor vagy szűrő).',
  'error.gatewayTimeout': `A szolgáltatás nem válaszolt időben (HTTP 504), így semmi sem érkezett; próbálja újra néhány perc múlva. ${RUN_A_REPORT}`,
  'error.database': 'Adatbázishiba történt a szolgáltatásnál; próbálja újra később.',
  'error.serviceError': 'A szolgáltatás átmeneti hibát jelzett. Próbálja újra később.',
  'error.serviceErrorWhy': 'A szolgáltatás átmeneti hibát jelzett: {text}. Próbálja újra később.',
  'error.serverError': 'Belső hiba történt a szolgáltatásnál (HTTP {status}); próbálja újra később.',
  'error.serviceUnavailable': 'A szolgáltatás most nem érhető el; próbálja újra néhány perc múlva.',
  'error.edgeRejected':
    'A szolgáltatás elutasította a kapcsolatot (túl sok egyszerre); próbálja újra hamarosan.',
  'error.network': 'Nem érhető el a szolgáltatás (hálózati hiba); próbálja újra hamarosan.',
  'error.deadline': `Lejárt az idő a szolgáltatás válaszára várva. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'A szolgáltatás válasza nem használható: {what}. Ha ismétlődik, frissítse a SEO Sheetset.',
  'error.redirect': 'A szolgáltatás címe ide irányít át: {location}; ellenőrizze a címet a Beállításokban.',
  'error.toolsNotInPlan': 'A fiók csomagja nem tartalmazza az eszközszervert.',
  'error.toolRefused': 'Az eszközszerver elutasította a kérést: {text}',
  'error.toolUnreadable':
    'Az eszközszerver olyan választ adott, amelyet a SEO Sheets nem tud olvasni ({what}).',
  'error.toolAnswerUnreadable':
    'Az eszközszerver válasza erre: {tool} nem a SEO Sheets által olvasható adat.',
  'error.toolConnectionEnded': `{account} eszközszerver-kapcsolata megszűnt. Csatlakozzon újra: ${MENU}.`,
  'error.toolSignInEnded': `Az eszközszerver-bejelentkezés megszűnt. Csatlakozzon újra: ${MENU}.`,
  'error.toolConnectFailed': 'Nem sikerült csatlakozni az eszközszerverhez: {what}.',
  'error.noTool': 'Ehhez a(z) {tool} eszköz kell, amelyet ez az eszközszerver nem kínál {account} számára.',
  'error.outOfTime': `Lejárt az idő. ${RUN_A_REPORT}`,
  'error.googleQuota': 'A Google napi kerete ehhez a bővítményhez elfogyott; próbálja újra holnap.',
  'error.cellLimit':
    'Ez a táblázat elérte a Google Táblázatok által engedélyezett 10 millió cellát: törölje a felesleges lapokat vagy sorokat (az előzménylapok kevesebb pillanatképet is megőrizhetnek), majd folytassa.',
  'error.tooManyCalls':
    'Túl sok képlet egyszerre; cellánként egy képlet helyett adjon át egy tartományt egyetlen képletnek.',
  'error.notAllowed': `A SEO Sheets ezt itt nem teheti meg; előbb nyissa meg itt: ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: valami hiba történt; próbálja újra.',
  'arg.oneCell': '{name}: egy cellát vár, de {rows}×{cols} méretű tartományt kapott.',
  'arg.oneColumn': '{name}: egy oszlopnyi vagy egy sornyi cellát adjon meg (a tartomány {rows}×{cols}).',
  'arg.cellError': '{name}: a cellában hiba van: {value}.',
  'arg.required': 'A(z) {name} argumentum kötelező.',
  'arg.wholeNumber': 'A(z) {name} értéke {min} és {max} közötti egész szám legyen (kapott: {got}).',
  'arg.boolean': 'A(z) {name} értéke TRUE vagy FALSE legyen (kapott: {got}).',
  'arg.choice': 'A(z) {name} értéke ezek egyike legyen: {choices} (kapott: {got}).',
  'arg.badDate': 'A(z) {name} nem érvényes dátum.',
  'arg.date': 'A(z) {name} dátum vagy 2026-11-01 alakú szöveg legyen (kapott: {got}).',
  'arg.dateOrder': 'A date_min ({min}) későbbi, mint a date_max ({max}): cserélje fel őket.',
  'arg.noDates': '{name}: adjon meg legalább egy dátumot.',
  'arg.tooManyDates': '{name}: legfeljebb {max} dátum (kapott: {got}).',
  'arg.noDomains': '{name}: adjon meg legalább egy domaint.',
  'arg.tooManyDomains': '{name}: legfeljebb {max} domain (kapott: {got}).',
  'arg.sameDomain': '{name}: {domain} az a domain, amellyel összevetjük őket; hagyja ki.',
  'arg.tooMany': {
    one: 'A(z) {name} legfeljebb {count} argumentumot fogad, kapott: {got}: {usage}.',
    other: 'A(z) {name} legfeljebb {count} argumentumot fogad, kapott: {got}: {usage}.',
  },
  'arg.noArguments': 'A(z) {name} nem fogad argumentumot, kapott: {got}: {usage}.',
  'arg.missing': 'A(z) {name} képlethez kell a(z) {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': 'A(z) {name} legfeljebb {max} karakter lehet (kapott: {got}).',
  'arg.tooManyPhrases': `{count} lekérdezendő kulcsszó túl sok egy képlethez (egyszerre legfeljebb {max} új kulcsszó); ${LAUNCHER}.`,
  'filter.cannotRead': 'nem olvasható: „{part}”: {why}. {syntax}',
  'filter.syntax':
    'Írja így: kulcs, operátor, érték: position<=10, searches>100, keyword contains cipő, url="https://example.hu/a"; operátorok: <, <=, >, >=, = és contains; a feltételeket „and” kösse össze (mindnek teljesülnie kell).',
  'filter.notEqual': 'a szolgáltatásnak nincs „nem egyenlő” szűrője',
  'filter.noOperator': 'a kulcs után nincs operátor',
  'filter.noKey': 'kulccsal kell kezdődnie',
  'filter.nothingAfter': 'a(z) „{operator}” után nincs semmi',
  'filter.notOperator': 'a(z) „{operator}” nem operátor',
  'filter.openQuote': 'a(z) {value} idézőjele nincs lezárva',
  'filter.number': 'a(z) „{operator}” után szám kell, nem „{value}”',
  'filter.or':
    'az „or” nem támogatott (minden feltételnek teljesülnie kell); minden változathoz használjon külön képletet vagy riportot, vagy tegye idézőjelbe az „or”-t tartalmazó szöveget',
  'filter.leadingJoiner': 'kötőszóval kezdődik',
  'filter.danglingJoiner': 'a kötőszó után nincs feltétel',
  'filter.unknownKey': 'a(z) „{key}” nem olyan kulcs, amely szerint ez a riport szűr; ezeket fogadja: {keys}',
  'filter.unknownKeyNear':
    'a(z) „{key}” nem olyan kulcs, amely szerint ez a riport szűr (talán „{near}”?); ezeket fogadja: {keys}',
  'filter.decimalPoint':
    'ez a dokumentum tizedesponttal írja a számokat, így a(z) „{value}” nem szám: írjon {point} értéket tizedes törthöz vagy {whole} értéket egész számhoz',
  'domain.notDomain': '{text} nem domain: {why}',
  'domain.notDomainOrUrl': '{text} nem domain és nem URL: {why}',
  'domain.spaces': 'szóközt tartalmaz (kulcsszó?)',
  'domain.nothing': 'a „http://” és a „www.” levétele után semmi sem marad a domainből',
  'domain.comma': 'vessző a pont helyén? ({fixed})',
  'domain.noDot': 'nincs benne pont és végződés, pl. .hu vagy .com',
  'domain.character': 'a(z) „{character}” nem lehet egy domain része',
  'domain.emptyPart': 'üres rész két pont között',
  'domain.label': 'egy része „-” jellel kezdődik vagy végződik, vagy 63 karakternél hosszabb',
  'domain.ending': 'nem domainvégződésre végződik, pl. .hu',
  'zeros.noData': 'Nincs adat. {why}',
  'zeros.market': '{host} .{ending} domain, a country_id {country} pedig másik piac; próbálja ezt: {ids}.',
  'zeros.either': '{first} vagy {second}',
  'zeros.host':
    'a fetch_mode "topLevelDomain" a(z) {host} címet teljes domainként olvassa; hosztnévhez használja a fetch_mode "subdomain" módot, vagy kérdezze le ezt: {domain}.',
  'note.inputError': 'A bemeneti cella tartalma: {value}.',
  'note.tooLong': 'Hosszabb {max} karakternél: nincs lekérdezve.',
  'note.refused': '{problem}: nincs lekérdezve.',
  'note.notLookedUp': 'Nincs lekérdezve.',
  'note.notRanking': '{domain} nem rangsorol erre: „{keyword}”.',
  'note.outOfTime': `Nincs lekérve: a képlet ideje lejárt (30 mp). Írja be újra a többi lekéréséhez; ${CACHED}`,
  'note.tryLater': `Nincs lekérve: {error} Írja be később újra a képletet a többi lekéréséhez; ${CACHED}`,
  'note.planRows': 'Az első {count} sor: a csomag riportonkénti korlátja.',
  'note.planRowsOf': 'Az első {count} sor ({total} közül): a csomag riportonkénti korlátja.',
  'note.timeRows': `Az első {count} sor: egy képletben nincs idő többre; ${LAUNCHER}.`,
  'note.timeRowsOf': `Az első {count} sor ({total} közül): egy képletben nincs idő többre; ${LAUNCHER}.`,
  'note.firstRows': 'Az első {count} sor.',
  'note.noData': 'Nincs adat.',
  'note.blankColumns': 'Itt üres: {columns}. {why}',
  'note.toolGivesFewer':
    'Az eszközszerver nem adja meg ezeket az adatokat; API-bejelentkezéssel kitöltődnek.',
  'note.noMatch': 'Nincs adat: egy sor sem felel meg a szűrőnek.',
  'note.noCounters': 'Nincsenek számlálók.',
  'note.interval':
    'A kért interval "{asked}" volt, de a szolgáltatás "{got}" pontokat küldött; úgy látszanak, ahogy érkeztek.',
  'note.aiOverviews':
    'AI Overviews-adatok csak a country_id {country} (Lengyelország, 2.0-s adatbázis) esetén vannak: állítsa a country_id értékét erre: {country}.',
  'error.notInRun':
    'Az URL-eszköz futtatásának válasza kihagyja ezt a domaint; később írja be újra a képletet az ismételt lekérdezéshez.',
  'note.bulkBlank': {
    one: 'A domain rangsorhelye, kategóriája és az AI Overview adatai {count} domainnél üresek: az URL-eszköz egy futtatásából származnak (egy eszközegység legfeljebb 500 domainért), amely ezeket nem adja meg. {how}',
    other:
      'A domain rangsorhelye, kategóriája és az AI Overview adatai {count} domainnél üresek: az URL-eszköz egy futtatásából származnak (egy eszközegység legfeljebb 500 domainért), amely ezeket nem adja meg. {how}',
  },
  'note.bulkBlankColumns':
    'Ha domainenként szeretné lekérni őket (domainenként egy láthatósági elemzési egység), nevezze meg őket a columns argumentumban, pl. "visibility, domain_rank".',
  'note.bulkBlankSetting':
    'A Beállítások › Domainstatisztikák az URL-eszköz futtatásait kérik; válasszon ott más módot a domainenkénti lekéréshez.',
  'cost.viaBulk': 'Az URL-eszköz egy futtatása dashboard-lekérés helyett: {why}.',
  'way.spent': 'a láthatósági elemzés kvótája a megújulásig elfogyott',
  'way.setting': 'ezt kérik a Beállítások › Domainstatisztikák',
  'way.cheaper': 'kisebb részt használ fel a megmaradtból',
  'run.quota': 'A(z) „{name}” keret elfogyott. A riport a keret megújulása után folytatódik.',
  'run.quotaSoon':
    'A(z) „{name}” keret elfogyott. A riport a keret megújulása után folytatódik, egy órán belül.',
  'run.quotaHours': {
    one: 'A(z) „{name}” keret elfogyott. A riport a keret megújulása után folytatódik, {count} óra múlva.',
    other: 'A(z) „{name}” keret elfogyott. A riport a keret megújulása után folytatódik, {count} óra múlva.',
  },
  'run.quotaDays': {
    one: 'A(z) „{name}” keret elfogyott. A riport a keret megújulása után folytatódik, {count} nap múlva.',
    other: 'A(z) „{name}” keret elfogyott. A riport a keret megújulása után folytatódik, {count} nap múlva.',
  },
  'run.retrying': '{reason} A következő automatikus próbálkozás: {at}.',
  'run.gaveUp': '{reason} Nincs több automatikus próbálkozás: a hiba 24 órán át tartott.',
  'refuse.language': 'Ismeretlen nyelv: „{choice}”. Válasszon ezek közül: {languages}, vagy automatikus.',
  'refuse.credentials': 'Adja meg a fiókja e-mail-címét és jelszavát.',
  'refuse.token': 'Ez nem úgy néz ki, mint egy API-token.',
  'refuse.confirmSharing':
    'Előbb erősítse meg: a dokumentum minden szerkesztője az Ön bejelentkezésével futtat képleteket, és az Ön fiókjának keretét használja, amíg meg nem szünteti a megosztást vagy ki nem jelentkezik.',
  'refuse.shareSignedOut': 'Előbb jelentkezzen be, aztán ossza meg a bejelentkezését.',
  'refuse.shareNoDocument':
    'Nyissa meg a SEO Sheetset egy táblázatból, hogy megoszthassa vele a bejelentkezését.',
  'refuse.toolCancelled': 'A bejelentkezés megszakadt.',
  'refuse.toolRefused': 'Az eszközszerver elutasította: {text}.',
  'refuse.toolNotPending': 'Ez a csatlakozási kísérlet már nem érvényes. Kezdje újra az oldalsávon.',
  'refuse.toolNoCode': 'Az eszközszerver nem küldött engedélyezési kódot.',
  'refuse.address': 'A szolgáltatás címe lekérdezés és töredék nélküli http:// vagy https:// URL legyen.',
  'refuse.noRows': 'Ebben a riportban nincs beszúrható sor.',
  'refuse.phrase': 'Adjon meg egy elemzendő kulcsszót.',
  'refuse.noPhrases': 'Adjon meg legalább egy kulcsszót, soronként egyet.',
  'refuse.noUrls': 'Adjon meg legalább egy URL-t, soronként egyet.',
  'refuse.tooManyPhrases': 'Egy feltérképezés legfeljebb {max} kulcsszót vállal; Ön {got} darabot adott meg.',
  'refuse.tooManyUrls': 'Egy feltérképezés legfeljebb {max} URL-t vállal; Ön {got} darabot adott meg.',
  'refuse.notUrl': 'Nem http(s) URL: {value}',
  'refuse.reportNeeds': 'A riporthoz kell: {name}.',
  'refuse.reportNeedsNumber': 'A riporthoz kell: {name}, számként.',
  'refuse.noRun': 'Ez a riportfuttatás már nem létezik.',
  'refuse.fillIn': 'Töltse ki: {fields}.',
  'refuse.sheetName': 'Nevezze meg a munkalapot, ahová a riport kerül.',
  'refuse.cadence': 'Válasszon órát 0 és 23 között (heti futtatásnál a hét napját is).',
  'refuse.keep': 'A teljesen megőrzött pillanatképek száma: egész szám 1 és {max} között.',
  'refuse.unknownReport': 'Ismeretlen riport: „{id}”.',
  'refuse.unknownSerpReport': 'Ismeretlen SERP-riport: „{report}”.',
  'note.noRows': 'Nincsenek sorok',
  'callback.connected': 'Csatlakozva',
  'callback.notConnected': 'Nincs csatlakozva',
  'callback.connectedAs': 'A SEO Sheets {email} fiókkal csatlakozott az eszközszerverhez.',
  'callback.close': 'Bezárhatja ezt az ablakot.',
  'log.runFailed': 'A SEO Sheets ütemezett futtatása sikertelen: {error}',
  'log.waitingFailed': 'A SEO Sheets nem tudta ellenőrizni a képletek által várt SERP-elemzéseket: {error}',
  'settings.notSaved': 'A beállítások nincsenek mentve. {problems}.',
  'settings.unknown': 'ismeretlen beállítás: „{key}”',
  'settings.countryId': 'a countryId 0-nál nagyobb egész szám legyen',
  'settings.freshnessHours': 'a freshnessHours 0 és {max} óra közötti értéket fogad ezekhez: {kinds}',
  'settings.refreshStamp': 'a refreshStamp ezredmásodpercben megadott idő legyen',
  'settings.language':
    'a language értéke ezek egyike: {languages}, vagy null a táblázat területi beállításához',
  'settings.visibilityWay': 'a visibilityWay értéke ezek egyike: {ways}',
  'settings.object': 'a beállításoknak objektumnak kell lenniük',
  joinList: '{first}; {second}',
  'serp.status': 'Az elemzés fut',
  'serp.running':
    '{status}, kb. {minutes} perc múlva kész (ellenőrizve: {checked}). Ez a cella magától frissül és kitöltődik: nyitott SEO Sheets-panel mellett percenként, és óránként.',
  'serp.late':
    '{status} {minutes} perce, a szokásosnál tovább (ellenőrizve: {checked}). Ez a cella magától kitöltődik, amikor elkészül: nyitott SEO Sheets-panel mellett percenként, és óránként.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused':
    'A szolgáltatás elutasította ezt: „{item}” ({why}); a többi sort nélküle kérdeztük le.',
  'zeros.none': 'Ehhez a domainhez nincs adat ezen a piacon.',
  'zeros.noneWhy': 'Ehhez a domainhez nincs adat ezen a piacon: {why}',
  'note.pathDropped':
    'A(z) „{path}” útvonal kimaradt: a(z) {param} "{mode}" a(z) {host} címet egészében olvassa; a(z) {param} "url" ezt az URL-t olvassa.',
  'note.emptyDomains':
    'A tartományban még nincs domain: írjon be cellánként egyet, és a táblázat kitöltődik.',
  'note.emptyPhrases':
    'A tartományban még nincs kifejezés: írjon be cellánként egyet, és a táblázat kitöltődik.',
  'arg.market':
    'A country_id {got} nem olyan piac, amelyhez a szolgáltatásnak van adata; ezek vannak: {markets}.',
  'arg.marketKeywords': 'A country_id {got} nem a kulcsszó-adatbázis piaca; ezek vannak: {markets}.',
  'arg.moved': '{name}: „{got}” a(z) {param} argumentum értéke, amely az utolsó: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Az adatok egy részét {hours} órája kérte le, régebben, mint ameddig ez a dokumentum frissnek tekinti az adatokat. Változatlanok maradnak, amíg nem frissíti őket: Minden frissítése most, vagy a refresh argumentum új értéke.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'A szolgáltatás címének https://-sel kell kezdődnie (http:// csak ezen a gépen: localhost vagy 127.0.0.1): a sima http://-n küldött bejelentkezés útközben olvasható.',
  'error.webPage':
    'A szolgáltatás weboldallal válaszolt, nem adatokkal (HTTP {status}). Próbálja újra később; ha ismétlődik, ellenőrizze: Beállítások › Szolgáltatás címe.',
  'error.notData':
    'A szolgáltatás nem adatokkal válaszolt (HTTP {status}). Próbálja újra később; ha ismétlődik, ellenőrizze: Beállítások › Szolgáltatás címe.',
  'error.pageTooLarge':
    'A szolgáltatás túl sok sort küldött: {rows} (a kért oldal: {asked}), jóval többet, mint amennyit egy oldalon küld, ezért a SEO Sheets olvasatlanul elutasította a választ. Próbálja újra később.',
  'error.toolAddressInsecure':
    'Az eszközszerver címe ({address}) nem https://-sel kezdődik (http:// csak ezen a gépen), ezért a SEO Sheets nem csatlakozott.',
  'error.toolMetadataInsecure':
    'Az eszközszerver bejelentkezési metaadataiban {field} értéke {address}; csak a https:// címek megbízhatók (http:// csak ezen a gépen), ezért a SEO Sheets nem csatlakozott.',
  'error.toolMetadataMissing':
    'Az eszközszerver bejelentkezési metaadataiból hiányzik: {field}, ezért a SEO Sheets nem csatlakozott.',
  'error.toolMetadataIssuer':
    'A(z) {expected} címen lévő engedélyezési szerver a metaadataiban {issuer} néven szerepel; a kettőnek egyeznie kell (RFC 8414), ezért a SEO Sheets nem csatlakozott.',
  'error.toolMetadataNoS256':
    'Az eszközszerver engedélyezési szervere nem sorolja fel az S256-ot a code_challenge_methods_supported mezőben; az MCP PKCE S256-os bejelentkezést ír elő, ezért a SEO Sheets nem csatlakozott.',
  // Felügyelet nélküli futások annak elmondva, aki nem látta őket, és a válasz közben megszakadt kapcsolat (issue 34).
  'error.connectionCut':
    'A kapcsolat a szolgáltatással megszakadt, mielőtt a válasz megérkezett; próbálja újra hamarosan.',
  'run.failedTry': 'Az utolsó próbálkozás sikertelen: {cause}.',
  'run.quotaUnread':
    'A(z) „{name}” keret elfogyott, és a szolgáltatás keretei most nem olvashatók ki, így nem tudni, mikor újul meg. A riport az első óránkénti ellenőrzésnél folytatódik, amely kiolvassa őket és szabad egységet talál, vagy a Folytatás gombra kattintva.',
  'run.waitsConnection':
    '{reason} A riport magától folytatódik a következő óránkénti ellenőrzésnél, amint a kapcsolat le tudja kérni, vagy a Folytatás gombra kattintva.',
  'run.recovered': {
    one: 'Lefutott: {ran}, {late} késéssel (esedékes: {due}), {count} sikertelen próbálkozás után: a szolgáltatás hibázott ekkor: {tries}.',
    other:
      'Lefutott: {ran}, {late} késéssel (esedékes: {due}), {count} sikertelen próbálkozás után: a szolgáltatás hibázott ekkor: {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} perc',
  'run.lateHours': '{count} óra',
  'run.lateDays': { one: '{count} nap', other: '{count} nap' },
  'cause.cut': 'megszakadt kapcsolat',
  'cause.network': 'elérhetetlen szolgáltatás',
  'cause.edge': 'túl sok egyidejű kapcsolat',
  'cause.deadline': 'nem jött válasz időben',
  'cause.other': 'hiba',
  'list.and': '{first} és {second}',
  'refuse.options': {
    one: 'Az eszközszerver, amelyen keresztül csatlakozik, nem tudja lefuttatni ezt a riportot, ha ez a mező ki van töltve: {options}. Futtassa nélküle, vagy jelentkezzen be az API-ba, hogy használhassa.',
    other:
      'Az eszközszerver, amelyen keresztül csatlakozik, nem tudja lefuttatni ezt a riportot, ha ezek a mezők ki vannak töltve: {options}. Futtassa nélkülük, vagy jelentkezzen be az API-ba, hogy használhassa őket.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'Ehhez a piachoz nincs adat: a szolgáltatásnak nincs ilyen adata a(z) {domain} domainhez country_id {country} mellett.',
  'note.noDataMarketAny': 'Ehhez a piachoz nincs adat (country_id {country}).',
  'error.toolNotInPlan':
    'A(z) {tool} eszköz nem része a fiók előfizetésének (az eszközszerver 402-es kóddal, fizetés szükséges, válaszolt).',
  'error.authNotListed':
    'A bejelentkezés leállt, mielőtt bármi elment volna: a(z) {url} nem olyan hitelesítési szerver, amelyet az SEO Sheets e verziója ismer ({listed}). Kérdezze meg azt, aki a bővítményt telepítette.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'A fetch_mode "catalog" (könyvtár) esetén nincs domainstatisztika: a szolgáltatás teljes domainre ("topLevelDomain"), hosztra ("subdomain") vagy egyes URL-ekre ("url", az URL-eszközzel) adja meg, a dashboard pedig elutasítja a könyvtárat. Könyvtárnál a SEO_URLS kilistázza a domain rangsoroló URL-jeit az adataikkal (az útvonala alattiak a könyvtáréi), a SEO_POSITIONS "catalog" módban pedig a kulcsszavait.',
  'mode.urlNeedsApi':
    'A fetch_mode "url" az egyes URL-eket az URL-eszközzel olvassa, amelyet csak az API-bejelentkezés kínál (az eszközszerveren nincs ilyen eszköz), a dashboard pedig csak teljes domaineket ("topLevelDomain") és hosztokat ("subdomain") olvas. Jelentkezzen be az API-ba, vagy kérdezze le a domaint vagy a hosztot.',
  'note.bulkBlankUrl':
    'Egyes URL-eknél (fetch_mode "url") az URL-eszköz az egyetlen út: a dashboard, amely megadja ezeket, csak teljes domaineket és hosztokat olvas.',
  'way.mode': 'a dashboard nem olvas egyes URL-eket',
  'keywords.urlCountry':
    'Az URL-ként megadott kiindulópontokra (az "url" mód) a szolgáltatás csak a country_id {only} (Lengyelország) esetén válaszol, a(z) {country} esetén nem.',
  'keywords.tooManySeeds': 'Egy lekérdezésbe legfeljebb {max} kiindulópont fér; a tartományban {got} van.',
  ...counterMessages(quota),
  'refuse.noCell': 'Előbb jelöljön ki egy cellát a példának.',
  'refuse.cellNotEmpty':
    'A(z) {cell} cella nem üres: jelöljön ki egy üres cellát a példának, hogy semmi se íródjon felül.',
  'refuse.unknownFormula': 'A SEO Sheetsben nincs „{name}” képlet.',
  'probe.account': 'Fiók ({call})',
  'probe.limits': 'A csomag korlátai ({call})',
  'probe.countries': 'Országok ({call})',
  'probe.handshake': 'Kapcsolatfelvétel ({call})',
  'probe.tools': 'Eszközök ({call})',
  'probe.countriesRead': { one: '{count} ország', other: '{count} ország' },
  'probe.toolsRead': { one: '{count} eszköz', other: '{count} eszköz' },
  'probe.limitsRead': { one: '{count} korlát beolvasva', other: '{count} korlát beolvasva' },
} satisfies Catalogue<typeof en>;
