/** Blob: bytes with a content type and a name. Apps Script bytes are Java bytes: signed, -128..127. */
import type { Execution } from '../execution';

export type Charset = 'UTF_8' | 'US_ASCII';

/** Script-side byte arrays (signed) or strings to a Buffer. */
export function toBuffer(data: unknown, charset?: string): Buffer {
  if (typeof data === 'string') return Buffer.from(data, charset === 'US_ASCII' ? 'latin1' : 'utf8');
  if (Array.isArray(data)) return Buffer.from(data.map((b) => Number(b) & 0xff));
  if (data instanceof BlobImpl) return data.data;
  return Buffer.from(String(data), 'utf8');
}

export function signedBytes(buffer: Buffer): number[] {
  return Array.from(buffer, (b) => (b > 127 ? b - 256 : b));
}

export function decodeText(buffer: Buffer, charset?: string): string {
  return buffer.toString(charset === 'US_ASCII' ? 'latin1' : 'utf8');
}

export class BlobImpl {
  constructor(
    readonly exec: Execution,
    public data: Buffer,
    private contentType: string | null = null,
    private name: string | null = null,
  ) {}

  getBytes(): number[] {
    return this.exec.realm.adopt(signedBytes(this.data));
  }
  getDataAsString(charset?: string): string {
    return decodeText(this.data, charset);
  }
  setDataFromString(text: string, charset?: string): this {
    this.data = toBuffer(String(text), charset);
    return this;
  }
  setBytes(bytes: number[]): this {
    this.data = toBuffer(bytes);
    return this;
  }
  getContentType(): string | null {
    return this.contentType;
  }
  setContentType(contentType: string): this {
    this.contentType = contentType;
    return this;
  }
  getName(): string | null {
    return this.name;
  }
  setName(name: string): this {
    this.name = name;
    return this;
  }
  copyBlob(): GoogleAppsScript.Base.Blob {
    return newBlob(this.exec, Buffer.from(this.data), this.contentType, this.name);
  }
  getBlob(): GoogleAppsScript.Base.Blob {
    return this.copyBlob();
  }
  isGoogleType(): boolean {
    return false;
  }
}

/** A blob's name as the emulator's own services read it: not a call the script made. */
export function blobName(blob: BlobImpl): string | null {
  return BlobImpl.prototype.getName.call(blob);
}

export function newBlob(
  exec: Execution,
  data: Buffer,
  contentType: string | null = null,
  name: string | null = null,
): GoogleAppsScript.Base.Blob {
  return exec.guard(
    'Utilities',
    'Blob',
    new BlobImpl(exec, data, contentType, name),
  ) as unknown as GoogleAppsScript.Base.Blob;
}
