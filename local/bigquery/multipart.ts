/**
 * A media upload as Google's APIs take it (`uploadType=multipart`, `multipart/related`): the resource's
 * JSON in the first part, the media (here the rows) in the second, base64 when its part says so.
 */
import type { Upload } from './call';
import { fail } from './errors';

export function readUpload(uploadType: string | null, contentType: string, body: Buffer): Upload {
  if (uploadType !== 'multipart')
    throw fail.notSimulated(`uploadType ${uploadType ?? '(none)'}; send uploadType=multipart`);
  const boundary = /\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean);
  if (!/^multipart\/related\b/i.test(contentType) || !boundary)
    throw fail.invalid('Invalid multipart request: expected Content-Type multipart/related with a boundary.');
  const parts = splitParts(body, boundary);
  if (parts.length !== 2)
    throw fail.invalid(
      `Invalid multipart request with ${parts.length} parts: expected the metadata and the media.`,
    );
  let metadata: unknown;
  try {
    metadata = JSON.parse(parts[0].body.toString('utf8'));
  } catch {
    throw fail.invalid('Invalid multipart request: the metadata part is not JSON.');
  }
  const base64 = /content-transfer-encoding:\s*base64/i.test(parts[1].head);
  return { metadata, data: base64 ? Buffer.from(parts[1].body.toString('ascii'), 'base64') : parts[1].body };
}

function splitParts(body: Buffer, boundary: string): { head: string; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { head: string; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    let part = body.subarray(start, next);
    part = part.subarray(part.indexOf('\n') + 1);
    const crlf = part.indexOf('\r\n\r\n');
    const lf = part.indexOf('\n\n');
    // A part without headers starts with the blank line that ends them.
    const bare =
      part.subarray(0, 2).toString() === '\r\n' ? 2 : part.subarray(0, 1).toString() === '\n' ? 1 : 0;
    const split = bare
      ? { at: 0, size: bare }
      : crlf >= 0 && (lf < 0 || crlf < lf)
        ? { at: crlf, size: 4 }
        : { at: lf, size: 2 };
    if (split.at < 0) throw fail.invalid('Invalid multipart request: a part has no header end.');
    let content = part.subarray(split.at + split.size);
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    else if (content.subarray(-1).toString() === '\n') content = content.subarray(0, -1);
    parts.push({ head: part.subarray(0, split.at).toString('utf8'), body: content });
    at = next;
  }
  return parts;
}
