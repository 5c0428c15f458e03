/**
 * A GoogleSQL statement as DuckDB runs it. Token by token, keeping the statement's shape: table names
 * (backticked `project.dataset.table`, `dataset.table`, a default dataset's `table`) become the physical
 * tables behind them, a view its own query translated in turn, a wildcard `dataset.prefix_*` the union of
 * its tables with `_TABLE_SUFFIX`; parameters become typed literals; strings, numbers, types and the
 * functions DuckDB names otherwise (./functions) are rewritten; `CURRENT_DATE()` reads the simulated clock.
 * What is not GoogleSQL's subset here (scripts, DDL, legacy SQL) is refused by name.
 */
import { localDateTime } from '../clock';
import { fail } from '../errors';
import type { Field } from '../schema';
import { columnType, quoteIdent, quoteString } from '../schema';
import { DATE_PART_ARGUMENT, DATE_PARTS, FUNCTION_NAMES, TYPE_NAMES } from './functions';
import type { Parameters } from './parameters';
import { position, type Token, tokenize } from './tokens';

export interface TableRef {
  projectId: string;
  datasetId: string;
  tableId: string;
}

export interface WildcardMember {
  ref: TableRef;
  physical: string;
  fields: Field[];
}

export type Source =
  | { kind: 'table'; ref: TableRef; physical: string; fields: Field[] }
  | { kind: 'view'; ref: TableRef; query: string }
  /** `fields`: the newest member's, which is what the wildcard table's columns are. */
  | { kind: 'wildcard'; ref: TableRef; members: (WildcardMember & { suffix: string })[]; fields: Field[] };

export interface Resolver {
  /** The table, view or wildcard (`ref.tableId` is the prefix) a name refers to; throws notFound. */
  source(ref: TableRef, wildcard: boolean): Source;
}

export type StatementType = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'MERGE';

export interface Translation {
  sql: string;
  statement: StatementType;
  /** Every base table the statement reads or writes, views and wildcards seen through. */
  tables: TableRef[];
  /** The table an INSERT, UPDATE, DELETE or MERGE changes. */
  target?: TableRef;
}

export interface TranslateOptions {
  projectId: string;
  defaultDataset?: { projectId: string; datasetId: string };
  params: Parameters;
  /** The simulated now, epoch ms: CURRENT_DATE() and CURRENT_TIMESTAMP() read it. */
  nowMs: number;
  resolver: Resolver;
}

const DML: Record<string, StatementType> = {
  INSERT: 'INSERT',
  UPDATE: 'UPDATE',
  DELETE: 'DELETE',
  MERGE: 'MERGE',
};
const DDL = new Set(['CREATE', 'DROP', 'ALTER', 'TRUNCATE', 'GRANT', 'REVOKE', 'UNDROP']);
const SCRIPT = new Set([
  'DECLARE',
  'SET',
  'BEGIN',
  'IF',
  'LOOP',
  'WHILE',
  'CALL',
  'EXECUTE',
  'EXPORT',
  'LOAD',
  'ASSERT',
  'RAISE',
  'FOR',
  'REPEAT',
]);
/** Words that end a table expression: never read as its alias. */
const NOT_ALIAS = new Set([
  'AS',
  'WHERE',
  'JOIN',
  'LEFT',
  'RIGHT',
  'INNER',
  'FULL',
  'CROSS',
  'OUTER',
  'NATURAL',
  'ON',
  'USING',
  'GROUP',
  'ORDER',
  'LIMIT',
  'UNION',
  'INTERSECT',
  'EXCEPT',
  'WINDOW',
  'QUALIFY',
  'HAVING',
  'SET',
  'FOR',
  'TABLESAMPLE',
  'WITH',
  'WHEN',
  'VALUES',
  'SELECT',
  'LATERAL',
  'OFFSET',
  'PIVOT',
  'UNPIVOT',
  'THEN',
]);
const CLAUSE_ENDS = new Set([
  'WHERE',
  'GROUP',
  'HAVING',
  'ORDER',
  'LIMIT',
  'QUALIFY',
  'WINDOW',
  'UNION',
  'INTERSECT',
  'ON',
  'SET',
  'VALUES',
  'WHEN',
  'USING',
]);

