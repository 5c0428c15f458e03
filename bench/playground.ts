/**
 * The playground holding a real sheet: a 100,000-cell workbook (10,000 rows × 10 columns, a report's size
 * and shape) opened in Debian's Chromium, and single-cell edits on it. The naive baseline is the playground
 * before change logs and windowed drawing: every answer built the whole workbook, and every cell in it read
 * the sheet's extent by scanning every cell. That is quadratic, so it is measured on smaller sheets and
 * extrapolated to 100,000 cells by its square (running it there would take hours).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { keyToPosition, type SheetModel, Workbook } from '../local/gas/spreadsheet/workbook';
import { type Playground, startPlayground } from '../local/playground/server';

const ROWS = 10_000;
const COLUMNS = 10;
const EDITS = 15;
const NAIVE_SIZES = [1_000, 2_000, 3_000];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PlaygroundFigures {
  readonly cells: number;
  readonly open_ms: number;
  readonly reopen_after_restart_ms: number;
  readonly edit_median_ms: number;
  readonly edit_max_ms: number;
  /** The same edits on the sample's 33-cell sheet: an edit should cost the same whatever the size. */
  readonly small_sheet_edit_median_ms: number;
  readonly naive_view_ms_at_100k: number;
  readonly naive_points: ReadonlyArray<{ cells: number; ms: number }>;
}

/** A report-like block: a phrase, numbers, a date-like text and a URL per row. */
function reportRows(rows: number): string[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: COLUMNS }, (_, c) => {
      if (c === 0) return `fraza numer ${r}`;
      if (c === 9) return `https://example.pl/kategoria/${r}`;
      return String((r * 7 + c * 13) % 1000);
    }),
  );
}

async function post(url: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The old way to draw one sheet: every cell resolved with a fresh scan of the sheet's extent. */
function naiveSheetView(sheet: SheetModel): number {
  let drawn = 0;
  for (const [key] of sheet.cells) {
    let rows = 0;
    let columns = 0;
    for (const [other, cell] of sheet.cells) {
      if (cell.value === '' && !cell.formula) continue;
      const at = keyToPosition(other);
      rows = Math.max(rows, at.row);
      columns = Math.max(columns, at.column);
    }
    const { row, column } = keyToPosition(key);
    if (row <= rows && column <= columns) drawn++;
  }
  return drawn;
}

function naivePoints(): Array<{ cells: number; ms: number }> {
  return NAIVE_SIZES.map((cells) => {
    const workbook = new Workbook('bench', 'bench', 'Europe/Warsaw');
    const rows = reportRows(cells / COLUMNS);
    workbook.setValues('Sheet1', 'A1', rows);
    const started = performance.now();
    naiveSheetView(workbook.sheet('Sheet1'));
    return { cells, ms: performance.now() - started };
  });
}

/** Opens the page and waits until the last row of the first screen is drawn. */
async function openMs(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await page.locator('td[data-cell="J20"]', { hasText: 'https://' }).waitFor({ timeout: 120_000 });
  await page.locator('body[aria-busy="false"]').waitFor();
  return performance.now() - started;
}

const median = (values: number[]): number =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/** Types a number into a cell and times Enter until the answer is painted, `EDITS` times. */
async function editLatencies(page: Page): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const address = `L${(i % 15) + 2}`;
    await page.locator(`td[data-cell="${address}"]`).click();
    await page.keyboard.type(String(i));
    const started = performance.now();
    await page.keyboard.press('Enter');
    await page.locator(`td[data-cell="${address}"]`, { hasText: String(i) }).waitFor();
    await page.locator('body[aria-busy="false"]').waitFor();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export async function measurePlayground(): Promise<PlaygroundFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-bench-playground-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  let playground: Playground | null = await startPlayground({ port: 0, dataDir });
  try {
    await post(playground.url, '/api/sheet', {});
    const view = (await post(playground.url, '/api/cells', {
      sheet: 'Sheet3',
      a1: 'A1',
      inputs: reportRows(ROWS),
    })) as { sheets: Array<{ name: string; cells: object }> };
    const cells = Object.keys(view.sheets.find((s) => s.name === 'Sheet3')!.cells).length;
    const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
    const open = await openMs(page, playground.url);

    const latencies = await editLatencies(page);
    await page.getByRole('tab', { name: 'Phrases' }).click();
    await page.locator('td[data-cell="A2"]', { hasText: 'buty do biegania' }).waitFor();
    const small = await editLatencies(page);
    // The big sheet is the one on screen when the playground restarts.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/activate')),
      page.getByRole('tab', { name: 'Sheet3' }).click(),
    ]);
    await page.close();
    await playground.close();
    playground = null;

    playground = await startPlayground({ port: 0, dataDir });
    const reopenPage = await browser.newPage({ viewport: { width: 1280, height: 760 } });
    const reopen = await openMs(reopenPage, playground.url);

    const points = naivePoints();
    // ms = k·n², fitted on the largest measured size.
    const largest = points.at(-1)!;
    const naiveAt100k = (largest.ms / largest.cells ** 2) * cells ** 2;
    return {
      cells,
      open_ms: Math.round(open),
      reopen_after_restart_ms: Math.round(reopen),
      edit_median_ms: median(latencies),
      edit_max_ms: Math.round(Math.max(...latencies)),
      small_sheet_edit_median_ms: median(small),
      naive_view_ms_at_100k: Math.round(naiveAt100k),
      naive_points: points.map((p) => ({ cells: p.cells, ms: Math.round(p.ms) })),
    };
  } finally {
    await browser.close();
    await playground?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function reportPlayground(figures: PlaygroundFigures): void {
  const naive = figures.naive_view_ms_at_100k;
  console.log(`Playground, ${figures.cells.toLocaleString('en-US')} cells (10,000 rows × 10 columns):`);
  console.log(
    `  open in Chromium          ${figures.open_ms} ms   (naive: ≥ ${naive} ms to build the answer alone, ${(naive / figures.open_ms).toFixed(0)}×)`,
  );
  console.log(`  reopen after a restart    ${figures.reopen_after_restart_ms} ms`);
  console.log(`  edit on a 33-cell sheet   median ${figures.small_sheet_edit_median_ms} ms`);
  console.log(
    `  edit (Enter → painted)    median ${figures.edit_median_ms} ms, max ${figures.edit_max_ms} ms   (naive: ≥ ${naive} ms, ${(naive / figures.edit_median_ms).toFixed(0)}×)`,
  );
  console.log(
    `  naive measured            ${figures.naive_points.map((p) => `${p.cells} cells ${p.ms} ms`).join(', ')}; ×n² to 100k`,
  );
}

/**
 * Measured in a process of its own, as `npm start` runs: in the process that just ran the other cases,
 * the heap they left behind slowed every edit several times over.
 */
export function measurePlaygroundApart(): PlaygroundFigures {
  const child = spawnSync(process.execPath, ['--import', 'tsx', __filename, '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !last.startsWith('{'))
    throw new Error(`bench/playground.ts failed:\n${child.stderr}`);
  return JSON.parse(last) as PlaygroundFigures;
}

if (require.main === module) {
  measurePlayground()
    .then((figures) => {
      if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
      else reportPlayground(figures);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
