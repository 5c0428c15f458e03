import { BlobStore, DEFAULT_LIMITS } from '../../src/cache/blobs';
import { chunkKey, LEDGER_KEY, parseLedger } from '../../src/cache/ledger';
import { fakePorts, STORE_LIMIT } from './fakes';

/** Text that gzip cannot shrink much, so sizes are predictable. */
function noise(chars: number, seed: number): string {
  let s = seed;
  let out = '';
  while (out.length < chars) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out += s.toString(36);
  }
  return out.slice(0, chars);
}

function write(store: BlobStore, id: string, text: string): boolean {
  return store.update([id], () => new Map([[id, text]]));
}

describe('BlobStore', () => {
  it('round-trips small and multi-chunk entries', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    const big = noise(40_000, 1);
    expect(write(store, 'a', 'hello')).toBe(true);
    expect(write(store, 'b', big)).toBe(true);
    const ledger = parseLedger(world.props.getProperty(LEDGER_KEY));
    expect(ledger.entries.get('b')!.chunks).toBeGreaterThan(1);
    world.fast.missAll = true;
    expect(store.read(['a', 'b', 'missing'])).toEqual(
      new Map([
        ['a', 'hello'],
        ['b', big],
      ]),
    );
  });

  it('answers from the fast tier without reading chunks, and ignores a fast value of an older generation', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    write(store, 'a', 'first');
    world.props.reads = 0;
    // The next execution's store.
    expect(new BlobStore(world).read(['a']).get('a')).toBe('first');
    expect(world.props.reads).toBe(1); // the ledger only
    const stale = world.fast.data.get('cache:a')!;
    write(store, 'a', 'second');
    world.fast.data.set('cache:a', stale);
    expect(store.read(['a']).get('a')).toBe('second');
  });

  it('discards a corrupted chunk, a missing chunk and chunks of another generation', () => {
    for (const damage of [
      (p: Map<string, string>) =>
        p.set(chunkKey('x', 0), `${p.get(chunkKey('x', 0))!.split('|')[0]}|garbage`),
      (p: Map<string, string>) => p.delete(chunkKey('x', 1)),
      (p: Map<string, string>) => p.set(chunkKey('x', 1), `zzzz|${p.get(chunkKey('x', 1))!.split('|')[1]}`),
    ]) {
      const world = fakePorts();
      const store = new BlobStore(world);
      write(store, 'x', noise(20_000, 2));
      write(store, 'y', 'kept');
      damage(world.props.data);
      world.fast.data.clear();
      expect(store.read(['x', 'y'])).toEqual(new Map([['y', 'kept']]));
      expect(parseLedger(world.props.getProperty(LEDGER_KEY)).entries.has('x')).toBe(false);
      expect([...world.props.data.keys()].filter((k) => k.startsWith('cache:x:'))).toEqual([]);
    }
  });

  it('treats a damaged index as empty and removes the orphaned chunks on the next write', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    write(store, 'a', noise(30_000, 3));
    world.props.data.set(LEDGER_KEY, '{not json');
    expect(new BlobStore(world).read(['a']).size).toBe(0);
    write(store, 'b', 'fresh');
    expect([...world.props.data.keys()].sort()).toEqual([chunkKey('b', 0), LEDGER_KEY]);
  });

  it('evicts least recently used entries and never lets the store overflow, whatever else it holds', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    world.props.data.set('settings', noise(3_000, 9));
    for (let i = 0; i < 5; i++) world.props.data.set(`reports:job${i}`, noise(8_000, 10 + i));
    for (let i = 0; i < 60; i++) {
      world.clock.now += 60 * 60_000;
      if (i === 40) store.read(['e1']); // e1 becomes recently used
      expect(write(store, `e${i}`, noise(12_000, i))).toBe(true);
      expect(world.props.size()).toBeLessThanOrEqual(STORE_LIMIT - DEFAULT_LIMITS.reserveBytes);
    }
    const left = [...parseLedger(world.props.getProperty(LEDGER_KEY)).entries.keys()];
    expect(left).toContain('e59');
    expect(left).toContain('e1');
    expect(left).not.toContain('e0');
    expect(left).not.toContain('e2');
    expect(world.props.getProperty('settings')).not.toBeNull();
  });

  it('shrinks when other properties grow, leaving them the reserve', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    for (let i = 0; i < 40; i++) write(store, `e${i}`, noise(12_000, i));
    for (let i = 0; i < 20; i++) world.props.data.set(`jobs${i}`, noise(8_000, 100 + i));
    write(store, 'last', 'x');
    expect(world.props.size()).toBeLessThanOrEqual(STORE_LIMIT - DEFAULT_LIMITS.reserveBytes);
    expect(store.read(['last']).get('last')).toBe('x');
  });

  it('skips the write, without throwing, when the lock is busy or the store refuses', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    world.lockFree = false;
    expect(write(store, 'a', 'x')).toBe(false);
    world.lockFree = true;
    world.props.setProperties = () => {
      throw new Error('You do not have permission to call setProperties');
    };
    expect(write(store, 'a', 'x')).toBe(false);
    expect(store.read(['a']).size).toBe(0);
  });

  it('evicts what was used longest ago, to the hour', () => {
    const world = fakePorts();
    const store = new BlobStore(world, { ...DEFAULT_LIMITS, maxEntries: 2 });
    write(store, 'a', 'first');
    write(store, 'b', 'second');
    // Read within the hour of its write: a use the order already holds to the hour.
    world.clock.now += 59 * 60_000;
    expect(store.read(['a']).get('a')).toBe('first');
    expect([...parseLedger(world.props.getProperty(LEDGER_KEY)).entries.keys()]).toEqual(['a', 'b']);
    // Read later: a is now the one used last.
    world.clock.now += 2 * 60_000;
    expect(store.read(['a']).get('a')).toBe('first');
    write(store, 'c', 'third');
    expect([...parseLedger(world.props.getProperty(LEDGER_KEY)).entries.keys()]).toEqual(['a', 'c']);
    // Rewriting an entry is a use too.
    write(store, 'a', 'again');
    write(store, 'd', 'fourth');
    expect([...parseLedger(world.props.getProperty(LEDGER_KEY)).entries.keys()]).toEqual(['a', 'd']);
  });

  it('writes nothing when a read uses what was used within the hour, and records any other read in one write', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    write(store, 'a', 'a');
    world.clock.now += 2 * 3_600_000;
    for (const id of ['b', 'c']) write(store, id, id);
    let writes = 0;
    const set = world.props.setProperties.bind(world.props);
    world.props.setProperties = (values) => {
      writes++;
      set(values);
    };
    // Each read as the next execution makes it: Sheets recalculating formulas one by one.
    new BlobStore(world).read(['c']);
    new BlobStore(world).read(['b', 'c']);
    expect(writes).toBe(0);
    new BlobStore(world).read(['a', 'b']);
    expect(writes).toBe(1);
    expect([...parseLedger(world.props.getProperty(LEDGER_KEY)).entries.keys()]).toEqual(['c', 'a', 'b']);
    new BlobStore(world).read(['a', 'b']);
    expect(writes).toBe(1);
  });

  it('reads the index once in an execution, and keeps what it wrote', () => {
    const world = fakePorts();
    write(new BlobStore(world), 'a', 'first');
    const store = new BlobStore(world);
    world.props.reads = 0;
    store.read(['a']);
    store.read(['a']);
    store.read(['missing']);
    expect(world.props.reads).toBe(1);
    write(store, 'b', 'second');
    world.props.reads = 0;
    expect(store.read(['a', 'b'])).toEqual(
      new Map([
        ['a', 'first'],
        ['b', 'second'],
      ]),
    );
    expect(world.props.reads).toBe(0);
  });

  it('reads what it is told to read along with the next read, in the same calls, and then from what they brought', () => {
    const world = fakePorts();
    const writer = new BlobStore(world);
    for (const id of ['answer', 'data', 'other']) write(writer, id, `${id} text`);
    const store = new BlobStore(world);
    store.readAlong(['answer']);
    world.fast.reads = 0;
    world.props.reads = 0;
    expect(store.read(['data'])).toEqual(new Map([['data', 'data text']]));
    expect(store.read(['answer'])).toEqual(new Map([['answer', 'answer text']]));
    expect([world.fast.reads, world.props.reads]).toEqual([1, 1]); // one fast read, the index
    // What this execution writes is read again, not taken from what was brought.
    write(store, 'answer', 'rewritten');
    expect(store.read(['answer', 'other'])).toEqual(
      new Map([
        ['answer', 'rewritten'],
        ['other', 'other text'],
      ]),
    );
  });

  it('keeps an entry another execution rewrote since this one read the index', () => {
    const world = fakePorts();
    write(new BlobStore(world), 'a', 'first');
    const store = new BlobStore(world);
    expect(store.read(['a']).get('a')).toBe('first');
    write(new BlobStore(world), 'a', 'second');
    world.fast.data.clear();
    // This execution's index names the first generation, whose chunks are gone: a miss, not damage.
    expect(store.read(['a']).size).toBe(0);
    expect(new BlobStore(world).read(['a']).get('a')).toBe('second');
  });

  it('reads an index from before it kept the order of use in the order of last use', () => {
    const wire = { e: { new: [1, 10, 500, 'g1'], old: [1, 10, 100, 'g2'], mid: [1, 10, 300, 'g3'] } };
    expect([...parseLedger(JSON.stringify(wire)).entries.keys()]).toEqual(['old', 'mid', 'new']);
  });

  it('reports usage and clears only its own properties', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    world.props.data.set('settings', '{}');
    write(store, 'a', noise(20_000, 4));
    const usage = store.usage();
    expect(usage.entries).toBe(1);
    expect(usage.bytes).toBe(world.props.size() - 'settings{}'.length);
    store.clear();
    expect([...world.props.data.keys()]).toEqual(['settings']);
    expect(world.fast.data.size).toBe(0);
    expect(store.usage().entries).toBe(0);
  });
});

describe('BlobStore on storage that cannot be read', () => {
  it('answers nothing instead of failing', () => {
    const world = fakePorts();
    const store = new BlobStore(world);
    write(store, 'a', 'x');
    world.fast.missAll = true;
    world.props.getProperty = (key: string) => {
      if (key !== LEDGER_KEY) throw new Error('Service unavailable: Properties');
      return world.props.data.get(key) ?? null;
    };
    expect(store.read(['a'])).toEqual(new Map());
  });
});
