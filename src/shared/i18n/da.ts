/** Danish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Log ind',
  'tab.account': 'Konto',
  'tab.tasks': 'Opgaver',
  'tab.reports': 'Rapporter',
  'tab.schedules': 'Planer',
  'tab.settings': 'Indstillinger',
  'tab.help': 'Hjælp',
  'shell.serpFilling': {
    one: 'En SEO_SERP-celle udfyldes: analysen er færdig.',
    other: '{count} SEO_SERP-celler udfyldes: analysen er færdig.',
  },
  'signin.title': 'Log ind',
  'signin.intro': 'Brug e-mail og adgangskode til din Search Visibility-konto. Adgangskoden gemmes ikke.',
  'signin.formPassword': 'Log ind med e-mail og adgangskode',
  'signin.email': 'E-mail',
  'signin.password': 'Adgangskode',
  'signin.submit': 'Log ind',
  'signin.tokenSummary': 'Brug hellere et API-token',
  'signin.formToken': 'Log ind med et API-token',
  'signin.token': 'API-token',
  'signin.tokenHint': 'Opret det i kontoindstillingerne under Integrationer. Det gælder i 31 dage.',
  'signin.useToken': 'Brug token',
  'signin.planNote':
    'API-adgang kræver et Advanced- eller Prime-abonnement eller API-tilføjelsen til Basic og Lite. Dit token gemmes i din egen Google-konto, aldrig i dette dokument.',
  'signin.toolServer': 'Værktøjsserver',
  'signin.toolServerIntro':
    'Med værktøjsserver-tilføjelsen (eller ethvert abonnement med API-adgang) kan du i stedet forbinde via værktøjsserveren: du logger ind på tjenestens egen side i et nyt vindue, og formler med et værktøj bruger det.',
  'signin.connect': 'Forbind via værktøjsserveren',
  'signin.popupBlocked': 'Login-vinduet blev blokeret: tillad pop op-vinduer for denne side, og prøv igen.',
  'signin.popupOpened': 'Log ind i vinduet, der blev åbnet.',
  'signin.signedIn': 'Logget ind som {email}.',
  'signin.connected': 'Forbundet via værktøjsserveren som {email}.',
  'signin.notConnected': 'Ikke forbundet: login-vinduet blev lukket, før login var færdigt.',
  'settings.language': 'Sprog',
  'settings.languageAuto': 'Automatisk ({language})',
  'settings.languageHint':
    'For sidepanelet, menuen og beskederne. Det, der havner i et ark, følger dokumentets landestandard.',
  'account.sharedNow': 'Formler i dette dokument bruger nu dit login.',
  'account.notShared': 'Dit login deles ikke længere.',
  'account.someoneElse': 'Formler her bruger nu login fra {email}. Sæt flueben for at erstatte det med dit.',
  'account.shareLabel': 'Lad formler i dette dokument bruge mit login',
  'account.shareNote':
    'Slået fra som standard. Når det er slået til, bruger alle redaktørers formler i dokumentet din kontos kvote. Fjern fluebenet for at stoppe.',
  'account.refresh': 'Opdater',
  'account.disconnect': 'Afbryd',
  'account.signOut': 'Log ud',
  'account.quotaRefreshed': 'Kvoten er opdateret.',
  'account.disconnected': 'Afbrudt: værktøjsserverens tokens er tilbagekaldt.',
  'account.signedOut': 'Logget ud.',
  'account.title': 'Konto',
  'account.connectedAs': 'Forbundet via værktøjsserveren som {email}',
  'account.signedInAs': 'Logget ind som {email}',
  'account.renews': 'Forbindelsen fornyer sig selv. Afbryd for at tilbagekalde den.',
  'account.quota': 'Kvote',
  'account.rowsPerReport': 'Rækker pr. rapport',
  'account.teamUse': 'Teambrug',
  'account.toolsNotShared':
    'En forbindelse via værktøjsserveren er kun din: den kan ikke deles med dokumentets redaktører.',
  'account.anotherEditor': 'en anden redaktør',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Åbn sidepanel',
  'menu.signIn': 'Log ind / log ud',
  'menu.runReport': 'Kør en rapport…',
  'menu.refreshAll': 'Opdater alt nu',
  'menu.clearCache': 'Ryd cache',
  'menu.help': 'Hjælp',
  'toast.cacheCleared': 'Cachen er ryddet: formler henter friske data, næste gang de genberegnes.',
  'toast.refreshing': {
    one: 'Opdaterer {count} formel: den henter friske data, hvor det gemte svar er gammelt.',
    other: 'Opdaterer {count} formler: hver henter friske data, hvor dens gemte svar er gammelt.',
  },
} satisfies Catalogue<typeof en>;
