import { buildAssets } from './assets';

const assets = buildAssets();

describe('buildAssets', () => {
  test('serves the pages (the sheet and the Warehouse view), their scripts and their styles', () => {
    expect([...assets.files.keys()].sort()).toEqual([
      '/',
      '/playground.css',
      '/playground.js',
      '/warehouse',
      '/warehouse.css',
      '/warehouse.js',
    ]);
    expect(assets.files.get('/')?.body).toContain('<script src="/playground.js">');
    expect(assets.files.get('/playground.js')?.body).toContain('seo-sheets-bridge');
    expect(assets.files.get('/warehouse')?.body).toContain('<script src="/warehouse.js">');
  });

  test('the bridge runs before the scripts of the sidebar, right after <head>', () => {
    const page = assets.sidebarPage(
      '<!DOCTYPE html><html><head lang="en"><script>own()</script></head></html>',
    );
    const bridge = page.indexOf('withSuccessHandler');
    expect(page.startsWith('<!DOCTYPE html><html><head lang="en"><script>')).toBe(true);
    expect(bridge).toBeGreaterThan(0);
    expect(bridge).toBeLessThan(page.indexOf('own()'));
  });

  test('a fragment without <head> gets the bridge in front', () => {
    const page = assets.sidebarPage('<p>hi</p>');
    expect(page.startsWith('<script>')).toBe(true);
    expect(page.endsWith('<p>hi</p>')).toBe(true);
  });
});
