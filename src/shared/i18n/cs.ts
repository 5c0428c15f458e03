/** Czech: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Přihlášení',
  'tab.account': 'Účet',
  'tab.tasks': 'Úlohy',
  'tab.reports': 'Reporty',
  'tab.schedules': 'Plány',
  'tab.settings': 'Nastavení',
  'tab.help': 'Nápověda',
  'shell.serpFilling': {
    one: 'Buňka SEO_SERP se vyplňuje: analýza je hotová.',
    few: '{count} buňky SEO_SERP se vyplňují: analýza je hotová.',
    many: '{count} buňky SEO_SERP se vyplňuje: analýza je hotová.',
    other: '{count} buněk SEO_SERP se vyplňuje: analýza je hotová.',
  },
  'signin.title': 'Přihlášení',
  'signin.intro': 'Použijte e-mail a heslo ke svému účtu Search Visibility. Heslo se neukládá.',
  'signin.formPassword': 'Přihlášení e-mailem a heslem',
  'signin.email': 'E-mail',
  'signin.password': 'Heslo',
  'signin.submit': 'Přihlásit se',
  'signin.tokenSummary': 'Použít raději API token',
  'signin.formToken': 'Přihlášení API tokenem',
  'signin.token': 'API token',
  'signin.tokenHint': 'Vygenerujete ho v nastavení účtu, na dlaždici Integrace. Platí 31 dní.',
  'signin.useToken': 'Použít token',
  'signin.planNote':
    'Přístup k API vyžaduje tarif Advanced nebo Prime, případně doplněk API k tarifu Basic či Lite. Token se ukládá ve vašem účtu Google, nikdy v tomto dokumentu.',
  'signin.toolServer': 'Server nástrojů',
  'signin.toolServerIntro':
    'S doplňkem serveru nástrojů (nebo s jakýmkoli tarifem s přístupem k API) se můžete připojit přes server nástrojů: přihlásíte se na stránce služby v novém okně a vzorce, které mají svůj nástroj, ho použijí.',
  'signin.connect': 'Připojit přes server nástrojů',
  'signin.popupBlocked':
    'Přihlašovací okno bylo zablokováno: povolte pro tuto stránku vyskakovací okna a zkuste to znovu.',
  'signin.popupOpened': 'Přihlaste se v okně, které se otevřelo.',
  'signin.signedIn': 'Přihlášeno jako {email}.',
  'signin.connected': 'Připojeno přes server nástrojů jako {email}.',
  'signin.notConnected': 'Nepřipojeno: přihlašovací okno bylo zavřeno před dokončením přihlášení.',
  'settings.language': 'Jazyk',
  'settings.languageAuto': 'Automaticky ({language})',
  'settings.languageHint':
    'Postranního panelu, nabídky a zpráv. Co se zapíše do listu, se řídí jazykem dokumentu.',
  'account.sharedNow': 'Vzorce v tomto dokumentu teď používají vaše přihlášení.',
  'account.notShared': 'Vaše přihlášení už není sdílené.',
  'account.someoneElse': 'Vzorce tu teď používají přihlášení {email}. Zaškrtnutím ho nahradíte svým.',
  'account.shareLabel': 'Povolit vzorcům v tomto dokumentu používat moje přihlášení',
  'account.shareNote':
    'Ve výchozím stavu vypnuto. Když je zapnuto, vzorce všech editorů tohoto dokumentu čerpají limity vašeho účtu. Odškrtnutím to ukončíte.',
  'account.refresh': 'Obnovit',
  'account.disconnect': 'Odpojit',
  'account.signOut': 'Odhlásit se',
  'account.quotaRefreshed': 'Limity obnoveny.',
  'account.disconnected': 'Odpojeno: tokeny serveru nástrojů jsou zneplatněné.',
  'account.signedOut': 'Odhlášeno.',
  'account.title': 'Účet',
  'account.connectedAs': 'Připojeno přes server nástrojů jako {email}',
  'account.signedInAs': 'Přihlášeno jako {email}',
  'account.renews': 'Připojení se samo obnovuje. Odpojením ho zneplatníte.',
  'account.quota': 'Limity',
  'account.rowsPerReport': 'Řádků na report',
  'account.teamUse': 'Týmové použití',
  'account.toolsNotShared':
    'Připojení přes server nástrojů je jen vaše: nelze ho sdílet s editory tohoto dokumentu.',
  'account.anotherEditor': 'jiného editora',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Otevřít postranní panel',
  'menu.signIn': 'Přihlásit / odhlásit',
  'menu.runReport': 'Spustit report…',
  'menu.refreshAll': 'Obnovit vše hned',
  'menu.clearCache': 'Vymazat mezipaměť',
  'menu.help': 'Nápověda',
  'toast.cacheCleared': 'Mezipaměť vymazána: vzorce při dalším přepočtu načtou čerstvá data.',
  'toast.refreshing': {
    one: 'Obnovuji {count} vzorec: načte čerstvá data tam, kde je uložená odpověď stará.',
    few: 'Obnovuji {count} vzorce: každý načte čerstvá data tam, kde je uložená odpověď stará.',
    many: 'Obnovuji {count} vzorce: každý načte čerstvá data tam, kde je uložená odpověď stará.',
    other: 'Obnovuji {count} vzorců: každý načte čerstvá data tam, kde je uložená odpověď stará.',
  },
} satisfies Catalogue<typeof en>;