interface Sig {
  token: Token;
  /** The whitespace (comments as one space) written before it. */
  lead: string;
}

interface Clause {
  selectList: boolean;
  inFrom: boolean;
  expectTable: boolean;
  /** The statement's target (INSERT, UPDATE, DELETE, MERGE) comes next. */
  expectTarget: boolean;
  /** The select list's `*`s (index into the output, and `t` of a `t.*`), patched when a wildcard joins. */
  stars: { piece: number; qualifier?: string; exceptParen?: number }[];
}

interface Frame {
  fn?: string;
  /** Written after the frame's `)`: the `IN UNNEST(…)` rewrite closes its subquery there. */
  closeExtra: string;
  /** An `UNNEST(…)` in FROM: its alias names the column, as GoogleSQL's does. */
  unnestInFrom: boolean;
}

export function translate(sql: string, opts: TranslateOptions): Translation {
  return new Translator(sql, opts, 0).run();
}

class Translator {
  private readonly sigs: Sig[];
  private readonly out: string[] = [];
  private readonly frames: Frame[] = [];
  private readonly clauses: Clause[] = [newClause()];
  private readonly ctes = new Set<string>();
  private readonly tables: TableRef[] = [];
  private target?: TableRef;
  private statement: StatementType = 'SELECT';
  private positional = 0;
  private pendingFn?: string;
  private k = 0;

  constructor(
    private readonly sql: string,
    private readonly opts: TranslateOptions,
    private readonly viewDepth: number,
  ) {
    this.sigs = significant(tokenize(sql));
    this.findCtes();
  }

  run(): Translation {
    this.statement = this.statementType();
    for (this.k = 0; this.k < this.sigs.length; this.k++) this.step();
    return { sql: this.out.join(''), statement: this.statement, tables: this.tables, target: this.target };
  }

  private statementType(): StatementType {
    const first = this.sigs[0];
    if (!first) throw fail.invalidQuery('Syntax error: Unexpected end of script at [1:1]');
    const word = first.token.kind === 'ident' ? first.token.value.toUpperCase() : first.token.text;
    if (word === 'SELECT' || word === 'WITH' || word === '(') return 'SELECT';
    if (word in DML) return DML[word];
    if (DDL.has(word)) throw fail.notSimulated(`A DDL statement (${word}); create tables with tables.insert`);
    if (SCRIPT.has(word)) throw fail.notSimulated(`A script or procedural statement (${word})`);
    throw this.syntax(0, `Unexpected keyword ${word}`);
  }

  private get clause(): Clause {
    return this.clauses[this.clauses.length - 1];
  }

