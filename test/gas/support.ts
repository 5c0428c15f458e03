/** Emulators over small fixture bundles, closed after each test. */
import { createEmulator, type Emulator, type EmulatorOptions } from '../../local/gas';

export function useEmulators(): (code: string, options?: EmulatorOptions) => Emulator {
  const open: Emulator[] = [];
  afterEach(() => {
    for (const emu of open.splice(0)) emu.close();
  });
  return (code, options = {}) => {
    const emu = createEmulator({ now: Date.UTC(2026, 0, 5, 9), ...options, code });
    open.push(emu);
    return emu;
  };
}
