/** Utilities: encoding, compression (real zlib), digests, dates, UUIDs and a sleep on the emulated clock. */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Execution } from '../execution';
import { isDate } from '../realm';
import { BlobImpl, blobName, decodeText, newBlob, signedBytes, toBuffer } from './blob';
import { enumOf } from './enums';
import { formatDate } from './format-date';

const MAX_SLEEP_MS = 300_000;

const DIGESTS: Record<string, string> = {
  MD2: 'md2',
  MD5: 'md5',
  SHA_1: 'sha1',
  SHA_256: 'sha256',
  SHA_384: 'sha384',
  SHA_512: 'sha512',
};

function parseCsv(csv: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && csv[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

export function utilitiesService(exec: Execution): GoogleAppsScript.Utilities.Utilities {
  const bytesOut = (buffer: Buffer) => exec.realm.adopt(signedBytes(buffer));
  const decode64 = (encoded: string, alphabet: RegExp): Buffer => {
    const text = String(encoded).replace(/\s+/g, '');
    if (!alphabet.test(text)) throw exec.fail('Could not decode string.');
    return Buffer.from(text, 'base64');
  };
  const blobIn = (blob: unknown): BlobImpl => {
    if (!(blob instanceof BlobImpl)) throw exec.fail('Invalid argument: blob');
    return blob;
  };
  const service = {
    Charset: enumOf(['US_ASCII', 'UTF_8']),
    DigestAlgorithm: enumOf(Object.keys(DIGESTS)),
    base64Encode: (data: unknown, charset?: string) => toBuffer(data, charset).toString('base64'),
    base64EncodeWebSafe: (data: unknown, charset?: string) =>
      toBuffer(data, charset).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'),
    base64Decode: (encoded: string, charset?: string) => {
      const buffer = decode64(encoded, /^[A-Za-z0-9+/]*={0,2}$/);
      return charset ? bytesOut(Buffer.from(decodeText(buffer, charset))) : bytesOut(buffer);
    },
    base64DecodeWebSafe: (encoded: string, _charset?: string) =>
      bytesOut(decode64(String(encoded).replace(/-/g, '+').replace(/_/g, '/'), /^[A-Za-z0-9+/]*={0,2}$/)),
    newBlob: (data: unknown, contentType?: string, name?: string) =>
      newBlob(exec, toBuffer(data ?? ''), contentType ?? null, name ?? null),
    gzip: (blob: unknown, name?: string) => {
      const source = blobIn(blob);
      return newBlob(
        exec,
        gzipSync(source.data),
        'application/x-gzip',
        name ?? `${blobName(source) ?? 'archive'}.gz`,
      );
    },
    ungzip: (blob: unknown) => {
      const source = blobIn(blob);
      let data: Buffer;
      try {
        data = gunzipSync(source.data);
      } catch {
        throw exec.fail('Could not decompress gzip.');
      }
      return newBlob(exec, data, null, blobName(source)?.replace(/\.gz$/, '') ?? null);
    },
    computeDigest: (algorithm: string, value: unknown, charset?: string) => {
      const name = DIGESTS[algorithm];
      if (!name) throw exec.fail(`Invalid argument: algorithm`);
      return bytesOut(createHash(name).update(toBuffer(value, charset)).digest());
    },
    computeHmacSha256Signature: (value: unknown, key: unknown, charset?: string) =>
      bytesOut(createHmac('sha256', toBuffer(key, charset)).update(toBuffer(value, charset)).digest()),
    formatDate: (date: unknown, timeZone: string, format: string) => {
      if (!isDate(date)) throw exec.fail('Invalid argument: date');
      return formatDate(new Date(date.getTime()), timeZone, format);
    },
    sleep: (milliseconds: number) => {
      const ms = Number(milliseconds);
      if (!(ms >= 0) || ms > MAX_SLEEP_MS) throw exec.fail('Invalid argument: milliseconds');
      exec.clock.advance(ms);
      exec.checkAlive();
    },
    getUuid: () => randomUUID(),
    parseCsv: (csv: string, delimiter = ',') => exec.realm.adopt(parseCsv(String(csv), delimiter)),
  };
  return exec.guard('Utilities', 'Utilities', service) as unknown as GoogleAppsScript.Utilities.Utilities;
}
