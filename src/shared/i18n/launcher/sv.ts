/** Swedish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Sökord som domänen rankar på, med positioner och förändring, URL, sökningar, CPC, svårighet, synlighet, sökavsikt och SERP-funktioner.',
  domain_statistics:
    'Synlighet, TOP3/10/50, rankning, Ads-ekvivalent, AI Overview-sökord och -citeringar samt domänens kategori med dess placering där. För en hel domän eller ett värdnamn, eller för en enskild URL (via URL-verktyget, utan rankning, kategori och AI Overview-siffror); för en katalog har tjänsten dem inte.',
  visibility_history:
    'Synlighet, TOP3/10/50 och mer över tid, för alla sökord eller ett segment (varumärke, utan varumärke, short eller long tail), med ett linjediagram.',
  keyword_history: 'Domänens dagliga position för ett sökord, med ett linjediagram.',
  competitors: 'Domäner som konkurrerar om samma sökord (domänen själv utelämnad).',
  cannibalization:
    'Sökord som flera av domänens URL:er konkurrerar om, med den URL som rankade på jämförelsedatumet.',
  characteristics:
    'Sökord, synlighet och TOP3/10/50 efter en egenskap: längd, söktrend, sökningar, svårighet, sökordsparametrar eller SERP-funktioner.',
  position_distribution:
    'Hur många sökord som ligger på varje position från 1 till 50, med ett stapeldiagram.',
  subdomains: 'Underdomäner med antal sökord och synlighet.',
  urls: 'Rankande URL:er med antal sökord, synlighet och TOP3/10/50.',
  ai_overviews:
    'Sökord med en AI Overview där domänen rankar: om och var AI Overview citerar den, organisk placering, avsikt och steg i kundresan (databas 200).',
  keywords:
    'Sökord relaterade till ett sökord, en domän eller en URL som utgångspunkt, med sökningar, CPC, trend och SERP-funktioner.',
  related: 'Sökord relaterade till ett sökord.',
  questions: 'Frågor som folk söker kring ett sökord.',
  groups: 'Semantiska grupper av sökord kring ett sökord.',
  keyword_statistics:
    'Sökningar, CPC, trend och ”hittad” för en kolumn sökord, en rad per sökord i inmatningsordning.',
  rt_positions:
    'Position, föregående, förändring, URL, sökningar, CPC och synlighet för ett projekts bevakade sökord, sedan en kolumn per dag.',
  rt_compare_serp: 'SERP för ett bevakat sökord under flera dagar, sida vid sida.',
  rt_compare_days: 'Positioner för varje bevakat sökord två dagar, med förändringen.',
  serp_report:
    'En rapport från SERP-analysen av ett sökord; startar analysen om den saknas och väntar på den.',
  top100_results: 'TOP100 för varje sökord i en avslutad crawl.',
  urls_crawl_results: 'Titel, beskrivning, rubriker, storlek och länkar för varje crawlad URL.',
  'family.Visibility': 'Synlighet',
  'family.Keyword database': 'Sökordsdatabas',
  'family.Monitoring': 'Bevakning',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Hämtas från den markerade cellen när den innehåller en domän.',
  'hint.limit': 'Begränsas av abonnemangets rader per rapport.',
  'hint.filter': 't.ex. position<=10 and keyword contains skor; alla villkor måste gälla.',
  'keys.filter': 'Nycklar som filtret tar: {keys}.',
  'hint.phrases': 'Hämtas från det markerade området, t.ex. Blad1!A2:A20001.',
  'hint.dates': 't.ex. 2026-11-01, 2026-11-15',
  'hint.task_id': 'Från uppgiftscentret.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'AI Overview-sökord och -citeringar, genomsnittlig placering bland deras källor, vinster och förluster samt synligheten som AI Overviews tar (databas 200).',
  ai_overviews_competitors:
    'Domäner som citeras bredvid domänen i AI Overviews: genomsnittliga placeringar, gemensamma sökord och de som bara den ena har (databas 200).',
} as const satisfies Catalogue<typeof en>;
