/** Romanian: English's keys and placeholders (`Reference`, en.ts), in the words the market's SEO specialists use. */
import { counterMessages } from './counters';
import type { Reference } from './en';
import type { Catalogue } from './format';

const limit = (rows: number) => `Numărul maxim de rânduri returnate (implicit ${rows}).`;
const MENU = 'Extensii › SEO Sheets';
const SIGN_IN_AGAIN = `Conectați-vă din nou din ${MENU}.`;
const RUN_A_REPORT = `Pentru cereri mari folosiți ${MENU} › Rulați un raport.`;
const CACHED = 'rândurile deja afișate sunt în cache și nu costă nimic.';
const LAUNCHER = `pentru tot, folosiți ${MENU} › Rulați un raport`;

// Quota wording the sidebar and the server both say: counters, resets, costs (the messages' counter names are taken from it).
const quota = {
  'quota.label.visibility_analysis': 'Analiza vizibilității',
  'quota.label.keywords_analysis': 'Baza de cuvinte cheie',
  'quota.label.serp_analysis': 'Analiza SERP',
  'quota.label.rank_tracker': 'Monitorizare',
  'quota.label.backlinks_queries': 'Backlinkuri',
  'quota.label.tools_daily_limit': 'Instrumente (cotă comună)',
  'quota.label.monitoring_daily_keywords_refreshes': 'Reîmprospătări monitorizare',
  'quota.label.monitored_keywords': 'Cuvinte cheie monitorizate',
  'quota.label.projects': 'Proiecte de monitorizare',
  'quota.note.tools_daily_limit':
    'Statisticile cuvintelor cheie (SEO_KEYWORD_STATS), rulările instrumentului de URL-uri (SEO_VISIBILITY pentru multe domenii, când le aduce așa), crawlurile TOP100 și de URL-uri și comparațiile SERP consumă toate din această cotă comună.',
  'quota.resets': 'Se resetează {when}',
  'quota.in.lessThanHour': 'în mai puțin de o oră',
  'quota.in.hours': { one: 'peste {count} oră', few: 'peste {count} ore', other: 'peste {count} de ore' },
  'quota.in.days': { one: 'peste {count} zi', few: 'peste {count} zile', other: 'peste {count} de zile' },
  'quota.used': '{used} / {limit} folosite',
  'quota.unlimitedUsed': 'Nelimitat ({used} folosite)',
  'quota.unlimited': 'Nelimitat',
  'quota.rowsPerReport': '{counter}: rânduri pe raport',
  'quota.dataFrom': '{counter}: date disponibile de la',
  'quota.units': {
    one: '{count} unitate ({counter})',
    few: '{count} unități ({counter})',
    other: '{count} de unități ({counter})',
  },
  'quota.cost.costs': 'Cost: {units}.',
  'quota.cost.upTo': 'Cel mult {units}.',
  'quota.cost.costsLeft': 'Cost: {units} ({left}).',
  'quota.cost.upToLeft': 'Cel mult {units} ({left}).',
  'quota.cost.left': { one: 'a rămas {count}', few: 'au rămas {count}', other: 'au rămas {count}' },
  'quota.cost.leftOf': {
    one: 'a rămas {count} din {limit}',
    few: 'au rămas {count} din {limit}',
    other: 'au rămas {count} din {limit}',
  },
  'quota.cost.resets': 'se resetează {when}',
  'quota.cost.needs': {
    one: 'Necesită {units}, dar a rămas {count}.',
    few: 'Necesită {units}, dar au rămas {count}.',
    other: 'Necesită {units}, dar au rămas {count}.',
  },
  'quota.notInPlan': 'Nu este inclus în plan',
} as const;

