/** Polish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Frazy, na które domena jest widoczna: pozycje i ich zmiana, URL, wyszukiwania, CPC, trudność, widoczność, intencja wyszukiwania i elementy SERP.',
  domain_statistics:
    'Widoczność, TOP3/10/50, ranking, ekwiwalent Ads, frazy i cytowania w AI Overview oraz kategoria domeny z jej pozycją w niej. Dla całej domeny lub hosta albo pojedynczego adresu URL (przez narzędzie URL-i, bez rankingu, kategorii i danych AI Overview); dla katalogu usługa ich nie podaje.',
  visibility_history:
    'Widoczność, TOP3/10/50 i więcej w czasie, dla wszystkich fraz lub jednego segmentu (marka, bez marki, krótki lub długi ogon), z wykresem liniowym.',
  keyword_history: 'Dzienna pozycja domeny na jedną frazę, z wykresem liniowym.',
  competitors: 'Domeny konkurujące o te same frazy (bez samej domeny).',
  cannibalization:
    'Frazy, o które konkuruje kilka adresów URL domeny, z adresem URL widocznym w dniu porównania.',
  characteristics:
    'Frazy, widoczność i TOP3/10/50 według jednej charakterystyki: długości, trendu wyszukiwań, liczby wyszukiwań, trudności, parametrów frazy lub elementów SERP.',
  position_distribution: 'Ile fraz jest na każdej pozycji od 1 do 50, z wykresem kolumnowym.',
  subdomains: 'Subdomeny z liczbą fraz i widocznością.',
  urls: 'Widoczne adresy URL z liczbą fraz, widocznością i TOP3/10/50.',
  ai_overviews:
    'Frazy z AI Overview, na które domena jest widoczna: czy i gdzie AI Overview ją cytuje, pozycja organiczna, intencja i etap ścieżki zakupowej (baza 200).',
  keywords: 'Frazy powiązane z frazą, domeną lub URL-em: wyszukiwania, CPC, trend i elementy SERP.',
  related: 'Frazy powiązane z frazą.',
  questions: 'Pytania, które ludzie wyszukują wokół frazy.',
  groups: 'Semantyczne grupy fraz wokół frazy.',
  keyword_statistics:
    'Wyszukiwania, CPC, trend i „znaleziono” dla kolumny fraz, wiersz po wierszu w kolejności wejścia.',
  rt_positions:
    'Pozycja, poprzednia, zmiana, URL, wyszukiwania, CPC i widoczność monitorowanych fraz projektu, potem kolumna na każdy dzień.',
  rt_compare_serp: 'SERP monitorowanej frazy z kilku dni, obok siebie.',
  rt_compare_days: 'Pozycje każdej monitorowanej frazy z dwóch dni, ze zmianą.',
  serp_report: 'Raport z analizy SERP frazy; uruchamia analizę, gdy jej nie ma, i czeka na nią.',
  top100_results: 'TOP100 każdej frazy zakończonego crawla.',
  urls_crawl_results: 'Tytuł, opis, nagłówki, rozmiar i linki każdego przeskanowanego URL-a.',
  'family.Visibility': 'Widoczność',
  'family.Keyword database': 'Baza fraz',
  'family.Monitoring': 'Monitoring',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Pobrana z zaznaczonej komórki, jeśli zawiera domenę.',
  'hint.limit': 'Ograniczone liczbą wierszy na raport w planie.',
  'hint.filter': 'np. position<=10 and keyword contains buty; muszą być spełnione wszystkie warunki.',
  'keys.filter': 'Klucze, które przyjmuje filtr: {keys}.',
  'hint.phrases': 'Pobrane z zaznaczonego zakresu, np. Arkusz1!A2:A20001.',
  'hint.dates': 'np. 2026-11-01, 2026-11-15',
  'hint.task_id': 'Z centrum zadań.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'Frazy i cytowania w AI Overview, średnia pozycja wśród ich źródeł, wzrosty i spadki oraz widoczność, którą zabierają AI Overviews (baza 200).',
  ai_overviews_competitors:
    'Domeny cytowane obok domeny w AI Overviews: średnie pozycje, wspólne frazy i te, które ma tylko jedna z nich (baza 200).',
} as const satisfies Catalogue<typeof en>;
