import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function setProp(store, key, value) { PropertiesService['get' + store + 'Properties']().setProperty(key, value); }
function getProp(store, key) { return PropertiesService['get' + store + 'Properties']().getProperty(key); }
function fill(count, size) { var p = PropertiesService.getDocumentProperties();
  for (var i = 0; i < count; i++) p.setProperty('k' + i, new Array(size + 1).join('x')); }
function typed() { var p = PropertiesService.getScriptProperties(); p.setProperty('n', 5); return typeof p.getProperty('n'); }
function bulk() { var p = PropertiesService.getScriptProperties(); p.setProperties({ a: '1', b: '2' }); p.setProperties({ c: '3' }, true); return p.getKeys(); }
function cachePut(key, value, seconds) { CacheService.getScriptCache().put(key, value, seconds); }
function cacheGet(key) { return CacheService.getScriptCache().get(key); }
function cacheMany() { var c = CacheService.getDocumentCache(); c.putAll({ a: '1', b: '2', c: '3' }); c.removeAll(['b']);
  return c.getAll(['a', 'b', 'c', 'd']); }
function lock() { var l = LockService.getDocumentLock(); var got = l.tryLock(1000); var has = l.hasLock(); l.releaseLock();
  l.waitLock(1000); return [got, has, l.hasLock()]; }
`;

describe('PropertiesService', () => {
  it('stores strings only', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('typed')).toBe('string');
  });

  it('refuses a value over 9 KB', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('setProp', ['Script', 'big', 'x'.repeat(9 * 1024 + 1)])).toThrow(
      'Argument too large: value',
    );
    emu.callServer('setProp', ['Script', 'fits', 'x'.repeat(9 * 1024)]);
    expect(emu.properties.script.get('fits')).toHaveLength(9 * 1024);
  });

  it('counts UTF-8 bytes, not characters, against the 9 KB', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('setProp', ['Script', 'pl', 'ż'.repeat(5000)])).toThrow(
      'Argument too large: value',
    );
  });

  it('refuses to grow a store past 500 KB and keeps what it had', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('fill', [60, 9000])).toThrow(
      'You have exceeded the property storage quota. Please remove some properties and try again.',
    );
    const used = emu.properties.document.bytes();
    expect(used).toBeLessThanOrEqual(500 * 1024);
    expect(used).toBeGreaterThan(500 * 1024 - 9100);
    // The full store still takes a value in place of one it holds, the same size, and counts it once.
    emu.callServer('setProp', ['Document', 'k0', 'y'.repeat(9000)]);
    expect(emu.properties.document.bytes()).toBe(used);
    // An empty store counts nothing; refilled, it counts each entry afresh.
    emu.properties.document.clear();
    emu.callServer('fill', [2, 10]);
    expect(emu.properties.document.bytes()).toBe(2 * (2 + 10));
  });

  it('keeps script, document and per-user stores apart', () => {
    const emu = emulate(BUNDLE, { user: 'a@example.com' });
    emu.callServer('setProp', ['User', 'k', 'mine']);
    expect(emu.callServer('getProp', ['User', 'k'], { user: 'b@example.com' })).toBeNull();
    expect(emu.callServer('getProp', ['User', 'k'])).toBe('mine');
    expect(emu.properties.user('a@example.com').entries()).toEqual({ k: 'mine' });
    expect(emu.properties.script.entries()).toEqual({});
  });

  it('allows 50,000 reads and writes a day', () => {
    const emu = emulate(`function hammer(n) { var p = PropertiesService.getScriptProperties();
      for (var i = 0; i < n; i++) p.getProperty('k'); }`);
    emu.callServer('hammer', [50_000]);
    expect(() => emu.callServer('hammer', [1])).toThrow(
      'Service invoked too many times for one day: properties.',
    );
    emu.clock.advance(24 * 3_600_000);
    emu.callServer('hammer', [1]);
  });

  it('replaces all properties on request', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('bulk')).toEqual(['c']);
  });
});

describe('CacheService', () => {
  it('refuses keys over 250 characters and values over 100 KB', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('cachePut', ['k'.repeat(251), 'v'])).toThrow('Argument too large: key');
    expect(() => emu.callServer('cachePut', ['k', 'v'.repeat(100 * 1024 + 1)])).toThrow(
      'Argument too large: value',
    );
    emu.callServer('cachePut', ['k'.repeat(250), 'v'.repeat(100 * 1024)]);
  });

  it('expires entries on the emulated clock, the default after 10 minutes', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('cachePut', ['k', 'v']);
    emu.clock.advance(599_000);
    expect(emu.callServer('cacheGet', ['k'])).toBe('v');
    emu.clock.advance(2_000);
    expect(emu.callServer('cacheGet', ['k'])).toBeNull();
  });

  it('clamps expiry to 6 hours', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('cachePut', ['k', 'v', 86_400]);
    emu.clock.advance(21_599_000);
    expect(emu.callServer('cacheGet', ['k'])).toBe('v');
    emu.clock.advance(2_000);
    expect(emu.callServer('cacheGet', ['k'])).toBeNull();
  });

  it('misses every read when eviction is switched on', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('cachePut', ['k', 'v']);
    emu.cache.missAll = true;
    expect(emu.callServer('cacheGet', ['k'])).toBeNull();
    emu.cache.missAll = false;
    expect(emu.callServer('cacheGet', ['k'])).toBe('v');
  });

  it('supports putAll, removeAll and getAll', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('cacheMany')).toEqual({ a: '1', c: '3' });
  });

  it('holds at most 1,000 items, dropping the oldest', () => {
    const emu = emulate(`function many() { var c = CacheService.getScriptCache();
      for (var i = 0; i < 1001; i++) c.put('k' + i, 'v'); return [c.get('k0'), c.get('k1000')]; }`);
    expect(emu.callServer('many')).toEqual([null, 'v']);
    expect(emu.cache.script.size()).toBeLessThanOrEqual(1000);
  });
});

describe('LockService', () => {
  it('acquires, reports and releases a lock', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('lock')).toEqual([true, true, true]);
  });
});
