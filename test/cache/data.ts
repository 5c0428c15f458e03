/** Keyword-statistics rows shaped like the service's: Polish phrases, bucketed volumes, 12-month trends. */
const WORDS = [
  'buty',
  'do',
  'biegania',
  'damskie',
  'męskie',
  'tanie',
  'sklep',
  'online',
  'rower',
  'górski',
  'elektryczny',
  'kurtka',
  'zimowa',
  'opony',
  'całoroczne',
  'laptop',
  'dla',
  'studenta',
  'przepis',
  'na',
  'ciasto',
  'kawa',
  'ekspres',
  'ciśnieniowy',
  'wakacje',
  'w',
  'grecji',
  'hotel',
  'kraków',
  'warszawa',
  'gdańsk',
  'pizza',
  'dostawa',
  'ubezpieczenie',
  'samochodu',
  'kredyt',
  'hipoteczny',
  'kalkulator',
  'pogoda',
  'jutro',
  'mieszkanie',
  'wynajem',
];
const VOLUMES = [
  0, 10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600,
  1900, 2400, 2900, 3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500,
];

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return s / 4294967296;
  };
}

export function phrases(count: number, seed = 1): string[] {
  const next = random(seed);
  const out = new Set<string>();
  while (out.size < count) {
    const length = 2 + Math.floor(next() * 3);
    out.add(
      Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ') +
        (out.size % 7 ? '' : ` ${out.size}`),
    );
  }
  return [...out];
}

export interface StatsRow {
  keyword: string;
  searches: number;
  cpc: number;
  trend: number[];
  found: boolean;
}

export function statsRow(keyword: string, seed: number): StatsRow {
  const next = random(seed);
  const level = Math.floor(next() * VOLUMES.length);
  const trend = Array.from(
    { length: 12 },
    () => VOLUMES[Math.max(0, Math.min(VOLUMES.length - 1, level + Math.floor(next() * 5) - 2))],
  );
  return {
    keyword,
    searches: VOLUMES[level],
    cpc: Math.round(next() * 1500) / 100,
    trend,
    found: next() > 0.05,
  };
}
