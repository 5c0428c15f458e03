/** Dutch: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Zoekwoorden waarop het domein rankt, met posities en hun verandering, URL, zoekvolume, CPC, moeilijkheid, zichtbaarheid, zoekintentie en SERP-functies.',
  domain_statistics:
    'Zichtbaarheid, TOP3/10/50, ranking, Ads-equivalent, AI Overview-zoekwoorden en -vermeldingen, en de categorie van het domein met zijn positie daarin. Van een heel domein of een host, of van één URL (via de URL-tool, zonder rang, categorie en AI Overview-cijfers); voor een map heeft de dienst ze niet.',
  visibility_history:
    'Zichtbaarheid, TOP3/10/50 en meer door de tijd, van alle zoekwoorden of één segment (merk, zonder merk, short of long tail), met een lijngrafiek.',
  keyword_history: 'Dagelijkse positie van het domein op één zoekwoord, met een lijngrafiek.',
  competitors: 'Domeinen die op dezelfde zoekwoorden concurreren (het domein zelf niet).',
  cannibalization:
    'Zoekwoorden waarop meerdere URL’s van het domein concurreren, met de URL die op de vergeleken datum rankte.',
  characteristics:
    'Zoekwoorden, zichtbaarheid en TOP3/10/50 naar één kenmerk: lengte, zoektrend, zoekvolume, moeilijkheid, zoekwoordparameters of SERP-functies.',
  position_distribution: 'Hoeveel zoekwoorden op elke positie van 1 tot 50 staan, met een kolomgrafiek.',
  subdomains: 'Subdomeinen met hun aantal zoekwoorden en zichtbaarheid.',
  urls: 'Rankende URL’s met aantal zoekwoorden, zichtbaarheid en TOP3/10/50.',
  ai_overviews:
    'Zoekwoorden met een AI Overview waarop het domein rankt: of en waar de AI Overview het vermeldt, de organische positie, intentie en fase in de klantreis (database 200).',
  keywords:
    'Zoekwoorden verwant aan een startzoekwoord, domein of URL, met zoekvolume, CPC, trend en SERP-functies.',
  related: 'Zoekwoorden verwant aan een zoekwoord.',
  questions: 'Vragen die mensen rond een zoekwoord stellen.',
  groups: 'Semantische groepen zoekwoorden rond een zoekwoord.',
  keyword_statistics:
    'Zoekvolume, CPC, trend en ‘gevonden’ voor een kolom zoekwoorden, één rij per zoekwoord in invoervolgorde.',
  rt_positions:
    'Positie, vorige, verandering, URL, zoekvolume, CPC en zichtbaarheid van de gemonitorde zoekwoorden van een project, daarna één kolom per dag.',
  rt_compare_serp: 'De SERP van een gemonitord zoekwoord op meerdere dagen, naast elkaar.',
  rt_compare_days: 'Posities van elk gemonitord zoekwoord op twee dagen, met de verandering.',
  serp_report:
    'Een rapport van de SERP-analyse van een zoekwoord; start de analyse als die er niet is en wacht erop.',
  top100_results: 'De TOP100 van elk zoekwoord van een voltooide crawl.',
  urls_crawl_results: 'Titel, beschrijving, koppen, grootte en links van elke gecrawlde URL.',
  'family.Visibility': 'Zichtbaarheid',
  'family.Keyword database': 'Zoekwoordendatabase',
  'family.Monitoring': 'Monitoring',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Uit de geselecteerde cel, als die een domein bevat.',
  'hint.limit': 'Begrensd door de rijen per rapport van het abonnement.',
  'hint.filter': 'bijv. position<=10 and keyword contains schoenen; elke voorwaarde moet gelden.',
  'keys.filter': 'Sleutels die het filter neemt: {keys}.',
  'hint.phrases': 'Uit het geselecteerde bereik, bijv. Blad1!A2:A20001.',
  'hint.dates': 'bijv. 2026-11-01, 2026-11-15',
  'hint.task_id': 'Uit het takencentrum.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'AI Overview-zoekwoorden en -vermeldingen, de gemiddelde positie tussen hun bronnen, winsten en verliezen, en de zichtbaarheid die AI Overviews kosten (database 200).',
  ai_overviews_competitors:
    'Domeinen die naast het domein in AI Overviews worden vermeld: gemiddelde posities, gedeelde zoekwoorden en die van maar één van beide (database 200).',
} as const satisfies Catalogue<typeof en>;
