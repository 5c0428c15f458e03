/**
 * Formula text to a tree: calls, references (A1, ranges, other sheets, named ranges) and literals.
 * Only what the add-on's users type: `=SEO_X(A2:A20, "pl", 10, TRUE)`, nested calls, `=A1`.
 * Operators and Sheets' own functions are out of scope and fail as `#NAME?` / `#ERROR!`.
 */
export type FormulaNode =
  | { type: 'call'; name: string; args: Array<FormulaNode | null> }
  | { type: 'ref'; text: string }
  | { type: 'literal'; value: string | number | boolean };

const TOKEN =
  /\s*(?:("(?:[^"]|"")*")|('(?:[^']|'')+'![$A-Za-z0-9:]+)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([$A-Za-z_][$A-Za-z0-9_.]*(?:![$A-Za-z0-9]+)?(?::[$A-Za-z0-9]+)?)|([(),;]))/y;

type Token = { kind: 'string' | 'ref' | 'number' | 'word' | 'punct'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(source);
    if (!m) throw new SyntaxError(`Formula parse error.`);
    at = TOKEN.lastIndex;
    if (m[1]) tokens.push({ kind: 'string', text: m[1].slice(1, -1).replace(/""/g, '"') });
    else if (m[2]) tokens.push({ kind: 'ref', text: m[2] });
    else if (m[3]) tokens.push({ kind: 'number', text: m[3] });
    else if (m[4]) tokens.push({ kind: 'word', text: m[4] });
    else tokens.push({ kind: 'punct', text: m[5] === ';' ? ',' : m[5] });
  }
  return tokens;
}

export function parseFormula(formula: string): FormulaNode {
  const tokens = tokenize(formula.replace(/^=/, ''));
  let i = 0;
  const fail = (): never => {
    throw new SyntaxError('Formula parse error.');
  };
  const expression = (): FormulaNode => {
    const token = tokens[i++] ?? fail();
    if (token.kind === 'string') return { type: 'literal', value: token.text };
    if (token.kind === 'number') return { type: 'literal', value: Number(token.text) };
    if (token.kind === 'ref') return { type: 'ref', text: token.text };
    if (token.kind !== 'word') return fail();
    if (tokens[i]?.text === '(') {
      i++;
      const args: Array<FormulaNode | null> = [];
      if (tokens[i]?.text === ')') i++;
      else
        for (;;) {
          const next = tokens[i]?.text;
          args.push(next === ',' || next === ')' ? null : expression());
          const separator = tokens[i++]?.text;
          if (separator === ')') break;
          if (separator !== ',') fail();
        }
      return { type: 'call', name: token.text.toUpperCase(), args };
    }
    const upper = token.text.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') return { type: 'literal', value: upper === 'TRUE' };
    return { type: 'ref', text: token.text };
  };
  const tree = expression();
  if (i !== tokens.length) fail();
  return tree;
}

/** Every reference in a tree, for recalculation's change detection. */
export function referencesOf(node: FormulaNode | null): string[] {
  if (!node) return [];
  if (node.type === 'ref') return [node.text];
  if (node.type === 'call') return node.args.flatMap(referencesOf);
  return [];
}
