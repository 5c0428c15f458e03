/** Hungarian: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Kulcsszavak, amelyekre a domain rangsorol: pozíciók és változásuk, URL, keresések, CPC, nehézség, láthatóság, keresési szándék és SERP-elemek.',
  domain_statistics:
    'Láthatóság, TOP3/10/50, rangsor, Ads-egyenérték, AI Overview-kifejezések és -hivatkozások, valamint a domain kategóriája és helyezése benne. Teljes domainre vagy hosztra, illetve egyetlen URL-re (az URL-eszközzel, rangsor, kategória és AI Overview-adatok nélkül); könyvtárra a szolgáltatás nem ad ilyet.',
  visibility_history:
    'Láthatóság, TOP3/10/50 és más mutatók időben, minden kifejezésre vagy egy szegmensre (márka, márka nélkül, rövid vagy hosszú farok), vonaldiagrammal.',
  keyword_history: 'A domain napi pozíciója egy kifejezésre, vonaldiagrammal.',
  competitors: 'Ugyanazokért a kifejezésekért versenyző domainek (a domain maga nélkül).',
  cannibalization:
    'Kifejezések, amelyekért a domain több URL-je is versenyez, az összevetés napján rangsoroló URL-lel.',
  characteristics:
    'Kifejezések, láthatóság és TOP3/10/50 egy jellemző szerint: hossz, keresési trend, keresések, nehézség, kulcsszó-paraméterek vagy SERP-elemek.',
  position_distribution: 'Hány kifejezés áll az 1–50. pozíciók mindegyikén, oszlopdiagrammal.',
  subdomains: 'Aldomainek a kifejezések számával és láthatósággal.',
  urls: 'Rangsoroló URL-ek a kifejezések számával, láthatósággal és TOP3/10/50-nel.',
  ai_overviews:
    'AI Overview-val rendelkező kifejezések, amelyekre a domain rangsorol: hivatkozik-e rá az AI Overview és hol, organikus helyezés, szándék és a vásárlói út szakasza (200-as adatbázis).',
  keywords:
    'Egy kiinduló kifejezéshez, domainhez vagy URL-hez kapcsolódó kifejezések: keresések, CPC, trend és SERP-elemek.',
  related: 'Egy kulcsszóhoz kapcsolódó kifejezések.',
  questions: 'Kérdések, amelyeket egy kulcsszó körül keresnek.',
  groups: 'Kifejezések szemantikus csoportjai egy kulcsszó körül.',
  keyword_statistics:
    'Keresések, CPC, trend és „megtalálva” egy oszlopnyi kifejezésre, soronként a bevitel sorrendjében.',
  rt_positions:
    'Egy projekt monitorozott kulcsszavainak pozíciója, előző pozíciója, változása, URL-je, keresései, CPC-je és láthatósága, majd naponként egy oszlop.',
  rt_compare_serp: 'Egy monitorozott kulcsszó SERP-je több napon, egymás mellett.',
  rt_compare_days: 'Minden monitorozott kulcsszó pozíciója két napon, a változással.',
  serp_report: 'Egy kifejezés SERP-elemzésének jelentése; elindítja az elemzést, ha nincs, és megvárja.',
  top100_results: 'Egy befejezett feltérképezés minden kifejezésének TOP100-a.',
  urls_crawl_results: 'Minden feltérképezett URL címe, leírása, címsorai, mérete és linkjei.',
  'family.Visibility': 'Láthatóság',
  'family.Keyword database': 'Kulcsszó-adatbázis',
  'family.Monitoring': 'Monitorozás',
  'family.SERP': 'SERP',
  'family.Crawl': 'Feltérképezés',
  'hint.domain': 'A kijelölt cellából, ha domaint tartalmaz.',
  'hint.limit': 'A csomag jelentésenkénti sorkorlátja szab határt.',
  'hint.filter': 'pl. position<=10 and keyword contains cipo; minden feltételnek teljesülnie kell.',
  'keys.filter': 'A szűrő által elfogadott kulcsok: {keys}.',
  'hint.phrases': 'A kijelölt tartományból, pl. Munkalap1!A2:A20001.',
  'hint.dates': 'pl. 2026-11-01, 2026-11-15',
  'hint.task_id': 'A feladatközpontból.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'AI Overview-kifejezések és -hivatkozások, átlagos helyezés a forrásaik között, nyereségek és veszteségek, valamint az AI Overviews által elvett láthatóság (200-as adatbázis).',
  ai_overviews_competitors:
    'A domain mellett az AI Overviews-ban hivatkozott domainek: átlagos helyezések, közös kifejezések és azok, amelyek csak az egyiküknél vannak (200-as adatbázis).',
} as const satisfies Catalogue<typeof en>;
