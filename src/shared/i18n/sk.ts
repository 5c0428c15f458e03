/** Slovak: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Prihlásenie',
  'tab.account': 'Účet',
  'tab.tasks': 'Úlohy',
  'tab.reports': 'Reporty',
  'tab.schedules': 'Plány',
  'tab.settings': 'Nastavenia',
  'tab.help': 'Pomocník',
  'shell.serpFilling': {
    one: 'Bunka SEO_SERP sa vypĺňa: analýza je hotová.',
    few: '{count} bunky SEO_SERP sa vypĺňajú: analýza je hotová.',
    many: '{count} bunky SEO_SERP sa vypĺňa: analýza je hotová.',
    other: '{count} buniek SEO_SERP sa vypĺňa: analýza je hotová.',
  },
  'signin.title': 'Prihlásenie',
  'signin.intro': 'Použite e-mail a heslo k svojmu účtu Search Visibility. Heslo sa neukladá.',
  'signin.formPassword': 'Prihlásenie e-mailom a heslom',
  'signin.email': 'E-mail',
  'signin.password': 'Heslo',
  'signin.submit': 'Prihlásiť sa',
  'signin.tokenSummary': 'Použiť radšej API token',
  'signin.formToken': 'Prihlásenie API tokenom',
  'signin.token': 'API token',
  'signin.tokenHint': 'Vygenerujete ho v nastaveniach účtu, na dlaždici Integrácie. Platí 31 dní.',
  'signin.useToken': 'Použiť token',
  'signin.planNote':
    'Prístup k API vyžaduje tarif Advanced alebo Prime, prípadne doplnok API k tarifu Basic či Lite. Token sa ukladá vo vašom účte Google, nikdy v tomto dokumente.',
  'signin.toolServer': 'Server nástrojov',
  'signin.toolServerIntro':
    'S doplnkom servera nástrojov (alebo s akýmkoľvek tarifom s prístupom k API) sa môžete pripojiť cez server nástrojov: prihlásite sa na stránke služby v novom okne a vzorce, ktoré majú svoj nástroj, ho použijú.',
  'signin.connect': 'Pripojiť cez server nástrojov',
  'signin.popupBlocked':
    'Prihlasovacie okno bolo zablokované: povoľte pre túto stránku vyskakovacie okná a skúste to znova.',
  'signin.popupOpened': 'Prihláste sa v okne, ktoré sa otvorilo.',
  'signin.signedIn': 'Prihlásené ako {email}.',
  'signin.connected': 'Pripojené cez server nástrojov ako {email}.',
  'signin.notConnected': 'Nepripojené: prihlasovacie okno sa zavrelo pred dokončením prihlásenia.',
  'settings.language': 'Jazyk',
  'settings.languageAuto': 'Automaticky ({language})',
  'settings.languageHint':
    'Bočného panela, ponuky a správ. Čo sa zapíše do hárka, sa riadi jazykom dokumentu.',
  'account.sharedNow': 'Vzorce v tomto dokumente teraz používajú vaše prihlásenie.',
  'account.notShared': 'Vaše prihlásenie už nie je zdieľané.',
  'account.someoneElse': 'Vzorce tu teraz používajú prihlásenie {email}. Zaškrtnutím ho nahradíte svojím.',
  'account.shareLabel': 'Povoliť vzorcom v tomto dokumente používať moje prihlásenie',
  'account.shareNote':
    'Predvolene vypnuté. Keď je zapnuté, vzorce všetkých editorov tohto dokumentu čerpajú limity vášho účtu. Odškrtnutím to ukončíte.',
  'account.refresh': 'Obnoviť',
  'account.disconnect': 'Odpojiť',
  'account.signOut': 'Odhlásiť sa',
  'account.quotaRefreshed': 'Limity obnovené.',
  'account.disconnected': 'Odpojené: tokeny servera nástrojov sú zneplatnené.',
  'account.signedOut': 'Odhlásené.',
  'account.title': 'Účet',
  'account.connectedAs': 'Pripojené cez server nástrojov ako {email}',
  'account.signedInAs': 'Prihlásené ako {email}',
  'account.renews': 'Pripojenie sa samo obnovuje. Odpojením ho zneplatníte.',
  'account.quota': 'Limity',
  'account.rowsPerReport': 'Riadkov na report',
  'account.teamUse': 'Tímové použitie',
  'account.toolsNotShared':
    'Pripojenie cez server nástrojov je len vaše: nedá sa zdieľať s editormi tohto dokumentu.',
  'account.anotherEditor': 'iného editora',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Otvoriť bočný panel',
  'menu.signIn': 'Prihlásiť / odhlásiť',
  'menu.runReport': 'Spustiť report…',
  'menu.refreshAll': 'Obnoviť všetko teraz',
  'menu.clearCache': 'Vymazať vyrovnávaciu pamäť',
  'menu.help': 'Pomocník',
  'toast.cacheCleared': 'Vyrovnávacia pamäť vymazaná: vzorce pri ďalšom prepočte načítajú čerstvé dáta.',
  'toast.refreshing': {
    one: 'Obnovujem {count} vzorec: načíta čerstvé dáta tam, kde je uložená odpoveď stará.',
    few: 'Obnovujem {count} vzorce: každý načíta čerstvé dáta tam, kde je uložená odpoveď stará.',
    many: 'Obnovujem {count} vzorca: každý načíta čerstvé dáta tam, kde je uložená odpoveď stará.',
    other: 'Obnovujem {count} vzorcov: každý načíta čerstvé dáta tam, kde je uložená odpoveď stará.',
  },
} satisfies Catalogue<typeof en>;
