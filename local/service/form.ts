/**
 * application/x-www-form-urlencoded bodies as PHP clients send them: `a[]=1&a[]=2`,
 * `parameters[0][value][0]=x`. Numeric-looking bracket keys make arrays.
 */
type Node = string | Node[] | { [key: string]: Node };

export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, Node> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
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
