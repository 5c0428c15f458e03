// Type-checks the four worlds (Apps Script, Node, the sidebar's browser, the playground's browser), each
// a program with its own lib, and each file once. The tests and the sidebar import `src/`: the Apps Script
// program writes its declarations (`.tsbuild/`, out of git) and the Node and sidebar programs read those
// instead of checking `src/` again under their libs, a third of their work. So Apps Script goes first, in
// build mode, which skips it when nothing in it changed since its last check and says its errors again
// when it had some.
//
// All four run in this one process, one after the other, through TypeScript's API rather than four tsc
// processes: each process compiled TypeScript itself and warmed its checker up again, and the four took
// about 5 s more CPU than one (four pairs from a clean `.tsbuild/`: 34-43 s against 30-40 s), CPU that
// jest, running beside, waits for. Errors are printed per program, after it ends.
import ts from 'typescript';

const PROGRAMS = [
  'local/playground/client/tsconfig.json',
  'tsconfig.node.json',
  'src/sidebar/client/tsconfig.json',
];

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};

/** Prints a program's errors under its name; whether it had none. */
function passed(name, diagnostics) {
  if (!diagnostics.length) return true;
  process.stdout.write(`tsc ${name}: failed\n${ts.formatDiagnostics(diagnostics, formatHost)}`);
  return false;
}

function buildAppsScript() {
  const errors = [];
  const host = ts.createSolutionBuilderHost(
    ts.sys,
    undefined,
    (d) => errors.push(d),
    () => {},
  );
  const status = ts.createSolutionBuilder(host, ['tsconfig.json'], {}).build();
  return passed('-b tsconfig.json', errors) && status === ts.ExitStatus.Success;
}

function check(config) {
  const errors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => errors.push(d) },
  );
  if (!parsed) return passed(`-p ${config}`, errors);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
  });
  return passed(`-p ${config}`, [...errors, ...parsed.errors, ...ts.getPreEmitDiagnostics(program)]);
}

const results = [buildAppsScript(), ...PROGRAMS.map(check)];
if (results.includes(false)) process.exit(1);
