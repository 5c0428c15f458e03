/**
 * Renders the Marketplace listing's icons and banner from the SVGs in docs/publishing/assets with Debian's
 * Chromium (the browser the tests use; never a downloaded one), so the PNGs can be regenerated after an edit:
 *
 *   npm run listing:assets
 *
 * Icons keep their transparent corners; the banner is opaque. Text uses Liberation Sans (Arial's metrics),
 * which Debian installs with Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ASSETS = join(__dirname, '..', 'docs', 'publishing', 'assets');
export const ICON_SIZES = [32, 48, 96, 128] as const;
export const BANNER = { width: 220, height: 140 } as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    const icon = `data:image/svg+xml;base64,${readFileSync(join(ASSETS, 'icon.svg')).toString('base64')}`;
    for (const size of ICON_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${icon}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const path = join(ASSETS, `icon-${size}.png`);
      await page.screenshot({ path, omitBackground: true });
      await page.close();
      console.log(`listing: ${path}`);
    }
    // Opened as a document, not through <img>: an SVG image may not load the icon it embeds.
    const page = await browser.newPage({ viewport: BANNER, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(join(ASSETS, 'banner.svg')).href);
    await page.waitForLoadState('load');
    const path = join(ASSETS, `banner-${BANNER.width}x${BANNER.height}.png`);
    await page.screenshot({ path });
    console.log(`listing: ${path}`);
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
