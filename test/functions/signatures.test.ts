/**
 * A signature only grows at the end: every formula's parameters, in order, are held against a committed
 * snapshot (signatures.snapshot.json). A parameter removed, renamed, moved or made required breaks the
 * formulas users have written, so the test fails; one appended (optional) or a new formula passes and
 * says to update the snapshot: `UPDATE_SIGNATURES=1 npx jest test/functions/signatures.test.ts`, then
 * `npx biome check --write test/functions/signatures.snapshot.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from '../../src/registry/catalog';
import type { FunctionSpec } from '../../src/shared/formula-spec';

const SNAPSHOT = join(__dirname, 'signatures.snapshot.json');

type Signatures = Record<string, string[]>;

/** A parameter as the snapshot writes it: its name, in brackets when optional (as Help writes it). */
const paramsOf = (spec: FunctionSpec): string[] =>
  spec.params.map((p) => (p.optional ? `[${p.name}]` : p.name));

const current = (specs: readonly FunctionSpec[]): Signatures =>
  Object.fromEntries(specs.map((spec) => [spec.name, paramsOf(spec)]));

/** What breaks written formulas (`broken`), and what only grew (`grown`), from `before` to `now`. */
function compare(before: Signatures, now: Signatures): { broken: string[]; grown: string[] } {
  const broken: string[] = [];
  const grown: string[] = [];
  for (const [name, params] of Object.entries(before)) {
    const later = now[name];
    if (!later) {
      broken.push(`${name} was removed`);
      continue;
    }
    params.forEach((param, i) => {
      if (later[i] !== param)
        broken.push(`${name}: argument ${i + 1} was ${param}, is ${later[i] ?? 'gone'}`);
    });
    for (const added of later.slice(params.length)) {
      if (added.startsWith('[')) grown.push(`${name}: ${added} appended`);
      else broken.push(`${name}: ${added} appended as required; an added argument must be optional`);
    }
  }
  for (const name of Object.keys(now)) if (!before[name]) grown.push(`${name} is new`);
  return { broken, grown };
}

describe('formula signatures', () => {
  it('only grow at the end of the committed snapshot', () => {
    const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Signatures;
    const now = current(catalog);
    const { broken, grown } = compare(snapshot, now);
    expect(broken).toEqual([]);
    if (!grown.length) return;
    if (process.env.UPDATE_SIGNATURES) writeFileSync(SNAPSHOT, `${JSON.stringify(now, null, 2)}\n`);
    else
      console.warn(
        `Signatures grew (${grown.join('; ')}): update the snapshot with UPDATE_SIGNATURES=1 npx jest test/functions/signatures.test.ts, then npx biome check --write test/functions/signatures.snapshot.json`,
      );
  });

  const snapshot: Signatures = { SEO_X: ['domain', '[country_id]', '[header]'] };

  it.each([
    ['a parameter moved', { SEO_X: ['domain', '[header]', '[country_id]'] }],
    ['a parameter inserted', { SEO_X: ['domain', '[segment]', '[country_id]', '[header]'] }],
    ['a parameter renamed', { SEO_X: ['domain', '[country]', '[header]'] }],
    ['a parameter removed', { SEO_X: ['domain', '[country_id]'] }],
    ['an optional parameter made required', { SEO_X: ['domain', 'country_id', '[header]'] }],
    ['a required parameter appended', { SEO_X: ['domain', '[country_id]', '[header]', 'mode'] }],
    ['a formula removed', {}],
  ])('%s breaks written formulas', (_, now) => {
    expect(compare(snapshot, now).broken).not.toEqual([]);
  });

  it('an optional parameter appended, or a new formula, only grows', () => {
    const now = { SEO_X: ['domain', '[country_id]', '[header]', '[segment]'], SEO_Y: ['keyword'] };
    expect(compare(snapshot, now)).toEqual({
      broken: [],
      grown: ['SEO_X: [segment] appended', 'SEO_Y is new'],
    });
  });

  it('holds SEO_CHARACTERISTICS and SEO_VISIBILITY_HISTORY in the order they had before their last argument', () => {
    const now = current(catalog);
    expect(now.SEO_CHARACTERISTICS).toEqual([
      'domain',
      '[country_id]',
      '[fetch_mode]',
      '[header]',
      '[refresh]',
      '[characteristics]',
    ]);
    expect(now.SEO_VISIBILITY_HISTORY.slice(-2)).toEqual(['[refresh]', '[segment]']);
  });
});
