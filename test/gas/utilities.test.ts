import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function roundTrip(text) { var z = Utilities.gzip(Utilities.newBlob(text, 'text/plain', 'a.txt'));
  return [z.getContentType(), z.getName(), Utilities.ungzip(z).getDataAsString()]; }
function zipped(text) { return Utilities.base64Encode(Utilities.gzip(Utilities.newBlob(text)).getBytes()); }
function unzip(b64) { return Utilities.ungzip(Utilities.newBlob(Utilities.base64Decode(b64))).getDataAsString(); }
function b64(text) { return [Utilities.base64Encode(text), Utilities.base64EncodeWebSafe(text),
  Utilities.newBlob(Utilities.base64DecodeWebSafe(Utilities.base64EncodeWebSafe(text))).getDataAsString()]; }
function decode(text) { return Utilities.base64Decode(text); }
function md5(text) { return Utilities.computeDigest(Utilities.DigestAlgorithm.MD5, text); }
function fmt(ms, tz, pattern) { return Utilities.formatDate(new Date(ms), tz, pattern); }
function nap() { var before = Date.now(); Utilities.sleep(120000); return Date.now() - before; }
function uuid() { return Utilities.getUuid(); }
function csv(text) { return Utilities.parseCsv(text); }
function signed() { return Utilities.newBlob([255, 128, 1]).getBytes(); }
`;

describe('Utilities', () => {
  it('gzips and ungzips with real zlib', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('roundTrip', ['zażółć'])).toEqual(['application/x-gzip', 'a.txt.gz', 'zażółć']);
    const fromNode = gzipSync(Buffer.from('hello')).toString('base64');
    expect(emu.callServer('unzip', [fromNode])).toBe('hello');
    const fromScript = emu.callServer('zipped', ['hello']) as string;
    expect(require('node:zlib').gunzipSync(Buffer.from(fromScript, 'base64')).toString()).toBe('hello');
  });

  it('encodes base64, web-safe too', () => {
    const emu = emulate(BUNDLE);
    const text = '??>>ż';
    const std = Buffer.from(text).toString('base64');
    expect(emu.callServer('b64', [text])).toEqual([std, std.replace(/\+/g, '-').replace(/\//g, '_'), text]);
    expect(() => emu.callServer('decode', ['not base64!'])).toThrow('Could not decode string.');
  });

  it('returns Java-style signed bytes', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('signed')).toEqual([-1, -128, 1]);
    const expected = [...createHash('md5').update('abc').digest()].map((b) => (b > 127 ? b - 256 : b));
    expect(emu.callServer('md5', ['abc'])).toEqual(expected);
  });

  it('formats dates in a time zone with SimpleDateFormat letters', () => {
    const emu = emulate(BUNDLE);
    const at = Date.UTC(2026, 6, 4, 22, 5, 9);
    expect(emu.callServer('fmt', [at, 'Europe/Warsaw', "yyyy-MM-dd'T'HH:mm:ssXXX"])).toBe(
      '2026-07-05T00:05:09+02:00',
    );
    expect(emu.callServer('fmt', [at, 'UTC', 'EEE, d MMM yyyy hh:mm a'])).toBe('Sat, 4 Jul 2026 10:05 PM');
  });

  it('sleeps on the emulated clock without waiting', () => {
    const emu = emulate(BUNDLE);
    const started = Date.now();
    expect(emu.callServer('nap')).toBeGreaterThanOrEqual(120_000);
    // Had it waited, two minutes would have passed, however busy the machine.
    expect(Date.now() - started).toBeLessThan(120_000);
  });

  it('makes UUIDs and parses CSV', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('uuid')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(emu.callServer('csv', ['a,"b,c"\n1,"say ""hi"""\n'])).toEqual([
      ['a', 'b,c'],
      ['1', 'say "hi"'],
    ]);
  });
});
