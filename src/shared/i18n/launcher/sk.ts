/** Slovak: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Frázy, na ktoré doména ranguje: pozície a ich zmena, URL, hľadanosť, CPC, náročnosť, viditeľnosť, zámer vyhľadávania a prvky SERP.',
  domain_statistics:
    'Viditeľnosť, TOP3/10/50, ranking, ekvivalent Ads, frázy a citácie v AI Overview a kategória domény s jej poradím v nej. Pre celú doménu alebo hostiteľa, alebo pre jednotlivú URL adresu (cez nástroj URL adries, bez hodnotenia, kategórie a dát AI Overview); pre adresár ich služba nedáva.',
  visibility_history:
    'Viditeľnosť, TOP3/10/50 a ďalšie v čase, pre všetky frázy alebo jeden segment (značka, bez značky, krátky alebo dlhý chvost), s čiarovým grafom.',
  keyword_history: 'Denná pozícia domény pre jednu frázu, s čiarovým grafom.',
  competitors: 'Domény, ktoré súperia o rovnaké frázy (bez samotnej domény).',
  cannibalization: 'Frázy, o ktoré súperí niekoľko URL domény, s URL, ktorá rankovala v deň porovnania.',
  characteristics:
    'Frázy, viditeľnosť a TOP3/10/50 podľa jednej charakteristiky: dĺžky, trendu hľadanosti, hľadanosti, náročnosti, parametrov frázy alebo prvkov SERP.',
  position_distribution: 'Koľko fráz je na každej pozícii od 1 do 50, so stĺpcovým grafom.',
  subdomains: 'Subdomény s počtom fráz a viditeľnosťou.',
  urls: 'Rangujúce URL s počtom fráz, viditeľnosťou a TOP3/10/50.',
  ai_overviews:
    'Frázy s AI Overview, na ktoré doména rankuje: či a kde ju AI Overview cituje, organická pozícia, zámer a fáza nákupnej cesty (databáza 200).',
  keywords: 'Frázy súvisiace s východiskovou frázou, doménou alebo URL: hľadanosť, CPC, trend a prvky SERP.',
  related: 'Frázy súvisiace s frázou.',
  questions: 'Otázky, ktoré ľudia hľadajú okolo frázy.',
  groups: 'Sémantické skupiny fráz okolo frázy.',
  keyword_statistics: 'Hľadanosť, CPC, trend a „nájdené“ pre stĺpec fráz, riadok po riadku v poradí zadania.',
  rt_positions:
    'Pozícia, predchádzajúca, zmena, URL, hľadanosť, CPC a viditeľnosť monitorovaných fráz projektu, potom stĺpec pre každý deň.',
  rt_compare_serp: 'SERP monitorovanej frázy z niekoľkých dní vedľa seba.',
  rt_compare_days: 'Pozície všetkých monitorovaných fráz v dvoch dňoch, so zmenou.',
  serp_report: 'Report z analýzy SERP frázy; spustí analýzu, ak neexistuje, a počká na ňu.',
  top100_results: 'TOP100 každej frázy dokončeného crawlu.',
  urls_crawl_results: 'Titulok, popis, nadpisy, veľkosť a odkazy každej prehľadanej URL.',
  'family.Visibility': 'Viditeľnosť',
  'family.Keyword database': 'Databáza fráz',
  'family.Monitoring': 'Monitoring',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Prevzaté z vybranej bunky, ak obsahuje doménu.',
  'hint.limit': 'Obmedzené počtom riadkov na report vo vašom pláne.',
  'hint.filter': 'napr. position<=10 and keyword contains topanky; musia platiť všetky podmienky.',
  'keys.filter': 'Kľúče, ktoré filter prijíma: {keys}.',
  'hint.phrases': 'Prevzaté z vybranej oblasti, napr. Hárok1!A2:A20001.',
  'hint.dates': 'napr. 2026-11-01, 2026-11-15',
  'hint.task_id': 'Z centra úloh.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'Frázy a citácie v AI Overview, priemerná pozícia medzi ich zdrojmi, zisky a straty a viditeľnosť, ktorú berú AI Overviews (databáza 200).',
  ai_overviews_competitors:
    'Domény citované vedľa domény v AI Overviews: priemerné pozície, spoločné frázy a tie, ktoré má len jedna z nich (databáza 200).',
} as const satisfies Catalogue<typeof en>;
