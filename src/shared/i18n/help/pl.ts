/** Polish: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Maksymalna liczba zwracanych wierszy (domyślnie ${rows}).`;

export const pl = {
  'group.Visibility': 'Widoczność',
  'group.Keyword database': 'Baza fraz',
  'group.Monitoring': 'Monitoring',
  'group.SERP': 'SERP',
  'group.Account': 'Konto',
  'param.country_id':
    'Id rynku (1 Polska, 50 Czechy, 164 Słowacja, 200 Polska, baza 2.0; zobacz SEO_COUNTRIES). Domyślnie: ustawienie dokumentu.',
  'param.fetch_mode':
    'Jak czytać domenę: "topLevelDomain" (cała domena, domyślnie), "subdomain" (dla blog.example.pl), "catalog" lub "url".',
  'param.header': 'TRUE (domyślnie), by tabela zaczynała się wierszem nagłówka; FALSE, by go pominąć.',
  'param.refresh':
    'Dowolna komórka, np. znacznik odświeżenia: nowa wartość pobiera świeże dane zamiast czytać je z pamięci podręcznej.',
  'param.domain': 'Domena lub host, np. "example.pl".',
  'param.keyword': 'Fraza, np. "buty do biegania".',
  'param.date_min': 'Pierwszy dzień: data lub RRRR-MM-DD.',
  'param.date_max': 'Ostatni dzień: data lub RRRR-MM-DD (domyślnie dziś).',
  'param.project_id': 'Id projektu w monitoringu pozycji (zobacz SEO_RT_PROJECTS).',
  'param.group_id': 'Tylko ta grupa.',
  'SEO_VISIBILITY.summary':
    'Statystyki domen, wiersz na domenę: widoczność, frazy w TOP3/TOP10/TOP50, ranking, ekwiwalent Ads, frazy i cytowania w AI Overview oraz kategoria, do której usługa zalicza domenę, z jej pozycją w tej kategorii.',
  'SEO_VISIBILITY.returns':
    'Tabela z wierszem nagłówka i wierszem na każdą podaną domenę, w kolejności wejściowej.',
  'SEO_VISIBILITY.columnsNote':
    'Gdy podano columns, po domenie są wymienione w nim dane; kolumna Wskazówka zostaje ostatnia.',
  'SEO_VISIBILITY.domains': 'Domena lub zakres domen, np. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Opcjonalnie: dane pokazywane po domenie, np. "visibility, top10, domain_rank" (nazwy lub etykiety nagłówków; może to być też zakres komórek). Domyślnie: dane z dashboardu, kategoria i pozycja w kategorii (lista kolumn poniżej), te same niezależnie od sposobu pobrania; liczby unikalnych URL-i w TOP10/TOP50 tylko po wymienieniu (daje je narzędzie URL-i). Ranking domeny i dane AI Overview daje tylko zapytanie o każdą domenę: ich wymienienie sprawia, że formuła pobiera dane osobno dla każdej domeny.',
  'SEO_POSITIONS.summary':
    'Frazy, na które domena jest widoczna: pozycja, poprzednia pozycja, zmiana pozycji (dodatnia: awans), URL, liczba wyszukiwań, CPC, trudność, widoczność, intencja wyszukiwania i elementy SERP na stronie wyników.',
  'SEO_POSITIONS.returns': 'Tabela fraz, na które domena się pozycjonuje.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Opcjonalny filtr, np. "position<=10" lub "keyword contains buty"; kilka warunków łączy "and" (wszystkie muszą być spełnione). Operatory <, <=, >, >=, = i contains; filtr, którego nie da się w całości odczytać, jest odrzucany i nigdy niewysyłany.',
  'SEO_COMPETITORS.summary': 'Domeny konkurujące z domeną o te same frazy.',
  'SEO_COMPETITORS.returns': 'Tabela domen konkurencji.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Frazy, o które konkuruje ze sobą kilka adresów URL domeny.',
  'SEO_CANNIBALIZATION.returns':
    'Tabela skanibalizowanych fraz: każdy URL widoczny na frazę z jego pozycją oraz URL, który był widoczny w dniu porównania.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Jak frazy, na które domena jest widoczna, dzielą się według jednej charakterystyki (długość, trend wyszukiwań, liczba wyszukiwań, trudność, parametry frazy lub elementy SERP): frazy, widoczność i jej udział, TOP3/TOP10/TOP50 w każdym przedziale.',
  'SEO_CHARACTERISTICS.returns': 'Tabela z wierszem na każdy przedział charakterystyki.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (domyślnie): według liczby słów, od 1 do 7 i więcej; "trends": według przebiegu wyszukiwań w roku (sezonowość); "searches": według miesięcznej liczby wyszukiwań, każdy przedział to próg (10, 20, 50…); "difficulty": według trudności frazy, w przedziałach po dziesięć ("1-10"…); "keyword_params": według tego, co fraza zawiera poza tematem (miasto, marka, cena…); "serp_params": według elementów SERP na stronie wyników (mapa, reklamy, featured snippet…), z widocznością domeny obok każdego z nich. To ostatni argument, po refresh: formuły napisane, zanim go dodano, zachowują swoje znaczenie.',
  'SEO_CONTENT_GAP.summary':
    'Luka w treści: frazy, na które widoczna jest konkurencja, a domena nie (albo, w trybie "common", na które widoczne są wszystkie), z liczbą wyszukiwań, CPC, trudnością, parametrami frazy oraz pozycją i adresem URL każdej domeny obok siebie. Jedna jednostka narzędzi za nowe porównanie.',
  'SEO_CONTENT_GAP.returns':
    'Tabela fraz według liczby wyszukiwań; dla każdej porównywanej domeny, od samej domeny, kolumna pozycji (puste: poza TOP100) i kolumna URL.',
  'SEO_CONTENT_GAP.columnsNote':
    'Dalej, dla domeny i kolejno każdego konkurenta, jego pozycja i adres URL, z domeną w nagłówku.',
  'SEO_CONTENT_GAP.competitors':
    'Do 4 domen konkurencji: zakres albo tekst, np. "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (domyślnie): frazy, na które widoczny jest co najmniej jeden konkurent, a domena nie; "common": frazy, na które widoczne są wszystkie.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Subdomeny domeny z liczbą fraz i widocznością.',
  'SEO_SUBDOMAINS.returns': 'Tabela subdomen.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'Widoczne adresy URL domeny z ich widocznością, liczbą fraz i frazami w TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'Tabela adresów URL.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary':
    'Dzienna historia pozycji jednej frazy dla domeny; nadaje się do SPARKLINE i wykresów.',
  'SEO_KEYWORD_HISTORY.returns': 'Tabela dat i pozycji.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Widoczność domeny w czasie, wszystkich jej fraz albo jednego segmentu (marka, bez marki, krótki lub długi ogon); nadaje się do SPARKLINE i wykresów.',
  'SEO_VISIBILITY_HISTORY.returns':
    'Tabela: data, widoczność, frazy w TOP3/TOP10/TOP50, frazy na URL, unikalne adresy URL, ekwiwalent Ads i miejsce w rankingu domen; z notą na końcu, gdy punkty przyszły w innym odstępie niż zamówiony.',
  'SEO_VISIBILITY_HISTORY.interval':
    '"daily" (dziennie), "weekly" (tygodniowo, domyślnie) lub "monthly" (miesięcznie).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (domyślnie), "brand" (frazy z nazwą marki), "my_brand" (marka samej domeny), "non_brand", "non_own_brand" (wszystko poza własną marką), "short_tail" (krótkie, ogólne frazy) lub "long_tail" (dłuższe, konkretne). To ostatni argument, po refresh: formuły napisane, zanim go dodano, zachowują swoje znaczenie.',
  'SEO_AI_OVERVIEWS.summary':
    'Frazy z AI Overview, na które domena jest widoczna: liczba wyszukiwań, intencja, czy AI Overview cytuje domenę i który jej URL, pozycja organiczna i najlepsze miejsce wśród źródeł AI Overview, etap ścieżki zakupowej, długość AI Overview i liczba cytowanych domen. Dane są tylko dla country_id 200.',
  'SEO_AI_OVERVIEWS.returns':
    'Tabela: fraza, liczba wyszukiwań, intencja, cytowanie (TRUE/FALSE) i URL, a dalej pozycja, pozycja w AI Overview, etap ścieżki zakupowej, długość AI Overview i domeny w nim.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domeny z indeksu widoczności pasujące do fragmentu tekstu.',
  'SEO_SUGGEST_DOMAINS.returns': 'Tabela pasujących domen.',
  'SEO_SUGGEST_DOMAINS.text': 'Fragment nazwy domeny, np. "allegro".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Rynki i ich wartości country_id.',
  'SEO_COUNTRIES.returns': 'Tabela id krajów, nazw i kodów.',
  'SEO_COUNTRIES.scope':
    '"all" (domyślnie) dla wszystkich krajów, "visibility" tylko dla baz analizy widoczności.',
  'SEO_KEYWORD_STATS.summary':
    'Liczba wyszukiwań, CPC, trend z 12 miesięcy i czy znaleziono dane, wiersz na każdą podaną frazę w kolejności wejściowej; po 500 fraz na przebieg.',
  'SEO_KEYWORD_STATS.returns': 'Tabela z wierszem na każdą podaną frazę, łącznie z duplikatami i pustymi.',
  'SEO_KEYWORD_STATS.phrases': 'Fraza lub zakres fraz, np. A2:A2001.',
  'SEO_KEYWORDS.summary':
    'Frazy powiązane z frazami, domenami lub adresami URL (jednym albo zakresem wysłanym w jednym zapytaniu), z ich statystykami i elementami SERP na stronie wyników.',
  'SEO_KEYWORDS.returns':
    'Tabela fraz: liczba wyszukiwań, CPC, trend i elementy SERP; przy zakresie punktów wyjścia najpierw punkt wyjścia, z którego pochodzi fraza.',
  'SEO_KEYWORDS.columnsNote':
    'Przy zakresie punktów wyjścia tabela zaczyna się od punktu wyjścia, z którego pochodzi fraza.',
  'SEO_KEYWORDS.seed':
    'Fraza, domena lub URL albo ich zakres, np. A2:A6: wszystkie idą w jednym zapytaniu (adresy URL: tylko country_id 1). Przy zakresie tabela zaczyna się od punktu wyjścia, z którego pochodzi każda fraza, tam gdzie usługa go podaje.',
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (domyślnie), "domain" lub "url": czym jest seed.',
  'SEO_KEYWORD_GROUPS.summary': 'Grupy semantyczne fraz wokół frazy.',
  'SEO_KEYWORD_GROUPS.returns': 'Tabela grup.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Pytania, które ludzie wyszukują wokół frazy.',
  'SEO_QUESTIONS.returns': 'Tabela pytań.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Frazy powiązane z frazą.',
  'SEO_RELATED.returns': 'Tabela powiązanych fraz.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Projekty monitoringu pozycji na koncie.',
  'SEO_RT_PROJECTS.returns': 'Tabela projektów z ich id.',
  'SEO_RT_GROUPS.summary': 'Grupy fraz projektu w monitoringu pozycji.',
  'SEO_RT_GROUPS.returns': 'Tabela grup.',
  'SEO_RT_KEYWORDS.summary': 'Monitorowane frazy projektu, opcjonalnie jednej grupy.',
  'SEO_RT_KEYWORDS.returns': 'Tabela monitorowanych fraz.',
  'SEO_RT_POSITIONS.summary': 'Dzienne pozycje monitorowanych fraz projektu.',
  'SEO_RT_POSITIONS.returns':
    'Tabela monitorowanych fraz: pozycja, poprzednia pozycja, zmiana pozycji (dodatnia: awans), URL, liczba wyszukiwań, CPC, widoczność, a potem kolumna pozycji na każdy dzień, z dniem w nagłówku (puste: poza TOP100).',
  'SEO_RT_POSITIONS.columnsNote': 'Dalej kolumna pozycji na każdy dzień zakresu, z dniem w nagłówku.',
  'SEO_RT_POSITIONS.date_min':
    'Pierwszy dzień: data lub RRRR-MM-DD (domyślnie tydzień do date_max: sześć dni wcześniej).',
  'SEO_RT_SNIPPETS.summary': 'Statystyki elementów SERP (snippetów) projektu.',
  'SEO_RT_SNIPPETS.returns':
    'Tabela typów snippetów: udział w SERP, frazy ze snippetem i frazy, na których projekt jest w nim widoczny, każde z wartością poprzednią i zmianą.',
  'SEO_RT_COMPARE_SERP.summary': 'SERP monitorowanej frazy z kilku dni, obok siebie.',
  'SEO_RT_COMPARE_SERP.returns':
    'Tabela z wierszem na pozycję: domena i URL dla każdej daty, a od drugiej daty zmiana każdej domeny względem pierwszej (dodatnia: awans).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Dalej, dla każdej daty po kolei, domena i URL na tej pozycji oraz, od drugiej daty, o ile miejsc domena przesunęła się od pierwszej.',
  'SEO_RT_COMPARE_SERP.keyword': 'Monitorowana fraza projektu.',
  'SEO_RT_COMPARE_SERP.dates': 'Do 5 dat do porównania: zakres dat lub tekst, np. "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Porównaj pozycje 1..position (domyślnie 10).',
  'SEO_SERP.summary':
    'Raport z analizy SERP dla frazy. Gdy analizy nie ma, zleca ją (jedna jednostka SERP) i pokazuje jej stan, aż będzie gotowa.',
  'SEO_SERP.returns': 'Raport jako tabela albo jednowierszowy stan, póki analiza trwa.',
  'SEO_SERP.columnsNote': 'Dopóki analiza trwa, zamiast tego jednowierszowy stan z ID zadania.',
  'SEO_SERP.report':
    '"urls" (domyślnie), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" lub "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Wszystkie limity konta, nazwane jak w panelu bocznym: limit, wykorzystano, pozostało, kiedy się odnawia ("za 18 dni"), czego dotyczy i jego klucz.',
  'SEO_LIMITS.returns': 'Tabela z wierszem na każdy limit.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Jak czytać każdą domenę: "topLevelDomain" (cała domena, domyślnie), "subdomain" (host, np. blog.example.pl) lub "url" (pojedyncze adresy URL, przez narzędzie URL-i: jedna jednostka narzędzi na do 500 adresów, bez rankingu domeny, kategorii i danych AI Overview; wymaga logowania do API). Nie "catalog": usługa nie podaje statystyk domeny dla katalogu (SEO_URLS wypisze adresy URL w nim, SEO_POSITIONS jego frazy).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'Dane AI Overview każdej domeny: frazy z AI Overview, na które jest widoczna, i te, w których jest cytowana, jej średnia pozycja wśród ich źródeł, wzrosty i spadki w AI Overview oraz część widoczności, którą zabierają jej AI Overviews. Dane są tylko dla country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'Tabela z wierszem nagłówka i wierszem na każdą podaną domenę, w kolejności wejściowej.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Domena lub zakres domen, np. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domeny cytowane obok domeny w AI Overviews: ich średnia pozycja wśród źródeł na wspólnych frazach i na wszystkich, frazy, na które cytowane są obie, i te, na które tylko domena albo tylko konkurent. Dane są tylko dla country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Tabela domen konkurujących w AI Overviews.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
