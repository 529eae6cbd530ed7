// Installs the Debian Chromium package a run needs when it is missing and we can (root +
// apt-get); otherwise says how. `tsx ensure-chromium.ts tests|lighthouse`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSERS, type BrowserUse, browserPath } from './support/chromium.ts';

const use: BrowserUse = process.argv[2] === 'lighthouse' ? 'lighthouse' : 'tests';
const binary = browserPath(use);

if (!existsSync(binary)) {
  const { apt } = BROWSERS[use];
  // A CHROMIUM_PATH that names no file is the developer's to fix: no package would put it there.
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium was not found at ${binary}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y ${apt}\n(or set CHROMIUM_PATH to an existing Chromium binary).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${apt} for the browser ${use} (apt-get install ${apt})…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${apt} fonts-dejavu-core`,
    {
      stdio: 'inherit',
    },
  );
}
