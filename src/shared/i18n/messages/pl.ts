/** Polish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';

const MENU = 'Rozszerzenia › SEO Sheets';
const SIGN_IN_AGAIN = `Zaloguj się ponownie w menu ${MENU}.`;
const RUN_A_REPORT = `Przy dużych zapytaniach użyj ${MENU} › Uruchom raport.`;
const CACHED = 'wiersze, które już tu są, pochodzą z pamięci podręcznej i nic nie kosztują.';
const LAUNCHER = `całość pobierzesz przez ${MENU} › Uruchom raport`;

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': `Nie zalogowano się do SEO Sheets. Zaloguj się w menu ${MENU}.`,
  'error.noSignIn': `Ta formuła nie ma logowania do SEO Sheets. Formuły działają na logowaniu właściciela arkusza: właściciel może zalogować się w menu ${MENU} albo zalogowany edytor może udostępnić swoje logowanie formułom w tym dokumencie.`,
  'error.noSignInLast': `Ta formuła nie ma logowania do SEO Sheets. Formuły działają na logowaniu właściciela arkusza (ostatnio zalogowane tu konto: {account}): właściciel może zalogować się w menu ${MENU} albo zalogowany edytor może udostępnić swoje logowanie formułom w tym dokumencie.`,
  'error.sessionExpired': `Sesja SEO Sheets wygasła. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Sesja SEO Sheets ({account}) wygasła. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Nieprawidłowy e-mail lub hasło.',
  'error.emailNotConfirmed':
    'Adres e-mail tego konta nie jest jeszcze potwierdzony. Potwierdź go linkiem z wiadomości od serwisu, a potem się zaloguj.',
  'error.noApiAccess':
    'To konto nie ma dostępu do API: potrzebny jest aktywny pakiet Advanced lub Prime albo dodatek API do pakietu Basic lub Lite (dodatek obejmujący tylko serwer narzędzi go nie zawiera).',
  'error.tryToolServer':
    '{error} Jeśli pakiet obejmuje serwer narzędzi, użyj opcji „Połącz przez serwer narzędzi”.',
  'error.toolServerOnly':
    '{email} łączy się przez serwer narzędzi, którego narzędzia tego nie obejmują; potrzebne jest logowanie do API.',
  'error.serpNotInPlan':
    'Analiza SERP nie wchodzi w pakiet tego konta: wymaga dodatku SERP (zawartego w pakiecie Prime).',
  'error.routeNotFound': 'Serwis nie zna raportu {path}. Zaktualizuj SEO Sheets.',
  'error.resourceNotFound': 'Nie znaleziono: sprawdź podany identyfikator lub nazwę.',
  'error.methodNotAllowed': 'Serwis odrzucił sposób, w jaki zamówiono raport. Zaktualizuj SEO Sheets.',
  'error.invalidData': 'Nieprawidłowe dane: {fields}.',
  'error.invalidDataService': 'Nieprawidłowe dane: {text}',
  'error.invalidFilter': 'Ten raport nie obsługuje takiego filtra.',
  'error.invalidFilterWhy': 'Ten raport nie obsługuje takiego filtra ({text}).',
  'error.unauthorizedResource':
    'Brak dostępu: projekt, grupa lub fraza nie istnieje albo należy do innego konta.',
  'error.quota': 'Limit konta „{name}” został wyczerpany{limit}. {after}{note}',
  'error.quotaAny': 'Limit konta został wyczerpany{limit}. {after}{note}',
  'quota.limit': ' (limit {limit})',
  'quota.resetsSoon': 'Odnowi się za niecałą godzinę.',
  'quota.resetsHours': {
    one: 'Odnowi się za {count} godzinę.',
    few: 'Odnowi się za {count} godziny.',
    many: 'Odnowi się za {count} godzin.',
    other: 'Odnowi się za {count} godziny.',
  },
  'quota.resetsDays': {
    one: 'Odnowi się za {count} dzień.',
    few: 'Odnowi się za {count} dni.',
    many: 'Odnowi się za {count} dni.',
    other: 'Odnowi się za {count} dnia.',
  },
  'quota.cached': 'Dane już pobrane pozostają dostępne w pamięci podręcznej.',
  'quota.toolsNote':
    ' Statystyki fraz (SEO_KEYWORD_STATS), crawle TOP100 i adresów URL oraz porównania SERP korzystają z tego jednego wspólnego licznika.',
  'error.unfinishedTask': 'Analiza wciąż trwa; spróbuj ponownie za minutę.',
  'error.dataUnreachable': 'Dane są chwilowo niedostępne w serwisie; spróbuj ponownie później.',
  'error.serverTimeout':
    'Serwis liczył to zbyt długo; zawęź zapytanie (krótszy zakres dat, mniej wierszy albo filtr).',
  'error.gatewayTimeout': `Serwis nie odpowiedział na czas (HTTP 504), więc nic nie dotarło; spróbuj ponownie za kilka minut. ${RUN_A_REPORT}`,
  'error.database': 'W serwisie wystąpił błąd bazy danych; spróbuj ponownie później.',
  'error.serviceError': 'Serwis zgłosił chwilowy problem. Spróbuj ponownie później.',
  'error.serviceErrorWhy': 'Serwis zgłosił chwilowy problem: {text}. Spróbuj ponownie później.',
  'error.serverError': 'W serwisie wystąpił błąd wewnętrzny (HTTP {status}); spróbuj ponownie później.',
  'error.serviceUnavailable': 'Serwis jest teraz niedostępny; spróbuj ponownie za kilka minut.',
  'error.edgeRejected': 'Serwis odrzucił połączenie (zbyt wiele naraz); spróbuj ponownie za chwilę.',
  'error.network': 'Nie udało się połączyć z serwisem (błąd sieci); spróbuj ponownie za chwilę.',
  'error.deadline': `Zabrakło czasu na odpowiedź serwisu. ${RUN_A_REPORT}`,
  'error.responseInvalid':
    'Odpowiedzi serwisu nie da się użyć: {what}. Jeśli to się powtarza, zaktualizuj SEO Sheets.',
  'error.redirect': 'Adres serwisu przekierowuje na {location}; sprawdź adres serwisu w Ustawieniach.',
  'error.toolsNotInPlan': 'Pakiet tego konta nie obejmuje serwera narzędzi.',
  'error.toolRefused': 'Serwer narzędzi odrzucił żądanie: {text}',
  'error.toolUnreadable':
    'Serwer narzędzi zwrócił odpowiedź, której SEO Sheets nie potrafi odczytać ({what}).',
  'error.toolAnswerUnreadable':
    'Odpowiedź serwera narzędzi na {tool} nie zawiera danych czytelnych dla SEO Sheets.',
  'error.toolConnectionEnded': `Połączenie {account} z serwerem narzędzi wygasło. Połącz się ponownie w menu ${MENU}.`,
  'error.toolSignInEnded': `Logowanie do serwera narzędzi wygasło. Połącz się ponownie w menu ${MENU}.`,
  'error.toolConnectFailed': 'Nie udało się połączyć z serwerem narzędzi: {what}.',
  'error.noTool':
    '{formula} wymaga narzędzia {tool}, którego ten serwer narzędzi nie udostępnia kontu {account}.',
  'error.outOfTime': `Zabrakło czasu. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Dzienny limit Google dla tego dodatku został wyczerpany; spróbuj ponownie jutro.',
  'error.tooManyCalls':
    'Za dużo formuł naraz; zamiast jednej formuły na komórkę przekaż zakres do jednej formuły.',
  'error.notAllowed': `SEO Sheets nie ma tu do tego uprawnień; najpierw otwórz go w menu ${MENU}.`,
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: coś poszło nie tak; spróbuj ponownie.',
  'arg.oneCell': '{name}: oczekiwano jednej komórki, a podano zakres {rows}×{cols}.',
  'arg.oneColumn': '{name}: użyj jednej kolumny lub jednego wiersza komórek (zakres ma {rows}×{cols}).',
  'arg.cellError': '{name}: komórka zawiera błąd {value}.',
  'arg.required': 'Argument {name} jest wymagany.',
  'arg.wholeNumber': 'Argument {name} musi być liczbą całkowitą od {min} do {max} (podano {got}).',
  'arg.boolean': 'Argument {name} musi mieć wartość TRUE lub FALSE (podano {got}).',
  'arg.choice': 'Argument {name} musi być jedną z wartości {choices} (podano {got}).',
  'arg.badDate': 'Argument {name} nie jest prawidłową datą.',
  'arg.date': 'Argument {name} musi być datą albo tekstem w formacie 2026-11-01 (podano {got}).',
  'arg.dateOrder': 'date_min ({min}) jest późniejsza niż date_max ({max}): zamień je miejscami.',
  'arg.noDates': '{name}: podaj co najmniej jedną datę.',
  'arg.tooManyDates': '{name}: najwyżej {max} dat (podano {got}).',
  'arg.tooMany': {
    one: '{name} przyjmuje najwyżej {count} argument, podano {got}: {usage}.',
    few: '{name} przyjmuje najwyżej {count} argumenty, podano {got}: {usage}.',
    many: '{name} przyjmuje najwyżej {count} argumentów, podano {got}: {usage}.',
    other: '{name} przyjmuje najwyżej {count} argumentu, podano {got}: {usage}.',
  },
  'arg.noArguments': '{name} nie przyjmuje argumentów, podano {got}: {usage}.',
  'arg.missing': '{name} wymaga argumentu {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': 'Argument {name} może mieć najwyżej {max} znaków (podano {got}).',
  'arg.tooManyPhrases': `{count} fraz do sprawdzenia to za dużo na formułę (najwyżej {max} nowych fraz naraz); ${LAUNCHER}.`,
  'arg.toolContentStatistics':
    'report: serwer narzędzi podaje „content_statistics” dla każdej strony osobno, a nie miary z tej tabeli; zaloguj się do API albo wybierz „urls”.',
  'filter.cannotRead': 'nie można odczytać „{part}”: {why}. {syntax}',
  'filter.syntax':
    'Pisz: klucz, operator, wartość: position<=10, searches>100, keyword contains buty, url="https://example.pl/a"; operatory <, <=, >, >=, = i contains; warunki łącz słowem „and” (wszystkie muszą być spełnione).',
  'filter.notEqual': 'serwis nie ma filtra „różne od”',
  'filter.noOperator': 'brak operatora po kluczu',
  'filter.noKey': 'warunek powinien zaczynać się od klucza',
  'filter.nothingAfter': 'nic po „{operator}”',
  'filter.notOperator': '„{operator}” nie jest operatorem',
  'filter.openQuote': 'cudzysłów w {value} nie jest zamknięty',
  'filter.number': 'po „{operator}” potrzebna jest liczba, a nie „{value}”',
  'filter.or':
    '„or” nie jest obsługiwane (wszystkie warunki muszą być spełnione); użyj osobnej formuły lub raportu dla każdej możliwości albo ujmij w cudzysłów tekst zawierający „or”',
  'filter.leadingJoiner': 'zaczyna się od spójnika',
  'filter.danglingJoiner': 'po spójniku nie ma warunku',
  'domain.notDomain': '{text} to nie domena: {why}',
  'domain.notDomainOrUrl': '{text} to nie domena ani adres URL: {why}',
  'domain.spaces': 'zawiera spacje (to fraza?)',
  'domain.comma': 'przecinek zamiast kropki? ({fixed})',
  'domain.noDot': 'brak kropki i końcówki, np. .pl lub .com',
  'domain.character': '„{character}” nie może być częścią domeny',
  'domain.emptyPart': 'pusta część między kropkami',
  'domain.label': 'część zaczyna się lub kończy znakiem „-” albo ma więcej niż 63 znaki',
  'domain.ending': 'nie kończy się końcówką domeny, np. .pl',
  'zeros.allZeros': 'Same zera: {why}',
  'zeros.noData': 'Brak danych. {why}',
  'zeros.market': '{host} to domena .{ending}, a country_id {country} to inny rynek; spróbuj {ids}.',
  'zeros.either': '{first} lub {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" traktuje {host} jak całą domenę; dla hosta użyj fetch_mode "subdomain" albo zapytaj o {domain}.',
  'note.inputError': 'Komórka wejściowa zawiera {value}.',
  'note.tooLong': 'Dłuższa niż {max} znaków: nie sprawdzono.',
  'note.refused': '{problem}: nie sprawdzono.',
  'note.notLookedUp': 'Nie sprawdzono.',
  'note.notRanking': '{domain} nie ma pozycji na frazę „{keyword}”.',
  'note.outOfTime': `Nie pobrano: formule zabrakło czasu (30 s). Wpisz ją ponownie, aby pobrać resztę; ${CACHED}`,
  'note.tryLater': `Nie pobrano: {error} Wpisz formułę ponownie później, aby pobrać resztę; ${CACHED}`,
  'note.planRows': 'Pierwsze wiersze ({count}): limit pakietu na raport.',
  'note.planRowsOf': 'Pierwsze {count} z {total} wierszy: limit pakietu na raport.',
  'note.timeRows': `Pierwsze wiersze ({count}): w formule nie ma czasu na więcej; ${LAUNCHER}.`,
  'note.timeRowsOf': `Pierwsze {count} z {total} wierszy: w formule nie ma czasu na więcej; ${LAUNCHER}.`,
  'note.firstRows': 'Pierwsze wiersze ({count}).',
  'note.noData': 'Brak danych.',
  'note.noMatch': 'Brak danych: żaden wiersz nie pasuje do filtra.',
  'note.noCounters': 'Brak liczników.',
  'note.aiOverviews':
    'Dane AI Overviews są dostępne tylko dla country_id {country} (Polska, baza 2.0): ustaw country_id na {country}.',
  'run.quota': 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu.',
  'run.quotaSoon':
    'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za niecałą godzinę.',
  'run.quotaHours': {
    one: 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} godzinę.',
    few: 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} godziny.',
    many: 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} godzin.',
    other:
      'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} godziny.',
  },
  'run.quotaDays': {
    one: 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} dzień.',
    few: 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} dni.',
    many: 'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} dni.',
    other:
      'Limit „{name}” został wyczerpany. Raport będzie kontynuowany po jego odnowieniu, za {count} dnia.',
  },
  'serp.status': 'Analiza w toku',
  'serp.running':
    '{status}, gotowa za ok. {minutes} min. Ta komórka wypełni się sama, gdy wyniki będą gotowe (sprawdzane przy otwartym panelu SEO Sheets i co godzinę).',
} satisfies Catalogue<typeof en>;
