/**
 * Form bodies as PHP clients send them, urlencoded or multipart: `a[]=1&a[]=2`, `parameters[0][value][0]=x`,
 * `order[dir]=desc`, `filtering[0][filters][0][key]=searches`. Numeric-looking bracket keys make arrays.
 */
type Node = string | Node[] | { [key: string]: Node };

/** application/x-www-form-urlencoded text (and query strings). */
export function parseForm(text: string): Record<string, unknown> {
  return nestFields(new URLSearchParams(text));
}

/**
 * multipart/form-data: each part's `name` and text (a file part's content is read as text, as the
 * service's file-less operations would see it). Null when the body is not multipart of that boundary.
 */
export function parseMultipart(body: string, boundary: string): Record<string, unknown> | null {
  const delimiter = `--${boundary}`;
  if (!body.startsWith(delimiter)) return null;
  const fields: [string, string][] = [];
  for (const part of body.split(delimiter).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head)?.[1];
    if (name !== undefined) fields.push([name, part.slice(split + 4).replace(/\r\n$/, '')]);
  }
  return nestFields(fields);
}

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined for any other type. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType)) return undefined;
  return /\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean);
}

function nestFields(fields: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, Node> = {};
  for (const [rawKey, value] of fields) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    assign(root, path, value);
  }
  return root;
}

function assign(container: Record<string, Node> | Node[], path: string[], value: string): void {
  const [head, ...rest] = path;
  const slot = container as Record<string, Node>;
  const key = head === '' && Array.isArray(container) ? String(container.length) : head;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  if (typeof slot[key] !== 'object') slot[key] = rest[0] === '' || /^\d+$/.test(rest[0]) ? [] : {};
  assign(slot[key] as Record<string, Node> | Node[], rest, value);
}
