// Browser tests drive Debian's Chromium. A fresh machine may not have it yet: install it
// (we run as root on CI and dev machines here) rather than downloading a browser build.
const { existsSync } = require('node:fs');
const { execSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

module.exports = async () => {
  if (existsSync(CHROMIUM)) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log(`\nChromium not found at ${CHROMIUM}; installing Debian's package...`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium still missing at ${CHROMIUM} after apt-get install`);
};
