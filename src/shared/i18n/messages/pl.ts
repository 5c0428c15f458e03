/** Polish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { messages as en } from './en';
import { shared as quota } from '../quota/pl';
import { counterMessages } from './counters';

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
  'cost.free': 'Bezpłatnie. {reason}',
  'cost.serpExists': 'Analiza tej frazy już istnieje: bezpłatnie.',
  'cost.readFree': 'Odczyt limitów, zadań i gotowych wyników jest bezpłatny.',
  'cost.everyTime': 'Pobierane za każdym razem.',
  'cost.newRequest':
    'Szacunkowo: jedna jednostka, chyba że za {same} pobrano już opłatę w ciągu ostatnich 24 h (przez dowolny raport lub formułę: powtórzenie jest bezpłatne).',
  'cost.repeat':
    'Szacunkowo: opłatę za {same} pobrano {ago} temu, a serwis pobiera ją raz na 24 h, niezależnie od tego, który raport lub formuła pyta.',
  'cost.same.domain': 'tę samą domenę, tryb i rynek',
  'cost.same.phrases': 'te same frazy, analizę, tryb i rynek',
  'cost.same.backlinks': 'tę samą domenę i rynek',
  'cost.same.tool': 'te same parametry narzędzia',
  'cost.same.crawl': 'te same parametry crawla',
  'cost.same.statistics': 'te same frazy i rynek',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} godz.',
  'cost.newRuns': 'Nowe przebiegi statystyk: {units} z {batches}.',
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
  'quota.note': ' {note}',
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
    'Potrzebne jest narzędzie {tool}, którego ten serwer narzędzi nie udostępnia kontu {account}.',
  'error.outOfTime': `Zabrakło czasu. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Dzienny limit Google dla tego dodatku został wyczerpany; spróbuj ponownie jutro.',
  'error.cellLimit':
    'Ten arkusz osiągnął 10 milionów komórek, na które pozwalają Arkusze Google: usuń niepotrzebne arkusze lub wiersze (arkusze historii mogą zachowywać mniej stanów), potem wznów.',
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
  'arg.noDomains': '{name}: podaj co najmniej jedną domenę.',
  'arg.tooManyDomains': '{name}: najwyżej {max} domeny (podano {got}).',
  'arg.sameDomain': '{name}: {domain} to domena, z którą są porównywane; pomiń ją.',
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
  'filter.unknownKey': '„{key}” nie jest kluczem, po którym ten raport filtruje; przyjmuje {keys}',
  'filter.unknownKeyNear':
    '„{key}” nie jest kluczem, po którym ten raport filtruje (czy chodziło o „{near}”?); przyjmuje {keys}',
  'filter.decimalPoint':
    'ten dokument zapisuje liczby z kropką dziesiętną, więc „{value}” nie jest liczbą: wpisz {point} dla ułamka albo {whole} dla liczby całkowitej',
  'domain.notDomain': '{text} to nie domena: {why}',
  'domain.notDomainOrUrl': '{text} to nie domena ani adres URL: {why}',
  'domain.spaces': 'zawiera spacje (to fraza?)',
  'domain.nothing': 'po odjęciu „http://” i „www.” nie zostaje nic z domeny',
  'domain.comma': 'przecinek zamiast kropki? ({fixed})',
  'domain.noDot': 'brak kropki i końcówki, np. .pl lub .com',
  'domain.character': '„{character}” nie może być częścią domeny',
  'domain.emptyPart': 'pusta część między kropkami',
  'domain.label': 'część zaczyna się lub kończy znakiem „-” albo ma więcej niż 63 znaki',
  'domain.ending': 'nie kończy się końcówką domeny, np. .pl',
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
  'note.blankColumns': 'Puste tutaj: {columns}. {why}',
  'note.toolGivesFewer': 'Serwer narzędzi nie podaje tych danych; logowanie do API je uzupełnia.',
  'note.noMatch': 'Brak danych: żaden wiersz nie pasuje do filtra.',
  'note.noCounters': 'Brak liczników.',
  'note.interval':
    'Zamówiono interval "{asked}", ale usługa przysłała punkty "{got}"; pokazano je tak, jak przyszły.',
  'note.aiOverviews':
    'Dane AI Overviews są dostępne tylko dla country_id {country} (Polska, baza 2.0): ustaw country_id na {country}.',
  'error.notInRun':
    'Odpowiedź przebiegu narzędzia URL-i pomija tę domenę; wpisz formułę ponownie później, by zapytać jeszcze raz.',
  'note.bulkBlank': {
    one: 'Ranking domeny, kategoria i dane AI Overview są puste dla {count} domeny: pochodzi ona z przebiegu narzędzia URL-i (jedna jednostka limitu narzędzi na maksymalnie 500 domen), które ich nie podaje. {how}',
    few: 'Ranking domeny, kategoria i dane AI Overview są puste dla {count} domen: pochodzą one z przebiegu narzędzia URL-i (jedna jednostka limitu narzędzi na maksymalnie 500 domen), które ich nie podaje. {how}',
    many: 'Ranking domeny, kategoria i dane AI Overview są puste dla {count} domen: pochodzą one z przebiegu narzędzia URL-i (jedna jednostka limitu narzędzi na maksymalnie 500 domen), które ich nie podaje. {how}',
    other:
      'Ranking domeny, kategoria i dane AI Overview są puste dla {count} domeny: pochodzą one z przebiegu narzędzia URL-i (jedna jednostka limitu narzędzi na maksymalnie 500 domen), które ich nie podaje. {how}',
  },
  'note.bulkBlankColumns':
    'Aby pobrać je osobno dla każdej domeny (po jednej jednostce analizy widoczności), wymień je w argumencie columns, np. "visibility, domain_rank".',
  'note.bulkBlankSetting':
    'Ustawienia › Statystyki domen wskazują przebiegi narzędzia URL-i; wybierz tam inny sposób, by pobrać je osobno dla każdej domeny.',
  'cost.viaBulk': 'Jeden przebieg narzędzia URL-i zamiast zapytania o dashboard: {why}.',
  'way.spent': 'limit analizy widoczności jest wyczerpany do odnowienia',
  'way.setting': 'tak wskazują Ustawienia › Statystyki domen',
  'way.cheaper': 'zużywa mniejszą część tego, co zostało',
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
  'run.retrying': '{reason} Następna automatyczna próba: {at}.',
  'run.gaveUp': '{reason} Koniec automatycznych prób: błąd powtarzał się przez 24 godziny.',
  'refuse.language': 'Nieznany język „{choice}”: wybierz jeden z {languages} albo automatyczny.',
  'refuse.credentials': 'Podaj e-mail i hasło swojego konta.',
  'refuse.token': 'To nie wygląda na token API.',
  'refuse.confirmSharing':
    'Najpierw potwierdź: każdy edytor tego dokumentu będzie uruchamiał formuły na Twoim logowaniu i zużywał limity Twojego konta, dopóki nie przestaniesz udostępniać lub się nie wylogujesz.',
  'refuse.shareSignedOut': 'Najpierw się zaloguj, potem udostępnij logowanie.',
  'refuse.shareNoDocument': 'Otwórz SEO Sheets z arkusza, aby udostępnić mu logowanie.',
  'refuse.toolCancelled': 'Logowanie zostało anulowane.',
  'refuse.toolRefused': 'Serwer narzędzi odmówił: {text}.',
  'refuse.toolNotPending': 'Ta próba połączenia już wygasła. Zacznij od nowa w panelu bocznym.',
  'refuse.toolNoCode': 'Serwer narzędzi nie przesłał kodu autoryzacji.',
  'refuse.address': 'Adres serwisu musi być adresem URL http:// lub https:// bez zapytania i fragmentu.',
  'refuse.noRows': 'Ten raport nie ma wierszy do wstawienia.',
  'refuse.phrase': 'Wpisz frazę do analizy.',
  'refuse.noPhrases': 'Wpisz co najmniej jedną frazę, po jednej w wierszu.',
  'refuse.noUrls': 'Wpisz co najmniej jeden adres URL, po jednym w wierszu.',
  'refuse.tooManyPhrases': 'Crawl obejmuje najwyżej {max} fraz; podano {got}.',
  'refuse.tooManyUrls': 'Crawl obejmuje najwyżej {max} adresów URL; podano {got}.',
  'refuse.notUrl': 'To nie jest adres URL http(s): {value}',
  'refuse.reportNeeds': 'Raport wymaga pola {name}.',
  'refuse.reportNeedsNumber': 'Raport wymaga pola {name} w postaci liczby.',
  'refuse.noRun': 'To uruchomienie raportu już nie istnieje.',
  'refuse.fillIn': 'Uzupełnij: {fields}.',
  'refuse.sheetName': 'Nazwij arkusz, do którego trafi raport.',
  'refuse.cadence': 'Wybierz godzinę od 0 do 23 (a przy raportach cotygodniowych także dzień tygodnia).',
  'refuse.keep': 'Liczba stanów zachowanych w całości: liczba całkowita od 1 do {max}.',
  'refuse.unknownReport': 'Nieznany raport „{id}”.',
  'refuse.unknownSerpReport': 'Nieznany raport SERP „{report}”.',
  'note.noRows': 'Brak wierszy',
  'callback.connected': 'Połączono',
  'callback.notConnected': 'Nie połączono',
  'callback.connectedAs': 'SEO Sheets jest połączony z serwerem narzędzi jako {email}.',
  'callback.close': 'Możesz zamknąć to okno.',
  'log.runFailed': 'Zaplanowane uruchomienie SEO Sheets nie powiodło się: {error}',
  'log.waitingFailed': 'SEO Sheets nie mógł sprawdzić analiz SERP, na które czekają formuły: {error}',
  'settings.notSaved': 'Nie zapisano ustawień. {problems}.',
  'settings.unknown': 'nieznane ustawienie „{key}”',
  'settings.countryId': 'countryId musi być liczbą całkowitą większą od 0',
  'settings.freshnessHours': 'freshnessHours przyjmuje od 0 do {max} godzin dla {kinds}',
  'settings.refreshStamp': 'refreshStamp musi być czasem w milisekundach',
  'settings.language': 'language to jeden z {languages} albo null dla ustawień regionalnych arkusza',
  'settings.visibilityWay': 'visibilityWay to jedna z wartości {ways}',
  'settings.object': 'ustawienia muszą być obiektem',
  joinList: '{first}; {second}',
  'serp.status': 'Analiza w toku',
  'serp.running':
    '{status}, gotowa za ok. {minutes} min (sprawdzono {checked}). Ta komórka sama się aktualizuje i wypełni: co minutę przy otwartym panelu SEO Sheets i co godzinę.',
  'serp.late':
    '{status} od {minutes} min, dłużej niż zwykle (sprawdzono {checked}). Ta komórka wypełni się sama, gdy wyniki będą gotowe: co minutę przy otwartym panelu SEO Sheets i co godzinę.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'Usługa odrzuciła „{item}” ({why}); pozostałe wiersze pobrano bez tej pozycji.',
  'zeros.none': 'Brak danych dla tej domeny na tym rynku.',
  'zeros.noneWhy': 'Brak danych dla tej domeny na tym rynku: {why}',
  'note.pathDropped':
    'Pominięto ścieżkę „{path}”: {param} "{mode}" analizuje {host} w całości; {param} "url" analizuje ten adres URL.',
  'note.emptyDomains': 'W zakresie nie ma jeszcze domen: wpisz po jednej w komórce, a tabela się wypełni.',
  'note.emptyPhrases': 'W zakresie nie ma jeszcze fraz: wpisz po jednej w komórce, a tabela się wypełni.',
  'arg.market': 'country_id {got} nie jest rynkiem, dla którego usługa ma dane; dostępne rynki: {markets}.',
  'arg.marketKeywords': 'country_id {got} nie jest rynkiem bazy słów kluczowych; dostępne rynki: {markets}.',
  'arg.moved': '{name}: „{got}” to wartość argumentu {param}, który jest ostatni: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Część danych pobrano {hours} godz. temu, dawniej, niż ten dokument uznaje dane za aktualne. Zostają bez zmian, dopóki ich nie odświeżysz: Odśwież wszystko teraz albo nowa wartość argumentu refresh.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'Adres serwisu musi zaczynać się od https:// (http:// tylko na tym komputerze: localhost lub 127.0.0.1): logowanie wysłane zwykłym http:// można odczytać po drodze.',
  'error.webPage':
    'Serwis odpowiedział stroną internetową, a nie danymi (HTTP {status}). Spróbuj ponownie później; jeśli to się powtarza, sprawdź Ustawienia › Adres serwisu.',
  'error.notData':
    'Serwis odpowiedział czymś, co nie jest danymi (HTTP {status}). Spróbuj ponownie później; jeśli to się powtarza, sprawdź Ustawienia › Adres serwisu.',
  'error.pageTooLarge':
    'Serwis przysłał za dużo wierszy: {rows} (zamówiona strona: {asked}), znacznie więcej, niż wysyła na jedną stronę, więc odpowiedź odrzucono bez czytania. Spróbuj ponownie później.',
  'error.toolAddressInsecure':
    'Adres serwera narzędzi {address} nie zaczyna się od https:// (http:// tylko na tym komputerze), więc połączenie nie zostało nawiązane.',
  'error.toolMetadataInsecure':
    'Metadane logowania serwera narzędzi podają {field} jako {address}; zaufane są tylko adresy https:// (http:// tylko na tym komputerze), więc połączenie nie zostało nawiązane.',
  'error.toolMetadataMissing':
    'W metadanych logowania serwera narzędzi brakuje pola {field}, więc połączenie nie zostało nawiązane.',
  'error.toolMetadataIssuer':
    'Serwer autoryzacji pod adresem {expected} przedstawia się w metadanych jako {issuer}; oba muszą być takie same (RFC 8414), więc połączenie nie zostało nawiązane.',
  'error.toolMetadataNoS256':
    'Serwer autoryzacji serwera narzędzi nie wymienia S256 w code_challenge_methods_supported; MCP wymaga logowania z PKCE S256, więc połączenie nie zostało nawiązane.',
  // Uruchomienia bez nadzoru opisane dla kogoś, kto ich nie oglądał, i połączenie zerwane w trakcie odpowiedzi (issue 34).
  'error.connectionCut':
    'Połączenie z serwisem zostało zerwane, zanim nadeszła odpowiedź; spróbuj ponownie za chwilę.',
  'run.failedTry': 'Ostatnia próba nie powiodła się: {cause}.',
  'run.quotaUnread':
    'Limit „{name}” został wyczerpany, a limitów serwisu nie da się teraz odczytać, by ustalić, kiedy się odnowi. Raport ruszy przy pierwszym cogodzinnym sprawdzeniu, które je odczyta i znajdzie wolne jednostki, albo po kliknięciu Wznów.',
  'run.waitsConnection':
    '{reason} Raport ruszy sam przy najbliższym cogodzinnym sprawdzeniu, gdy połączenie będzie mogło o niego zapytać, albo po kliknięciu Wznów.',
  'run.recovered': {
    one: 'Wykonano {ran}, {late} po czasie (termin {due}), po {count} nieudanej próbie: serwis zawiódł o {tries}.',
    few: 'Wykonano {ran}, {late} po czasie (termin {due}), po {count} nieudanych próbach: serwis zawiódł o {tries}.',
    many: 'Wykonano {ran}, {late} po czasie (termin {due}), po {count} nieudanych próbach: serwis zawiódł o {tries}.',
    other:
      'Wykonano {ran}, {late} po czasie (termin {due}), po {count} nieudanych próbach: serwis zawiódł o {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} godz.',
  'run.lateDays': { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' },
  'cause.cut': 'zerwane połączenie',
  'cause.network': 'serwis nieosiągalny',
  'cause.edge': 'zbyt wiele połączeń naraz',
  'cause.deadline': 'brak odpowiedzi na czas',
  'cause.other': 'błąd',
  'list.and': '{first} i {second}',
  'refuse.options': {
    one: 'Serwer narzędzi, przez który się łączysz, nie obsłuży tego raportu z wypełnionym polem: {options}. Uruchom go bez niego albo zaloguj się do API, by z niego skorzystać.',
    few: 'Serwer narzędzi, przez który się łączysz, nie obsłuży tego raportu z wypełnionymi polami: {options}. Uruchom go bez nich albo zaloguj się do API, by z nich skorzystać.',
    many: 'Serwer narzędzi, przez który się łączysz, nie obsłuży tego raportu z wypełnionymi polami: {options}. Uruchom go bez nich albo zaloguj się do API, by z nich skorzystać.',
    other:
      'Serwer narzędzi, przez który się łączysz, nie obsłuży tego raportu z wypełnionymi polami: {options}. Uruchom go bez nich albo zaloguj się do API, by z nich skorzystać.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'Brak danych dla tego rynku: serwis nie ma ich dla {domain} przy country_id {country}.',
  'note.noDataMarketAny': 'Brak danych dla tego rynku (country_id {country}).',
  'error.toolNotInPlan':
    'Narzędzie {tool} nie wchodzi w plan tego konta (serwer narzędzi odpowiedział 402, wymagana płatność).',
  'error.authNotListed':
    'Logowanie przerwano, zanim cokolwiek wysłano: {url} nie jest serwerem autoryzacji, który zna ta wersja SEO Sheets ({listed}). Zapytaj osobę, która wdrożyła dodatek.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (katalog) nie ma statystyk domeny: usługa podaje je dla całej domeny ("topLevelDomain"), hosta ("subdomain") lub pojedynczych adresów URL ("url", przez narzędzie URL-i), a jej dashboard odrzuca katalog. Dla katalogu SEO_URLS wypisze adresy URL domeny widoczne w wynikach z ich danymi (te pod jego ścieżką należą do katalogu), a SEO_POSITIONS w trybie "catalog" jego frazy.',
  'mode.urlNeedsApi':
    'fetch_mode "url" czyta pojedyncze adresy URL przez narzędzie URL-i, które daje tylko logowanie do API (serwer narzędzi nie ma takiego narzędzia), a dashboard czyta tylko całe domeny ("topLevelDomain") i hosty ("subdomain"). Zaloguj się do API albo zapytaj o domenę lub host.',
  'note.bulkBlankUrl':
    'Dla pojedynczych adresów URL (fetch_mode "url") jedyną drogą jest narzędzie URL-i: dashboard, który je podaje, czyta tylko całe domeny i hosty.',
  'way.mode': 'dashboard nie czyta pojedynczych adresów URL',
  'keywords.urlCountry':
    'Dla punktów wyjścia będących adresami URL (tryb "url") usługa odpowiada tylko przy country_id {only} (Polska), nie {country}.',
  'keywords.tooManySeeds':
    'W jednym zapytaniu mieści się najwyżej {max} punktów wyjścia; zakres zawiera {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Najpierw zaznacz komórkę na przykład.',
  'refuse.cellNotEmpty':
    '{cell} nie jest pusta: zaznacz pustą komórkę na przykład, aby niczego Twojego nie nadpisać.',
  'refuse.unknownFormula': 'SEO Sheets nie ma formuły „{name}”.',
  'probe.account': 'Konto ({call})',
  'probe.limits': 'Limity planu ({call})',
  'probe.countries': 'Kraje ({call})',
  'probe.handshake': 'Nawiązanie połączenia ({call})',
  'probe.tools': 'Narzędzia ({call})',
  'probe.countriesRead': {
    one: '{count} kraj',
    few: '{count} kraje',
    many: '{count} krajów',
    other: '{count} kraju',
  },
  'probe.toolsRead': {
    one: '{count} narzędzie',
    few: '{count} narzędzia',
    many: '{count} narzędzi',
    other: '{count} narzędzia',
  },
  'probe.limitsRead': {
    one: 'odczytano {count} limit',
    few: 'odczytano {count} limity',
    many: 'odczytano {count} limitów',
    other: 'odczytano {count} limitu',
  },
} satisfies Catalogue<typeof en>;
