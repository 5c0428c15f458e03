/** Czech: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Fráze, na které doména ranguje: pozice a jejich změna, URL, hledanost, CPC, obtížnost, viditelnost, záměr vyhledávání a prvky SERP.',
  domain_statistics:
    'Viditelnost, TOP3/10/50, ranking, ekvivalent Ads, fráze a citace v AI Overview a kategorie domény s jejím pořadím v ní. Pro celou doménu nebo hostitele, nebo pro jednotlivou URL adresu (přes nástroj URL adres, bez hodnocení, kategorie a dat AI Overview); pro adresář je služba nedává.',
  visibility_history:
    'Viditelnost, TOP3/10/50 a další v čase, pro všechny fráze nebo jeden segment (značka, bez značky, krátký nebo dlouhý chvost), se spojnicovým grafem.',
  keyword_history: 'Denní pozice domény pro jednu frázi, se spojnicovým grafem.',
  competitors: 'Domény, které soupeří o stejné fráze (bez domény samotné).',
  cannibalization: 'Fráze, o které soupeří několik URL domény, s URL, která rankovala v den porovnání.',
  characteristics:
    'Fráze, viditelnost a TOP3/10/50 podle jedné charakteristiky: délky, trendu hledanosti, hledanosti, obtížnosti, parametrů fráze nebo prvků SERP.',
  position_distribution: 'Kolik frází je na každé pozici od 1 do 50, se sloupcovým grafem.',
  subdomains: 'Subdomény s počtem frází a viditelností.',
  urls: 'Rangující URL s počtem frází, viditelností a TOP3/10/50.',
  ai_overviews:
    'Fráze s AI Overview, na které doména rankuje: zda a kde ji AI Overview cituje, organická pozice, záměr a fáze nákupní cesty (databáze 200).',
  keywords: 'Fráze související s výchozí frází, doménou nebo URL: hledanost, CPC, trend a prvky SERP.',
  related: 'Fráze související s frází.',
  questions: 'Otázky, které lidé hledají kolem fráze.',
  groups: 'Sémantické skupiny frází kolem fráze.',
  keyword_statistics: 'Hledanost, CPC, trend a „nalezeno“ pro sloupec frází, řádek po řádku v pořadí zadání.',
  rt_positions:
    'Pozice, předchozí, změna, URL, hledanost, CPC a viditelnost monitorovaných frází projektu, pak sloupec pro každý den.',
  rt_compare_serp: 'SERP monitorované fráze z několika dnů vedle sebe.',
  rt_compare_days: 'Pozice všech monitorovaných frází ve dvou dnech, se změnou.',
  serp_report: 'Report z analýzy SERP fráze; spustí analýzu, pokud neexistuje, a počká na ni.',
  top100_results: 'TOP100 každé fráze dokončeného crawlu.',
  urls_crawl_results: 'Titulek, popis, nadpisy, velikost a odkazy každé procházené URL.',
  'family.Visibility': 'Viditelnost',
  'family.Keyword database': 'Databáze frází',
  'family.Monitoring': 'Monitoring',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Převzato z vybrané buňky, pokud obsahuje doménu.',
  'hint.limit': 'Omezeno počtem řádků na report ve vašem tarifu.',
  'hint.filter': 'např. position<=10 and keyword contains boty; musí platit všechny podmínky.',
  'keys.filter': 'Klíče, které filtr přijímá: {keys}.',
  'hint.phrases': 'Převzato z vybrané oblasti, např. List1!A2:A20001.',
  'hint.dates': 'např. 2026-11-01, 2026-11-15',
  'hint.task_id': 'Z centra úloh.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'Fráze a citace v AI Overview, průměrná pozice mezi jejich zdroji, zisky a ztráty a viditelnost, kterou berou AI Overviews (databáze 200).',
  ai_overviews_competitors:
    'Domény citované vedle domény v AI Overviews: průměrné pozice, společné fráze a ty, které má jen jedna z nich (databáze 200).',
} as const satisfies Catalogue<typeof en>;
