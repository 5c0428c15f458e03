/** Polish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Logowanie',
  'tab.account': 'Konto',
  'tab.tasks': 'Zadania',
  'tab.reports': 'Raporty',
  'tab.schedules': 'Harmonogramy',
  'tab.settings': 'Ustawienia',
  'tab.help': 'Pomoc',
  'shell.serpFilling': {
    one: 'Komórka SEO_SERP się wypełnia: analiza zakończona.',
    few: '{count} komórki SEO_SERP się wypełniają: analiza zakończona.',
    many: '{count} komórek SEO_SERP się wypełnia: analiza zakończona.',
    other: '{count} komórki SEO_SERP się wypełniają: analiza zakończona.',
  },
  'signin.title': 'Zaloguj się',
  'signin.intro': 'Podaj e-mail i hasło do konta w serwisie Search Visibility. Hasło nie jest zapisywane.',
  'signin.formPassword': 'Logowanie e-mailem i hasłem',
  'signin.email': 'E-mail',
  'signin.password': 'Hasło',
  'signin.submit': 'Zaloguj się',
  'signin.tokenSummary': 'Użyj tokenu API',
  'signin.formToken': 'Logowanie tokenem API',
  'signin.token': 'Token API',
  'signin.tokenHint': 'Wygenerujesz go w ustawieniach konta, w kafelku Integracje. Jest ważny 31 dni.',
  'signin.useToken': 'Użyj tokenu',
  'signin.planNote':
    'Dostęp do API wymaga planu Advanced lub Prime albo dodatku API do planu Basic lub Lite. Token jest przechowywany na Twoim koncie Google, nigdy w tym dokumencie.',
  'signin.toolServer': 'Serwer narzędzi',
  'signin.toolServerIntro':
    'Z dodatkiem serwera narzędzi (lub w każdym planie z dostępem do API) możesz połączyć się przez serwer narzędzi: logujesz się na stronie serwisu w nowym oknie, a formuły, które mają swoje narzędzie, z niego korzystają.',
  'signin.connect': 'Połącz przez serwer narzędzi',
  'signin.popupBlocked':
    'Okno logowania zostało zablokowane: zezwól na wyskakujące okna dla tej strony i spróbuj ponownie.',
  'signin.popupOpened': 'Zaloguj się w nowo otwartym oknie.',
  'signin.signedIn': 'Zalogowano jako {email}.',
  'signin.connected': 'Połączono przez serwer narzędzi jako {email}.',
  'signin.notConnected': 'Nie połączono: okno logowania zamknięto przed zakończeniem logowania.',
  'settings.language': 'Język',
  'settings.languageAuto': 'Automatycznie ({language})',
  'settings.languageHint':
    'Panelu bocznego, menu i komunikatów. To, co trafia do arkusza, ma język dokumentu.',
  'account.sharedNow': 'Formuły w tym dokumencie korzystają teraz z Twojego logowania.',
  'account.notShared': 'Twoje logowanie nie jest już udostępniane.',
  'account.someoneElse': 'Formuły korzystają teraz z logowania {email}. Zaznaczenie pola zastąpi je Twoim.',
  'account.shareLabel': 'Pozwól formułom w tym dokumencie korzystać z mojego logowania',
  'account.shareNote':
    'Domyślnie wyłączone. Gdy włączone, formuły każdego edytora tego dokumentu zużywają limity Twojego konta. Odznacz, aby przestać.',
  'account.refresh': 'Odśwież',
  'account.disconnect': 'Rozłącz',
  'account.signOut': 'Wyloguj się',
  'account.quotaRefreshed': 'Limity odświeżone.',
  'account.disconnected': 'Rozłączono: tokeny serwera narzędzi zostały unieważnione.',
  'account.signedOut': 'Wylogowano.',
  'account.title': 'Konto',
  'account.connectedAs': 'Połączono przez serwer narzędzi jako {email}',
  'account.signedInAs': 'Zalogowano jako {email}',
  'account.renews': 'Połączenie odnawia się samo. Rozłącz, aby je unieważnić.',
  'account.quota': 'Limity',
  'account.rowsPerReport': 'Wierszy na raport',
  'account.teamUse': 'Praca zespołowa',
  'account.toolsNotShared':
    'Połączenie przez serwer narzędzi jest tylko Twoje: nie można go udostępnić edytorom tego dokumentu.',
  'account.anotherEditor': 'innego edytora',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Otwórz panel boczny',
  'menu.signIn': 'Zaloguj / wyloguj',
  'menu.runReport': 'Uruchom raport…',
  'menu.refreshAll': 'Odśwież wszystko teraz',
  'menu.clearCache': 'Wyczyść pamięć podręczną',
  'menu.help': 'Pomoc',
  'toast.cacheCleared':
    'Pamięć podręczna wyczyszczona: formuły pobiorą świeże dane przy następnym przeliczeniu.',
  'toast.refreshing': {
    one: 'Odświeżam {count} formułę: pobierze świeże dane tam, gdzie zapisana odpowiedź jest nieaktualna.',
    few: 'Odświeżam {count} formuły: każda pobierze świeże dane tam, gdzie zapisana odpowiedź jest nieaktualna.',
    many: 'Odświeżam {count} formuł: każda pobierze świeże dane tam, gdzie zapisana odpowiedź jest nieaktualna.',
    other:
      'Odświeżam {count} formuły: każda pobierze świeże dane tam, gdzie zapisana odpowiedź jest nieaktualna.',
  },
} satisfies Catalogue<typeof en>;