  private step(): void {
    const { token, lead } = this.sigs[this.k];
    const upper = token.kind === 'ident' ? token.value.toUpperCase() : '';
    const emit = (text: string): void => {
      this.out.push(lead + text);
    };
    const clause = this.clause;

    if (
      (clause.expectTable || clause.expectTarget) &&
      (token.kind === 'quoted' || (token.kind === 'ident' && !this.keywordAt(this.k)))
    ) {
      this.tableExpression(lead);
      return;
    }
    switch (token.kind) {
      case 'string': {
        emit(quoteString(token.value));
        return;
      }
      case 'number': {
        emit(numberLiteral(token.text));
        return;
      }
      case 'param': {
        emit(this.named(token));
        return;
      }
      case 'positional': {
        emit(this.nextPositional(token));
        return;
      }
      case 'quoted': {
        emit(splitName(token.value).map(quoteIdent).join('.'));
        return;
      }
      case 'op': {
        this.operator(token.text, emit);
        return;
      }
    }
    // An identifier or keyword.
    if (
      (upper === 'CURRENT_DATE' || upper === 'CURRENT_TIMESTAMP' || upper === 'CURRENT_DATETIME') &&
      this.next()?.text !== '('
    ) {
      emit(this.now(upper));
      return;
    }
    if (upper in TYPE_NAMES && this.next()?.kind === 'string' && this.prevText() !== '.') {
      this.k += 1;
      emit(`CAST(${quoteString(this.sigs[this.k].token.value)} AS ${TYPE_NAMES[upper]})`);
      return;
    }
    const frame = this.frames[this.frames.length - 1];
    if (
      frame &&
      (frame.fn === 'CAST' || frame.fn === 'SAFE_CAST') &&
      this.prevText().toUpperCase() === 'AS' &&
      upper in TYPE_NAMES
    ) {
      emit(TYPE_NAMES[upper]);
      return;
    }
    if (
      frame?.fn &&
      DATE_PART_ARGUMENT.has(frame.fn) &&
      DATE_PARTS.has(upper) &&
      this.prevText() === ',' &&
      this.next()?.text === ')'
    ) {
      emit(quoteString(upper.toLowerCase()));
      return;
    }
    if (upper === 'EXCEPT' && this.prevText() === '*') {
      const star = clause.stars[clause.stars.length - 1];
      if (star) star.exceptParen = this.out.length + 1;
      emit('EXCLUDE');
      return;
    }
    this.keyword(upper);
    if (this.next()?.text === '(' && this.prevText() !== '.') {
      this.call(upper, token.value, emit);
      return;
    }
    emit(token.text);
  }

  /** Clause bookkeeping for a keyword at the current depth. */
  private keyword(upper: string): void {
    const clause = this.clause;
    if (this.k === 0 && upper in DML) clause.expectTarget = true;
    else if (upper === 'SELECT')
      Object.assign(clause, { selectList: true, inFrom: false, expectTable: false, stars: [] });
    else if (upper === 'FROM' && clause.selectList) {
      // Only a SELECT's FROM lists tables: EXTRACT(DAY FROM d) and TRIM(x FROM y) do not.
      Object.assign(clause, { selectList: false, inFrom: true, expectTable: true });
    } else if (upper === 'JOIN') Object.assign(clause, { inFrom: true, expectTable: true });
    else if (upper === 'USING' && this.statement === 'MERGE' && this.clauses.length === 1 && !clause.inFrom)
      Object.assign(clause, { inFrom: true, expectTable: true });
    else if (CLAUSE_ENDS.has(upper) || (upper === 'EXCEPT' && this.prevText() !== '*'))
      Object.assign(clause, { selectList: false, inFrom: false, expectTable: false });
  }

  private operator(text: string, emit: (text: string) => void): void {
    const clause = this.clause;
    if (text === '(') {
      if (clause.expectTable) clause.expectTable = false; // a subquery in FROM
      this.frames.push({ fn: this.pendingFn, closeExtra: '', unnestInFrom: false });
      this.clauses.push(newClause());
      this.pendingFn = undefined;
      emit('(');
      return;
    }
    if (text === ')') {
      const frame = this.frames.pop();
      if (!frame) throw this.syntax(this.k, 'Unexpected ")"');
      this.clauses.pop();
      emit(`)${frame.closeExtra}`);
      if (frame.unnestInFrom) this.unnestAlias();
      return;
    }
    if (text === ',' && clause.inFrom && !clause.expectTable) clause.expectTable = true;
    if (text === ';') {
      if (this.k < this.sigs.length - 1) throw fail.notSimulated('A multi-statement query (script)');
      return;
    }
    if (
      text === '*' &&
      clause.selectList &&
      ['SELECT', 'DISTINCT', 'ALL', ',', '.'].includes(this.prevText().toUpperCase())
    ) {
      const qualifier =
        this.prevText() === '.' ? this.sigs[this.k - 2]?.token.value.toLowerCase() : undefined;
      clause.stars.push({ piece: this.out.length, qualifier });
    }
    emit(text);
  }

