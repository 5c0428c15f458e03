/** Danish: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Søgeord, domænet rangerer på, med placeringer og ændringen, URL, søgninger, CPC, sværhedsgrad, synlighed, søgehensigt og SERP-funktioner.',
  domain_statistics:
    'Synlighed, TOP3/10/50, rangering, Ads-ækvivalent, AI Overview-søgeord og -citater samt domænets kategori med dets placering der. For et helt domæne eller et værtsnavn, eller for en enkelt URL (via URL-værktøjet, uden placering, kategori og AI Overview-tal); for en mappe har tjenesten dem ikke.',
  visibility_history:
    'Synlighed, TOP3/10/50 og mere over tid, for alle søgeord eller ét segment (brand, uden brand, short eller long tail), med et kurvediagram.',
  keyword_history: 'Domænets daglige placering på ét søgeord, med et kurvediagram.',
  competitors: 'Domæner, der konkurrerer om de samme søgeord (domænet selv udeladt).',
  cannibalization:
    'Søgeord, som flere af domænets URL’er konkurrerer om, med den URL, der rangerede på sammenligningsdatoen.',
  characteristics:
    'Søgeord, synlighed og TOP3/10/50 efter én karakteristik: længde, søgetrend, søgninger, sværhedsgrad, søgeordsparametre eller SERP-funktioner.',
  position_distribution: 'Hvor mange søgeord der ligger på hver placering fra 1 til 50, med et søjlediagram.',
  subdomains: 'Underdomæner med antal søgeord og synlighed.',
  urls: 'Rangerende URL’er med antal søgeord, synlighed og TOP3/10/50.',
  ai_overviews:
    'Søgeord med en AI Overview, hvor domænet rangerer: om og hvor AI Overview citerer det, organisk placering, intention og fase i kunderejsen (database 200).',
  keywords:
    'Søgeord relateret til et søgeord, domæne eller URL som udgangspunkt, med søgninger, CPC, trend og SERP-funktioner.',
  related: 'Søgeord relateret til et søgeord.',
  questions: 'Spørgsmål, folk søger på omkring et søgeord.',
  groups: 'Semantiske grupper af søgeord omkring et søgeord.',
  keyword_statistics:
    'Søgninger, CPC, trend og “fundet” for en kolonne søgeord, én række pr. søgeord i inputrækkefølge.',
  rt_positions:
    'Placering, forrige, ændring, URL, søgninger, CPC og synlighed for et projekts overvågede søgeord, derefter én kolonne pr. dag.',
  rt_compare_serp: 'SERP for et overvåget søgeord på flere dage, side om side.',
  rt_compare_days: 'Placeringer for hvert overvåget søgeord på to dage, med ændringen.',
  serp_report:
    'En rapport fra SERP-analysen af et søgeord; starter analysen, hvis den ikke findes, og venter på den.',
  top100_results: 'TOP100 for hvert søgeord i et afsluttet crawl.',
  urls_crawl_results: 'Titel, beskrivelse, overskrifter, størrelse og links for hver crawlet URL.',
  'family.Visibility': 'Synlighed',
  'family.Keyword database': 'Søgeordsdatabase',
  'family.Monitoring': 'Overvågning',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Hentes fra den markerede celle, når den indeholder et domæne.',
  'hint.limit': 'Begrænset af abonnementets rækker pr. rapport.',
  'hint.filter': 'fx position<=10 and keyword contains sko; alle betingelser skal være opfyldt.',
  'keys.filter': 'Nøgler, som filteret tager: {keys}.',
  'hint.phrases': 'Hentes fra det markerede område, fx Ark1!A2:A20001.',
  'hint.dates': 'fx 2026-11-01, 2026-11-15',
  'hint.task_id': 'Fra opgavecentret.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'AI Overview-søgeord og -citater, den gennemsnitlige placering blandt deres kilder, fremgang og tilbagegang og den synlighed, AI Overviews tager (database 200).',
  ai_overviews_competitors:
    'Domæner, der citeres ved siden af domænet i AI Overviews: gennemsnitlige placeringer, fælles søgeord og dem, kun det ene har (database 200).',
} as const satisfies Catalogue<typeof en>;
