/**
 * docs/publishing holds what a Marketplace listing needs, at the sizes the Marketplace asks for, and the
 * privacy policy's list of Google services matches what the built add-on calls.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_FILE } from '../../scripts/bundle-parts';

const ROOT = join(__dirname, '..', '..');
const PUBLISHING = join(ROOT, 'docs', 'publishing');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Width, height and whether the PNG has an alpha channel, from its IHDR chunk. */
function png(path: string): { width: number; height: number; alpha: boolean } {
  const bytes = readFileSync(join(PUBLISHING, path));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const colorType = bytes[25];
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    alpha: colorType === 4 || colorType === 6,
  };
}

const between = (text: string, marker: string) =>
  new RegExp(`<!-- ${marker} -->([\\s\\S]*?)<!-- /${marker} -->`).exec(text)?.[1] ?? '';

describe('docs/publishing', () => {
  it('has the privacy policy, terms, scope justifications and listing text, linked from the README', () => {
    for (const file of ['README.md', 'privacy-policy.md', 'terms-of-service.md', 'scopes.md', 'listing.md']) {
      expect(read(`docs/publishing/${file}`).length).toBeGreaterThan(500);
    }
    expect(read('README.md')).toContain('](docs/publishing/');
  });

  it.each([32, 48, 96, 128])('has a %i px square icon with transparent corners', (size) => {
    expect(png(`assets/icon-${size}.png`)).toEqual({ width: size, height: size, alpha: true });
  });

  it('has a 220 × 140 banner and 1280 × 800 screenshots (one to five)', () => {
    expect(png('assets/banner-220x140.png')).toMatchObject({ width: 220, height: 140 });
    const shots = readdirSync(join(PUBLISHING, 'screenshots')).filter((f) => f.endsWith('.png'));
    expect(shots.length).toBeGreaterThanOrEqual(1);
    expect(shots.length).toBeLessThanOrEqual(5);
    for (const shot of shots) expect(png(`screenshots/${shot}`)).toMatchObject({ width: 1280, height: 800 });
  });

  it('keeps the name and short description within the Marketplace limits', () => {
    const listing = read('docs/publishing/listing.md');
    const name = between(listing, 'name');
    const short = between(listing, 'short');
    expect(name).toBe('SEO Sheets');
    expect(short.length).toBeGreaterThan(50);
    expect(short.length).toBeLessThanOrEqual(200);
  });
});

describe('the privacy policy against the built add-on', () => {
  // Code.js, and the server functions' code it reads on their first call.
  const code = read('build/Code.js') + read(`build/${SERVER_FILE}.html`);
  const policy = read('docs/publishing/privacy-policy.md');

  it('names exactly the Apps Script services the built code calls', () => {
    const services = new Set(
      [...code.matchAll(/\b([A-Z][A-Za-z]*(?:App|Service)|Utilities)\.[a-z]\w*\(/g)].map((m) => m[1]),
    );
    const named = new Set(
      [...policy.matchAll(/`([A-Z][A-Za-z]*(?:App|Service)|Utilities)`/g)].map((m) => m[1]),
    );
    expect([...services].sort()).toEqual([...named].sort());
  });

  it('sends requests only through UrlFetchApp, and the sidebar loads nothing from the network', () => {
    // Session for the user's language, and for their own address where e-mail alerts go, as the policy says.
    expect(code.replace(/\bSession\.(?:getActiveUserLocale|getEffectiveUser)\(\)/g, '')).not.toMatch(
      /\b(?:GmailApp|DriveApp|Session)\./,
    );
    expect(policy).toContain('`Session` is\nasked for two things');
    const sidebar = read('build/Sidebar.html');
    expect(sidebar).not.toMatch(/\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(sidebar).not.toMatch(/\bfetch\(|XMLHttpRequest|sendBeacon|\bWebSocket\b|\bEventSource\b/);
    expect(sidebar).not.toMatch(/@import|url\(\s*["']?(?:https?:)?\/\//i);
  });
});