  /** A function call's name: DuckDB's spelling, `IN UNNEST(` as a subquery, `UNNEST(` in FROM aliased. */
  private call(upper: string, name: string, emit: (text: string) => void): void {
    if (upper === 'CURRENT_DATE' || upper === 'CURRENT_TIMESTAMP' || upper === 'CURRENT_DATETIME') {
      const close = this.matchingParen(this.k + 1);
      const zone = this.sigs.slice(this.k + 2, close).find((s) => s.token.kind === 'string')?.token.value;
      this.k = close;
      emit(this.now(upper, zone));
      return;
    }
    this.pendingFn = upper;
    if (upper === 'UNNEST' && this.prevText().toUpperCase() === 'IN') {
      emit('(SELECT UNNEST');
      this.k += 1;
      this.operator('(', (text) => this.out.push(this.sigs[this.k].lead + text));
      this.frames[this.frames.length - 1].closeExtra = ')';
      return;
    }
    emit(FUNCTION_NAMES[upper] ?? name);
  }

  /** A table name in FROM, JOIN, or a statement's target, with its alias. */
  private tableExpression(lead: string): void {
    const clause = this.clause;
    const isTarget = clause.expectTarget;
    clause.expectTable = false;
    clause.expectTarget = false;
    const first = this.sigs[this.k].token;
    if (first.kind === 'ident' && first.value.toUpperCase() === 'UNNEST' && this.next()?.text === '(') {
      this.out.push(`${lead}UNNEST`);
      this.pendingFn = 'UNNEST';
      this.k += 1;
      this.operator('(', (text) => this.out.push(this.sigs[this.k].lead + text));
      this.frames[this.frames.length - 1].unnestInFrom = true;
      return;
    }
    const start = this.k;
    const parts = this.pathAt();
    if (parts.length === 1 && this.ctes.has(parts[0].toLowerCase()) && first.kind === 'ident') {
      this.out.push(lead + first.text);
      return;
    }
    const alias = this.aliasAfter();
    const ref = this.refOf(parts, start);
    const wildcard = ref.tableId.endsWith('*');
    if (wildcard) ref.tableId = ref.tableId.slice(0, -1);
    const source = this.opts.resolver.source(ref, wildcard);
    const as = ` AS ${alias ?? quoteIdent(source.ref.tableId + (wildcard ? '*' : ''))}`;
    if (isTarget) {
      if (source.kind !== 'table')
        throw fail.invalidQuery(
          `Cannot modify ${source.kind === 'view' ? 'a view' : 'a wildcard table'} ${display(source.ref)} in a DML statement`,
        );
      this.target = source.ref;
    }
    if (source.kind === 'table') {
      this.tables.push(source.ref);
      this.out.push(`${lead}${isTarget ? this.targetKeyword(start) : ''}${quoteIdent(source.physical)}${as}`);
    } else if (source.kind === 'view') {
      if (this.viewDepth > 16) throw fail.invalidQuery(`View ${display(source.ref)} nests too deeply`);
      const inner = new Translator(
        source.query,
        {
          ...this.opts,
          projectId: source.ref.projectId,
          defaultDataset: undefined,
          params: { named: new Map(), positional: [] },
        },
        this.viewDepth + 1,
      ).run();
      this.tables.push(...inner.tables);
      this.out.push(`${lead}(${inner.sql})${as}`);
    } else {
      this.tables.push(...source.members.map((m) => m.ref));
      this.out.push(`${lead}(${wildcardUnion(source)})${as}`);
      this.patchStars(alias ?? quoteIdent(`${source.ref.tableId}*`));
    }
  }

  /** GoogleSQL's optional INTO (INSERT, MERGE) and FROM (DELETE), which DuckDB requires. */
  private targetKeyword(at: number): string {
    const before = (this.sigs[at - 1]?.token.text ?? '').toUpperCase();
    if (this.statement === 'DELETE') return before === 'FROM' ? '' : 'FROM ';
    if (this.statement === 'INSERT' || this.statement === 'MERGE') return before === 'INTO' ? '' : 'INTO ';
    return '';
  }

