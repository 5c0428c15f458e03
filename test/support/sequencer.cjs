/**
 * Jest's order, longest suite first, also where jest has no times of its own: a fresh clone (CI's case)
 * has none, and jest then goes by file size, which started the deploy suite, a small file that is a chain of
 * clasp and npm processes for over a minute, two minutes into a run it then outlasted by 40 s. A suite jest
 * has timed goes by its time, as before; one it has not goes by its time in `suite-seconds.json` (a run
 * on the 2-core machine), or by its size as jest would. Only the order depends on these figures.
 */
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const SECONDS = require('./suite-seconds.json');

const ROOT = require('node:path').join(__dirname, '..', '..');
/** A suite with no figure: about what a small unit suite takes, larger files a little longer. */
const unlisted = (bytes) => bytes / 10;

class LongestFirst extends Sequencer {
  time(test) {
    const timed = super.time(test);
    if (timed !== undefined) return timed;
    const listed = SECONDS[relative(ROOT, test.path)];
    return listed !== undefined ? listed * 1000 : unlisted(test.context.hasteFS.getSize(test.path) ?? 0);
  }
}

module.exports = LongestFirst;