export const ro = {
  // The sidebar: its shell, sign-in, account and settings.
  'sidebar.tab.signin': 'Conectare',
  'sidebar.tab.account': 'Cont',
  'sidebar.tab.tasks': 'Sarcini',
  'sidebar.tab.reports': 'Rapoarte',
  'sidebar.tab.schedules': 'Programări',
  'sidebar.tab.settings': 'Setări',
  'sidebar.tab.help': 'Ajutor',
  'sidebar.shell.serpFilling': {
    one: 'O celulă SEO_SERP se completează: analiza s-a încheiat.',
    few: '{count} celule SEO_SERP se completează: analiza s-a încheiat.',
    other: '{count} de celule SEO_SERP se completează: analiza s-a încheiat.',
  },
  'sidebar.signin.title': 'Conectare',
  'sidebar.signin.intro':
    'Folosiți adresa de e-mail și parola contului Search Visibility. Parola nu este stocată.',
  'sidebar.signin.formPassword': 'Conectare cu e-mail și parolă',
  'sidebar.signin.email': 'E-mail',
  'sidebar.signin.password': 'Parolă',
  'sidebar.signin.submit': 'Conectați-vă',
  'sidebar.signin.tokenSummary': 'Folosiți în schimb un token API',
  'sidebar.signin.formToken': 'Conectare cu token API',
  'sidebar.signin.token': 'Token API',
  'sidebar.signin.tokenHint':
    'Îl generați în setările contului, în secțiunea Integrări. Este valabil 31 de zile.',
  'sidebar.signin.useToken': 'Folosiți tokenul',
  'sidebar.signin.planNote':
    'Accesul la API necesită un plan Advanced sau Prime ori suplimentul API la planurile Basic și Lite. Tokenul este păstrat în contul dvs. Google, niciodată în acest document.',
  'sidebar.signin.toolServer': 'Server de instrumente',
  'sidebar.signin.toolServerIntro':
    'Cu suplimentul pentru serverul de instrumente (sau cu orice plan cu acces la API), vă puteți conecta prin serverul de instrumente: vă autentificați pe pagina serviciului într-o fereastră nouă, iar formulele care au un instrument îl folosesc.',
  'sidebar.signin.connect': 'Conectare prin serverul de instrumente',
  'sidebar.signin.popupBlocked':
    'Fereastra de conectare a fost blocată: permiteți ferestrele pop-up pentru această pagină, apoi încercați din nou.',
  'sidebar.signin.popupOpened': 'Conectați-vă în fereastra care s-a deschis.',
  'sidebar.signin.signedIn': 'Conectat ca {email}.',
  'sidebar.signin.connected': 'Conectat prin serverul de instrumente ca {email}.',
  'sidebar.signin.notConnected':
    'Neconectat: fereastra de conectare a fost închisă înainte de finalizarea autentificării.',
  'sidebar.settings.language': 'Limbă',
  'sidebar.settings.languageAuto': 'Automat ({language})',
  'sidebar.settings.languageHint': 'A barei laterale, a meniului și a mesajelor.',
  'sidebar.account.sharedNow': 'Formulele din acest document folosesc acum conectarea dvs.',
  'sidebar.account.notShared': 'Conectarea dvs. nu mai este partajată.',
  'sidebar.account.someoneElse':
    'Formulele de aici folosesc acum conectarea lui {email}. Bifând caseta, o înlocuiți cu a dvs.',
  'sidebar.account.shareLabel': 'Permiteți formulelor din acest document să folosească conectarea mea',
  'sidebar.account.shareNote':
    'Dezactivat implicit. Cât este activ, formulele fiecărui editor al documentului consumă cota contului dvs. Debifați pentru a opri.',
  'sidebar.account.refresh': 'Reîmprospătare',
  'sidebar.account.disconnect': 'Deconectare',
  'sidebar.account.signOut': 'Deconectați-vă',
  'sidebar.account.quotaRefreshed': 'Cota a fost reîmprospătată.',
  'sidebar.account.disconnected': 'Deconectat: tokenurile serverului de instrumente au fost revocate.',
  'sidebar.account.signedOut': 'V-ați deconectat.',
  'sidebar.account.title': 'Cont',
  'sidebar.account.connectedAs': 'Conectat prin serverul de instrumente ca {email}',
  'sidebar.account.signedInAs': 'Conectat ca {email}',
  'sidebar.account.renews': 'Conexiunea se reînnoiește singură. Deconectați-vă pentru a o revoca.',
  'sidebar.account.quota': 'Cotă',
  'sidebar.account.rowsPerReport': 'Rânduri pe raport',
  'sidebar.account.teamUse': 'Lucru în echipă',
  'sidebar.account.toolsNotShared':
    'O conexiune prin serverul de instrumente este doar a dvs.: nu poate fi partajată cu editorii acestui document.',
  'sidebar.account.anotherEditor': 'alt editor',
  'sidebar.account.google': 'Limitele zilnice Google',
  'sidebar.account.fetches': 'Cereri trimise azi: {count} din {limit} ({workspace} în Google Workspace).',
  'sidebar.account.fetchWarning':
    'Suplimentul a trimis azi {count} din cele {limit} cereri pe care Google le permite pe zi ({percent}%). Când se termină, formulele și rapoartele se opresc până la {reset}.',
  'sidebar.account.triggerTime': 'Rulări programate azi: {minutes} din {limit} minute.',
  'sidebar.account.cells': 'Acest document: {count} din {limit} celule.',
  'sidebar.account.cellsWarning':
    'Acest document are {count} din cele {limit} celule permise de Foi de calcul Google ({percent}%). Șterge foile de care nu mai ai nevoie sau păstrează mai puține instantanee în foile de istoric: la limită, rapoartele se opresc.',
  'sidebar.settings.sourceUser': 'adresa dvs. proprie',
  'sidebar.settings.sourceScript': 'adresa implementării',
  'sidebar.settings.sourceBuild': 'adresa implicită',
  'sidebar.settings.sourceTools': 'serverul de instrumente la care v-ați conectat',
  'sidebar.settings.usage': {
    one: '{count} intrare, {size}',
    few: '{count} intrări, {size}',
    other: '{count} de intrări, {size}',
  },
  'sidebar.settings.bytes': { one: '{count} octet', few: '{count} octeți', other: '{count} de octeți' },
  'sidebar.settings.save': 'Salvați',
  'sidebar.settings.documentForm': 'Setările documentului',
  'sidebar.settings.defaultCountry': 'Piața implicită',
  'sidebar.settings.defaultCountryHint': 'Pentru formulele și rapoartele care nu precizează country_id.',
  'sidebar.settings.visibilityWay': 'Statistici de domeniu (SEO_VISIBILITY)',
  'sidebar.settings.wayAuto': 'Modul care consumă mai puțin din ce a rămas',
  'sidebar.settings.wayPerDomain': 'O cerere pentru fiecare domeniu (analiza vizibilității; toate cifrele)',
  'sidebar.settings.wayBulk': 'Rulări ale instrumentului de URL-uri (instrumente; 500 de domenii pe unitate)',
  'sidebar.settings.visibilityWayHint':
    'Instrumentul de URL-uri nu oferă rangul domeniului și nici datele AI Overview; cu alegerea automată, o formulă care le numește în argumentul columns le obține pe fiecare domeniu în parte.',
  'sidebar.settings.keepData': 'Păstrați datele (ore)',
  'sidebar.settings.keepDataHint':
    '0 înseamnă preluare de fiecare dată. Schimbarea argumentului refresh al unei formule le preia din nou.',
  'sidebar.settings.saved': 'Setările au fost salvate pentru acest document.',
  'sidebar.settings.clearCache': 'Goliți memoria cache',
  'sidebar.settings.cacheCleared': 'Memoria cache a fost golită: formulele vor prelua date noi.',
  'sidebar.settings.cache': 'Memorie cache',
  'sidebar.settings.notInPlan': 'nu este inclus în plan',
  'sidebar.settings.service': 'Serviciu: {address} ({source})',
  'sidebar.settings.account': 'Cont: {account}',
  'sidebar.settings.unconfirmed': 'neconfirmat de serviciu',
  'sidebar.settings.calls': 'Apeluri',
  'sidebar.settings.modulesAllowed': 'Module incluse în planul dvs.',
  'sidebar.settings.modules': 'Module',
  'sidebar.settings.toolsOffered': 'Instrumentele pe care vi le oferă serverul',
  'sidebar.settings.tools': 'Instrumente',
  'sidebar.settings.check': 'Verificați conexiunea',
  'sidebar.settings.connection': 'Conexiune',
  'sidebar.settings.connectionHint': 'Apelează doar endpointuri gratuite: nu se taxează nimic.',
  'sidebar.settings.saveAddress': 'Salvați adresa',
  'sidebar.settings.address': 'Adresa serviciului',
  'sidebar.settings.addressHint':
    'Doar pentru dvs., în acest document și în oricare altul. Lăsați gol pentru cea implicită.',
  'sidebar.settings.using': 'Se folosește {url}. Dacă ați schimbat serviciul, conectați-vă din nou.',
  'sidebar.settings.advanced': 'Avansat',
  'sidebar.settings.thisDocument': 'Acest document',
  'sidebar.settings.loading': 'Se încarcă setările…',
  'sidebar.settings.documentLanguage': 'Limba acestui document',
  'sidebar.settings.documentLanguageAuto': 'Setările regionale ale foii ({language})',
  'sidebar.settings.documentLanguageHint':
    'Antetele formulelor, foile de raport (nume, antete, note, grafice) și exemplele de formule din Ajutor, la fel pentru toți cei din acest document. Schimbarea rescrie doar etichetele, fără cereri: datele din cache rămân neschimbate.',
  'sidebar.help.title': 'Formule',
  'sidebar.help.intro':
    'Introduceți-le în orice celulă. În loc de o formulă pe rând, dați un interval; puneți marcajul de reîmprospătare ca ultim argument pentru date noi la cerere.',
  'sidebar.help.find': 'Găsiți o formulă',
  'sidebar.help.placeholder': 'Nume, parametru sau subiect',
  'sidebar.help.none': 'Nicio formulă nu se potrivește.',
  'sidebar.help.optional': ' (opțional): ',
  'sidebar.help.returns': 'Returnează: ',
  'sidebar.help.columns': 'Coloane: ',
  'sidebar.help.trendMonths':
    'Căutări pe luni (coloane: {count}; de la ultima lună, fiecare cu luna în antet)',
  'sidebar.help.example': 'Exemplu: ',
  'sidebar.help.filterKeys': 'Cheile pe care le acceptă filtrul: {keys}.',
  // A sign-in window opens only on an https:// address (what comes from outside stays data).
  'sidebar.signin.untrusted':
    'Serverul de instrumente a dat o adresă de conectare care nu este https:// ({address}), așa că nu a fost deschisă.',
  // The sidebar's working views: tasks, the report launcher's own words, schedules.
  'views.shell.sections': 'Secțiunile barei laterale',
  'views.tasks.new': 'Sarcină nouă',
  'views.tasks.yours': 'Sarcinile dvs.',
  'views.tasks.checkNow': 'Verificați acum',
  'views.tasks.loading': 'Se încarcă sarcinile…',
  'views.tasks.none': 'Nicio sarcină încă.',
  'views.tasks.checking': 'Verific la fiecare {seconds} s cât timp bara laterală este deschisă.',
  'views.tasks.pollFailed': 'Sarcinile nu au putut fi verificate ({message}). Reîncerc peste {seconds} s.',
  'views.tasks.pollDeadline':
    'Am oprit verificarea după o oră. Folosiți „{button}” pentru a verifica din nou.',
  'views.tasks.serpData': 'Date SERP',
  'views.tasks.keywordData': 'Date despre cuvinte cheie',
  'views.tasks.flagReady': '{what}: gata',
  'views.tasks.flagRunning': '{what}: în curs',
  'views.tasks.progress': 'Gata: {finished}/{all}',
  'views.tasks.progressLabel': '{finished} din {all} gata',
  'views.tasks.phrases': {
    one: '{count} cuvânt cheie',
    few: '{count} cuvinte cheie',
    other: '{count} de cuvinte cheie',
  },
  'views.tasks.urls': { one: '{count} URL', few: '{count} URL-uri', other: '{count} de URL-uri' },
  'views.tasks.insert': 'Inserați rezultatele',
  'views.tasks.inserted': {
    one: 'Am inserat {count} rând în foaia nouă „{sheet}”.',
    few: 'Am inserat {count} rânduri în foaia nouă „{sheet}”.',
    other: 'Am inserat {count} de rânduri în foaia nouă „{sheet}”.',
  },
  'views.taskForm.kind': 'Tip',
  'views.taskForm.serp': 'Analiză SERP',
  'views.taskForm.top100': 'Crawl TOP100',
  'views.taskForm.urls': 'Crawl URL-uri',
  'views.taskForm.phrase': 'Cuvânt cheie',
  'views.taskForm.phraseLines': 'Cuvinte cheie, câte unul pe rând (până la 100)',
  'views.taskForm.urlLines': 'URL-uri, câte unul pe rând (până la 100)',
  'views.taskForm.fromSelection': 'Folosiți celulele selectate',
  'views.taskForm.taken': {
    one: 'Am preluat {count} valoare din selecție.',
    few: 'Am preluat {count} valori din selecție.',
    other: 'Am preluat {count} de valori din selecție.',
  },
  'views.taskForm.country': 'Țară',
  'views.taskForm.create': 'Creați sarcina',
  'views.taskForm.created': 'Sarcina #{id} a fost creată.',
  'views.taskForm.existed': 'Sarcina #{id} exista deja: nu s-a consumat nimic.',
  'views.cost.check': 'Verificați costul',
  'views.reports.title': 'Rulați un raport',
  'views.reports.report': 'Raport',
  'views.reports.choose': 'Alegeți un raport.',
  'views.reports.loading': 'Se încarcă rapoartele…',
  'views.reports.loadingParams': 'Se încarcă parametrii raportului…',
  'views.reports.sheet': 'Foaie',
  'views.reports.sheetHint':
    'Poartă numele subiectului raportului până când tastați un nume. La o nouă rulare, tabelul este înlocuit pe loc; nimic de-al dvs. de lângă sau de sub el nu este atins.',
  'views.reports.chooseProject': 'Alegeți un proiect',
  'views.reports.mode': 'La o nouă rulare',
  'views.reports.modeReplace': 'Înlocuiți tabelul',
  'views.reports.modeHistory': 'Adăugați un instantaneu datat (istoric)',
  'views.reports.run': 'Rulați raportul',
  'views.reports.free': 'Nu consumă din cotă.',
  'views.offer.apiOnly': 'necesită API',
  'views.offer.notOffered':
    'Serverul de instrumente prin care sunteți conectat nu oferă acest lucru; este nevoie de o conectare la API.',
  'views.reports.rowLimit': {
    one: 'Cel mult {count} rând.',
    few: 'Cel mult {count} rânduri.',
    other: 'Cel mult {count} de rânduri.',
  },
  'views.reports.onSchedule': 'Reîmprospătare programată',
  'views.reports.saveSchedule': 'Salvați programarea',
  'views.reports.scheduled': 'Programat: {cadence}. Vedeți fila „{tab}”.',
  'views.reports.runs': 'Rulări',
  'views.reports.runsLabel': 'Rulările rapoartelor',
  'views.reports.resume': 'Reluați',
  'views.reports.stop': 'Opriți',
  'views.reports.stopped': '„{title}” a fost oprit; foaia păstrează ultimul tabel complet.',
  'views.reports.finished': '„{title}” este în foaia „{sheet}”: {progress}.',
  'views.reports.state.running': 'În curs',
  'views.reports.state.pausedQuota': 'Întrerupt: cotă epuizată',
  'views.reports.state.pausedError': 'Întrerupt: eroare',
  'views.reports.state.done': 'Gata',
  'views.reports.rows': { one: '{count} rând', few: '{count} rânduri', other: '{count} de rânduri' },
  'views.reports.started': 'Pornit {when}',
  'views.reports.rowsOf': {
    one: '{rows} din {count} rând',
    few: '{rows} din {count} rânduri',
    other: '{rows} din {count} de rânduri',
  },
  'views.reports.pages': { one: '{count} pagină', few: '{count} pagini', other: '{count} de pagini' },
  'views.reports.units': { one: '{count} unitate', few: '{count} unități', other: '{count} de unități' },
  'views.reports.estimated': '{units} (estimat: cota nu a putut fi citită)',
  'views.reports.left': 'mai durează circa {time}',
  'views.reports.underMinute': 'sub un minut',
  'views.reports.minutes': '{count} min',
  'views.reports.hours': '{count} h',
  'views.cadence.every': 'Frecvență',
  'views.cadence.on': 'Zi',
  'views.cadence.at': 'Ora',
  'views.cadence.dailyOption': 'Zilnic',
  'views.cadence.weeklyOption': 'Săptămânal',
  'views.cadence.daily': 'Zilnic la {hour}',
  'views.cadence.weekly': 'Săptămânal ({weekday}) la {hour}',
  'views.schedules.none': 'Nicio programare. Adăugați una din fila „{tab}”.',
  'views.schedules.loading': 'Se încarcă programările…',
  'views.schedules.next': '{cadence} · următoarea: {when}',
  'views.schedules.paused': 'Întreruptă',
  'views.schedules.lastRun': 'Ultima rulare: {result}',
  'views.schedules.lastRunAt': 'Ultima rulare, {when}: {result}',
  'views.schedules.notRun': 'încă nu a rulat',
  'views.schedules.ok': 'OK: {rows}, {units}',
  'views.schedules.failed': 'Eșuată: {error}',
  'views.schedules.edit': 'Editați',
  'views.schedules.save': 'Salvați',
  'views.schedules.pause': 'Întrerupeți',
  'views.schedules.resume': 'Reluați',
  'views.schedules.delete': 'Ștergeți',
  'views.schedules.deleted': 'Programarea „{title}” a fost ștearsă.',
  'views.schedules.stamp': 'Marcaj de reîmprospătare a formulelor',
  'views.schedules.stampHint':
    'Transmiteți SEO_REFRESH ca ultim argument al formulelor SEO_*; un marcaj nou le face să preia din nou datele.',
  'views.schedules.addStamp': 'Reîmprospătați formulele după această programare',
  'views.schedules.refreshNow': 'Reîmprospătați formulele acum',
  'views.schedules.confirmLabel': 'Confirmați reîmprospătarea',
  'views.schedules.counting': 'Se numără formulele și cât ar putea costa…',
  'views.schedules.refresh': 'Reîmprospătați',
  'views.schedules.cancel': 'Anulați',
  'views.schedules.refreshing': {
    one: 'Se reîmprospătează {count} formulă; barele de cotă se actualizează în curând.',
    few: 'Se reîmprospătează {count} formule; barele de cotă se actualizează în curând.',
    other: 'Se reîmprospătează {count} de formule; barele de cotă se actualizează în curând.',
  },
  'views.schedules.moved': 'Mutat la {when}: {reason}.',
  'views.schedules.movedHour':
    'rularea declanșatorului din acea oră este plină (Apps Script permite 6 minute pe rulare)',
  'views.schedules.movedDay':
    'timpul zilnic al declanșatoarelor s-a epuizat (Apps Script permite 90 de minute pe zi)',
  'views.reports.keep': 'Instantanee păstrate întregi',
  'views.reports.keepHint':
    'Instantaneele mai vechi păstrează un rând pe lună pentru fiecare rând: ultima valoare a lunii.',
  // Options of a report the tool server cannot take.
  'views.offer.runWithout': 'Rulați fără ele',
  'views.taskForm.costing': 'Se calculează costul…',
  'views.help.insert': 'Inserați',
  'views.help.insertLabel': 'Inserați exemplul pentru {name} în celula selectată',
  'views.help.inserted': '{formula} este în {cell}.',
  // The report launcher: each report's summary under its id, parameter hints, report families.
  'launcher.positions':
    'Expresiile pentru care domeniul se poziționează: poziții și schimbarea lor, URL, căutări, CPC, dificultate, vizibilitate, intenția de căutare și elemente SERP.',
  'launcher.domain_statistics':
    'Vizibilitate, TOP3/10/50, clasament, echivalent Ads, expresii și citări în AI Overview, și categoria domeniului cu locul lui în ea. Pentru un domeniu întreg sau un host, ori pentru un singur URL (prin instrumentul de URL-uri, fără clasament, categorie și date AI Overview); pentru un director serviciul nu le dă.',
  'launcher.visibility_history':
    'Vizibilitatea, TOP3/10/50 și altele în timp, pentru toate expresiile sau un segment (marcă, fără marcă, coadă scurtă sau lungă), cu un grafic liniar.',
  'launcher.keyword_history': 'Poziția zilnică a domeniului pentru o expresie, cu un grafic liniar.',
  'launcher.competitors': 'Domenii care concurează pentru aceleași expresii (fără domeniul însuși).',
  'launcher.cannibalization':
    'Expresii pentru care concurează mai multe URL-uri ale domeniului, cu URL-ul care se clasa la data comparată.',
  'launcher.characteristics':
    'Expresii, vizibilitate și TOP3/10/50 după o caracteristică: lungime, tendința căutărilor, căutări, dificultate, parametri ai expresiei sau elemente SERP.',
  'launcher.position_distribution':
    'Câte expresii sunt pe fiecare poziție de la 1 la 50, cu un grafic cu coloane.',
  'launcher.subdomains': 'Subdomenii cu numărul de expresii și vizibilitatea.',
  'launcher.urls': 'URL-uri poziționate, cu numărul de expresii, vizibilitatea și TOP3/10/50.',
  'launcher.ai_overviews':
    'Expresii cu AI Overview pentru care domeniul se clasează: dacă și unde îl citează AI Overview, poziția organică, intenția și etapa parcursului clientului (baza de date 200).',
  'launcher.keywords':
    'Expresii înrudite cu o expresie, un domeniu sau un URL de pornire: căutări, CPC, trend și elemente SERP.',
  'launcher.related': 'Expresii înrudite cu o expresie.',
  'launcher.questions': 'Întrebări pe care oamenii le caută în jurul unei expresii.',
  'launcher.groups': 'Grupuri semantice de expresii în jurul unei expresii.',
  'launcher.keyword_statistics':
    'Căutări, CPC, trend și „găsit” pentru o coloană de expresii, rând cu rând, în ordinea introducerii.',
  'launcher.rt_positions':
    'Poziția, cea anterioară, schimbarea, URL-ul, căutările, CPC-ul și vizibilitatea expresiilor monitorizate ale unui proiect, apoi o coloană pe zi.',
  'launcher.rt_compare_serp': 'SERP-ul unei expresii monitorizate în mai multe zile, alăturat.',
  'launcher.rt_compare_days': 'Pozițiile fiecărei expresii monitorizate în două zile, cu schimbarea.',
  'launcher.rt_projects':
    'Toate proiectele de monitorizare: vizibilitatea, poziția medie și TOP3/10/50 din ultima zi, cu schimbarea față de ziua anterioară, și numărul de expresii.',
  'launcher.rt_visibility': 'Vizibilitatea unui proiect zi de zi, cu un grafic liniar.',
  'launcher.rt_snippet_history':
    'Câte dintre expresiile monitorizate ale unui proiect au avut fiecare element SERP, zi de zi.',
  'launcher.serp_report':
    'Un raport al analizei SERP a unei expresii; pornește analiza dacă nu există și o așteaptă.',
  'launcher.top100_results': 'TOP100 pentru fiecare expresie a unui crawl încheiat.',
  'launcher.urls_crawl_results':
    'Titlul, descrierea, titlurile, dimensiunea și linkurile fiecărui URL parcurs.',
  'launcher.family.Visibility': 'Vizibilitate',
  'launcher.family.Keyword database': 'Baza de expresii',
  'launcher.family.Monitoring': 'Monitorizare',
  'launcher.family.SERP': 'SERP',
  'launcher.family.Crawl': 'Crawl',
  'launcher.hint.domain': 'Preluat din celula selectată, dacă aceasta conține un domeniu.',
  'launcher.hint.limit': 'Limitat de rândurile pe raport ale planului.',
  'launcher.hint.filter':
    'ex. position<=10 and keyword contains pantofi; toate condițiile trebuie îndeplinite.',
  'launcher.keys.filter': 'Cheile pe care le acceptă filtrul: {keys}.',
  'launcher.hint.phrases': 'Preluat din intervalul selectat, ex. Foaie1!A2:A20001.',
  'launcher.hint.dates': 'ex. 2026-11-01, 2026-11-15',
  'launcher.hint.task_id': 'Din centrul de sarcini.',
  // Fetch modes, AI Overviews, many seeds.
  'launcher.ai_overviews_statistics':
    'Expresii și citări în AI Overview, poziția medie printre sursele lor, câștiguri și pierderi și vizibilitatea luată de AI Overviews (baza de date 200).',
  'launcher.ai_overviews_competitors':
    'Domeniile citate alături de domeniu în AI Overviews: poziții medii, expresii comune și cele pe care le are doar unul dintre ele (baza de date 200).',
  // The formulas' help: what each formula and parameter of the registry does.
  'help.group.Visibility': 'Vizibilitate',
  'help.group.Keyword database': 'Baza de cuvinte cheie',
  'help.group.Monitoring': 'Monitorizare',
  'help.group.SERP': 'SERP',
  'help.group.Account': 'Cont',
  'help.param.country_id':
    'Id-ul pieței (1 Polonia, 50 Cehia, 164 Slovacia, 200 Polonia, baza 2.0; vezi SEO_COUNTRIES). Implicit: setarea documentului.',
  'help.param.fetch_mode':
    'Cum se citește domeniul: "topLevelDomain" (domeniul întreg, implicit), "subdomain" (pentru blog.example.pl), "catalog" sau "url".',
  'help.param.header': 'TRUE (implicit): tabelul începe cu un rând de antet; FALSE: fără antet.',
  'help.param.refresh':
    'Orice celulă, de ex. marcajul de reîmprospătare: o valoare nouă aduce date proaspete în loc de cele din cache.',
  'help.param.domain': 'Domeniu sau host, de ex. "example.pl".',
  'help.param.keyword': 'Un cuvânt cheie, de ex. "pantofi de alergare".',
  'help.param.date_min': 'Prima zi: o dată sau AAAA-LL-ZZ.',
  'help.param.date_max': 'Ultima zi: o dată sau AAAA-LL-ZZ (implicit azi).',
  'help.param.project_id': 'Id-ul proiectului de monitorizare a pozițiilor (vezi SEO_RT_PROJECTS).',
  'help.param.group_id': 'Doar acest grup.',
  'help.SEO_VISIBILITY.summary':
    'Statistici de domeniu, un rând pe domeniu: vizibilitate, cuvinte cheie în TOP3/TOP10/TOP50, clasament, echivalent Ads, cuvinte cheie și citări în AI Overview, și categoria în care serviciul încadrează domeniul, cu locul lui în ea.',
  'help.SEO_VISIBILITY.returns':
    'Un tabel cu rând de antet și un rând pentru fiecare domeniu dat, în ordinea de intrare.',
  'help.SEO_VISIBILITY.columnsNote':
    'Cu columns dat, după domeniu urmează datele numite în el; coloana Sugestie rămâne ultima.',
  'help.SEO_VISIBILITY.domains': 'Un domeniu sau un interval de domenii, de ex. A2:A50.',
  'help.SEO_VISIBILITY.columns':
    'Opțional: cifrele afișate după domeniu, de ex. "visibility, top10, domain_rank" (nume sau etichete de antet; merge și un interval de celule). Implicit: cifrele din dashboard, categoria și rangul în categorie (coloanele de mai jos), aceleași oricum ar fi obținute; numărul de URL-uri unice în TOP10/TOP50 doar dacă le numiți (le dă instrumentul URL-uri). Rangul domeniului și datele AI Overview vin doar dintr-o cerere pentru fiecare domeniu: dacă le numiți, formula obține datele pe fiecare domeniu în parte.',
  'help.SEO_POSITIONS.summary':
    'Cuvintele cheie pentru care domeniul se clasează: poziție, poziția anterioară, schimbarea poziției (pozitivă: urcare), URL, căutări, CPC, dificultate, vizibilitate, intenția de căutare și elementele SERP de pe pagina de rezultate.',
  'help.SEO_POSITIONS.returns': 'Un tabel cu cuvintele cheie clasate.',
  'help.SEO_POSITIONS.limit': limit(100),
  'help.SEO_POSITIONS.filter':
    'Filtru opțional, de ex. "position<=10" sau "keyword contains pantofi"; mai multe condiții unite cu "and" (toate trebuie îndeplinite). Operatori <, <=, >, >=, = și contains; un filtru care nu poate fi citit complet este refuzat, niciodată trimis.',
  'help.SEO_COMPETITORS.summary': 'Domenii care concurează cu domeniul pentru aceleași cuvinte cheie.',
  'help.SEO_COMPETITORS.returns': 'Un tabel cu domeniile concurente.',
  'help.SEO_COMPETITORS.limit': limit(50),
  'help.SEO_CANNIBALIZATION.summary':
    'Cuvinte cheie pentru care mai multe URL-uri ale domeniului concurează între ele.',
  'help.SEO_CANNIBALIZATION.returns':
    'Un tabel cu cuvintele cheie canibalizate: fiecare URL care se clasează pentru cuvânt, cu poziția sa, și URL-ul care se clasa la data comparată.',
  'help.SEO_CANNIBALIZATION.limit': limit(100),
  'help.SEO_CHARACTERISTICS.summary':
    'Cum se împart cuvintele cheie pentru care domeniul se clasează după o caracteristică (lungime, tendința căutărilor, căutări, dificultate, parametri ai expresiei sau elemente SERP): cuvinte cheie, vizibilitate și ponderea ei, TOP3/TOP10/TOP50 pe fiecare interval.',
  'help.SEO_CHARACTERISTICS.returns': 'Un tabel cu un rând pe fiecare interval al caracteristicii.',
  'help.SEO_CHARACTERISTICS.characteristics':
    '"words_count" (implicit): după numărul de cuvinte, de la 1 la 7 și peste; "trends": după evoluția căutărilor în cursul anului (sezonalitate); "searches": după căutările lunare, fiecare interval fiind un prag (10, 20, 50…); "difficulty": după dificultatea cuvântului cheie, în intervale de câte zece ("1-10"…); "keyword_params": după ce numește expresia pe lângă subiect (un oraș, o marcă, un preț…); "serp_params": după elementele SERP de pe pagina de rezultate (hartă, reclame, featured snippet…), cu vizibilitatea domeniului lângă fiecare. Este ultimul argument, după refresh: formulele scrise înainte de adăugarea lui își păstrează sensul.',
  'help.SEO_CONTENT_GAP.summary':
    'Golul de conținut: cuvintele cheie pentru care concurenții se clasează și domeniul nu (sau, în modul "common", pentru care se clasează toți), cu căutări, CPC, dificultate, parametri ai expresiei și poziția și URL-ul fiecărui domeniu alăturate. O unitate de instrumente pentru o comparație nouă.',
  'help.SEO_CONTENT_GAP.returns':
    'Un tabel cu cuvinte cheie după căutări; pentru fiecare domeniu comparat, începând cu domeniul însuși, o coloană de poziție (goală: în afara TOP100) și una de URL.',
  'help.SEO_CONTENT_GAP.columnsNote':
    'Apoi, pentru domeniu și pe rând pentru fiecare concurent, poziția și URL-ul său, cu domeniul în antet.',
  'help.SEO_CONTENT_GAP.competitors':
    'Până la 4 domenii concurente: un interval sau un text, de ex. "sklep-rowerowy.pl, rowery24.pl".',
  'help.SEO_CONTENT_GAP.mode':
    '"missing" (implicit): cuvinte cheie pentru care se clasează cel puțin un concurent și domeniul nu; "common": cuvinte cheie pentru care se clasează toți.',
  'help.SEO_CONTENT_GAP.limit': limit(100),
  'help.SEO_SUBDOMAINS.summary': 'Subdomeniile domeniului, cu numărul de cuvinte cheie și vizibilitatea lor.',
  'help.SEO_SUBDOMAINS.returns': 'Un tabel cu subdomenii.',
  'help.SEO_SUBDOMAINS.limit': limit(100),
  'help.SEO_URLS.summary':
    'URL-urile domeniului care se clasează, cu vizibilitatea, numărul de cuvinte cheie și cuvintele cheie în TOP3/TOP10/TOP50.',
  'help.SEO_URLS.returns': 'Un tabel cu URL-uri.',
  'help.SEO_URLS.limit': limit(100),
  'help.SEO_KEYWORD_HISTORY.summary':
    'Istoricul zilnic al pozițiilor unui cuvânt cheie pentru domeniu; util în SPARKLINE și grafice.',
  'help.SEO_KEYWORD_HISTORY.returns': 'Un tabel cu dată și poziție.',
  'help.SEO_VISIBILITY_HISTORY.summary':
    'Vizibilitatea domeniului în timp, a tuturor cuvintelor cheie sau a unui segment (marcă, fără marcă, coadă scurtă sau lungă); utilă în SPARKLINE și grafice.',
  'help.SEO_VISIBILITY_HISTORY.returns':
    'Un tabel cu dată, vizibilitate, cuvinte cheie în TOP3/TOP10/TOP50, cuvinte cheie per URL, URL-uri unice, echivalent Ads și locul în clasament; cu o notă la final când punctele au venit la alt interval decât cel cerut.',
  'help.SEO_VISIBILITY_HISTORY.interval':
    '"daily" (zilnic), "weekly" (săptămânal, implicit) sau "monthly" (lunar).',
  'help.SEO_VISIBILITY_HISTORY.segment':
    '"all" (implicit), "brand" (expresii care numesc o marcă), "my_brand" (marca proprie a domeniului), "non_brand", "non_own_brand" (tot în afară de marca proprie), "short_tail" (expresii scurte, generale) sau "long_tail" (mai lungi, specifice). Este ultimul argument, după refresh: formulele scrise înainte de adăugarea lui își păstrează sensul.',
  'help.SEO_AI_OVERVIEWS.summary':
    'Cuvinte cheie cu AI Overview pentru care domeniul se clasează: căutări, intenție, dacă AI Overview citează domeniul și care URL al lui, poziția organică și cel mai bun loc printre sursele AI Overview, etapa parcursului clientului, lungimea AI Overview și câte domenii citează. Date există doar pentru country_id 200.',
  'help.SEO_AI_OVERVIEWS.returns':
    'Un tabel cu cuvânt cheie, căutări, intenție, citat (TRUE/FALSE) și URL, apoi poziția, poziția în AI Overview, etapa parcursului clientului, lungimea AI Overview și domeniile din el.',
  'help.SEO_AI_OVERVIEWS.limit': limit(100),
  'help.SEO_SUGGEST_DOMAINS.summary':
    'Domenii din indexul de vizibilitate care se potrivesc unei bucăți de text.',
  'help.SEO_SUGGEST_DOMAINS.returns': 'Un tabel cu domeniile potrivite.',
  'help.SEO_SUGGEST_DOMAINS.text': 'O parte din numele domeniului, de ex. "emag".',
  'help.SEO_SUGGEST_DOMAINS.limit': limit(20),
  'help.SEO_COUNTRIES.summary': 'Piețele și valorile lor country_id.',
  'help.SEO_COUNTRIES.returns': 'Un tabel cu id-uri de țări, nume și coduri.',
  'help.SEO_COUNTRIES.scope':
    '"all" (implicit) pentru toate țările, "visibility" doar pentru bazele analizei de vizibilitate.',
  'help.SEO_KEYWORD_STATS.summary':
    'Căutări, CPC, trend pe 12 luni și dacă s-au găsit date, un rând pentru fiecare cuvânt cheie dat, în ordinea de intrare; câte 500 de cuvinte cheie pe rulare.',
  'help.SEO_KEYWORD_STATS.returns':
    'Un tabel cu un rând pentru fiecare cuvânt cheie dat, inclusiv duplicate și celule goale.',
  'help.SEO_KEYWORD_STATS.phrases': 'Un cuvânt cheie sau un interval de cuvinte cheie, de ex. A2:A2001.',
  'help.SEO_KEYWORDS.summary':
    'Cuvinte cheie legate de cuvinte cheie, domenii sau URL-uri (unul, sau un interval trimis într-o singură cerere), cu statisticile lor și elementele SERP de pe pagina de rezultate.',
  'help.SEO_KEYWORDS.returns':
    'Un tabel cu cuvinte cheie: căutări, CPC, tendință și elemente SERP; pentru un interval, întâi punctul de pornire din care provine fiecare.',
  'help.SEO_KEYWORDS.columnsNote':
    'Pentru un interval de puncte de pornire, tabelul începe cu punctul de pornire din care provine fiecare cuvânt cheie.',
  'help.SEO_KEYWORDS.seed':
    'Un cuvânt cheie, domeniu sau URL, ori un interval de astfel de valori, de ex. A2:A6: toate pleacă într-o singură cerere (URL-uri: doar country_id 1). Pentru un interval, tabelul începe cu punctul de pornire din care provine fiecare cuvânt cheie, acolo unde serviciul îl indică.',
  'help.SEO_KEYWORDS.limit': limit(100),
  'help.SEO_KEYWORDS.mode': '"keyword" (implicit), "domain" sau "url": ce este seed.',
  'help.SEO_KEYWORD_GROUPS.summary': 'Grupuri semantice de cuvinte cheie în jurul unui cuvânt cheie.',
  'help.SEO_KEYWORD_GROUPS.returns': 'Un tabel cu grupuri.',
  'help.SEO_KEYWORD_GROUPS.limit': limit(100),
  'help.SEO_QUESTIONS.summary': 'Întrebările pe care oamenii le caută în jurul unui cuvânt cheie.',
  'help.SEO_QUESTIONS.returns': 'Un tabel cu întrebări.',
  'help.SEO_QUESTIONS.limit': limit(100),
  'help.SEO_RELATED.summary': 'Cuvinte cheie înrudite cu un cuvânt cheie.',
  'help.SEO_RELATED.returns': 'Un tabel cu cuvinte cheie înrudite.',
  'help.SEO_RELATED.limit': limit(100),
  'help.SEO_RT_PROJECTS.summary': 'Proiectele de monitorizare a pozițiilor din cont.',
  'help.SEO_RT_PROJECTS.returns': 'Un tabel cu proiecte și id-urile lor.',
  'help.SEO_RT_GROUPS.summary': 'Grupurile de cuvinte cheie ale unui proiect de monitorizare.',
  'help.SEO_RT_GROUPS.returns': 'Un tabel cu grupuri.',
  'help.SEO_RT_KEYWORDS.summary': 'Cuvintele cheie monitorizate ale unui proiect, opțional ale unui grup.',
  'help.SEO_RT_KEYWORDS.returns': 'Un tabel cu cuvinte cheie monitorizate.',
  'help.SEO_RT_POSITIONS.summary': 'Pozițiile zilnice ale cuvintelor cheie monitorizate ale unui proiect.',
  'help.SEO_RT_POSITIONS.returns':
    'Un tabel cu cuvinte cheie monitorizate: poziție, poziția anterioară, schimbarea poziției (pozitivă: urcare), URL, căutări, CPC, vizibilitate, apoi o coloană de poziții pe zi, cu ziua în antet (gol: în afara TOP100).',
  'help.SEO_RT_POSITIONS.columnsNote':
    'Apoi câte o coloană de poziții pentru fiecare zi din interval, cu ziua în antet.',
  'help.SEO_RT_POSITIONS.date_min':
    'Prima zi: o dată sau AAAA-LL-ZZ (implicit săptămâna până la date_max: cu șase zile înainte).',
  'help.SEO_RT_SNIPPETS.summary': 'Statisticile elementelor SERP (snippeturi) ale unui proiect.',
  'help.SEO_RT_SNIPPETS.returns':
    'Un tabel cu tipuri de snippet: acoperirea SERP, cuvinte cheie cu snippetul și cuvinte cheie unde proiectul e vizibil în el, fiecare cu valoarea anterioară și schimbarea.',
  'help.SEO_RT_COMPARE_SERP.summary': 'SERP-ul unui cuvânt cheie monitorizat în mai multe zile, alăturat.',
  'help.SEO_RT_COMPARE_SERP.returns':
    'Un tabel cu un rând pe poziție: domeniu și URL pe dată, iar de la a doua dată schimbarea fiecărui domeniu față de prima (pozitivă: urcare).',
  'help.SEO_RT_COMPARE_SERP.columnsNote':
    'Apoi, pentru fiecare dată în ordine, domeniul și URL-ul de pe acea poziție și, de la a doua dată, cu câte locuri s-a mutat domeniul față de prima.',
  'help.SEO_RT_COMPARE_SERP.keyword': 'Un cuvânt cheie monitorizat al proiectului.',
  'help.SEO_RT_COMPARE_SERP.dates':
    'Până la 5 date de comparat: un interval de date sau text ca "2026-11-01, 2026-11-15".',
  'help.SEO_RT_COMPARE_SERP.position': 'Compară pozițiile 1..position (implicit 10).',
  'help.SEO_SERP.summary':
    'Un raport al analizei SERP pentru un cuvânt cheie. Pornește analiza când nu există (o unitate SERP) și îi arată starea până e gata.',
  'help.SEO_SERP.returns': 'Raportul ca tabel sau o stare pe un rând cât timp analiza rulează.',
  'help.SEO_SERP.columnsNote': 'Cât timp analiza rulează, în schimb o stare pe un rând cu ID-ul sarcinii.',
  'help.SEO_SERP.report':
    '"urls" (implicit), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" sau "keywords_propositions".',
  'help.SEO_LIMITS.summary':
    'Toate contoarele de cotă ale contului, numite ca în bara laterală: limită, folosit, rămas, când se resetează ("în 18 zile"), ce acoperă și cheia lui.',
  'help.SEO_LIMITS.returns': 'Un tabel cu un rând pe contor.',
  // Fetch modes, AI Overviews, many seeds.
  'help.SEO_VISIBILITY.fetch_mode':
    'Cum se citește fiecare domeniu: "topLevelDomain" (domeniul întreg, implicit), "subdomain" (un host, de ex. blog.example.pl) sau "url" (URL-uri individuale, prin instrumentul de URL-uri: o unitate de instrumente pentru până la 500, fără rangul domeniului, categorie și date AI Overview; necesită conectare la API). Nu "catalog": serviciul nu dă statistici de domeniu pentru un director (SEO_URLS listează URL-urile din el, SEO_POSITIONS cuvintele lui cheie).',
  'help.SEO_AI_OVERVIEWS_STATS.summary':
    'Datele AI Overview ale fiecărui domeniu: cuvintele cheie cu AI Overview pentru care se clasează și cele în care este citat, poziția lui medie printre sursele lor, câștigurile și pierderile în AI Overview și partea de vizibilitate pe care i-o iau AI Overviews. Date există doar pentru country_id 200.',
  'help.SEO_AI_OVERVIEWS_STATS.returns':
    'Un tabel cu un rând de antet și câte un rând pentru fiecare domeniu dat, în ordinea de intrare.',
  'help.SEO_AI_OVERVIEWS_STATS.domains': 'Un domeniu sau un interval de domenii, de ex. A2:A20.',
  'help.SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domeniile citate alături de domeniu în AI Overviews: poziția lor medie printre surse pe cuvintele cheie comune și pe toate, cuvintele cheie pentru care sunt citate amândouă și cele pentru care e citat doar domeniul sau doar concurentul. Date există doar pentru country_id 200.',
  'help.SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Un tabel cu domeniile care concurează în AI Overviews.',
  'help.SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
  ...quota,
  // Quota wording only the sidebar says: the token's expiry.
  'quotaUi.expiry.unknown': 'Expirarea tokenului necunoscută (token lipit)',
  'quotaUi.expiry.expired': 'Tokenul a expirat: conectați-vă din nou',
  'quotaUi.expiry.withinDay': 'Tokenul expiră în mai puțin de o zi',
  'quotaUi.expiry.in': 'Tokenul expiră {when} ({date})',
  'quotaUi.expiry.soon': '{expiry}: conectați-vă din nou în curând',
  // The server's menu, toasts and notices.
  'server.menu.open': 'Deschideți bara laterală',
  'server.menu.signIn': 'Conectare / deconectare',
  'server.menu.runReport': 'Rulați un raport…',
  'server.menu.refreshAll': 'Reîmprospătați tot acum',
  'server.menu.clearCache': 'Goliți memoria cache',
  'server.menu.help': 'Ajutor',
  'server.toast.cacheCleared':
    'Memoria cache a fost golită: formulele vor prelua date noi la următoarea recalculare.',
  'server.toast.refreshing': {
    one: 'Se reîmprospătează {count} formulă: preia date noi acolo unde răspunsul salvat este vechi.',
    few: 'Se reîmprospătează {count} formule: fiecare preia date noi acolo unde răspunsul salvat este vechi.',
    other:
      'Se reîmprospătează {count} de formule: fiecare preia date noi acolo unde răspunsul salvat este vechi.',
  },
  'server.kind.keywordStats': 'Statistici de cuvinte cheie',
  'server.kind.keywords': 'Liste de cuvinte cheie',
  'server.kind.visibility': 'Vizibilitate',
  'server.kind.positions': 'Poziții',
  'server.kind.monitoring': 'Monitorizare',
  'server.kind.serp': 'Analize SERP',
  'server.kind.countries': 'Țări',
  'server.session.expired':
    'Conectarea pentru {email} a expirat (tokenurile sunt valabile 31 de zile). Conectați-vă din nou.',
  // The server's dialogs: Refresh all's confirmation.
  'dialogs.refresh.none': 'Acest document nu are formule SEO_* de reîmprospătat.',
  'dialogs.refresh.formulas': {
    one: '{count} formulă SEO_*',
    few: '{count} formule SEO_*',
    other: '{count} de formule SEO_*',
  },
  'dialogs.refresh.sheets': { one: '{count} foaie', few: '{count} foi', other: '{count} de foi' },
  'dialogs.refresh.ask': 'Reîmprospătați {formulas} din {sheets}?',
  'dialogs.refresh.fresh': 'Rezultatele încă proaspete vin din cache, fără cost.',
  'dialogs.refresh.cost':
    'Rezultatele mai vechi decât prospețimea din Setări sunt preluate din nou: cel mult {costs}.',
  'dialogs.refresh.free': 'Niciuna nu consumă din cotă.',
  // What is written into the document: column labels under their column's key, report sheets' words, months, cadences, markets.
  'document.ads_equivalent': 'Echivalent Ads',
  'document.ai_overview_citations': 'Citări în AI Overview',
  'document.ai_overview_keywords': 'Expresii cu AI Overview',
  'document.avg': 'Medie',
  'document.average_position': 'Poziție medie',
  'document.category': 'Categorie',
  'document.category_rank': 'Loc în categorie',
  'document.cited': 'Citat',
  'document.code': 'Cod',
  'document.code_lang': 'Cod limbă',
  'document.common_factor': 'Grad de legătură',
  'document.common_keywords': 'Expresii comune',
  'document.competition': 'Concurență',
  'document.competitors_number': 'Concurenți',
  'document.content_length': 'Lungimea conținutului',
  'document.counter': 'Contor',
  'document.country_id': 'ID țară',
  'document.cpc': 'CPC',
  'document.cpc_avg': 'CPC mediu',
  'document.cpc_max': 'CPC (maxim)',
  'document.cpc_min': 'CPC (minim)',
  'document.created_at': 'Creat',
  'document.date': 'Dată',
  'document.description': 'Descriere',
  'document.description_length': 'Lungimea descrierii',
  'document.diff': 'Schimbare',
  'document.difficulty': 'Dificultate',
  'document.domain': 'Domeniu',
  'document.domain_max': 'Domeniu (maxim)',
  'document.domain_min': 'Domeniu (minim)',
  'document.domain_rank': 'Loc în clasament',
  'document.efficiency_top10': 'Expresii per URL (TOP10)',
  'document.efficiency_top50': 'Expresii per URL (TOP50)',
  'document.favourite': 'Favorit',
  'document.fetch_mode': 'Mod de preluare',
  'document.found': 'Găsit',
  'document.group': 'Grup',
  'document.group_id': 'ID grup',
  'document.group_name': 'Nume grup',
  'document.groups_count': 'Grupuri',
  'document.h1': 'Titlu H1',
  'document.h1_count': 'Număr de H1',
  'document.h2_count': 'Număr de H2',
  'document.h3_count': 'Număr de H3',
  'document.headings': 'Titluri',
  'document.hint': 'Sugestie',
  'document.id': 'ID',
  'document.images': 'Imagini',
  'document.intent': 'Intenție',
  'document.is_dynamic': 'Dinamic',
  'document.key': 'Cheie',
  'document.keyword': 'Expresie',
  'document.keyword_id': 'ID expresie',
  'document.keyword_in_title': 'Expresie în titlu',
  'document.keyword_param': 'Parametru al expresiei',
  'document.keyword_params': 'Parametrii expresiei',
  'document.keywords': 'Expresii',
  'document.keywords_count': 'Expresii',
  'document.keywords_owned': 'Expresii unde snippetul e al domeniului',
  'document.keywords_with_snippet': 'Expresii cu snippet',
  'document.label': 'Etichetă',
  'document.left': 'Rămas',
  'document.limit': 'Limită',
  'document.links_external': 'Linkuri externe',
  'document.links_internal': 'Linkuri interne',
  'document.localization_id': 'ID localizare',
  'document.main_domain': 'Domeniu principal',
  'document.market': 'Piață',
  'document.max': 'Maxim',
  'document.measure': 'Indicator',
  'document.min': 'Minim',
  'document.name': 'Nume',
  'document.name_with_phone_country_code': 'Nume cu prefix telefonic',
  'document.note': 'Notă',
  'document.occurrences': 'Apariții',
  'document.param': 'Parametru',
  'document.parent_keyword': 'Expresie de bază',
  'document.phone_country_code': 'Prefix telefonic',
  'document.phrase': 'Expresie',
  'document.position': 'Poziție',
  'document.position_from': 'Poziție (prima zi)',
  'document.position_to': 'Poziție (a doua zi)',
  'document.previous_date': 'Data anterioară',
  'document.project_id': 'ID proiect',
  'document.rank_value': 'Valoarea poziției',
  'document.ranking': 'Clasament',
  'document.relevance': 'Relevanță',
  'document.resets': 'Resetare',
  'document.results_count': 'Rezultate',
  'document.searches': 'Căutări',
  'document.searches_avg': 'Căutări medii',
  'document.searches_sum': 'Căutări (total)',
  'document.serp_coverage': 'Acoperire SERP',
  'document.serp_feature': 'Element SERP',
  'document.serp_features': 'Elemente SERP',
  'document.share': 'Pondere',
  'document.snapshot': 'Instantaneu',
  'document.snippet': 'Snippet',
  'document.status': 'Stare',
  'document.subdomain': 'Subdomeniu',
  'document.task_id': 'ID sarcină',
  'document.text2html_ratio': 'Raport text/HTML',
  'document.title': 'Titlu',
  'document.title_length': 'Lungimea titlului',
  'document.top10': 'TOP10',
  'document.top3': 'TOP3',
  'document.top50': 'TOP50',
  'document.traffic': 'Trafic',
  'document.trend': 'Tendință',
  'document.unique_urls_top10': 'URL-uri unice în TOP10',
  'document.unique_urls_top50': 'URL-uri unice în TOP50',
  'document.url': 'URL',
  'document.urls_count': 'URL-uri',
  'document.urls_in_top10': 'URL-uri în TOP10',
  'document.used': 'Folosit',
  'document.value': 'Valoare',
  'document.visibility': 'Vizibilitate',
  'document.visibility_no_brand': 'Vizibilitate (fără brand)',
  'document.visibility_percent': 'Cotă de vizibilitate (%)',
  'document.visibility_sum': 'Vizibilitate (total)',
  'document.visible_keywords': 'Expresii vizibile',
  'document.words': 'Cuvinte',
  'document.words_count': 'Cuvinte',
  'document.months': 'ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. dec.',
  'document.column.previous': '{label} (anterior)',
  'document.column.change': '{label} – schimbare',
  'document.report.positions': 'Poziții',
  'document.report.domain_statistics': 'Statistici domeniu',
  'document.report.visibility_history': 'Istoric vizibilitate',
  'document.report.keyword_history': 'Istoricul expresiei',
  'document.report.competitors': 'Concurenți',
  'document.report.cannibalization': 'Canibalizare',
  'document.report.characteristics': 'Caracteristicile expresiilor',
  'document.report.position_distribution': 'Distribuția pozițiilor',
  'document.report.subdomains': 'Subdomenii',
  'document.report.urls': 'URL-uri',
  'document.report.ai_overviews': 'AI Overviews',
  'document.report.keywords': 'Sugestii de expresii',
  'document.report.related': 'Expresii înrudite',
  'document.report.questions': 'Întrebări',
  'document.report.groups': 'Grupuri de expresii',
  'document.report.keyword_statistics': 'Statistici expresii',
  'document.report.rt_positions': 'Poziții monitorizate',
  'document.report.rt_compare_serp': 'Comparare SERP',
  'document.report.rt_compare_days': 'Comparare zile',
  'document.report.rt_projects': 'Proiecte monitorizate',
  'document.report.rt_visibility': 'Vizibilitate monitorizată',
  'document.report.rt_snippet_history': 'Istoricul elementelor SERP',
  'document.report.serp_report': 'Analiză SERP',
  'document.report.top100_results': 'Rezultate crawl TOP100',
  'document.report.urls_crawl_results': 'Rezultate crawl URL',
  'document.chart.visibility': 'Vizibilitate',
  'document.chart.position': 'Poziție',
  'document.chart.byPosition': 'Expresii după poziție',
  'document.param.domain': 'Domeniu',
  'document.param.fetch_mode': 'Citește domeniul ca',
  'document.param.country_id': 'Piață',
  'document.param.limit': 'Cel mult rânduri',
  'document.param.filter': 'Filtru (opțional)',
  'document.param.date_min': 'De la',
  'document.param.date_max': 'Până la',
  'document.param.keyword': 'Expresie',
  'document.param.seed': 'Expresie de pornire',
  'document.param.monitored': 'Expresie monitorizată',
  'document.param.mode': 'Punctul de pornire este',
  'document.param.phrases': 'Expresii (interval de coloană)',
  'document.param.project_id': 'Proiect',
  'document.param.group_id': 'ID grup (opțional)',
  'document.param.task_id': 'ID sarcină',
  'document.param.date_interval': 'Interval',
  'document.param.segment': 'Segment',
  'document.param.characteristics': 'Caracteristică',
  'document.param.report': 'Raport',
  'document.param.dates': 'Date (separate prin virgulă)',
  'document.param.position': 'Pozițiile 1 până la',
  'document.param.date_from': 'Prima zi',
  'document.param.date_to': 'A doua zi',
  'document.note.report': 'Raport SEO Sheets: {title}',
  'document.note.run': 'Rulat {at}',
  'document.note.rows': { one: '{count} rând', few: '{count} rânduri', other: '{count} de rânduri' },
  'document.note.units': {
    one: '{count} unitate consumată',
    few: '{count} unități consumate',
    other: '{count} de unități consumate',
  },
  'document.note.estimated': '(estimat: contorul de cotă nu a putut fi citit)',
  'document.note.measured':
    'Unități: cât s-a mișcat contorul de cotă al serviciului în timpul rulării; se include orice altceva care a consumat din cota contului în același moment.',
  'document.note.rowCap':
    'Rânduri pe raport permise de plan: {count}, din limitele citite la {at}; pentru această rulare nu au putut fi citite.',
  'document.note.history': 'Mod istoric: fiecare rulare adaugă un instantaneu datat.',
  'document.note.schedule': 'Reîmprospătare: {schedule}',
  'document.schedule.about': '{report} pentru {subject} → {sheet}',
  'document.schedule.to': '{report} → {sheet}',
  'document.subject.project': 'proiectul {id}',
  'document.subject.task': 'sarcina {id}',
  'document.market.1': 'Polonia (baza de date 1.0)',
  'document.market.200': 'Polonia (baza de date 2.0)',
  'document.market.50': 'Cehia',
  'document.market.53': 'Danemarca',
  'document.market.82': 'Ungaria',
  'document.market.134': 'Țările de Jos',
  'document.market.153': 'România',
  'document.market.160': 'Suedia',
  'document.market.164': 'Slovacia',
  'document.market.other': 'Piața {id}',
  'document.cadence.daily': 'Zilnic la {hour}',
  'document.cadence.weekly': 'Săptămânal: {weekday}, la {hour}',
  'document.weekday.0': 'duminică',
  'document.weekday.1': 'luni',
  'document.weekday.2': 'marți',
  'document.weekday.3': 'miercuri',
  'document.weekday.4': 'joi',
  'document.weekday.5': 'vineri',
  'document.weekday.6': 'sâmbătă',
  'document.note.failed':
    'Ultima reîmprospătare a eșuat {at}: {message} Datele de mai sus sunt din ultima rulare reușită.',
  'document.note.retry': 'Următoarea încercare automată: {at}.',
  'document.note.gaveUp': 'Nu se mai fac încercări automate: eroarea a persistat 24 de ore.',
  'document.note.column': 'Coloană: {path}',
  'document.note.noRows': 'Nu există date: serviciul nu are rânduri pentru acești parametri.',
  'document.note.late': 'Programat la {due}, mutat la {at}: {reason}.',
  'document.note.lateHour': 'rularea declanșatorului din acea oră era plină (6 minute pe rulare)',
  'document.note.lateDay': 'timpul zilnic al declanșatoarelor s-a epuizat (90 de minute pe zi)',
  'document.note.retention':
    'Instantanee păstrate întregi: ultimele {count}; cele mai vechi păstrează ultima valoare a lunii pentru fiecare rând.',
  'document.note.cells':
    'Acest document are {count} din cele {limit} celule permise de Foi de calcul Google ({percent}%): șterge foile nefolosite sau păstrează mai puține instantanee, altfel rapoartele se opresc la limită.',
  'document.choice.fetch_mode.topLevelDomain': 'Întregul domeniu',
  'document.choice.fetch_mode.subdomain': 'Subdomeniu (gazdă)',
  'document.choice.fetch_mode.catalog': 'Director (cale)',
  'document.choice.fetch_mode.url': 'Un singur URL',
  'document.choice.date_interval.weekly': 'Săptămânal',
  'document.choice.date_interval.daily': 'Zilnic',
  'document.choice.date_interval.monthly': 'Lunar',
  'document.choice.mode.keyword': 'Frază',
  'document.choice.mode.domain': 'Domeniu',
  'document.choice.mode.url': 'URL',
  'document.choice.report.urls': 'URL-uri din rezultate',
  'document.choice.report.content_statistics': 'Statistici de conținut',
  'document.choice.report.keyword_stats': 'Statistici frază',
  'document.choice.report.competitors_number': 'Număr de concurenți',
  'document.choice.report.topic_leaders': 'Liderii temei',
  'document.choice.report.groups': 'Grupuri de fraze',
  'document.choice.report.questions': 'Întrebări',
  'document.choice.report.related_keywords': 'Fraze înrudite',
  'document.choice.report.keywords_propositions': 'Sugestii de fraze',
  'document.choice.characteristics.words_count': 'Număr de cuvinte',
  'document.choice.characteristics.trends': 'Sezonalitate (luna de vârf)',
  'document.choice.characteristics.searches': 'Volum de căutări',
  'document.choice.characteristics.difficulty': 'Dificultate',
  'document.choice.characteristics.keyword_params': 'Parametrii expresiilor',
  'document.choice.characteristics.serp_params': 'Elemente SERP',
  'document.choice.segment.all': 'Toate expresiile',
  'document.choice.segment.brand': 'Expresii de brand',
  'document.choice.segment.my_brand': 'Expresii cu brandul propriu',
  'document.choice.segment.non_brand': 'Expresii fără brand',
  'document.choice.segment.non_own_brand': 'Expresii fără brandul propriu',
  'document.choice.segment.short_tail': 'Coadă scurtă',
  'document.choice.segment.long_tail': 'Coadă lungă',
  'document.stamp.label': 'Marcaj de reîmprospătare: dați SEO_REFRESH ca argument „refresh” al formulei',
  'document.results.task': 'Sarcina {id}, pornită la {at}',
  'document.results.inserted': 'Inserat la {at}',
  'document.sheet.staging': 'Raport în lucru {id}',
  // Fetch modes, AI Overviews, many seeds.
  'document.seed': 'Punct de pornire',
  'document.ai_overview_position': 'Poziție în AI Overview',
  'document.journey_stage': 'Etapa parcursului clientului',
  'document.ai_overview_length': 'Lungimea AI Overview',
  'document.ai_overview_domains': 'Domenii în AI Overview',
  'document.ai_overview_avg_position': 'Poziție medie în AI Overviews',
  'document.ai_overview_avg_position_all': 'Poziție medie în toate AI Overviews',
  'document.ai_overview_wins': 'Câștiguri în AI Overview',
  'document.ai_overview_losses': 'Pierderi în AI Overview',
  'document.ai_overview_visibility_loss': 'Vizibilitate pierdută din cauza AI Overviews (%)',
  'document.ai_overview_only_domain': 'Expresii cu AI Overview doar ale domeniului',
  'document.ai_overview_only_competitor': 'Expresii cu AI Overview doar ale concurentului',
  'document.report.ai_overviews_statistics': 'Statistici AI Overviews',
  'document.report.ai_overviews_competitors': 'Concurenți în AI Overviews',
  // Messages: errors, refusals, row notes and the counters' names (`said.ts`).
  'messages.text': '{text}',
  'messages.join': '{first} {second}',
  'messages.error.notSignedIn': `Nu sunteți conectat la SEO Sheets. Conectați-vă din ${MENU}.`,
  'messages.error.noSignIn': `Această formulă nu are o conectare SEO Sheets. Formulele folosesc conectarea proprietarului foii de calcul: proprietarul se poate conecta din ${MENU}, sau un editor conectat poate permite formulelor din acest document să-i folosească conectarea.`,
  'messages.error.noSignInLast': `Această formulă nu are o conectare SEO Sheets. Formulele folosesc conectarea proprietarului foii de calcul (ultima conectare aici: {account}): proprietarul se poate conecta din ${MENU}, sau un editor conectat poate permite formulelor din acest document să-i folosească conectarea.`,
  'messages.error.sessionExpired': `Sesiunea SEO Sheets a expirat. ${SIGN_IN_AGAIN}`,
  'messages.error.sessionExpiredOf': `Sesiunea SEO Sheets ({account}) a expirat. ${SIGN_IN_AGAIN}`,
  'messages.error.invalidCredentials': 'E-mail sau parolă greșită.',
  'messages.error.emailNotConfirmed':
    'Adresa de e-mail a acestui cont nu este încă confirmată. Confirmați-o din e-mailul trimis de serviciu, apoi conectați-vă.',
  'messages.error.noApiAccess':
    'Acest cont nu are acces la API: are nevoie de un plan Advanced sau Prime activ ori de suplimentul API pentru Basic sau Lite (suplimentul doar pentru serverul de instrumente nu îl include).',
  'messages.error.tryToolServer':
    '{error} Dacă planul include serverul de instrumente, folosiți „Conectare prin serverul de instrumente”.',
  'messages.error.toolServerOnly':
    '{email} este conectat prin serverul de instrumente, ale cărui instrumente nu acoperă acest lucru; este nevoie de o conectare la API.',
  'messages.error.serpNotInPlan':
    'Analiza SERP nu este inclusă în planul acestui cont: necesită suplimentul SERP (inclus în Prime).',
  'messages.error.routeNotFound': 'Serviciul nu (mai) oferă {path}.',
  'messages.error.resourceNotFound': 'Negăsit: verificați id-ul sau numele cerut.',
  'messages.error.methodNotAllowed':
    'Serviciul a refuzat modul în care a fost cerut raportul. Actualizați SEO Sheets.',
  'messages.error.invalidData': 'Serviciul a respins {fields}.',
  'messages.error.field': '{field}: {why}',
  'messages.error.argumentRow': '{argument}, rândul {row}',
  'messages.error.fieldRequired': 'este obligatoriu',
  'messages.error.fieldEmpty': 'este gol',
  'messages.error.invalidDataService': 'Date de intrare nevalide: {text}',
  'messages.error.invalidFilter': 'Acest raport nu acceptă acest filtru.',
  'messages.error.invalidFilterWhy': 'Acest raport nu acceptă acest filtru ({text}).',
  'messages.error.unauthorizedResource':
    'Fără acces: proiectul, grupul sau cuvântul cheie nu există sau aparține altui cont.',
  'messages.error.quota': 'Cota „{name}” a contului este epuizată{limit}. {after}{note}',
  'messages.error.quotaAny': 'Cota contului este epuizată{limit}. {after}{note}',
  'messages.cost.free': 'Gratuit. {reason}',
  'messages.cost.serpExists': 'Există deja o analiză pentru această expresie: gratuit.',
  'messages.cost.readFree': 'Citirea cotelor, sarcinilor și rezultatelor gata calculate este gratuită.',
  'messages.cost.everyTime': 'Se taxează de fiecare dată.',
  'messages.cost.newRequest':
    'Estimat: o unitate, dacă {same} nu au fost deja taxate în ultimele 24 h (de orice raport sau formulă: o repetare este gratuită).',
  'messages.cost.repeat':
    'Estimat: {same} au fost taxate acum {ago}, iar serviciul le taxează o dată la 24 h, indiferent ce raport sau formulă le cere.',
  'messages.cost.same.domain': 'același domeniu, mod și piață',
  'messages.cost.same.phrases': 'aceleași fraze, analiză, mod și piață',
  'messages.cost.same.backlinks': 'același domeniu și piață',
  'messages.cost.same.tool': 'aceiași parametri ai instrumentului',
  'messages.cost.same.crawl': 'aceiași parametri ai crawlului',
  'messages.cost.same.statistics': 'aceleași fraze și piață',
  'messages.cost.minutes': '{count} min',
  'messages.cost.hours': '{count} h',
  'messages.cost.newRuns': 'Rulări noi de statistici: {units} din {batches}.',
  'messages.quota.limit': ' (limită {limit})',
  'messages.quota.resetsSoon': 'Se reînnoiește în mai puțin de o oră.',
  'messages.quota.resetsHours': {
    one: 'Se reînnoiește într-o oră.',
    few: 'Se reînnoiește în {count} ore.',
    other: 'Se reînnoiește în {count} de ore.',
  },
  'messages.quota.resetsDays': {
    one: 'Se reînnoiește într-o zi.',
    few: 'Se reînnoiește în {count} zile.',
    other: 'Se reînnoiește în {count} de zile.',
  },
  'messages.quota.cached': 'Datele deja preluate rămân disponibile în cache.',
  'messages.quota.note': ' {note}',
  'messages.error.unfinishedTask': 'Analiza încă rulează; încercați din nou peste un minut.',
  'messages.error.dataUnreachable':
    'Datele sunt temporar indisponibile la serviciu; încercați din nou mai târziu.',
  'messages.error.serverTimeout':
    'Serviciului i-a luat prea mult să calculeze; restrângeți cererea (un interval de date mai scurt, mai puține rânduri sau un filtru).',
  'messages.error.gatewayTimeout': `Serviciul nu a răspuns la timp (HTTP 504), deci nu a sosit nimic; încercați din nou peste câteva minute. ${RUN_A_REPORT}`,
  'messages.error.database': 'Serviciul a avut o eroare de bază de date; încercați din nou mai târziu.',
  'messages.error.serviceError': 'Serviciul a raportat o problemă temporară. Încercați din nou mai târziu.',
  'messages.error.serviceErrorWhy':
    'Serviciul a raportat o problemă temporară: {text}. Încercați din nou mai târziu.',
  'messages.error.upstream':
    'Serviciul nu a putut obține aceste date din sursa sa {source}; este o eroare trecătoare de partea sa: încercați din nou mai târziu.',
  'messages.error.serverError':
    'Serviciul a avut o eroare internă (HTTP {status}); încercați din nou mai târziu.',
  'messages.error.serviceUnavailable':
    'Serviciul este indisponibil acum; încercați din nou peste câteva minute.',
  'messages.error.edgeRejected':
    'Serviciul a refuzat conexiunea (prea multe deodată); încercați din nou în scurt timp.',
  'messages.error.network':
    'Serviciul nu a putut fi contactat (eroare de rețea); încercați din nou în scurt timp.',
  'messages.error.deadline': `Timpul de așteptare a serviciului s-a epuizat. ${RUN_A_REPORT}`,
  'messages.error.responseInvalid':
    'Răspunsul serviciului nu poate fi folosit: {what}. Actualizați SEO Sheets dacă problema persistă.',
  'messages.error.redirect':
    'Adresa serviciului redirecționează către {location}; verificați adresa serviciului în Setări.',
  'messages.error.toolsNotInPlan': 'Planul acestui cont nu include serverul de instrumente.',
  'messages.error.toolRefused': 'Serverul de instrumente a refuzat cererea: {text}',
  'messages.error.toolUnreadable':
    'Serverul de instrumente a dat un răspuns pe care SEO Sheets nu îl poate citi ({what}).',
  'messages.error.toolAnswerUnreadable':
    'Răspunsul serverului de instrumente la {tool} nu conține date pe care SEO Sheets le poate citi.',
  'messages.error.toolConnectionEnded': `Conexiunea lui {account} la serverul de instrumente s-a încheiat. Conectați-vă din nou din ${MENU}.`,
  'messages.error.toolSignInEnded': `Conectarea la serverul de instrumente s-a încheiat. Conectați-vă din nou din ${MENU}.`,
  'messages.error.toolConnectFailed': 'Conectarea la serverul de instrumente a eșuat: {what}.',
  'messages.error.noTool':
    'Este nevoie de instrumentul {tool}, pe care acest server de instrumente nu îl oferă contului {account}.',
  'messages.error.outOfTime': `Timpul s-a epuizat. ${RUN_A_REPORT}`,
  'messages.error.googleQuota':
    'Cota zilnică Google pentru acest supliment este epuizată; încercați din nou mâine.',
  'messages.error.cellLimit':
    'Această foaie de calcul a atins cele 10 milioane de celule permise de Foi de calcul Google: ștergeți foile sau rândurile inutile (foile de istoric pot păstra mai puține instantanee), apoi reluați.',
  'messages.error.tooManyCalls':
    'Prea multe formule deodată; transmiteți un interval unei singure formule în loc de câte o formulă pe celulă.',
  'messages.error.notAllowed': `SEO Sheets nu are voie să facă asta aici; deschideți-l mai întâi din ${MENU}.`,
  'messages.error.other': 'SEO Sheets: {text}',
  'messages.error.unknown': 'SEO Sheets: ceva nu a mers; încercați din nou.',
  'messages.arg.oneCell': '{name}: se aștepta o celulă, s-a primit un interval de {rows}×{cols}.',
  'messages.arg.oneColumn':
    '{name}: folosiți o singură coloană sau un singur rând de celule (intervalul are {rows}×{cols}).',
  'messages.arg.cellError': '{name}: celula conține eroarea {value}.',
  'messages.arg.required': '{name} este obligatoriu.',
  'messages.arg.wholeNumber': '{name} trebuie să fie un număr întreg de la {min} la {max} (primit: {got}).',
  'messages.arg.boolean': '{name} trebuie să fie TRUE sau FALSE (primit: {got}).',
  'messages.arg.choice': '{name} trebuie să fie una dintre valorile {choices} (primit: {got}).',
  'messages.arg.badDate': '{name} nu este o dată validă.',
  'messages.arg.date': '{name} trebuie să fie o dată sau un text de forma 2026-11-01 (primit: {got}).',
  'messages.arg.dateOrder': 'date_min ({min}) este după date_max ({max}): inversați-le.',
  'messages.arg.noDates': '{name}: indicați cel puțin o dată.',
  'messages.arg.tooManyDates': '{name}: cel mult {max} date (primit: {got}).',
  'messages.arg.noDomains': '{name}: indicați cel puțin un domeniu.',
  'messages.arg.tooManyDomains': '{name}: cel mult {max} domenii (primit: {got}).',
  'messages.arg.sameDomain': '{name}: {domain} este domeniul cu care sunt comparate; omiteți-l.',
  'messages.arg.tooMany': {
    one: '{name} acceptă cel mult {count} argument, primit: {got}: {usage}.',
    few: '{name} acceptă cel mult {count} argumente, primit: {got}: {usage}.',
    other: '{name} acceptă cel mult {count} de argumente, primit: {got}: {usage}.',
  },
  'messages.arg.noArguments': '{name} nu acceptă argumente, primit: {got}: {usage}.',
  'messages.arg.missing': '{name} are nevoie de {param}: {usage}.',
  'messages.arg.problem': '{name}: {problem}.',
  'messages.arg.filter': 'filter: {problem}',
  'messages.arg.labelled': '{name}: {problem}',
  'messages.arg.maxChars': '{name} poate avea cel mult {max} caractere (primit: {got}).',
  'messages.arg.tooManyPhrases': `{count} cuvinte cheie de căutat sunt prea multe pentru o formulă (cel mult {max} cuvinte cheie noi odată); ${LAUNCHER}.`,
  'messages.filter.cannotRead': 'nu se poate citi „{part}”: {why}. {syntax}',
  'messages.filter.syntax':
    'Scrieți cheie, operator, valoare: position<=10, searches>100, keyword contains pantofi, url="https://example.ro/a"; operatori <, <=, >, >=, = și contains; legați condițiile cu „and” (toate trebuie îndeplinite).',
  'messages.filter.notEqual': 'serviciul nu are un filtru „diferit de”',
  'messages.filter.noOperator': 'niciun operator după cheie',
  'messages.filter.noKey': 'ar trebui să înceapă cu o cheie',
  'messages.filter.nothingAfter': 'nimic după „{operator}”',
  'messages.filter.notOperator': '„{operator}” nu este un operator',
  'messages.filter.openQuote': 'ghilimelele din {value} nu se închid',
  'messages.filter.number': 'după „{operator}” trebuie un număr, nu „{value}”',
  'messages.filter.or':
    '„or” nu este acceptat (toate condițiile trebuie îndeplinite); folosiți câte o formulă sau un raport pentru fiecare variantă sau puneți între ghilimele textul care conține „or”',
  'messages.filter.leadingJoiner': 'începe cu o conjuncție',
  'messages.filter.danglingJoiner': 'o conjuncție fără condiție după ea',
  'messages.filter.unknownKey': '„{key}” nu este o cheie după care filtrează acest raport; acceptă {keys}',
  'messages.filter.unknownKeyNear':
    '„{key}” nu este o cheie după care filtrează acest raport (poate „{near}”?); acceptă {keys}',
  'messages.filter.decimalPoint':
    'acest document scrie numerele cu punct zecimal, deci „{value}” nu este un număr: scrieți {point} pentru o zecimală sau {whole} pentru un număr întreg',
  'messages.domain.notDomain': '{text} nu este un domeniu: {why}',
  'messages.domain.notDomainOrUrl': '{text} nu este un domeniu sau un URL: {why}',
  'messages.domain.spaces': 'conține spații (o frază?)',
  'messages.domain.nothing': 'după ce se elimină „http://” și „www.” nu rămâne nimic din domeniu',
  'messages.domain.comma': 'virgulă în loc de punct? ({fixed})',
  'messages.domain.noDot': 'niciun punct și nicio terminație precum .ro sau .com',
  'messages.domain.character': '„{character}” nu poate face parte dintr-un domeniu',
  'messages.domain.emptyPart': 'o parte goală între puncte',
  'messages.domain.label': 'o parte începe sau se termină cu „-” sau are peste 63 de caractere',
  'messages.domain.ending': 'nu se termină cu o terminație de domeniu precum .ro',
  'messages.zeros.noData': 'Nu există date. {why}',
  'messages.zeros.market':
    '{host} este un domeniu .{ending}, iar country_id {country} este altă piață; încercați {ids}.',
  'messages.zeros.either': '{first} sau {second}',
  'messages.zeros.host':
    'fetch_mode "topLevelDomain" citește {host} ca domeniu întreg; folosiți fetch_mode "subdomain" pentru un host sau cereți {domain}.',
  'messages.note.inputError': 'Celula de intrare conține {value}.',
  'messages.note.tooLong': 'Mai lung de {max} caractere: necăutat.',
  'messages.note.refused': '{problem}: necăutat.',
  'messages.note.notLookedUp': 'Necăutat.',
  'messages.note.notRanking': '{domain} nu se poziționează pentru „{keyword}”.',
  'messages.note.outOfTime': `Nepreluat: formula a rămas fără timp (30 s). Introduceți-o din nou pentru a prelua restul; ${CACHED}`,
  'messages.note.tryLater': `Nepreluat: {error} Introduceți formula din nou mai târziu pentru a prelua restul; ${CACHED}`,
  'messages.note.planRows': 'Primele {count} rânduri: limita planului pe raport.',
  'messages.note.planRowsOf': 'Primele {count} din {total} rânduri: limita planului pe raport.',
  'messages.note.timeRows': `Primele {count} rânduri: nu mai e timp într-o formulă; ${LAUNCHER}.`,
  'messages.note.timeRowsOf': `Primele {count} din {total} rânduri: nu mai e timp într-o formulă; ${LAUNCHER}.`,
  'messages.note.firstRows': 'Primele {count} rânduri.',
  'messages.note.noData': 'Nu există date.',
  'messages.note.blankColumns': 'Goale aici: {columns}. {why}',
  'messages.note.toolGivesFewer':
    'Serverul de instrumente nu oferă aceste cifre; o conectare la API le completează.',
  'messages.note.noMatch': 'Nu există date: niciun rând nu corespunde filtrului.',
  'messages.note.noCounters': 'Niciun contor.',
  'messages.note.interval':
    'S-a cerut interval "{asked}", dar serviciul a trimis puncte "{got}"; sunt afișate așa cum au sosit.',
  'messages.note.aiOverviews':
    'Datele AI Overviews există doar pentru country_id {country} (Polonia, baza de date 2.0): setați country_id la {country}.',
  'messages.error.notInRun':
    'Răspunsul rulării instrumentului de URL-uri omite acest domeniu; introduceți din nou formula mai târziu pentru a-l cere iar.',
  'messages.note.bulkBlank': {
    one: 'Rangul domeniului, categoria și datele AI Overview lipsesc pentru {count} domeniu: provine dintr-o rulare a instrumentului de URL-uri (o unitate de instrumente pentru cel mult 500 de domenii), care nu le oferă. {how}',
    few: 'Rangul domeniului, categoria și datele AI Overview lipsesc pentru {count} domenii: provin dintr-o rulare a instrumentului de URL-uri (o unitate de instrumente pentru cel mult 500 de domenii), care nu le oferă. {how}',
    other:
      'Rangul domeniului, categoria și datele AI Overview lipsesc pentru {count} de domenii: provin dintr-o rulare a instrumentului de URL-uri (o unitate de instrumente pentru cel mult 500 de domenii), care nu le oferă. {how}',
  },
  'messages.note.bulkBlankColumns':
    'Pentru a le obține pe fiecare domeniu în parte (câte o unitate de analiză a vizibilității), numiți-le în argumentul columns, de ex. "visibility, domain_rank".',
  'messages.note.bulkBlankSetting':
    'Setări › Statistici de domeniu cer rulări ale instrumentului de URL-uri; alegeți acolo alt mod pentru a le obține pe fiecare domeniu în parte.',
  'messages.cost.viaBulk': 'O rulare a instrumentului de URL-uri în loc de o cerere de dashboard: {why}.',
  'messages.way.spent': 'cota de analiză a vizibilității este epuizată până la reînnoire',
  'messages.way.setting': 'așa cer Setări › Statistici de domeniu',
  'messages.way.cheaper': 'consumă o parte mai mică din ce a rămas',
  'messages.run.quota': 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește.',
  'messages.run.quotaSoon':
    'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în mai puțin de o oră.',
  'messages.run.quotaHours': {
    one: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, într-o oră.',
    few: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} ore.',
    other: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} de ore.',
  },
  'messages.run.quotaDays': {
    one: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, într-o zi.',
    few: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} zile.',
    other: 'Cota „{name}” este epuizată. Raportul continuă când se reînnoiește, în {count} de zile.',
  },
  'messages.run.retrying': '{reason} Următoarea încercare automată: {at}.',
  'messages.run.gaveUp': '{reason} Nu se mai fac încercări automate: eroarea a persistat 24 de ore.',
  'messages.refuse.language': 'Limbă necunoscută „{choice}”: alegeți una dintre {languages} sau automat.',
  'messages.refuse.credentials': 'Introduceți e-mailul și parola contului dumneavoastră.',
  'messages.refuse.token': 'Acesta nu pare a fi un token API.',
  'messages.refuse.confirmSharing':
    'Confirmați mai întâi: fiecare editor al acestui document va rula formule cu conectarea dumneavoastră și va consuma cota contului dumneavoastră, până când opriți partajarea sau vă deconectați.',
  'messages.refuse.shareSignedOut': 'Conectați-vă mai întâi, apoi partajați conectarea.',
  'messages.refuse.shareNoDocument':
    'Deschideți SEO Sheets dintr-o foaie de calcul pentru a-i partaja conectarea.',
  'messages.refuse.toolCancelled': 'Conectarea a fost anulată.',
  'messages.refuse.toolRefused': 'Serverul de instrumente a refuzat: {text}.',
  'messages.refuse.toolNotPending':
    'Această încercare de conectare nu mai este activă. Începeți din nou din panoul lateral.',
  'messages.refuse.toolNoCode': 'Serverul de instrumente nu a trimis un cod de autorizare.',
  'messages.refuse.address':
    'Adresa serviciului trebuie să fie un URL http:// sau https:// fără interogare sau fragment.',
  'messages.refuse.noRows': 'Acest raport nu are rânduri de inserat.',
  'messages.refuse.phrase': 'Introduceți o frază de analizat.',
  'messages.refuse.noPhrases': 'Introduceți cel puțin o frază, câte una pe rând.',
  'messages.refuse.noUrls': 'Introduceți cel puțin un URL, câte unul pe rând.',
  'messages.refuse.tooManyPhrases': 'Un crawl acceptă cel mult {max} fraze; ați dat {got}.',
  'messages.refuse.tooManyUrls': 'Un crawl acceptă cel mult {max} URL-uri; ați dat {got}.',
  'messages.refuse.notUrl': 'Nu este un URL http(s): {value}',
  'messages.refuse.reportNeeds': 'Raportul are nevoie de {name}.',
  'messages.refuse.reportNeedsNumber': 'Raportul are nevoie de {name} ca număr.',
  'messages.refuse.noRun': 'Această rulare a raportului nu mai există.',
  'messages.refuse.fillIn': 'Completați: {fields}.',
  'messages.refuse.sheetName': 'Denumiți foaia în care merge raportul.',
  'messages.refuse.cadence':
    'Alegeți o oră de la 0 la 23 (și o zi a săptămânii pentru rulările săptămânale).',
  'messages.refuse.keep': 'Instantanee păstrate întregi: un număr întreg de la 1 la {max}.',
  'messages.refuse.unknownReport': 'Raport necunoscut „{id}”.',
  'messages.refuse.unknownSerpReport': 'Raport SERP necunoscut „{report}”.',
  'messages.note.noRows': 'Niciun rând',
  'messages.refuse.userCells':
    'Nu s-a scris nimic: tabelul are acum nevoie de celula {cell} din foaia „{sheet}”, care conține ceva de-al dvs. Mutați conținutul sau rulați raportul în altă foaie, apoi reluați rularea.',
  'messages.refuse.sheetTaken':
    'Foaia „{sheet}” conține {what}: denumiți altă foaie pentru acest raport sau ștergeți-o mai întâi pe aceea.',
  'messages.callback.connected': 'Conectat',
  'messages.callback.notConnected': 'Neconectat',
  'messages.callback.connectedAs': 'SEO Sheets este conectat la serverul de instrumente ca {email}.',
  'messages.callback.close': 'Puteți închide această fereastră.',
  'messages.log.runFailed': 'Rularea programată SEO Sheets a eșuat: {error}',
  'messages.log.waitingFailed':
    'SEO Sheets nu a putut verifica analizele SERP pe care le așteaptă formulele: {error}',
  'messages.settings.notSaved': 'Setările nu au fost salvate. {problems}.',
  'messages.settings.unknown': 'setare necunoscută „{key}”',
  'messages.settings.countryId': 'countryId trebuie să fie un număr întreg mai mare ca 0',
  'messages.settings.freshnessHours': 'freshnessHours acceptă de la 0 la {max} ore pentru {kinds}',
  'messages.settings.refreshStamp': 'refreshStamp trebuie să fie un moment în milisecunde',
  'messages.settings.language':
    'language este una dintre {languages} sau null pentru setările regionale ale foii',
  'messages.settings.visibilityWay': 'visibilityWay este una dintre {ways}',
  'messages.settings.object': 'setările trebuie să fie un obiect',
  'messages.joinList': '{first}; {second}',
  'messages.serp.status': 'Analiză în curs',
  'messages.serp.running':
    '{status}, gata în aproximativ {minutes} min (verificat la {checked}). Această celulă se actualizează și se completează singură: în fiecare minut cât panoul SEO Sheets e deschis și din oră în oră.',
  'messages.serp.late':
    '{status} de {minutes} min, mai mult decât de obicei (verificat la {checked}). Această celulă se completează singură când e gata: în fiecare minut cât panoul SEO Sheets e deschis și din oră în oră.',
  // One bad row never fails the others; input that loses meaning says so.
  'messages.error.itemRefused':
    'Serviciul a refuzat „{item}” ({why}); celelalte rânduri au fost preluate fără el.',
  'messages.zeros.none': 'Nu există date pentru acest domeniu pe această piață.',
  'messages.zeros.noneWhy': 'Nu există date pentru acest domeniu pe această piață: {why}',
  'messages.note.pathDropped':
    'Calea „{path}” a fost omisă: {param} "{mode}" citește {host} în întregime; {param} "url" citește acest URL.',
  'messages.note.emptyDomains':
    'Intervalul nu conține încă domenii: introduceți câte unul pe celulă și tabelul se completează.',
  'messages.note.emptyPhrases':
    'Intervalul nu conține încă expresii: introduceți câte una pe celulă și tabelul se completează.',
  'messages.arg.market':
    'country_id {got} nu este o piață pentru care serviciul are date; piețele sunt: {markets}.',
  'messages.arg.marketKeywords':
    'country_id {got} nu este o piață a bazei de cuvinte cheie; piețele sunt: {markets}.',
  'messages.arg.moved': '{name}: „{got}” este o valoare a argumentului {param}, care este ultimul: {usage}.',
  // Held answers (functions/held.ts).
  'messages.note.heldAge':
    'O parte din date au fost preluate acum {hours} h, mai demult decât consideră acest document datele actuale. Rămân neschimbate până le reîmprospătați: Reîmprospătați tot acum sau o valoare nouă a argumentului refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'messages.refuse.addressHttps':
    'Adresa serviciului trebuie să înceapă cu https:// (http:// doar pe acest computer: localhost sau 127.0.0.1): o conectare trimisă prin http:// simplu poate fi citită pe drum.',
  'messages.error.webPage':
    'Serviciul a răspuns cu o pagină web, nu cu date (HTTP {status}). Încercați din nou mai târziu; dacă se repetă, verificați Setări › Adresa serviciului.',
  'messages.error.notData':
    'Serviciul a răspuns cu altceva decât date (HTTP {status}). Încercați din nou mai târziu; dacă se repetă, verificați Setări › Adresa serviciului.',
  'messages.error.pageTooLarge':
    'Serviciul a trimis prea multe rânduri: {rows} (pagina cerută: {asked}), mult mai multe decât trimite pe o pagină, așa că răspunsul a fost refuzat necitit. Încercați din nou mai târziu.',
  'messages.error.toolAddressInsecure':
    'Adresa serverului de instrumente {address} nu începe cu https:// (http:// doar pe acest computer), așa că SEO Sheets nu s-a conectat.',
  'messages.error.toolMetadataInsecure':
    'Metadatele de conectare ale serverului de instrumente dau {field} ca {address}; sunt de încredere doar adresele https:// (http:// doar pe acest computer), așa că SEO Sheets nu s-a conectat.',
  'messages.error.toolMetadataMissing':
    'Metadatelor de conectare ale serverului de instrumente le lipsește {field}, așa că SEO Sheets nu s-a conectat.',
  'messages.error.toolMetadataIssuer':
    'Serverul de autorizare de la {expected} se numește {issuer} în metadatele sale; cele două trebuie să fie identice (RFC 8414), așa că SEO Sheets nu s-a conectat.',
  'messages.error.toolMetadataNoS256':
    'Serverul de autorizare al serverului de instrumente nu listează S256 în code_challenge_methods_supported; MCP cere conectare cu PKCE S256, așa că SEO Sheets nu s-a conectat.',
  // Rulări nesupravegheate povestite pentru cine nu le-a urmărit și conexiunea întreruptă în mijlocul răspunsului.
  'messages.error.connectionCut':
    'Conexiunea cu serviciul s-a întrerupt înainte să sosească răspunsul; încercați din nou în scurt timp.',
  'messages.run.failedTry': 'Ultima încercare a eșuat: {cause}.',
  'messages.run.quotaUnread':
    'Cota „{name}” este epuizată, iar limitele serviciului nu pot fi citite acum pentru a afla când se reînnoiește. Raportul continuă la prima verificare orară care le citește și găsește unități libere, sau când apăsați Reluați.',
  'messages.run.waitsConnection':
    '{reason} Raportul continuă singur la următoarea verificare orară, de îndată ce conexiunea îl poate cere, sau când apăsați Reluați.',
  'messages.run.recovered': {
    one: 'Rulat {ran}, cu {late} întârziere (programat {due}), după {count} încercare eșuată: serviciul a eșuat la {tries}.',
    few: 'Rulat {ran}, cu {late} întârziere (programat {due}), după {count} încercări eșuate: serviciul a eșuat la {tries}.',
    other:
      'Rulat {ran}, cu {late} întârziere (programat {due}), după {count} de încercări eșuate: serviciul a eșuat la {tries}.',
  },
  'messages.run.triesAt': '{times} ({cause})',
  'messages.run.lateMinutes': '{count} min',
  'messages.run.lateHours': '{count} h',
  'messages.run.lateDays': { one: '{count} zi', few: '{count} zile', other: '{count} de zile' },
  'messages.cause.cut': 'conexiune întreruptă',
  'messages.cause.network': 'serviciu inaccesibil',
  'messages.cause.edge': 'prea multe conexiuni simultan',
  'messages.cause.deadline': 'niciun răspuns la timp',
  'messages.cause.other': 'o eroare',
  'messages.list.and': '{first} și {second}',
  'messages.refuse.options': {
    one: 'Serverul de instrumente prin care sunteți conectat nu poate rula acest raport cu acest câmp completat: {options}. Rulați-l fără el sau conectați-vă la API pentru a-l folosi.',
    few: 'Serverul de instrumente prin care sunteți conectat nu poate rula acest raport cu aceste câmpuri completate: {options}. Rulați-l fără ele sau conectați-vă la API pentru a le folosi.',
    other:
      'Serverul de instrumente prin care sunteți conectat nu poate rula acest raport cu aceste câmpuri completate: {options}. Rulați-l fără ele sau conectați-vă la API pentru a le folosi.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'messages.note.noDataMarket':
    'Nu există date pentru această piață: serviciul nu are astfel de date pentru {domain} cu country_id {country}.',
  'messages.note.noDataMarketAny': 'Nu există date pentru această piață (country_id {country}).',
  'messages.error.toolNotInPlan':
    'Instrumentul {tool} nu este inclus în planul acestui cont (serverul de instrumente a răspuns 402, plată necesară).',
  'messages.error.authNotListed':
    'Conectarea a fost oprită înainte de a trimite ceva: {url} nu este un server de autorizare pe care această versiune SEO Sheets îl cunoaște ({listed}). Întrebați persoana care a implementat add-on-ul.',
  // Fetch modes, AI Overviews, many seeds.
  'messages.mode.catalog':
    'fetch_mode "catalog" (un director) nu are statistici de domeniu: serviciul le dă pentru un domeniu întreg ("topLevelDomain"), un host ("subdomain") sau URL-uri individuale ("url", prin instrumentul de URL-uri), iar dashboard-ul său refuză un director. Pentru un director, SEO_URLS listează URL-urile domeniului prezente în rezultate, cu datele lor (cele de sub calea lui sunt ale directorului), iar SEO_POSITIONS în modul "catalog" cuvintele lui cheie.',
  'messages.mode.urlNeedsApi':
    'fetch_mode "url" citește URL-uri individuale prin instrumentul de URL-uri, pe care îl oferă doar o conectare la API (serverul de instrumente nu are un asemenea instrument), iar dashboard-ul citește doar domenii întregi ("topLevelDomain") și hosturi ("subdomain"). Conectați-vă la API sau cereți domeniul ori hostul.',
  'messages.note.bulkBlankUrl':
    'Pentru URL-uri individuale (fetch_mode "url") instrumentul de URL-uri este singura cale: dashboard-ul, care le dă, citește doar domenii întregi și hosturi.',
  'messages.way.mode': 'dashboard-ul nu citește URL-uri individuale',
  'messages.keywords.urlCountry':
    'Pentru punctele de pornire care sunt URL-uri (modul "url") serviciul răspunde doar pentru country_id {only} (Polonia), nu pentru {country}.',
  'messages.keywords.tooManySeeds':
    'Într-o cerere intră cel mult {max} puncte de pornire; intervalul are {got}.',
  ...counterMessages(quota),
  'messages.refuse.noCell': 'Selectați mai întâi o celulă pentru exemplu.',
  'messages.refuse.cellNotEmpty':
    '{cell} nu este goală: selectați o celulă goală pentru exemplu, ca să nu fie suprascris nimic de-al dvs.',
  'messages.refuse.unknownFormula': 'SEO Sheets nu are formula „{name}”.',
  'messages.probe.account': 'Cont ({call})',
  'messages.probe.limits': 'Limitele planului ({call})',
  'messages.probe.countries': 'Țări ({call})',
  'messages.probe.handshake': 'Inițierea conexiunii ({call})',
  'messages.probe.tools': 'Instrumente ({call})',
  'messages.probe.countriesRead': { one: '{count} țară', few: '{count} țări', other: '{count} de țări' },
  'messages.probe.toolsRead': {
    one: '{count} instrument',
    few: '{count} instrumente',
    other: '{count} de instrumente',
  },
  'messages.probe.limitsRead': {
    one: '{count} limită citită',
    few: '{count} limite citite',
    other: '{count} de limite citite',
  },
  // The warehouse (src/warehouse/): its settings and Check, its runs’ words, the reports read from it.
  'document.segment': 'Segment',
  'document.report.warehouse_positions': 'Evoluția pozițiilor',
  'document.report.warehouse_visibility': 'Evoluția vizibilității',
  'document.report.warehouse_changes': 'Schimbări de poziție',
  'document.param.domains': 'Domenii',
  'document.param.metric': 'Indicator',
  'document.param.sheet': 'Foaia raportului',
  'document.choice.metric.top10': 'Expresii în TOP10',
  'document.choice.metric.top3': 'Expresii în TOP3',
  'document.choice.metric.top50': 'Expresii în TOP50',
  'document.choice.metric.keywords': 'Expresii clasate',
  'document.choice.metric.visibility': 'Vizibilitate',
  'document.choice.metric.position': 'Poziție medie',
  'document.chart.trend': 'Tendință',
  'launcher.family.Warehouse': 'Din depozitul de date',
  'launcher.warehouse_positions':
    'Un indicator al rapoartelor de poziții păstrate în depozitul de date, zi de zi, o coloană pe domeniu, cu grafic liniar.',
  'launcher.warehouse_visibility':
    'Vizibilitatea zi de zi din statisticile domeniului și istoricul vizibilității păstrate în depozitul de date, o coloană pe domeniu, cu grafic liniar.',
  'launcher.warehouse_changes':
    'Expresiile care au intrat, au ieșit sau s-au mutat între ultimele două rulări (din zile diferite) ale unui raport de poziții păstrat în depozitul de date.',
  'launcher.hint.domains': 'Separate prin virgule, de ex. example.pl, rywal.pl.',
  'launcher.hint.sheet': 'Numele foii raportului în acest document.',
  'messages.warehouse.badProject':
    '„{text}” nu este un ID de proiect Google Cloud: 6–30 de litere mici, cifre și cratime, începând cu o literă (ID-ul proiectului din consolă, nu numele sau numărul lui).',
  'messages.warehouse.badDataset':
    '„{text}” nu este numele unui set de date BigQuery: doar litere, cifre și liniuțe de subliniere.',
  'messages.warehouse.badLocation':
    '„{text}” nu este o locație BigQuery: EU, US sau o regiune, de ex. europe-west1.',
  'messages.warehouse.badSearchConsole':
    '„{text}” nu este un set de date: indicați setul exportului în bloc Search Console ca proiect.set, de ex. proiectul-meu.searchconsole.',
  'messages.warehouse.apiOff':
    'API-ul BigQuery nu este activat în proiectul {project}: activați-l în consola Google Cloud, apoi apăsați din nou Activați și verificați.',
  'messages.warehouse.billing': 'Facturarea nu este activată în proiectul {project}: {detail}',
  'messages.warehouse.noProject':
    'Proiectul {project} nu a fost găsit sau nu îl puteți vedea: verificați-i ID-ul în consola Google Cloud. BigQuery: {detail}',
  'messages.warehouse.noJobs':
    'Nu puteți rula joburi în proiectul {project}: cereți proprietarului rolul BigQuery Job User. BigQuery: {detail}',
  'messages.warehouse.noTables':
    'Nu puteți crea tabele în setul {dataset} al proiectului {project}: cereți proprietarului rolul BigQuery Data Editor. BigQuery: {detail}',
  'messages.warehouse.noDataset':
    'Nu puteți citi sau crea setul {dataset} în proiectul {project}: cereți proprietarului rolul BigQuery Data Editor. BigQuery: {detail}',
  'messages.warehouse.failed': 'BigQuery a refuzat: {detail}',
  'messages.warehouse.datasetMade': 'Setul {dataset} a fost creat în {location}.',
  'messages.warehouse.locationKept':
    'Setul {dataset} este în {location}, nu în {asked}: un set își păstrează locația, deci depozitul de date lucrează în {location}.',
  'messages.warehouse.sandbox':
    'Proiectul {project} nu are facturare: este mediul sandbox BigQuery. Tabelele lui și fiecare zi din ele expiră după 60 de zile, deci depozitul de date păstrează acolo cam două luni; joburile de încărcare și interogările pe care le folosește funcționează la fel. Adăugați facturare proiectului pentru a păstra istoricul mai mult.',
  'messages.warehouse.expires':
    'Tabelele setului {dataset} expiră la {days} zile după creare (setarea setului): BigQuery șterge istoricul mai vechi.',
  'messages.warehouse.consoleElsewhere':
    'Exportul Search Console {dataset} este în {location}: o vizualizare îl poate uni doar cu un depozit de date din aceeași locație.',
  'messages.warehouse.consoleEmpty':
    'Exportul Search Console {dataset} nu are încă tabelul searchdata_url_impression.',
  'messages.warehouse.consoleFound':
    'Exportul Search Console {dataset} a fost găsit: vizualizarea search_console_positions îl unește cu pozițiile după ce un raport de poziții ajunge în depozitul de date.',
  'messages.warehouse.consoleMissing':
    'Exportul Search Console {dataset} nu a putut fi citit. BigQuery: {detail}',
  'messages.warehouse.ready': 'Gata: istoricul rapoartelor merge în {project}.{dataset} ({location}).',
  'messages.warehouse.slow': 'BigQuery nu a terminat interogarea la timp: rulați din nou raportul.',
  'messages.warehouse.queryFailed': 'BigQuery nu a putut citi depozitul de date: {detail}',
  'messages.warehouse.free':
    'Fără unități: citește depozitul dvs. de date. BigQuery facturează octeții pe care îi scanează o interogare (gratuit în sandbox și pentru primul terabyte pe lună).',
  'messages.warehouse.empty':
    'Depozitul de date nu are încă un asemenea tabel: rulați mai întâi un raport cu „Și în depozitul de date” bifat.',
  'messages.warehouse.noKind':
    'Depozitul de date nu are încă {kind}: rulați mai întâi un asemenea raport cu „Și în depozitul de date” bifat.',
  'messages.warehouse.twoRuns':
    'Depozitul de date are mai puțin de două rulări (din zile diferite) ale raportului din foaia „{sheet}”: pentru schimbări sunt necesare două.',
  'messages.warehouse.sent': 'În depozitul de date: {table}, {days}, rânduri: {rows}.',
  'messages.warehouse.off': 'Netrimis în depozitul de date: a fost oprit în Setări › Depozit de date.',
  'messages.warehouse.noConsent':
    'Netrimis în depozitul de date: contul Google sub care a rulat nu a permis SEO Sheets să folosească BigQuery. Deschideți Setări › Depozit de date și apăsați Activați și verificați pentru a permite.',
  'messages.warehouse.planned':
    'Foaia este actualizată; joburile de încărcare de azi ale acestui raport s-au epuizat, așa că rândurile lui ajung în depozitul de date după miezul nopții, ora Pacificului.',
  'messages.warehouse.quota':
    'Foaia este actualizată; BigQuery a refuzat azi alte joburi de încărcare ({detail}), așa că rândurile ajung în depozitul de date după miezul nopții, ora Pacificului.',
  'messages.warehouse.exportFailed':
    'Foaia este actualizată, dar trimiterea în depozitul de date a eșuat: {detail}',
  'messages.warehouse.notOn': 'Mai întâi activați depozitul de date în Setări › Depozit de date.',
  'messages.warehouse.noTableFor': 'Raportul {report} nu păstrează istoric în depozitul de date.',
  'messages.warehouse.noBackfill': 'Raportul {report} nu are în serviciu istoric de completat.',
  'messages.warehouse.consent':
    'SEO Sheets nu poate încă folosi BigQuery în numele dvs.: permiteți acest lucru în fereastra pe care o deschide Google, apoi apăsați din nou Activați și verificați.',
  'document.note.inWarehouse':
    'Foaia păstrează cel mai recent instantaneu; cele mai vechi sunt în depozitul de date.',
  'sidebar.warehouse.title': 'Depozit de date (BigQuery)',
  'sidebar.warehouse.intro':
    'Păstrați istoricul rapoartelor în propriul BigQuery, dincolo de ce încape într-o foaie: bifați „Și în depozitul de date” la un raport. Îl citiți cu rapoartele „Din depozitul de date”, în Connected Sheets sau în Looker Studio (Ajutor).',
  'sidebar.warehouse.project': 'ID-ul proiectului Google Cloud',
  'sidebar.warehouse.projectHint':
    'ID-ul proiectului din consola Google Cloud, de ex. proiectul-meu-seo. Merge și un proiect fără facturare: mediul sandbox BigQuery.',
  'sidebar.warehouse.dataset': 'Set de date',
  'sidebar.warehouse.datasetHint':
    'Se creează în proiect dacă nu există (seo_sheets dacă lăsați câmpul gol).',
  'sidebar.warehouse.location': 'Locație',
  'sidebar.warehouse.locationHint':
    'EU, US sau o regiune, de ex. europe-west1; un set existent o păstrează pe a sa.',
  'sidebar.warehouse.searchConsole': 'Exportul în bloc Search Console (opțional)',
  'sidebar.warehouse.searchConsoleHint':
    'Setul său ca proiect.set: o vizualizare pune atunci clicurile și afișările lângă poziții.',
  'sidebar.warehouse.turnOn': 'Activați și verificați',
  'sidebar.warehouse.turnOff': 'Dezactivați',
  'sidebar.warehouse.loading': 'Se citește depozitul de date…',
  'sidebar.warehouse.on': 'Activat: istoricul rapoartelor merge în {table} ({location}).',
  'sidebar.warehouse.off': 'Dezactivat: rapoartele scriu doar în foile lor.',
  'sidebar.warehouse.checked': 'Verificat {when}:',
  'sidebar.warehouse.findings': 'Ce a găsit verificarea',
  'sidebar.warehouse.enable': 'Activați API-ul BigQuery în consola Google Cloud',
  'sidebar.warehouse.tables': 'Tabelele sale',
  'sidebar.warehouse.table': '{name} · rapoarte: {reports} · rânduri: {rows}',
  'sidebar.warehouse.lastExport':
    'Ultima trimitere {when}: „{sheet}” în {table} ({days}) · rânduri: {rows} · joburi de încărcare: {jobs} · {size}',
  'sidebar.warehouse.saved': 'Setările depozitului de date au fost salvate și verificate.',
  'sidebar.warehouse.turnedOff': 'Depozitul de date este dezactivat: rapoartele scriu doar în foile lor.',
  'views.reports.warehouse': 'Și în depozitul de date',
  'views.reports.warehouseHint':
    'Rândurile lui ajung și în BigQuery-ul dvs., zi de zi; o rulare repetată în aceeași zi înlocuiește acea zi.',
  'views.reports.keepInSheet': 'Păstrați și instantaneele mai vechi în foaie',
  'views.reports.keepInSheetHint':
    'Altfel, foaia păstrează cel mai recent instantaneu, iar istoricul este în depozitul de date.',
  'views.reports.backfill': 'Completați-i istoricul…',
  'views.reports.backfillPlan':
    'Completează perioada {from}–{to}, doar în depozitul de date: {cost}; cel mult {jobs} joburi de încărcare, care sunt gratuite.',
  'views.reports.backfillSandbox':
    'Sandboxul șterge zilele mai vechi de 60, deci istoricul completat începe de acolo.',
  'views.reports.backfillStart': 'Completați',
  'views.reports.backfillStarted':
    'Se completează istoricul raportului {title} în depozitul de date: când bara laterală se închide, declanșatorul orar îl continuă.',
  'views.reports.exporting': 'Se trimite în depozitul de date…',
  'sidebar.help.warehouseTitle': 'Istoricul rapoartelor în BigQuery',
  'sidebar.help.warehouseIntro':
    'Setări › Depozit de date trimite istoricul rapoartelor bifate în BigQuery-ul dvs.: o vizualizare pentru fiecare tip de raport (positions, domain_statistics, rank_tracker_positions…), ziua descrisă de un rând în data_date, raportul în report_id; vizualizarea runs arată ce a rulat, când și cât a costat.',
  'sidebar.help.warehouseSheets':
    'O citiți fără SQL cu rapoartele „Din depozitul de date” din lansatorul de rapoarte sau în Foi de calcul cu Date › Conectori de date › Conectați-vă la BigQuery (Connected Sheets): alegeți proiectul, setul și o vizualizare și construiți tabele pivot și grafice pe tot.',
  'sidebar.help.warehouseLooker':
    'În Looker Studio: Adăugați date › BigQuery › Interogare personalizată, alegeți proiectul, bifați „Activați parametrii de dată” și filtrați data_date după datele raportului:',
  'sidebar.help.warehouseConsole':
    'Indicați exportul în bloc Search Console în Setări › Depozit de date, iar vizualizarea search_console_positions pune clicurile, afișările și poziția medie lângă poziția fiecărei expresii, pe zi, URL și interogare.',
} as const satisfies Catalogue<Reference>;
