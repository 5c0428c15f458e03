/**
 * The sidebar as the server serves it (Sidebar.html evaluated as a template in the emulator): it carries
 * the catalogue of the user's language and no other, the document's language, no token, and any other
 * language on request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEmulator, type Emulator } from '../../local/gas';
import { USER_SESSION_KEY } from '../../src/connection/credentials';
import type { Message } from '../../src/shared/i18n/format';
import { type Language, LANGUAGES } from '../../src/shared/i18n/languages';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { catalog } from '../../src/registry/catalog';

const BUILD = join(__dirname, '../../build');
const OWNER = 'owner@example.com';
const TOKEN = 'eyJ.secret-token-never-in-html';
let emu: Emulator;

beforeEach(() => {
  emu = createEmulator({ now: Date.UTC(2026, 10, 21, 9) });
});
afterEach(() => emu.close());

const texts = (language: Language): string[] =>
  Object.values(uiCatalogues[language] as Readonly<Record<string, Message>>).flatMap((m) =>
    typeof m === 'string' ? [m] : Object.values(m),
  );

/**
 * Messages of `language` that no other language has word for word: finding one means its catalogue came
 * along. English group names are left out: the registry's copy in the page names its groups by them.
 */
function ownTexts(language: Language): string[] {
  const others = new Set(LANGUAGES.filter((l) => l !== language).flatMap(texts));
  // The registry's group names are ids the page keeps ("Keyword database" holds "Keyword data").
  const inGroupName = (text: string) => catalog.some((s) => s.group.includes(text));
  return texts(language).filter((text) => text.length >= 12 && !others.has(text) && !inGroupName(text));
}

function printedCatalogue(html: string): { language: string; documentLanguage: string; catalogue: unknown } {
  const match =
    /<script type="application\/json" id="ui-catalogue" data-language="(\w+)" data-document-language="(\w+)">([^<]*)<\/script>/.exec(
      html,
    );
  if (!match) throw new Error('no printed catalogue in the served sidebar');
  return { language: match[1], documentLanguage: match[2], catalogue: JSON.parse(match[3]) };
}

function servedSidebar(): string {
  emu.runMenu('menuHelp');
  const html = emu.ui.sidebar?.html;
  if (!html) throw new Error('no sidebar shown');
  return html;
}

describe('the served sidebar', () => {
  it('carries the signed-in account’s language (pl-PL) only, and no token', () => {
    emu.properties
      .user(OWNER)
      .set(
        USER_SESSION_KEY,
        JSON.stringify({ token: TOKEN, email: 'demo-pl@example.com', expiresAt: null, lang: 'pl-PL' }),
      );
    const html = servedSidebar();
    expect(printedCatalogue(html)).toEqual({
      language: 'pl',
      documentLanguage: 'en',
      catalogue: uiCatalogues.pl,
    });
    for (const other of LANGUAGES.filter((l) => l !== 'pl')) {
      expect(ownTexts(other).filter((text) => html.includes(text))).toEqual([]);
    }
    // The registry's English descriptions stay out of the page: Help reads them from the catalogue.
    expect(html).not.toContain(catalog[0].summary);
    expect(html).not.toContain(TOKEN);
    expect(html).not.toMatch(/<\?/);
  });

  it('follows the Google locale when nobody is signed in, and English without one', () => {
    emu.userLocales.set(OWNER, 'cs');
    expect(printedCatalogue(servedSidebar()).language).toBe('cs');
    emu.userLocales.delete(OWNER);
    expect(printedCatalogue(servedSidebar())).toEqual({
      language: 'en',
      documentLanguage: 'en',
      catalogue: uiCatalogues.en,
    });
  });

  it('carries the document’s language, whose syntax Help shows before the sidebar’s start answers', () => {
    emu.spreadsheet.locale = 'pl_PL';
    expect(printedCatalogue(servedSidebar())).toMatchObject({ language: 'en', documentLanguage: 'pl' });
  });

  it('hands another language’s catalogue to a sidebar switching to it, and refuses an unknown one', () => {
    expect(JSON.parse(emu.callServer('sidebarCatalogue', ['sv']) as string)).toEqual(uiCatalogues.sv);
    expect(() => emu.callServer('sidebarCatalogue', ['../Code'])).toThrow(/Unknown language "..\/Code"/);
  });

  it('is the built template with only the language and its catalogue printed in', () => {
    const template = readFileSync(join(BUILD, 'Sidebar.html'), 'utf8');
    expect(template.match(/<\?[\s\S]*?\?>/g)).toEqual([
      '<?= language ?>',
      '<?= documentLanguage ?>',
      '<?!= catalogue ?>',
    ]);
    expect(ownTexts('pl').filter((text) => template.includes(text))).toEqual([]);
    const html = servedSidebar();
    const [before, after] = template.split(/<script type="application\/json"[^\n]*<\/script>/);
    expect(html.startsWith(before) && html.endsWith(after)).toBe(true);
  });
});
