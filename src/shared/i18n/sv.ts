/** Swedish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Logga in',
  'tab.account': 'Konto',
  'tab.tasks': 'Uppgifter',
  'tab.reports': 'Rapporter',
  'tab.schedules': 'Scheman',
  'tab.settings': 'Inställningar',
  'tab.help': 'Hjälp',
  'shell.serpFilling': {
    one: 'En SEO_SERP-cell fylls i: analysen är klar.',
    other: '{count} SEO_SERP-celler fylls i: analysen är klar.',
  },
  'signin.title': 'Logga in',
  'signin.intro':
    'Använd e-postadressen och lösenordet till ditt Search Visibility-konto. Lösenordet sparas inte.',
  'signin.formPassword': 'Logga in med e-post och lösenord',
  'signin.email': 'E-post',
  'signin.password': 'Lösenord',
  'signin.submit': 'Logga in',
  'signin.tokenSummary': 'Använd en API-token i stället',
  'signin.formToken': 'Logga in med en API-token',
  'signin.token': 'API-token',
  'signin.tokenHint': 'Skapa den i kontoinställningarna, rutan Integrationer. Den gäller i 31 dagar.',
  'signin.useToken': 'Använd token',
  'signin.planNote':
    'API-åtkomst kräver en Advanced- eller Prime-plan, eller API-tillägget till Basic och Lite. Din token sparas i ditt eget Google-konto, aldrig i det här dokumentet.',
  'signin.toolServer': 'Verktygsserver',
  'signin.toolServerIntro':
    'Med verktygsservertillägget (eller en plan med API-åtkomst) kan du i stället ansluta via verktygsservern: du loggar in på tjänstens egen sida i ett nytt fönster, och formler som har ett verktyg använder det.',
  'signin.connect': 'Anslut via verktygsservern',
  'signin.popupBlocked':
    'Inloggningsfönstret blockerades: tillåt popup-fönster för den här sidan och försök igen.',
  'signin.popupOpened': 'Logga in i fönstret som öppnades.',
  'signin.signedIn': 'Inloggad som {email}.',
  'signin.connected': 'Ansluten via verktygsservern som {email}.',
  'signin.notConnected': 'Inte ansluten: inloggningsfönstret stängdes innan inloggningen var klar.',
  'settings.language': 'Språk',
  'settings.languageAuto': 'Automatiskt ({language})',
  'settings.languageHint':
    'För sidopanelen, menyn och meddelandena. Det som hamnar i ett ark följer dokumentets språkinställning.',
  'account.sharedNow': 'Formler i det här dokumentet använder nu din inloggning.',
  'account.notShared': 'Din inloggning delas inte längre.',
  'account.someoneElse':
    'Formler här använder nu inloggningen för {email}. Markera rutan för att ersätta den med din.',
  'account.shareLabel': 'Låt formler i det här dokumentet använda min inloggning',
  'account.shareNote':
    'Av som standard. När det är på använder alla redigerares formler i dokumentet ditt kontos kvot. Avmarkera för att sluta.',
  'account.refresh': 'Uppdatera',
  'account.disconnect': 'Koppla från',
  'account.signOut': 'Logga ut',
  'account.quotaRefreshed': 'Kvoten har uppdaterats.',
  'account.disconnected': 'Frånkopplad: verktygsserverns token har återkallats.',
  'account.signedOut': 'Utloggad.',
  'account.title': 'Konto',
  'account.connectedAs': 'Ansluten via verktygsservern som {email}',
  'account.signedInAs': 'Inloggad som {email}',
  'account.renews': 'Anslutningen förnyar sig själv. Koppla från för att återkalla den.',
  'account.quota': 'Kvot',
  'account.rowsPerReport': 'Rader per rapport',
  'account.teamUse': 'Teamanvändning',
  'account.toolsNotShared':
    'En anslutning via verktygsservern är bara din: den kan inte delas med dokumentets redigerare.',
  'account.anotherEditor': 'en annan redigerare',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Öppna sidopanelen',
  'menu.signIn': 'Logga in / logga ut',
  'menu.runReport': 'Kör en rapport…',
  'menu.refreshAll': 'Uppdatera allt nu',
  'menu.clearCache': 'Rensa cache',
  'menu.help': 'Hjälp',
  'toast.cacheCleared': 'Cachen är rensad: formler hämtar färska data nästa gång de räknas om.',
  'toast.refreshing': {
    one: 'Uppdaterar {count} formel: den hämtar färska data där det sparade svaret är gammalt.',
    other: 'Uppdaterar {count} formler: var och en hämtar färska data där dess sparade svar är gammalt.',
  },
} satisfies Catalogue<typeof en>;
