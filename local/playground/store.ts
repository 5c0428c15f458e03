/** Where the playground keeps the emulator's state between runs: one JSON snapshot in the data folder. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatorSnapshot } from '../gas';

export const SNAPSHOT_FILE = 'workbook.json';

export class SnapshotStore {
  private readonly file: string;

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    this.file = join(dir, SNAPSHOT_FILE);
  }

  load(): EmulatorSnapshot | null {
    return existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as EmulatorSnapshot) : null;
  }

  /** Write-then-rename, so a playground killed mid-save keeps the previous snapshot intact. */
  save(snapshot: EmulatorSnapshot): void {
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, this.file);
  }
}
