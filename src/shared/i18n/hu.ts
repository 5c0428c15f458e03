/** Hungarian: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Belépés',
  'tab.account': 'Fiók',
  'tab.tasks': 'Feladatok',
  'tab.reports': 'Riportok',
  'tab.schedules': 'Ütemezés',
  'tab.settings': 'Beállítások',
  'tab.help': 'Súgó',
  'shell.serpFilling': {
    one: 'Egy SEO_SERP cella kitöltődik: az elemzés elkészült.',
    other: '{count} SEO_SERP cella kitöltődik: az elemzés elkészült.',
  },
  'signin.title': 'Bejelentkezés',
  'signin.intro': 'Add meg a Search Visibility-fiókod e-mail-címét és jelszavát. A jelszót nem tároljuk.',
  'signin.formPassword': 'Bejelentkezés e-mail-címmel és jelszóval',
  'signin.email': 'E-mail-cím',
  'signin.password': 'Jelszó',
  'signin.submit': 'Bejelentkezés',
  'signin.tokenSummary': 'Inkább API-tokent használok',
  'signin.formToken': 'Bejelentkezés API-tokennel',
  'signin.token': 'API-token',
  'signin.tokenHint': 'A fiókbeállítások Integrációk csempéjén hozhatod létre. 31 napig érvényes.',
  'signin.useToken': 'Token használata',
  'signin.planNote':
    'Az API-hozzáféréshez Advanced vagy Prime csomag kell, vagy Basic és Lite mellé az API-kiegészítő. A tokened a saját Google-fiókodban marad, sosem ebben a dokumentumban.',
  'signin.toolServer': 'Eszközszerver',
  'signin.toolServerIntro':
    'Az eszközszerver-kiegészítővel (vagy bármely API-hozzáférést tartalmazó csomaggal) az eszközszerveren át is csatlakozhatsz: a szolgáltatás saját oldalán jelentkezel be egy új ablakban, és az eszközzel rendelkező képletek azt használják.',
  'signin.connect': 'Csatlakozás az eszközszerveren át',
  'signin.popupBlocked':
    'A bejelentkezési ablakot letiltotta a böngésző: engedélyezd a felugró ablakokat ezen az oldalon, majd próbáld újra.',
  'signin.popupOpened': 'Jelentkezz be a megnyílt ablakban.',
  'signin.signedIn': 'Bejelentkezve: {email}.',
  'signin.connected': 'Csatlakozva az eszközszerveren át: {email}.',
  'signin.notConnected': 'Nincs kapcsolat: a bejelentkezési ablak a bejelentkezés vége előtt bezárult.',
  'settings.language': 'Nyelv',
  'settings.languageAuto': 'Automatikus ({language})',
  'settings.languageHint':
    'Az oldalsávé, a menüé és az üzeneteké. Ami a munkalapra kerül, a dokumentum nyelvét követi.',
  'account.sharedNow': 'A dokumentum képletei mostantól a te bejelentkezésedet használják.',
  'account.notShared': 'A bejelentkezésed már nincs megosztva.',
  'account.someoneElse':
    'A képletek most {email} bejelentkezését használják. A jelölőnégyzet bejelölésével a tiédre cseréled.',
  'account.shareLabel': 'A dokumentum képletei használhatják a bejelentkezésemet',
  'account.shareNote':
    'Alapból kikapcsolva. Bekapcsolva a dokumentum minden szerkesztőjének képletei a te fiókod kvótáját használják. Kapcsold ki a leállításhoz.',
  'account.refresh': 'Frissítés',
  'account.disconnect': 'Leválasztás',
  'account.signOut': 'Kijelentkezés',
  'account.quotaRefreshed': 'Kvóta frissítve.',
  'account.disconnected': 'Leválasztva: az eszközszerver tokenjei visszavonva.',
  'account.signedOut': 'Kijelentkezve.',
  'account.title': 'Fiók',
  'account.connectedAs': 'Csatlakozva az eszközszerveren át: {email}',
  'account.signedInAs': 'Bejelentkezve: {email}',
  'account.renews': 'A kapcsolat magától megújul. Leválasztással visszavonhatod.',
  'account.quota': 'Kvóta',
  'account.rowsPerReport': 'Sor riportonként',
  'account.teamUse': 'Csapatmunka',
  'account.toolsNotShared':
    'Az eszközszerveres kapcsolat csak a tiéd: nem osztható meg a dokumentum szerkesztőivel.',
  'account.anotherEditor': 'egy másik szerkesztő',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Oldalsáv megnyitása',
  'menu.signIn': 'Bejelentkezés / kijelentkezés',
  'menu.runReport': 'Riport futtatása…',
  'menu.refreshAll': 'Minden frissítése most',
  'menu.clearCache': 'Gyorsítótár törlése',
  'menu.help': 'Súgó',
  'toast.cacheCleared':
    'Gyorsítótár törölve: a képletek a következő újraszámoláskor friss adatokat kérnek le.',
  'toast.refreshing': {
    one: '{count} képlet frissítése: friss adatot kér le, ahol a tárolt válasz régi.',
    other: '{count} képlet frissítése: mindegyik friss adatot kér le, ahol a tárolt válasza régi.',
  },
} satisfies Catalogue<typeof en>;
