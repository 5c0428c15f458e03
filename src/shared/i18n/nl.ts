/** Dutch: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Inloggen',
  'tab.account': 'Account',
  'tab.tasks': 'Taken',
  'tab.reports': 'Rapporten',
  'tab.schedules': 'Planning',
  'tab.settings': 'Instellingen',
  'tab.help': 'Help',
  'shell.serpFilling': {
    one: 'Een SEO_SERP-cel wordt gevuld: de analyse is klaar.',
    other: '{count} SEO_SERP-cellen worden gevuld: de analyse is klaar.',
  },
  'signin.title': 'Inloggen',
  'signin.intro':
    'Gebruik het e-mailadres en wachtwoord van je Search Visibility-account. Het wachtwoord wordt niet opgeslagen.',
  'signin.formPassword': 'Inloggen met e-mailadres en wachtwoord',
  'signin.email': 'E-mailadres',
  'signin.password': 'Wachtwoord',
  'signin.submit': 'Inloggen',
  'signin.tokenSummary': 'Liever een API-token gebruiken',
  'signin.formToken': 'Inloggen met een API-token',
  'signin.token': 'API-token',
  'signin.tokenHint': 'Maak het aan in de accountinstellingen, tegel Integraties. Het is 31 dagen geldig.',
  'signin.useToken': 'Token gebruiken',
  'signin.planNote':
    'API-toegang vraagt een Advanced- of Prime-abonnement, of de API-add-on bij Basic en Lite. Je token blijft in je eigen Google-account, nooit in dit document.',
  'signin.toolServer': 'Toolserver',
  'signin.toolServerIntro':
    'Met de toolserver-add-on (of elk abonnement met API-toegang) kun je ook via de toolserver verbinden: je logt in op de eigen pagina van de dienst in een nieuw venster, en formules met een eigen tool gebruiken die.',
  'signin.connect': 'Verbinden via de toolserver',
  'signin.popupBlocked':
    'Het inlogvenster is geblokkeerd: sta pop-ups toe voor deze pagina en probeer het opnieuw.',
  'signin.popupOpened': 'Log in in het venster dat is geopend.',
  'signin.signedIn': 'Ingelogd als {email}.',
  'signin.connected': 'Verbonden via de toolserver als {email}.',
  'signin.notConnected': 'Niet verbonden: het inlogvenster is gesloten voordat het inloggen klaar was.',
  'settings.language': 'Taal',
  'settings.languageAuto': 'Automatisch ({language})',
  'settings.languageHint':
    'Van de zijbalk, het menu en meldingen. Wat in een blad terechtkomt, volgt de landinstelling van het document.',
  'account.sharedNow': 'Formules in dit document gebruiken nu jouw login.',
  'account.notShared': 'Je login wordt niet meer gedeeld.',
  'account.someoneElse':
    'Formules hier gebruiken nu de login van {email}. Vink het vakje aan om die door de jouwe te vervangen.',
  'account.shareLabel': 'Formules in dit document mijn login laten gebruiken',
  'account.shareNote':
    'Standaard uit. Zolang het aan staat, verbruiken de formules van elke bewerker van dit document het quotum van jouw account. Vink uit om te stoppen.',
  'account.refresh': 'Vernieuwen',
  'account.disconnect': 'Verbreken',
  'account.signOut': 'Uitloggen',
  'account.quotaRefreshed': 'Quotum vernieuwd.',
  'account.disconnected': 'Verbinding verbroken: de tokens van de toolserver zijn ingetrokken.',
  'account.signedOut': 'Uitgelogd.',
  'account.title': 'Account',
  'account.connectedAs': 'Verbonden via de toolserver als {email}',
  'account.signedInAs': 'Ingelogd als {email}',
  'account.renews': 'De verbinding vernieuwt zichzelf. Verbreek haar om haar in te trekken.',
  'account.quota': 'Quotum',
  'account.rowsPerReport': 'Rijen per rapport',
  'account.teamUse': 'Teamgebruik',
  'account.toolsNotShared':
    'Een toolserververbinding is alleen van jou: ze kan niet worden gedeeld met de bewerkers van dit document.',
  'account.anotherEditor': 'een andere bewerker',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Zijbalk openen',
  'menu.signIn': 'Inloggen / uitloggen',
  'menu.runReport': 'Rapport uitvoeren…',
  'menu.refreshAll': 'Alles nu vernieuwen',
  'menu.clearCache': 'Cache wissen',
  'menu.help': 'Help',
  'toast.cacheCleared': 'Cache gewist: formules halen verse gegevens op bij de volgende herberekening.',
  'toast.refreshing': {
    one: '{count} formule wordt vernieuwd: ze haalt verse gegevens op waar het opgeslagen antwoord oud is.',
    other:
      '{count} formules worden vernieuwd: elke formule haalt verse gegevens op waar het opgeslagen antwoord oud is.',
  },
} satisfies Catalogue<typeof en>;
