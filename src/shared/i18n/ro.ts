/** Romanian: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { server as en, ui as enUi } from './en';
import type { Catalogue } from './format';

export const ui = {
  'tab.signin': 'Conectare',
  'tab.account': 'Cont',
  'tab.tasks': 'Sarcini',
  'tab.reports': 'Rapoarte',
  'tab.schedules': 'Programări',
  'tab.settings': 'Setări',
  'tab.help': 'Ajutor',
  'shell.serpFilling': {
    one: 'O celulă SEO_SERP se completează: analiza s-a încheiat.',
    few: '{count} celule SEO_SERP se completează: analiza s-a încheiat.',
    other: '{count} de celule SEO_SERP se completează: analiza s-a încheiat.',
  },
  'signin.title': 'Conectare',
  'signin.intro': 'Folosiți adresa de e-mail și parola contului Search Visibility. Parola nu este stocată.',
  'signin.formPassword': 'Conectare cu e-mail și parolă',
  'signin.email': 'E-mail',
  'signin.password': 'Parolă',
  'signin.submit': 'Conectați-vă',
  'signin.tokenSummary': 'Folosiți în schimb un token API',
  'signin.formToken': 'Conectare cu token API',
  'signin.token': 'Token API',
  'signin.tokenHint': 'Îl generați în setările contului, în secțiunea Integrări. Este valabil 31 de zile.',
  'signin.useToken': 'Folosiți tokenul',
  'signin.planNote':
    'Accesul la API necesită un plan Advanced sau Prime ori suplimentul API la planurile Basic și Lite. Tokenul este păstrat în contul dvs. Google, niciodată în acest document.',
  'signin.toolServer': 'Server de instrumente',
  'signin.toolServerIntro':
    'Cu suplimentul pentru serverul de instrumente (sau cu orice plan cu acces la API), vă puteți conecta prin serverul de instrumente: vă autentificați pe pagina serviciului într-o fereastră nouă, iar formulele care au un instrument îl folosesc.',
  'signin.connect': 'Conectare prin serverul de instrumente',
  'signin.popupBlocked':
    'Fereastra de conectare a fost blocată: permiteți ferestrele pop-up pentru această pagină, apoi încercați din nou.',
  'signin.popupOpened': 'Conectați-vă în fereastra care s-a deschis.',
  'signin.signedIn': 'Conectat ca {email}.',
  'signin.connected': 'Conectat prin serverul de instrumente ca {email}.',
  'signin.notConnected':
    'Neconectat: fereastra de conectare a fost închisă înainte de finalizarea autentificării.',
  'settings.language': 'Limbă',
  'settings.languageAuto': 'Automat ({language})',
  'settings.languageHint':
    'A barei laterale, a meniului și a mesajelor. Ce ajunge în foaie urmează limba documentului.',
  'account.sharedNow': 'Formulele din acest document folosesc acum conectarea dvs.',
  'account.notShared': 'Conectarea dvs. nu mai este partajată.',
  'account.someoneElse':
    'Formulele de aici folosesc acum conectarea lui {email}. Bifând caseta, o înlocuiți cu a dvs.',
  'account.shareLabel': 'Permiteți formulelor din acest document să folosească conectarea mea',
  'account.shareNote':
    'Dezactivat implicit. Cât este activ, formulele fiecărui editor al documentului consumă cota contului dvs. Debifați pentru a opri.',
  'account.refresh': 'Reîmprospătare',
  'account.disconnect': 'Deconectare',
  'account.signOut': 'Deconectați-vă',
  'account.quotaRefreshed': 'Cota a fost reîmprospătată.',
  'account.disconnected': 'Deconectat: tokenurile serverului de instrumente au fost revocate.',
  'account.signedOut': 'V-ați deconectat.',
  'account.title': 'Cont',
  'account.connectedAs': 'Conectat prin serverul de instrumente ca {email}',
  'account.signedInAs': 'Conectat ca {email}',
  'account.renews': 'Conexiunea se reînnoiește singură. Deconectați-vă pentru a o revoca.',
  'account.quota': 'Cotă',
  'account.rowsPerReport': 'Rânduri pe raport',
  'account.teamUse': 'Lucru în echipă',
  'account.toolsNotShared':
    'O conexiune prin serverul de instrumente este doar a dvs.: nu poate fi partajată cu editorii acestui document.',
  'account.anotherEditor': 'alt editor',
} satisfies Catalogue<typeof enUi>;

export const server = {
  'menu.open': 'Deschideți bara laterală',
  'menu.signIn': 'Conectare / deconectare',
  'menu.runReport': 'Rulați un raport…',
  'menu.refreshAll': 'Reîmprospătați tot acum',
  'menu.clearCache': 'Goliți memoria cache',
  'menu.help': 'Ajutor',
  'toast.cacheCleared':
    'Memoria cache a fost golită: formulele vor prelua date noi la următoarea recalculare.',
  'toast.refreshing': {
    one: 'Se reîmprospătează {count} formulă: preia date noi acolo unde răspunsul salvat este vechi.',
    few: 'Se reîmprospătează {count} formule: fiecare preia date noi acolo unde răspunsul salvat este vechi.',
    other:
      'Se reîmprospătează {count} de formule: fiecare preia date noi acolo unde răspunsul salvat este vechi.',
  },
} satisfies Catalogue<typeof en>;
