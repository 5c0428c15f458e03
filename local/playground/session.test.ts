/**
 * What the page receives: whole sheets when it knows nothing (or knew another run of the playground),
 * then only the cells an edit changed, whatever the sheet's size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KnownRevisions, WorkbookView } from './protocol';
import { PlaygroundSession } from './session';

let dataDir: string;
let session: PlaygroundSession;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-session-'));
  // No formula here reaches the service: an address nothing listens on will do.
  session = PlaygroundSession.open({ dataDir, serviceUrl: 'http://127.0.0.1:9' });
});
afterEach(() => {
  session.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const knownFrom = (view: WorkbookView): KnownRevisions => ({
  session: view.session,
  sheets: Object.fromEntries(view.sheets.map((sheet) => [String(sheet.id), sheet.revision])),
});

test('an edit answers with the cells it changed, not the sheet', () => {
  session.setCells(
    'Phrases',
    'E1',
    Array.from({ length: 2000 }, (_, i) => [`fraza ${i}`, String(i)]),
  );
  const first = session.view();
  const phrases = first.sheets.find((sheet) => sheet.name === 'Phrases')!;
  expect(phrases.complete).toBe(true);
  expect(Object.keys(phrases.cells).length).toBeGreaterThan(4000);

  const after = session.setCell('Phrases', 'H1', '=SUM(F1:F3)', knownFrom(first));
  const delta = after.sheets.find((sheet) => sheet.name === 'Phrases')!;
  expect(delta.complete).toBe(false);
  expect(delta.cells).toEqual({ H1: { display: '3', input: '=SUM(F1:F3)', numeric: true } });
  expect(after.sheets.find((sheet) => sheet.name === 'Domains')!.cells).toEqual({});

  const cleared = session.setCells('Phrases', 'E1', [['']], knownFrom(after));
  expect(cleared.sheets.find((sheet) => sheet.name === 'Phrases')!.cells).toEqual({ E1: null });
});

test("another run's revisions get whole sheets", () => {
  const view = session.view();
  const stale = session.view({ session: 'an earlier run', sheets: knownFrom(view).sheets });
  expect(stale.sheets.every((sheet) => sheet.complete)).toBe(true);
  expect(stale.sheets[0].cells.A1).toEqual({ display: 'Phrase' });
});
