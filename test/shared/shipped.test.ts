/**
 * Catalogues as Code.js carries them (src/shared/i18n/shipped.ts), made as scripts/build.ts makes them: they
 * read back as the catalogue's server areas, a language's file is read once and only for a word the bundle
 * does not hold, and a language whose file cannot be read speaks English rather than not at all.
 */
import { catalogues, isRecognised, SERVER_AREAS } from '../../src/shared/i18n/areas';
import { byArea } from '../../src/shared/i18n/keys';
import type { Language } from '../../src/shared/i18n/languages';
import { keysUnder, shipped } from '../../src/shared/i18n/shipped';
import { htmlFileJson } from '../../src/shared/html-json';

const serverWords = (language: Language) =>
  Object.fromEntries(
    Object.entries(catalogues[language]).filter(([key]) => SERVER_AREAS.some((area) => key.startsWith(area))),
  );
const rest = SERVER_AREAS.filter((area) => area !== 'document.');
const english = shipped(byArea(catalogues.en, ['document.']), () =>
  JSON.stringify(byArea(catalogues.en, rest)),
);
const polishFile = htmlFileJson(byArea(catalogues.pl, SERVER_AREAS));
const recognised = Object.fromEntries(Object.entries(catalogues.pl).filter(([key]) => isRecognised(key)));

function polish(file: string | null = polishFile) {
  let reads = 0;
  const read = () => {
    reads += 1;
    return file;
  };
  return { words: shipped(byArea(recognised, SERVER_AREAS), read, english), reads: () => reads };
}

it('English reads back as its server areas, word for word', () => {
  expect({ ...english }).toEqual(serverWords('en'));
});

it('a language’s file is plain text to HtmlService, read once, when a word it alone holds is asked for', () => {
  expect(polishFile).not.toMatch(/[<>&]/);
  const { words, reads } = polish();
  expect(words['document.stamp.label']).toBe(catalogues.pl['document.stamp.label']);
  expect(words['messages.serp.status']).toBe('Analiza w toku');
  expect(reads()).toBe(0);
  expect(words['messages.note.noData']).toBe(catalogues.pl['messages.note.noData']);
  expect(words['document.months']).toBe(catalogues.pl['document.months']);
  expect(reads()).toBe(1);
  expect({ ...words }).toEqual(serverWords('pl'));
});

it('a language whose file cannot be read speaks English, but for the words the bundle holds', () => {
  const { words, reads } = polish(null);
  expect(words['messages.note.noData']).toBe('No data.');
  expect(words['messages.serp.status']).toBe('Analiza w toku');
  expect(reads()).toBe(1);
});

describe('the keys under a prefix', () => {
  const INTENTS = 'document.value.intent.';
  const listed = (language: Language) =>
    Object.keys(catalogues[language]).filter((k) => k.startsWith(INTENTS));

  it('of an area held whole read no file', () => {
    let reads = 0;
    const words = shipped(
      byArea(catalogues.en, ['document.']),
      () => {
        reads += 1;
        return JSON.stringify(byArea(catalogues.en, rest));
      },
      {},
      ['document.'],
    );
    expect(keysUnder(words, INTENTS).sort()).toEqual(listed('en').sort());
    expect(listed('en').length).toBeGreaterThan(1);
    expect(reads).toBe(0);
  });

  it('of an area the file holds are read from it once, beside those the bundle holds', () => {
    const { words, reads } = polish();
    expect(keysUnder(words, INTENTS).sort()).toEqual(listed('pl').sort());
    expect(keysUnder(words, 'document.sheet.').sort()).toEqual(
      Object.keys(catalogues.pl)
        .filter((k) => k.startsWith('document.sheet.'))
        .sort(),
    );
    expect(reads()).toBe(1);
  });

  it('are English’s where the file cannot be read, and a plain catalogue’s own', () => {
    expect(keysUnder(polish(null).words, INTENTS).sort()).toEqual(listed('en').sort());
    expect(keysUnder(catalogues.pl, INTENTS).sort()).toEqual(listed('pl').sort());
  });
});
