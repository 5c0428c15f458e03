/**
 * English, the reference catalogue of what only the report launcher shows: each report's summary under
 * its id, parameter hints and report families. It travels in Sidebar.html and not in Code.js, whose
 * budget carries what lands in the document (report titles and parameter labels are there, in the
 * document catalogues). Every other language `satisfies Catalogue<typeof launcher>`.
 */
export const launcher = {
  positions:
    'Keywords the domain ranks for, with positions and their change, URL, searches, CPC, difficulty, visibility, search intent and SERP features.',
  domain_statistics:
    "Visibility, TOP3/10/50, ranking, Ads equivalent, AI Overview phrases and citations, and the domain's category with its rank there. Of a whole domain or a host, or of a single URL (through the URLs tool, without rank, category and AI Overview figures); the service has none for a directory.",
  visibility_history:
    'Visibility, TOP3/10/50 and more over time, of all phrases or one segment (brand, non-brand, short or long tail), with a line chart.',
  keyword_history: 'Daily position of one phrase for the domain, with a line chart.',
  competitors: 'Domains competing for the same phrases (the domain itself left out).',
  cannibalization:
    'Phrases for which several URLs of the domain compete, with the URL that ranked at the compared date.',
  characteristics:
    'Phrases, visibility and TOP3/10/50 by one characteristic: length, search trend, searches, difficulty, keyword parameters or SERP features.',
  position_distribution: 'How many phrases rank at each position from 1 to 50, with a column chart.',
  subdomains: 'Subdomains with their phrase counts and visibility.',
  urls: 'Ranking URLs with phrase counts, visibility and TOP3/10/50.',
  ai_overviews:
    'Phrases with an AI Overview where the domain ranks: whether and where the overview cites it, its organic position, intent and journey stage (database 200).',
  keywords: 'Phrases related to a seed phrase, domain or URL, with searches, CPC, trend and SERP features.',
  related: 'Phrases related to a keyword.',
  questions: 'Questions people search for around a keyword.',
  groups: 'Semantic groups of phrases around a keyword.',
  keyword_statistics:
    'Searches, CPC, trend and found for a column of phrases, one row per phrase in input order.',
  rt_positions:
    'Position, previous, change, URL, searches, CPC and visibility of the monitored keywords of a project, then one column per day.',
  rt_compare_serp: 'The SERP of a monitored keyword on several days, side by side.',
  rt_compare_days: 'Positions of every monitored keyword on two days, with the change.',
  serp_report:
    'A report of the SERP analysis of a phrase; starts the analysis when none exists and waits for it.',
  top100_results: 'The TOP100 of each phrase of a finished crawl.',
  urls_crawl_results: 'Title, description, headings, size and links of each crawled URL.',
  'family.Visibility': 'Visibility',
  'family.Keyword database': 'Keyword database',
  'family.Monitoring': 'Monitoring',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Taken from the selected cell when it holds a domain.',
  'hint.limit': "Capped by the plan's rows per report.",
  'hint.filter': 'e.g. position<=10 and keyword contains buty; every condition must hold.',
  'keys.filter': 'Keys the filter takes: {keys}.',
  'hint.phrases': 'Taken from the selected range, e.g. Sheet1!A2:A20001.',
  'hint.dates': 'e.g. 2026-11-01, 2026-11-15',
  'hint.task_id': 'From the task centre.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'AI Overview phrases and citations, the average position among their sources, wins and losses, and the visibility AI Overviews take (database 200).',
  ai_overviews_competitors:
    'Domains cited beside the domain in AI Overviews: average positions, common phrases and those only one of them has (database 200).',
} as const;
