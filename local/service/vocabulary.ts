/** Polish words the phrase generator combines. Topics keep a domain's phrases on one subject. */
export interface Topic {
  name: string;
  /** The service's category of domains on this subject (the dashboard's and the ranking's `category`). */
  category: string;
  nouns: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    name: 'rowery',
    category: 'Sports',
    nouns: [
      'rower górski',
      'rower elektryczny',
      'rower miejski',
      'kask rowerowy',
      'licznik rowerowy',
      'sakwy rowerowe',
      'opony rowerowe',
      'rower dziecięcy',
    ],
  },
  {
    name: 'kuchnia',
    category: 'Food & Drink',
    nouns: [
      'sernik',
      'pierogi ruskie',
      'rosół',
      'bigos',
      'pizza domowa',
      'szarlotka',
      'gołąbki',
      'zupa pomidorowa',
    ],
  },
  {
    name: 'finanse',
    category: 'Personal Finance',
    nouns: [
      'kredyt hipoteczny',
      'konto osobiste',
      'karta kredytowa',
      'lokata',
      'ubezpieczenie samochodu',
      'pożyczka',
      'leasing',
      'kredyt gotówkowy',
    ],
  },
  {
    name: 'moda',
    category: 'Style & Fashion',
    nouns: [
      'sukienka na wesele',
      'kurtka zimowa',
      'torebka skórzana',
      'buty na obcasie',
      'płaszcz damski',
      'jeansy',
      'bluzka',
      'spódnica',
    ],
  },
  {
    name: 'uroda',
    category: 'Health & Beauty',
    nouns: [
      'krem do twarzy',
      'szampon',
      'serum',
      'suplementy diety',
      'maseczka',
      'olejek do włosów',
      'podkład',
      'krem z filtrem',
    ],
  },
  {
    name: 'elektronika',
    category: 'Technology & Computing',
    nouns: [
      'laptop',
      'smartfon',
      'telewizor',
      'słuchawki bezprzewodowe',
      'hulajnoga elektryczna',
      'tablet',
      'smartwatch',
      'głośnik bluetooth',
    ],
  },
  {
    name: 'turystyka',
    category: 'Travel',
    nouns: [
      'namiot',
      'plecak turystyczny',
      'buty trekkingowe',
      'śpiwór',
      'kijki trekkingowe',
      'kurtka przeciwdeszczowa',
      'latarka czołowa',
      'karimata',
    ],
  },
  {
    name: 'dom',
    category: 'Home & Garden',
    nouns: [
      'ekspres do kawy',
      'odkurzacz',
      'pralka',
      'materac',
      'sofa',
      'fotel biurowy',
      'grill gazowy',
      'kosiarka',
    ],
  },
];

export const ADJECTIVES = [
  'tani',
  'najlepszy',
  'markowy',
  'damski',
  'męski',
  'używany',
  'nowy',
  'lekki',
  'profesjonalny',
  'solidny',
] as const;

export const MODIFIERS = [
  'opinie',
  'cena',
  'sklep',
  'ranking',
  '2025',
  'promocja',
  'na raty',
  'outlet',
  'test',
  'forum',
  'jaki wybrać',
  'dla początkujących',
  'do 1000 zł',
  'w promocji',
  'allegro',
  'porównanie',
  'zestaw',
  'przepis',
] as const;

export const CITIES = [
  'warszawa',
  'kraków',
  'wrocław',
  'poznań',
  'gdańsk',
  'łódź',
  'katowice',
  'lublin',
  'szczecin',
  'bydgoszcz',
] as const;

export const QUESTIONS = [
  'jak wybrać',
  'jak działa',
  'co to jest',
  'ile kosztuje',
  'czy warto kupić',
  'jak wyczyścić',
  'jak naprawić',
  'gdzie kupić',
  'dlaczego',
  'kiedy kupić',
] as const;

/** Phrases carrying these words are shopping intent; CPC is higher for them. */
export const COMMERCIAL = [
  'cena',
  'sklep',
  'promocja',
  'na raty',
  'outlet',
  'allegro',
  'w promocji',
  'do 1000 zł',
] as const;

/** First words of generated domain names (`sklep-rowery.pl`). */
export const DOMAIN_PREFIXES = [
  'sklep',
  'swiat',
  'centrum',
  'mega',
  'eko',
  'top',
  'dom',
  'portal',
  'strefa',
  'planeta',
] as const;

/** The SERP features the reference's snippet reports and keyword rows name. */
export const SERP_FEATURES = [
  'news',
  'image_thumbs',
  'wiki_right',
  'map',
  'top_video',
  'spell',
  'top_info',
  'top_bar',
  'top_scholar',
  'top_number_results',
  'top_public_data',
  'site_links',
  'featured_answer',
  'adwords',
] as const;

const PL = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' } as Record<
  string,
  string
>;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (c) => PL[c])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The words above, slugged once: the generator slugs their phrases for every row of a domain. */
const wordSlugs = new Map<string, string>();

/**
 * `slugify` of the vocabulary's words joined by spaces: a space is a separator either way, so the slug of
 * the phrase is its words' slugs joined, and no phrase goes through the regular expressions again.
 */
export function slugOfWords(words: readonly string[]): string {
  const parts: string[] = [];
  for (const word of words) {
    let part = wordSlugs.get(word);
    if (part === undefined) {
      part = slugify(word);
      wordSlugs.set(word, part);
    }
    if (part) parts.push(part);
  }
  return parts.join('-');
}