  /** The select list's `*` (and `alias.*`) of this SELECT leave out the wildcard's `_TABLE_SUFFIX`, as GoogleSQL's do. */
  private patchStars(alias: string): void {
    const name = unquote(alias).toLowerCase();
    for (const star of this.clause.stars) {
      if (star.qualifier !== undefined && star.qualifier !== name) continue;
      if (star.exceptParen !== undefined)
        this.out[star.exceptParen] = `${this.out[star.exceptParen]}_TABLE_SUFFIX, `;
      else this.out[star.piece] = `${this.out[star.piece]} EXCLUDE (_TABLE_SUFFIX)`;
    }
  }

  /** The parts of the name starting at `k` (`a.b.c`, `` `a.b`.c ``, `` `a.b.c` ``); leaves `k` on its last token. */
  private pathAt(): string[] {
    const parts: string[] = [];
    for (;;) {
      const t = this.sigs[this.k].token;
      parts.push(...(t.kind === 'quoted' ? splitName(t.value) : [t.value]));
      const dot = this.sigs[this.k + 1];
      const after = this.sigs[this.k + 2];
      if (
        dot?.token.text !== '.' ||
        !after ||
        (after.token.kind !== 'ident' && after.token.kind !== 'quoted')
      )
        return parts;
      this.k += 2;
    }
  }

  /** `AS name` or a bare name after a table; consumed, and written as given. */
  private aliasAfter(): string | undefined {
    let next = this.sigs[this.k + 1]?.token;
    let skip = 1;
    if (next?.kind === 'ident' && next.value.toUpperCase() === 'AS') {
      next = this.sigs[this.k + 2]?.token;
      skip = 2;
    } else if (next?.kind === 'ident' && NOT_ALIAS.has(next.value.toUpperCase())) return undefined;
    if (!next || (next.kind !== 'ident' && next.kind !== 'quoted')) return undefined;
    this.k += skip;
    return next.kind === 'quoted' ? quoteIdent(next.value) : next.text;
  }

  /** After `UNNEST(…)` in FROM: `AS x` names the element column (`AS __unnest(x)` for DuckDB). */
  private unnestAlias(): void {
    const alias = this.aliasAfter();
    if (alias) this.out.push(` AS ${quoteIdent(`__unnest_${this.k}`)}(${alias})`);
    this.clause.expectTable = false;
  }

  private refOf(parts: string[], at: number): TableRef {
    if (parts.length === 3) return { projectId: parts[0], datasetId: parts[1], tableId: parts[2] };
    if (parts.length === 2) return { projectId: this.opts.projectId, datasetId: parts[0], tableId: parts[1] };
    if (parts.length === 1 && this.opts.defaultDataset)
      return { ...this.opts.defaultDataset, tableId: parts[0] };
    if (parts.length === 1)
      throw fail.invalidQuery(
        `Table "${parts[0]}" must be qualified with a dataset (e.g. dataset.table). at ${this.at(at)}`,
      );
    throw fail.invalidQuery(`Invalid table name: ${parts.join('.')} at ${this.at(at)}`);
  }

  private named(token: Token): string {
    const literal = this.opts.params.named.get(token.value.toLowerCase());
    if (literal === undefined)
      throw fail.invalidQuery(
        `Query parameter '${token.value}' not found at ${position(this.sql, token.start)}`,
      );
    return literal;
  }

  private nextPositional(token: Token): string {
    const literal = this.opts.params.positional[this.positional++];
    if (literal === undefined)
      throw fail.invalidQuery(
        `Positional query parameter ${this.positional} not found at ${position(this.sql, token.start)}`,
      );
    return literal;
  }

  /** `CURRENT_DATE()` and friends as literals of the simulated clock (in `zone`, default UTC). */
  private now(upper: string, zone = 'UTC'): string {
    const iso = new Date(this.opts.nowMs).toISOString();
    if (upper === 'CURRENT_TIMESTAMP') return `CAST(${quoteString(iso)} AS TIMESTAMPTZ)`;
    let local: string;
    try {
      local = localDateTime(this.opts.nowMs, zone);
    } catch {
      throw fail.invalidQuery(`Invalid time zone: ${zone}`);
    }
    return upper === 'CURRENT_DATE'
      ? `DATE ${quoteString(local.slice(0, 10))}`
      : `TIMESTAMP ${quoteString(local)}`;
  }

