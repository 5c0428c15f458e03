// Browser tests drive Debian's Chromium. A fresh machine may not have it yet: install it with
// .ci/apt-install (as root, or through sudo), which waits for another apt process to release its lock,
// rather than downloading a browser build.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { execFileSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const APT_INSTALL = join(__dirname, '..', '..', '.ci', 'apt-install');

module.exports = async () => {
  if (existsSync(CHROMIUM)) return;
  console.log(`\nChromium not found at ${CHROMIUM}; installing Debian's package...`);
  execFileSync(APT_INSTALL, ['chromium'], { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium still missing at ${CHROMIUM} after apt-get install`);
};
