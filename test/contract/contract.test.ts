/**
 * Every fixture both ways: the add-on declares its operation and turns it into the expected table; the
 * simulator answers the same request with every field path of the fixture, with the same JSON type.
 */
import {
  contextFor,
  declaredEndpoints,
  declaredTools,
  fixtureContext,
  type Json,
  type JsonObject,
  inProcessSimulator,
  loadFixtures,
  plainTable,
  readFixtures,
  readThrough,
  refusedFixtures,
  runFormula,
  shapeDifferences,
  tableFixtures,
} from './harness';

const fixtures = loadFixtures();
const tables = tableFixtures(fixtures);
const reads = readFixtures(fixtures);
const refusals = refusedFixtures(fixtures);
/** Refusals: a status other than 200, or `success: false` whatever the status (an error inside a 200). */
const failures = fixtures.filter(
  (f) => (f.status ?? 200) !== 200 || (f.response as { success?: unknown } | null)?.success === false,
);

/** Every endpoint the add-on declares, by namespace (`visibility`), as `METHOD /api/...`. */
const declared = (): Map<string, string[]> =>
  new Map([...declaredEndpoints()].map(([family, endpoints]) => [family, [...endpoints.keys()]]));

describe('the add-on side', () => {
  test('every fixture is an operation the add-on declares, with the reference method and path, or a tool it asks', () => {
    const known = new Set([
      ...[...declared().values()].flat(),
      ...declaredTools().map((name) => `TOOL ${name}`),
    ]);
    const used = fixtures.filter((f) => f.client !== false);
    expect(used.filter((f) => !known.has(f.operation)).map((f) => `${f.id}: ${f.operation}`)).toEqual([]);
  });

  test('a family with fixtures has one for every operation it declares', () => {
    const families = new Set(fixtures.map((f) => f.id.split('/')[0]));
    const covered = new Set(fixtures.map((f) => f.operation));
    const missing = [...declared()]
      .filter(([family]) => families.has(family))
      .flatMap(([family, operations]) =>
        operations.filter((o) => !covered.has(o)).map((o) => `${family}: ${o}`),
      );
    expect(missing).toEqual([]);
  });

  test.each(tables.map((f) => [f.id, f] as const))(
    '%s: the formula sends the documented request and fills the table',
    (_id, fixture) => {
      const { ctx, exchanges } = contextFor(fixture, fixtures);
      const run = () => plainTable(runFormula(ctx, fixture.table.formula, fixture.table.args));
      if (fixture.table.error) expect(run).toThrow(fixture.table.error);
      else expect(run()).toEqual(fixture.table.expected);
      expect(exchanges.flatMap((e) => (e.problem ? [e.problem] : []))).toEqual([]);
      expect(exchanges.map((e) => e.operation)).toContain(fixture.operation);
    },
  );

  test.each(refusals.map((f) => [f.id, f] as const))(
    '%s: the formula is refused before this request is sent, saying why',
    (_id, fixture) => {
      const { ctx, exchanges } = fixtureContext(fixtures);
      expect(() => runFormula(ctx, fixture.refused.formula, fixture.refused.args)).toThrow(
        fixture.refused.message,
      );
      expect(exchanges.map((e) => e.operation)).not.toContain(fixture.operation);
    },
  );

  test.each(failures.map((f) => [f.id, f] as const))(
    '%s: the declared endpoint reads the refusal as an error naming every field it names',
    (_id, fixture) => {
      const params = (fixture.response as { data?: { error?: { params?: object } } }).data?.error?.params;
      expect(() => readThrough(fixtures, fixture)).toThrow(new RegExp(Object.keys(params ?? {}).join('.*')));
    },
  );

  test.each(reads.map((f) => [f.id, f] as const))(
    '%s: the declared endpoint sends the documented request and reads the rows',
    (_id, fixture) => {
      const { rows, exchanges } = readThrough(fixtures, fixture);
      expect(exchanges.flatMap((e) => (e.problem ? [e.problem] : []))).toEqual([]);
      expect(rows).toEqual(fixture.read.expected);
    },
  );
});

describe('the simulator side', () => {
  const sim = inProcessSimulator();
  // A tool fixture standing for an HTTP status (402) has no answer to compare: test/mcp/tools.test.ts sees it.
  const answered = fixtures.filter((f) => f.simulator !== false && f.status === undefined);
  test.each(answered.map((f) => [f.id, f] as const))(
    '%s: answers with every field of the fixture, same types',
    (_id, fixture) => {
      const { status, body } = sim.send(fixture, fixtures);
      const differences =
        typeof fixture.response === 'string'
          ? body === fixture.response
            ? []
            : [`answers ${JSON.stringify(body).slice(0, 80)}, not ${fixture.response}`]
          : shapeDifferences(fixture.response, body);
      expect({ status, differences }).toEqual({
        status: fixture.status ?? 200,
        differences: [],
      });
    },
  );
});

describe('a field the formula cannot do without, really missing', () => {
  /** Removes `field` from the answer's `data` (every row of a list, or the object itself). */
  const without =
    (field: string) =>
    (response: JsonObject): Json => {
      const strip = (value: Json): Json => {
        const { [field]: _gone, ...rest } = value as JsonObject;
        return rest;
      };
      const data = response.data;
      return { ...response, data: Array.isArray(data) ? data.map(strip) : strip(data) };
    };

  test.each([
    ['visibility/getPositions', 'keyword'],
    ['visibility/getDomainStatistics', 'statistics'],
    ['visibility/getSubdomains', 'domain'],
    ['keywords/createStatistics', 'public_id'],
    ['keywords/getGroups', 'group'],
  ])('%s without %s: the cell names the field in plain words', (id, field) => {
    const fixture = tables.find((f) => f.id === id)!;
    const { ctx } = fixtureContext(fixtures, (response, f) =>
      f.id === id ? without(field)(response) : response,
    );
    expect(() => runFormula(ctx, fixture.table.formula, fixture.table.args)).toThrow(`"${field}" is missing`);
  });

  test.each([
    ['visibility/tool-get_positions_data-extended', 'keywords', 'keyword'],
    ['visibility/tool-get_urls-extended', 'all_urls', 'url'],
    ['visibility/tool-get_competitors', 'competitors', 'domain'],
  ])('%s without %s[].%s: over the tool server too, the cell names the field', (id, list, field) => {
    const fixture = tables.find((f) => f.id === id)!;
    const { ctx } = contextFor(fixture, fixtures, (response, f) => {
      if (f.id !== id) return response;
      const rows = response[list] as JsonObject[];
      return { ...response, [list]: rows.map(({ [field]: _gone, ...rest }) => rest) };
    });
    expect(() => runFormula(ctx, fixture.table.formula, fixture.table.args)).toThrow(`"${field}" is missing`);
  });
});
