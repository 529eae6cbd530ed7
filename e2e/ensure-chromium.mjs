// Browser tests drive Debian's Chromium; install it when missing and we can (root + apt-get).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium was not found at ${CHROMIUM}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to an existing Chromium binary).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests (apt-get install chromium)…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
    {
      stdio: 'inherit',
    },
  );
}
