import { type Message, placeholders, fill, formatNumber, pluralCategory } from '../../src/shared/i18n/format';
import { inLocaleSyntax } from '../../src/shared/i18n/formula-syntax';
import { argumentSeparator, LANGUAGES, languageOf, userLanguage } from '../../src/shared/i18n/languages';
import {
  catalogues,
  isRecognised,
  RECOGNISED,
  SERVER_AREAS,
  serverCatalogues,
  SIDEBAR_AREAS,
} from '../../src/shared/i18n/areas';
import { under } from '../../src/shared/i18n/keys';
import { REPORTS } from '../../src/registry/reports';
import { english, render, said } from '../../src/shared/i18n/said';
import { wholeCatalogues } from '../../src/shared/i18n/ui-catalogues';

const reference = wholeCatalogues.en as Readonly<Record<string, Message>>;

it('every report has its summary in the launcher’s area, and no summary is of a report that is gone', () => {
  const summaries = Object.keys(under(catalogues.en, 'launcher.')).filter((key) => !key.includes('.'));
  expect(summaries.sort()).toEqual(REPORTS.map((report) => report.id).sort());
});

describe('areas', () => {
  it('every key is in an area, so it travels to the server, the sidebar or both', () => {
    const areas = [...SERVER_AREAS, ...SIDEBAR_AREAS];
    expect(Object.keys(reference).filter((key) => !areas.some((area) => key.startsWith(area)))).toEqual([]);
  });

  it('the sidebar’s areas, the filter’s refusals among them, give its catalogue no key twice', () => {
    const keys = [
      ...SIDEBAR_AREAS.flatMap((area) => Object.keys(under(reference, area))),
      ...Object.keys(under(reference, 'messages.filter.')).map((key) => `filter.${key}`),
    ];
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('each word Code.js carries in every language is one the server says', () => {
    const spoken = Object.keys(reference).filter((key) => SERVER_AREAS.some((area) => key.startsWith(area)));
    expect(
      RECOGNISED.filter((known) => !spoken.some((key) => isRecognised(key) && key.startsWith(known))),
    ).toEqual([]);
  });
});

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const own = wholeCatalogues[language] as Readonly<Record<string, Message>>;

  it('has every English key and no other', () => {
    expect(Object.keys(own).sort()).toEqual(Object.keys(reference).sort());
  });

  it('uses exactly the placeholders English does, in every message', () => {
    const wrong = Object.keys(reference).filter(
      (key) => placeholders(own[key]).join() !== placeholders(reference[key]).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('gives every plural message each form its language needs', () => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = Object.entries(own).flatMap(([key, message]) =>
      typeof message === 'string' ? [] : needed.filter((c) => !(c in message)).map((c) => `${key}.${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('leaves no message blank or untranslated placeholder syntax', () => {
    const texts = Object.values(own).flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m)));
    for (const text of texts) {
      expect(text?.trim()).toBeTruthy();
      // A brace pair holding anything but a name is a placeholder written wrong ({ count }, {count.x}, {}).
      expect(text).not.toMatch(/\{[^{}]*[^\w{}][^{}]*\}|\{\}/);
    }
  });
});

describe('filling a message', () => {
  it('chooses the plural form by the language’s rules and formats the count', () => {
    const message = serverCatalogues.pl['toast.refreshing'];
    expect(fill('pl', message, { count: 1 })).toMatch(/^Odświeżam 1 formułę:/);
    expect(fill('pl', message, { count: 3 })).toMatch(/^Odświeżam 3 formuły:/);
    expect(fill('pl', message, { count: 5 })).toMatch(/^Odświeżam 5 formuł:/);
    expect(fill('pl', message, { count: 15000 })).toMatch(/^Odświeżam 15\s000 formuł:/);
    expect(fill('cs', serverCatalogues.cs['toast.refreshing'], { count: 2 })).toMatch(/^Obnovuji 2 vzorce:/);
  });

  it('fills named placeholders and leaves an unknown one visible', () => {
    expect(fill('en', 'Signed in as {email}.', { email: 'a@b.c' })).toBe('Signed in as a@b.c.');
    expect(fill('en', 'Signed in as {email}.')).toBe('Signed in as {email}.');
  });

  it('groups numbers as the language does', () => {
    expect(formatNumber('en', 12345.5)).toBe('12,345.5');
    expect(formatNumber('pl', 12345.5)).toMatch(/^12\s345,5$/);
    expect(pluralCategory('pl', 22)).toBe('few');
  });
});

describe('which language', () => {
  it('reads locale tags of every form', () => {
    expect(languageOf('pl-PL')).toBe('pl');
    expect(languageOf('cs_CZ')).toBe('cs');
    expect(languageOf('SV')).toBe('sv');
    expect(languageOf('de_DE')).toBeNull();
    expect(languageOf(undefined)).toBeNull();
  });

  it('prefers the Settings choice, then the account, then the Google locale, then English', () => {
    expect(userLanguage({ choice: 'da', account: 'pl-PL', locale: 'cs' })).toBe('da');
    expect(userLanguage({ choice: null, account: 'pl-PL', locale: 'cs' })).toBe('pl');
    expect(userLanguage({ account: null, locale: 'cs' })).toBe('cs');
    expect(userLanguage({ account: 'de-DE', locale: 'fr' })).toBe('en');
  });

  it('separates formula arguments with ; in comma-decimal languages', () => {
    expect(argumentSeparator('en')).toBe(',');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) expect(argumentSeparator(language)).toBe(';');
  });
});

describe('formulas in the document’s syntax', () => {
  it('separates arguments with ; and writes decimal commas, leaving quoted text alone', () => {
    expect(inLocaleSyntax('=SEO_POSITIONS("example.pl", 500)', ';')).toBe(
      '=SEO_POSITIONS("example.pl"; 500)',
    );
    expect(inLocaleSyntax('=ROUND(1.5, 0) & "a, b" & \'My, sheet\'!A1', ';')).toBe(
      '=ROUND(1,5; 0) & "a, b" & \'My, sheet\'!A1',
    );
    expect(inLocaleSyntax('=INDEX(SEO_VISIBILITY_HISTORY("example.pl",,,FALSE),,2)', ';')).toBe(
      '=INDEX(SEO_VISIBILITY_HISTORY("example.pl";;;FALSE);;2)',
    );
    expect(inLocaleSyntax('=SEO_URLS("example.pl", 200)', ',')).toBe('=SEO_URLS("example.pl", 200)');
  });
});

describe('messages as data', () => {
  it('renders a message whose parameters are messages, each in the same language', () => {
    const refused = said('arg.filter', {
      problem: said('filter.cannotRead', {
        part: 'position<<3',
        why: said('filter.notOperator', { operator: '<<' }),
        syntax: said('filter.syntax'),
      }),
    });
    expect(english(refused)).toMatch(
      /^filter: cannot read "position<<3": "<<" is not an operator\. Write key/,
    );
    expect(render('en', refused)).toBe(english(refused));
    expect(render('pl', refused)).toMatch(
      /^filter: nie można odczytać „position<<3”: „<<” nie jest operatorem\. Pisz:/,
    );
    expect(render('cs', said('arg.tooMany', { name: 'SEO_X', count: 3, got: 5, usage: '=SEO_X(a)' }))).toBe(
      'SEO_X má nejvýše 3 argumenty, zadáno 5: =SEO_X(a).',
    );
  });
});
