import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { README, withReference } from '../scripts/docs';

const ROOT = join(__dirname, '..');

describe('README formula reference', () => {
  it('matches the registry (run `npm run docs` after changing a family’s spec.ts)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(withReference(readme));
  });
});

describe('docs/ARCHITECTURE.md', () => {
  const path = join(ROOT, 'docs/ARCHITECTURE.md');
  const text = readFileSync(path, 'utf8');

  it('is one page: under 120 lines', () => {
    expect(text.split('\n').length).toBeLessThan(120);
  });

  it('names only paths that exist: every link, and every code span naming a path', () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)\)/g)]
      .map((m) => m[1])
      .filter((target) => !/^https?:/.test(target))
      .filter((target) => !existsSync(join(dirname(path), target)));
    const spans = [...text.matchAll(/`([^`\s<>*]+)`/g)]
      .map((m) => m[1])
      .filter((span) => span.includes('/') && /^[\w./-]+$/.test(span))
      .filter((span) => ![ROOT, join(ROOT, 'src')].some((base) => existsSync(join(base, span))));
    expect([...links, ...spans]).toEqual([]);
    // The check reads what the page holds: a page without links would pass it unread.
    expect(text).toContain('](../src/api/source.ts)');
  });
});
