/** Romanian: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/ro';
import { counterMessages } from './counters';

const MENU = 'Extensii › SEO Sheets';
const SIGN_IN_AGAIN = `Conectați-vă din nou din ${MENU}.`;
const RUN_A_REPORT = `Pentru cereri mari folosiți ${MENU} › Rulați un raport.`;
const CACHED = 'rândurile deja afișate sunt în cache și nu costă nimic.';
const LAUNCHER = `pentru tot, folosiți ${MENU} › Rulați un raport`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Nu sunteți conectat la SEO Sheets. Conectați-vă din ${MENU}.`,
  'error.noSignIn': `Această formulă nu are o conectare SEO Sheets. Formulele folosesc conectarea proprietarului foii de calcul: proprietarul se poate conecta din ${MENU}, sau un editor conectat poate permite formulelor din acest document să-i folosească conectarea.`,
  'error.noSignInLast': `Această formulă nu are o conectare SEO Sheets. Formulele folosesc conectarea proprietarului foii de calcul (ultima conectare aici: {account}): proprietarul se poate conecta din ${MENU}, sau un editor conectat poate permite formulelor din acest document să-i folosească conectarea.`,
  'error.sessionExpired': `Sesiunea SEO Sheets a expirat. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Sesiunea SEO Sheets ({account}) a expirat. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'E-mail sau parolă greșită.',
  'error.emailNotConfirmed':
    'Adresa de e-mail a acestui cont nu este încă confirmată. Confirmați-o din e-mailul trimis de serviciu, apoi conectați-vă.',
  'error.noApiAccess':
    'Acest cont nu are acces la API: are nevoie de un plan Advanced sau Prime activ ori de suplimentul API pentru Basic sau Lite (suplimentul doar pentru serverul de instrumente nu îl include).',
  'error.tryToolServer':
    '{error} Dacă planul include serverul de instrumente, folosiți „Conectare prin serverul de instrumente”.',
  'error.toolServerOnly':
    '{email} este conectat prin serverul de instrumente, ale cărui instrumente nu acoperă acest lucru; este nevoie de o conectare la API.',
  'error.serpNotInPlan':
    'Analiza SERP nu este inclusă în planul acestui cont: necesită suplimentul SERP (inclus în Prime).',
  'error.routeNotFound': 'Serviciul nu cunoaște raportul {path}. Actualizați SEO Sheets.',
  'error.resourceNotFound': 'Negăsit: verificați id-ul sau numele cerut.',
  'error.methodNotAllowed':
    'Serviciul a refuzat modul în care a fost cerut raportul. Actualizați SEO Sheets.',
  'error.invalidData': 'Date de intrare nevalide: {fields}.',
  'error.invalidDataService': 'Date de intrare nevalide: {text}',
  'error.invalidFilter': 'Acest raport nu acceptă acest filtru.',
  'error.invalidFilterWhy': 'Acest raport nu acceptă acest filtru ({text}).',
  'error.unauthorizedResource':
    'Fără acces: proiectul, grupul sau cuvântul cheie nu există sau aparține altui cont.',
  'error.quota': 'Cota „{name}” a contului este epuizată{limit}. {after}{note}',
  'error.quotaAny': 'Cota contului este epuizată{limit}. {after}{note}',
  'cost.free': 'Gratuit. {reason}',
  'cost.serpExists': 'Există deja o analiză pentru această expresie: gratuit.',
  'cost.readFree': 'Citirea cotelor, sarcinilor și rezultatelor gata calculate este gratuită.',
  'cost.everyTime': 'Se taxează de fiecare dată.',
  'cost.newRequest':
    'Estimat: o unitate, dacă {same} nu au fost deja taxate în ultimele 24 h (de orice raport sau formulă: o repetare este gratuită).',
  'cost.repeat':
    'Estimat: {same} au fost taxate acum {ago}, iar serviciul le taxează o dată la 24 h, indiferent ce raport sau formulă le cere.',
  'cost.same.domain': 'același domeniu, mod și piață',
  'cost.same.phrases': 'aceleași fraze, analiză, mod și piață',
  'cost.same.backlinks': 'același domeniu și piață',
  'cost.same.tool': 'aceiași parametri ai instrumentului',
  'cost.same.crawl': 'aceiași parametri ai crawlului',
  'cost.same.statistics': 'aceleași fraze și piață',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} h',
  'cost.newRuns': 'Rulări noi de statistici: {units} din {batches}.',
  'quota.limit': ' (limită {limit})',
  'quota.resetsSoon': 'Se reînnoiește în mai puțin de o oră.',
  'quota.resetsHours': {
    one: 'Se reînnoiește într-o oră.',
    few: 'Se reînnoiește în {count} ore.',
    other: 'Se reînnoiește în {count} de ore.',
  },
  'quota.resetsDays': {
    one: 'Se reînnoiește într-o zi.',
    few: 'Se reînnoiește în {count} zile.',
    other: 'Se reînnoiește în {count} de zile.',
  },
  'quota.cached': 'Datele deja preluate rămân disponibile în cache.',
  'quota.note': ' {note}',
  'error.unfinishedTask': 'Analiza încă rulează; încercați din nou peste un minut.',
  'error.dataUnreachable': 'Datele sunt temporar indisponibile la serviciu; încercați din nou mai târziu.',
  'error.serverTimeout':
    'Serviciului i-a luat prea mult să calculeze; restrângeți cererea (un interval de date mai scurt, mai puține rânduri sau un filtru).',
  'error.gatewayTimeout': `Serviciul nu a răspuns la timp (HTTP 504), deci nu a sosit nimic; încercați din nou peste câteva minute. ${RUN_A_REPORT}`,
  'error.database': 'Serviciul a avut o eroare de bază de date; încercați din nou mai târziu.',
  'error.serviceError': 'Serviciul a raportat o problemă temporară. Încercați din nou mai târziu.',
  'error.serviceErrorWhy': 'Serviciul a raportat o problemă temporară: {text}. Încercați din nou mai târziu.',
  'error.serverError': 'Serviciul a avut o eroare internă (HTTP {status}); încercați din nou mai târziu.',
  'error.serviceUnavailable': 'Serviciul este indisponibil acum; încercați din nou peste câteva minute.',
  'error.edgeRejected':
    'Serviciul a refuzat conexiunea (prea multe deodată); încercați din nou în scurt timp.',
  'error.network': 'Serviciul nu a putut fi contactat (eroare de rețea); încercați din nou în scurt timp.',
  'error.deadline': `Timpul de așteptare a serviciului s-a epuizat. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Răspunsul serviciului nu poate fi folosit: {what}. Actualizați SEO Sheets dacă problema persistă.',
  'error.redirect':
    'Adresa serviciului redirecționează către {location}; verificați adresa serviciului în Setări.',
  'error.toolsNotInPlan': 'Planul acestui cont nu include serverul de instrumente.',
  'error.toolRefused': 'Serverul de instrumente a refuzat cererea: {text}',
  'error.toolUnreadable':
    'Serverul de instrumente a dat un răspuns pe care SEO Sheets nu îl poate citi ({what}).',
  'error.toolAnswerUnreadable':
    'Răspunsul serverului de instrumente la {tool} nu conține date pe care SEO Sheets le poate citi.',
  'error.toolConnectionEnded': `Conexiunea lui {account} la serverul de instrumente s-a încheiat. Conectați-vă din nou din ${MENU}.`,
  'error.toolSignInEnded': `Conectarea la serverul de instrumente s-a încheiat. Conectați-vă din nou din ${MENU}.`,
  'error.toolConnectFailed': 'Conectarea la serverul de instrumente a eșuat: {what}.',
  'error.noTool':
    'Este nevoie de instrumentul {tool}, pe care acest server de instrumente nu îl oferă contului {account}.',
  'error.outOfTime': `Timpul s-a epuizat. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Cota zilnică Google pentru acest supliment este epuizată; încercați din nou mâine.',
  'error.cellLimit':
    'Această foaie de calcul a atins cele 10 milioane de celule permise de Foi de calcul Google: ștergeți foile sau rândurile inutile (foile de istoric pot păstra mai puține instantanee), apoi reluați.',
  'error.tooManyCalls':
    'Prea multe formule deodată; transmiteți un interval unei singure formule în loc de câte o formulă pe celulă.',
  'error.notAllowed': `SEO Sheets nu are voie să facă asta aici; deschideți-l mai întâi din ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: ceva nu a mers; încercați din nou.',
  'arg.oneCell': '{name}: se aștepta o celulă, s-a primit un interval de {rows}×{cols}.',
  'arg.oneColumn':
    '{name}: folosiți o singură coloană sau un singur rând de celule (intervalul are {rows}×{cols}).',
  'arg.cellError': '{name}: celula conține eroarea {value}.',
  'arg.required': '{name} este obligatoriu.',
  'arg.wholeNumber': '{name} trebuie să fie un număr întreg de la {min} la {max} (primit: {got}).',
  'arg.boolean': '{name} trebuie să fie TRUE sau FALSE (primit: {got}).',
  'arg.choice': '{name} trebuie să fie una dintre valorile {choices} (primit: {got}).',
  'arg.badDate': '{name} nu este o dată validă.',
  'arg.date': '{name} trebuie să fie o dată sau un text de forma 2026-11-01 (primit: {got}).',
  'arg.dateOrder': 'date_min ({min}) este după date_max ({max}): inversați-le.',
  'arg.noDates': '{name}: indicați cel puțin o dată.',
  'arg.tooManyDates': '{name}: cel mult {max} date (primit: {got}).',
  'arg.noDomains': '{name}: indicați cel puțin un domeniu.',
  'arg.tooManyDomains': '{name}: cel mult {max} domenii (primit: {got}).',
  'arg.sameDomain': '{name}: {domain} este domeniul cu care sunt comparate; omiteți-l.',
  'arg.tooMany': {
    one: '{name} acceptă cel mult {count} argument, primit: {got}: {usage}.',
    few: '{name} acceptă cel mult {count} argumente, primit: {got}: {usage}.',
    other: '{name} acceptă cel mult {count} de argumente, primit: {got}: {usage}.',
  },
  'arg.noArguments': '{name} nu acceptă argumente, primit: {got}: {usage}.',
  'arg.missing': '{name} are nevoie de {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': '{name} poate avea cel mult {max} caractere (primit: {got}).',
  'arg.tooManyPhrases': `{count} cuvinte cheie de căutat sunt prea multe pentru o formulă (cel mult {max} cuvinte cheie noi odată); ${LAUNCHER}.`,
  'filter.cannotRead': 'nu se poate citi „{part}”: {why}. {syntax}',
  'filter.syntax':
    'Scrieți cheie, operator, valoare: position<=10, searches>100, keyword contains pantofi, url="https://example.ro/a"; operatori <, <=, >, >=, = și contains; legați condițiile cu „and” (toate trebuie îndeplinite).',
  'filter.notEqual': 'serviciul nu are un filtru „diferit de”',
  'filter.noOperator': 'niciun operator după cheie',
  'filter.noKey': 'ar trebui să înceapă cu o cheie',
  'filter.nothingAfter': 'nimic după „{operator}”',
  'filter.notOperator': '„{operator}” nu este un operator',
  'filter.openQuote': 'ghilimelele din {value} nu se închid',
  'filter.number': 'după „{operator}” trebuie un număr, nu „{value}”',
  'filter.or':
    '„or” nu este acceptat (toate condițiile trebuie îndeplinite); folosiți câte o formulă sau un raport pentru fiecare variantă sau puneți între ghilimele textul care conține „or”',
  'filter.leadingJoiner': 'începe cu o conjuncție',
  'filter.danglingJoiner': 'o conjuncție fără condiție după ea',
  'filter.unknownKey': '„{key}” nu este o cheie după care filtrează acest raport; acceptă {keys}',
  'filter.unknownKeyNear':
    '„{key}” nu este o cheie după care filtrează acest raport (poate „{near}”?); acceptă {keys}',
  'filter.decimalPoint':
    'acest document scrie numerele cu punct zecimal, deci „{value}” nu este un număr: scrieți {point} pentru o zecimală sau {whole} pentru un număr întreg',
  'domain.notDomain': '{text} nu este un domeniu: {why}',
  'domain.notDomainOrUrl': '{text} nu este un domeniu sau un URL: {why}',
  'domain.spaces': 'conține spații (o frază?)',
  'domain.nothing': 'după ce se elimină „http://” și „www.” nu rămâne nimic din domeniu',
  'domain.comma': 'virgulă în loc de punct? ({fixed})',
  'domain.noDot': 'niciun punct și nicio terminație precum .ro sau .com',
  'domain.character': '„{character}” nu poate face parte dintr-un domeniu',
  'domain.emptyPart': 'o parte goală între puncte',
  'domain.label': 'o parte începe sau se termină cu „-” sau are peste 63 de caractere',
  'domain.ending': 'nu se termină cu o terminație de domeniu precum .ro',
  'zeros.noData': 'Nu există date. {why}',
  'zeros.market':
    '{host} este un domeniu .{ending}, iar country_id {country} este altă piață; încercați {ids}.',
  'zeros.either': '{first} sau {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" citește {host} ca domeniu întreg; folosiți fetch_mode "subdomain" pentru un host sau cereți {domain}.',
  'note.inputError': 'Celula de intrare conține {value}.',
  'note.tooLong': 'Mai lung de {max} caractere: necăutat.',
  'note.refused': '{problem}: necăutat.',
  'note.notLookedUp': 'Necăutat.',
  'note.notRanking': '{domain} nu se poziționează pentru „{keyword}”.',
  'note.outOfTime': `Nepreluat: formula a rămas fără timp (30 s). Introduceți-o din nou pentru a prelua restul; ${CACHED}`,
  'note.tryLater': `Nepreluat: {error} Introduceți formula din nou mai târziu pentru a prelua restul; ${CACHED}`,
  'note.planRows': 'Primele {count} rânduri: limita planului pe raport.',
  'note.planRowsOf': 'Primele {count} din {total} rânduri: limita planului pe raport.',
  'note.timeRows': `Primele {count} rânduri: nu mai e timp într-o formulă; ${LAUNCHER}.`,
  'note.timeRowsOf': `Primele {count} din {total} rânduri: nu mai e timp într-o formulă; ${LAUNCHER}.`,
  'note.firstRows': 'Primele {count} rânduri.',
  'note.noData': 'Nu există date.',
  'note.blankColumns': 'Goale aici: {columns}. {why}',
  'note.toolGivesFewer': 'Serverul de instrumente nu oferă aceste cifre; o conectare la API le completează.',
  'note.noMatch': 'Nu există date: niciun rând nu corespunde filtrului.',
  'note.noCounters': 'Niciun contor.',
  'note.interval':
    'S-a cerut interval "{asked}", dar serviciul a trimis puncte "{got}"; sunt afișate așa cum au sosit.',
  'note.aiOverviews':
    'Datele AI Overviews există doar pentru country_id {country} (Polonia, baza de date 2.0): setați country_id la {country}.',
  'error.notInRun':
    'Răspunsul rulării instrumentului de URL-uri omite acest domeniu; introduceți din nou formula mai târziu pentru a-l cere iar.',
  'note.bulkBlank': {
    one: 'Rangul domeniului, categoria și datele AI Overview lipsesc pentru {count} domeniu: provine dintr-o rulare a instrumentului de URL-uri (o unitate de instrumente pentru cel mult 500 de domenii), care nu le oferă. {how}',
    few: 'Rangul domeniului, categoria și datele AI Overview lipsesc pentru {count} domenii: provin dintr-o rulare a instrumentului de URL-uri (o unitate de instrumente pentru cel mult 500 de domenii), care nu le oferă. {how}',
    other:
      'Rangul domeniului, categoria și datele AI Overview lipsesc pentru {count} de domenii: provin dintr-o rulare a instrumentului de URL-uri (o unitate de instrumente pentru cel mult 500 de domenii), care nu le oferă. {how}',
  },
  'note.bulkBlankColumns':
    'Pentru a le obține pe fiecare domeniu în parte (câte o unitate de analiză a vizibilității), numiți-le în argumentul columns, de ex. "visibility, domain_rank".',
  'note.bulkBlankSetting':
    'Setări › Statistici de domeniu cer rulări ale instrumentului de URL-uri; alegeți acolo alt mod pentru a le obține pe fiecare domeniu în parte.',
  'cost.viaBulk': 'O rulare a instrumentului de URL-uri în loc de o cerere de dashboard: {why}.',
  'way.spent': 'cota de analiză a vizibilității este epuizată până la reînnoire',
  'way.setting': 'așa cer Setări › Statistici de domeniu',
  'way.cheaper': 'consumă o parte mai mică din ce a rămas',
  'run.quota': 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește.',
  'run.quotaSoon':
    'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în mai puțin de o oră.',
  'run.quotaHours': {
    one: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, într-o oră.',
    few: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} ore.',
    other: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} de ore.',
  },
  'run.quotaDays': {
    one: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, într-o zi.',
    few: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} zile.',
    other: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} de zile.',
  },
  'run.retrying': '{reason} Următoarea încercare automată: {at}.',
  'run.gaveUp': '{reason} Nu se mai fac încercări automate: eroarea a persistat 24 de ore.',
  'refuse.language': 'Limbă necunoscută „{choice}”: alegeți una dintre {languages} sau automat.',
  'refuse.credentials': 'Introduceți e-mailul și parola contului dumneavoastră.',
  'refuse.token': 'Acesta nu pare a fi un token API.',
  'refuse.confirmSharing':
    'Confirmați mai întâi: fiecare editor al acestui document va rula formule cu conectarea dumneavoastră și va consuma cota contului dumneavoastră, până când opriți partajarea sau vă deconectați.',
  'refuse.shareSignedOut': 'Conectați-vă mai întâi, apoi partajați conectarea.',
  'refuse.shareNoDocument': 'Deschideți SEO Sheets dintr-o foaie de calcul pentru a-i partaja conectarea.',
  'refuse.toolCancelled': 'Conectarea a fost anulată.',
  'refuse.toolRefused': 'Serverul de instrumente a refuzat: {text}.',
  'refuse.toolNotPending':
    'Această încercare de conectare nu mai este activă. Începeți din nou din panoul lateral.',
  'refuse.toolNoCode': 'Serverul de instrumente nu a trimis un cod de autorizare.',
  'refuse.address':
    'Adresa serviciului trebuie să fie un URL http:// sau https:// fără interogare sau fragment.',
  'refuse.noRows': 'Acest raport nu are rânduri de inserat.',
  'refuse.phrase': 'Introduceți o frază de analizat.',
  'refuse.noPhrases': 'Introduceți cel puțin o frază, câte una pe rând.',
  'refuse.noUrls': 'Introduceți cel puțin un URL, câte unul pe rând.',
  'refuse.tooManyPhrases': 'Un crawl acceptă cel mult {max} fraze; ați dat {got}.',
  'refuse.tooManyUrls': 'Un crawl acceptă cel mult {max} URL-uri; ați dat {got}.',
  'refuse.notUrl': 'Nu este un URL http(s): {value}',
  'refuse.reportNeeds': 'Raportul are nevoie de {name}.',
  'refuse.reportNeedsNumber': 'Raportul are nevoie de {name} ca număr.',
  'refuse.noRun': 'Această rulare a raportului nu mai există.',
  'refuse.fillIn': 'Completați: {fields}.',
  'refuse.sheetName': 'Denumiți foaia în care merge raportul.',
  'refuse.cadence': 'Alegeți o oră de la 0 la 23 (și o zi a săptămânii pentru rulările săptămânale).',
  'refuse.keep': 'Instantanee păstrate întregi: un număr întreg de la 1 la {max}.',
  'refuse.unknownReport': 'Raport necunoscut „{id}”.',
  'refuse.unknownSerpReport': 'Raport SERP necunoscut „{report}”.',
  'note.noRows': 'Niciun rând',
  'callback.connected': 'Conectat',
  'callback.notConnected': 'Neconectat',
  'callback.connectedAs': 'SEO Sheets este conectat la serverul de instrumente ca {email}.',
  'callback.close': 'Puteți închide această fereastră.',
  'log.runFailed': 'Rularea programată SEO Sheets a eșuat: {error}',
  'log.waitingFailed': 'SEO Sheets nu a putut verifica analizele SERP pe care le așteaptă formulele: {error}',
  'settings.notSaved': 'Setările nu au fost salvate. {problems}.',
  'settings.unknown': 'setare necunoscută „{key}”',
  'settings.countryId': 'countryId trebuie să fie un număr întreg mai mare ca 0',
  'settings.freshnessHours': 'freshnessHours acceptă de la 0 la {max} ore pentru {kinds}',
  'settings.refreshStamp': 'refreshStamp trebuie să fie un moment în milisecunde',
  'settings.language': 'language este una dintre {languages} sau null pentru setările regionale ale foii',
  'settings.visibilityWay': 'visibilityWay este una dintre {ways}',
  'settings.object': 'setările trebuie să fie un obiect',
  joinList: '{first}; {second}',
  'serp.status': 'Analiză în curs',
  'serp.running':
    '{status}, gata în aproximativ {minutes} min (verificat la {checked}). Această celulă se actualizează și se completează singură: în fiecare minut cât panoul SEO Sheets e deschis și din oră în oră.',
  'serp.late':
    '{status} de {minutes} min, mai mult decât de obicei (verificat la {checked}). Această celulă se completează singură când e gata: în fiecare minut cât panoul SEO Sheets e deschis și din oră în oră.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'Serviciul a refuzat „{item}” ({why}); celelalte rânduri au fost preluate fără el.',
  'zeros.none': 'Nu există date pentru acest domeniu pe această piață.',
  'zeros.noneWhy': 'Nu există date pentru acest domeniu pe această piață: {why}',
  'note.pathDropped':
    'Calea „{path}” a fost omisă: {param} "{mode}" citește {host} în întregime; {param} "url" citește acest URL.',
  'note.emptyDomains':
    'Intervalul nu conține încă domenii: introduceți câte unul pe celulă și tabelul se completează.',
  'note.emptyPhrases':
    'Intervalul nu conține încă expresii: introduceți câte una pe celulă și tabelul se completează.',
  'arg.market': 'country_id {got} nu este o piață pentru care serviciul are date; piețele sunt: {markets}.',
  'arg.marketKeywords': 'country_id {got} nu este o piață a bazei de cuvinte cheie; piețele sunt: {markets}.',
  'arg.moved': '{name}: „{got}” este o valoare a argumentului {param}, care este ultimul: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'O parte din date au fost preluate acum {hours} h, mai demult decât consideră acest document datele actuale. Rămân neschimbate până le reîmprospătați: Reîmprospătați tot acum sau o valoare nouă a argumentului refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Adresa serviciului trebuie să înceapă cu https:// (http:// doar pe acest computer: localhost sau 127.0.0.1): o conectare trimisă prin http:// simplu poate fi citită pe drum.',
  'error.webPage':
    'Serviciul a răspuns cu o pagină web, nu cu date (HTTP {status}). Încercați din nou mai târziu; dacă se repetă, verificați Setări › Adresa serviciului.',
  'error.notData':
    'Serviciul a răspuns cu altceva decât date (HTTP {status}). Încercați din nou mai târziu; dacă se repetă, verificați Setări › Adresa serviciului.',
  'error.pageTooLarge':
    'Serviciul a trimis prea multe rânduri: {rows} (pagina cerută: {asked}), mult mai multe decât trimite pe o pagină, așa că răspunsul a fost refuzat necitit. Încercați din nou mai târziu.',
  'error.toolAddressInsecure':
    'Adresa serverului de instrumente {address} nu începe cu https:// (http:// doar pe acest computer), așa că SEO Sheets nu s-a conectat.',
  'error.toolMetadataInsecure':
    'Metadatele de conectare ale serverului de instrumente dau {field} ca {address}; sunt de încredere doar adresele https:// (http:// doar pe acest computer), așa că SEO Sheets nu s-a conectat.',
  'error.toolMetadataMissing':
    'Metadatelor de conectare ale serverului de instrumente le lipsește {field}, așa că SEO Sheets nu s-a conectat.',
  'error.toolMetadataIssuer':
    'Serverul de autorizare de la {expected} se numește {issuer} în metadatele sale; cele două trebuie să fie identice (RFC 8414), așa că SEO Sheets nu s-a conectat.',
  'error.toolMetadataNoS256':
    'Serverul de autorizare al serverului de instrumente nu listează S256 în code_challenge_methods_supported; MCP cere conectare cu PKCE S256, așa că SEO Sheets nu s-a conectat.',
  // Rulări nesupravegheate povestite pentru cine nu le-a urmărit și conexiunea întreruptă în mijlocul răspunsului (issue 34).
  'error.connectionCut':
    'Conexiunea cu serviciul s-a întrerupt înainte să sosească răspunsul; încercați din nou în scurt timp.',
  'run.failedTry': 'Ultima încercare a eșuat: {cause}.',
  'run.quotaUnread':
    'Cota „{name}” este epuizată, iar limitele serviciului nu pot fi citite acum pentru a afla când se reînnoiește. Raportul continuă la prima verificare orară care le citește și găsește unități libere, sau când apăsați Reluați.',
  'run.waitsConnection':
    '{reason} Raportul continuă singur la următoarea verificare orară, de îndată ce conexiunea îl poate cere, sau când apăsați Reluați.',
  'run.recovered': {
    one: 'Rulat {ran}, cu {late} întârziere (programat {due}), după {count} încercare eșuată: serviciul a eșuat la {tries}.',
    few: 'Rulat {ran}, cu {late} întârziere (programat {due}), după {count} încercări eșuate: serviciul a eșuat la {tries}.',
    other:
      'Rulat {ran}, cu {late} întârziere (programat {due}), după {count} de încercări eșuate: serviciul a eșuat la {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} h',
  'run.lateDays': { one: '{count} zi', few: '{count} zile', other: '{count} de zile' },
  'cause.cut': 'conexiune întreruptă',
  'cause.network': 'serviciu inaccesibil',
  'cause.edge': 'prea multe conexiuni simultan',
  'cause.deadline': 'niciun răspuns la timp',
  'cause.other': 'o eroare',
  'list.and': '{first} și {second}',
  'refuse.options': {
    one: 'Serverul de instrumente prin care sunteți conectat nu poate rula acest raport cu acest câmp completat: {options}. Rulați-l fără el sau conectați-vă la API pentru a-l folosi.',
    few: 'Serverul de instrumente prin care sunteți conectat nu poate rula acest raport cu aceste câmpuri completate: {options}. Rulați-l fără ele sau conectați-vă la API pentru a le folosi.',
    other:
      'Serverul de instrumente prin care sunteți conectat nu poate rula acest raport cu aceste câmpuri completate: {options}. Rulați-l fără ele sau conectați-vă la API pentru a le folosi.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'Nu există date pentru această piață: serviciul nu are astfel de date pentru {domain} cu country_id {country}.',
  'note.noDataMarketAny': 'Nu există date pentru această piață (country_id {country}).',
  'error.toolNotInPlan':
    'Instrumentul {tool} nu este inclus în planul acestui cont (serverul de instrumente a răspuns 402, plată necesară).',
  'error.authNotListed':
    'Conectarea a fost oprită înainte de a trimite ceva: {url} nu este un server de autorizare pe care această versiune SEO Sheets îl cunoaște ({listed}). Întrebați persoana care a implementat add-on-ul.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (un director) nu are statistici de domeniu: serviciul le dă pentru un domeniu întreg ("topLevelDomain"), un host ("subdomain") sau URL-uri individuale ("url", prin instrumentul de URL-uri), iar dashboard-ul său refuză un director. Pentru un director, SEO_URLS listează URL-urile domeniului prezente în rezultate, cu datele lor (cele de sub calea lui sunt ale directorului), iar SEO_POSITIONS în modul "catalog" cuvintele lui cheie.',
  'mode.urlNeedsApi':
    'fetch_mode "url" citește URL-uri individuale prin instrumentul de URL-uri, pe care îl oferă doar o conectare la API (serverul de instrumente nu are un asemenea instrument), iar dashboard-ul citește doar domenii întregi ("topLevelDomain") și hosturi ("subdomain"). Conectați-vă la API sau cereți domeniul ori hostul.',
  'note.bulkBlankUrl':
    'Pentru URL-uri individuale (fetch_mode "url") instrumentul de URL-uri este singura cale: dashboard-ul, care le dă, citește doar domenii întregi și hosturi.',
  'way.mode': 'dashboard-ul nu citește URL-uri individuale',
  'keywords.urlCountry':
    'Pentru punctele de pornire care sunt URL-uri (modul "url") serviciul răspunde doar pentru country_id {only} (Polonia), nu pentru {country}.',
  'keywords.tooManySeeds': 'Într-o cerere intră cel mult {max} puncte de pornire; intervalul are {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Selectați mai întâi o celulă pentru exemplu.',
  'refuse.cellNotEmpty':
    '{cell} nu este goală: selectați o celulă goală pentru exemplu, ca să nu fie suprascris nimic de-al dvs.',
  'refuse.unknownFormula': 'SEO Sheets nu are formula „{name}”.',
  'probe.account': 'Cont ({call})',
  'probe.limits': 'Limitele planului ({call})',
  'probe.countries': 'Țări ({call})',
  'probe.handshake': 'Inițierea conexiunii ({call})',
  'probe.tools': 'Instrumente ({call})',
  'probe.countriesRead': { one: '{count} țară', few: '{count} țări', other: '{count} de țări' },
  'probe.toolsRead': {
    one: '{count} instrument',
    few: '{count} instrumente',
    other: '{count} de instrumente',
  },
  'probe.limitsRead': {
    one: '{count} limită citită',
    few: '{count} limite citite',
    other: '{count} de limite citite',
  },
} satisfies Catalogue<typeof en>;