  /** Whether the identifier at `k` is a keyword that cannot start a table name. */
  private keywordAt(k: number): boolean {
    const word = this.sigs[k].token.value.toUpperCase();
    return (
      word === 'INTO' ||
      word === 'FROM' ||
      word === 'LATERAL' ||
      (word === 'UNNEST' ? false : NOT_ALIAS.has(word))
    );
  }

  /** CTE names (`WITH name AS (`, `, name AS (`), which FROM reads as themselves, not as tables. */
  private findCtes(): void {
    for (let k = 0; k + 2 < this.sigs.length; k++) {
      const [name, as, paren] = [this.sigs[k], this.sigs[k + 1], this.sigs[k + 2]].map((s) => s.token);
      const before = this.sigs[k - 1]?.token.text.toUpperCase();
      if (
        name.kind === 'ident' &&
        as.value.toUpperCase() === 'AS' &&
        paren.text === '(' &&
        (before === 'WITH' || before === ',' || before === 'RECURSIVE')
      )
        this.ctes.add(name.value.toLowerCase());
    }
  }

  private matchingParen(open: number): number {
    let depth = 0;
    for (let k = open; k < this.sigs.length; k++) {
      const text = this.sigs[k].token.text;
      if (text === '(') depth += 1;
      else if (text === ')' && --depth === 0) return k;
    }
    throw this.syntax(open, 'Unclosed "("');
  }

  private next(): Token | undefined {
    return this.sigs[this.k + 1]?.token;
  }

  private prevText(): string {
    return this.sigs[this.k - 1]?.token.text ?? '';
  }

  private at(k: number): string {
    return position(this.sql, this.sigs[k]?.token.start ?? this.sql.length);
  }

  private syntax(k: number, message: string) {
    return fail.invalidQuery(`Syntax error: ${message} at ${this.at(k)}`);
  }
}

function newClause(): Clause {
  return { selectList: false, inFrom: false, expectTable: false, expectTarget: false, stars: [] };
}

/** Tokens without whitespace, each carrying the whitespace before it (a comment as one space). */
function significant(tokens: Token[]): Sig[] {
  const sigs: Sig[] = [];
  let lead = '';
  for (const token of tokens) {
    if (token.kind === 'space') lead += /^\s+$/.test(token.text) ? token.text : ' ';
    else {
      sigs.push({ token, lead });
      lead = '';
    }
  }
  return sigs;
}

/** A literal with a point or an exponent is FLOAT64 in GoogleSQL (DuckDB would make it DECIMAL). */
function numberLiteral(text: string): string {
  if (/^0x/i.test(text)) return BigInt(text).toString();
  return /[.eE]/.test(text) ? `CAST(${text} AS DOUBLE)` : text;
}

/** A backticked name's parts: `` `p.d.t` `` is three. */
function splitName(inner: string): string[] {
  return inner.split('.');
}

function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

export function display(ref: TableRef): string {
  return `${ref.projectId}:${ref.datasetId}.${ref.tableId}`;
}

/**
 * A wildcard table's rows: every member's under the newest member's columns (NULL where an older member
 * lacks one; a column only older members have is not visible), with `_TABLE_SUFFIX`.
 */
function wildcardUnion(source: Extract<Source, { kind: 'wildcard' }>): string {
  return source.members
    .map((member) => {
      const columns = source.fields.map((field) => {
        const own = member.fields.find((f) => f.name.toLowerCase() === field.name.toLowerCase());
        return own ? quoteIdent(own.name) : `CAST(NULL AS ${columnType(field)}) AS ${quoteIdent(field.name)}`;
      });
      return `SELECT ${[...columns, `${quoteString(member.suffix)} AS _TABLE_SUFFIX`].join(', ')} FROM ${quoteIdent(member.physical)}`;
    })
    .join(' UNION ALL ');
}
