// Installs the Debian Chromium package a run needs when it is missing and we can (root +
// apt-get); otherwise says how. `tsx ensure-chromium.ts tests|lighthouse`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSERS, type BrowserUse, browserPath } from './support/chromium.ts';

const use: BrowserUse = process.argv[2] === 'lighthouse' ? 'lighthouse' : 'tests';
const { path: own, apt } = BROWSERS[use];
// A CHROMIUM_PATH that names no file is the developer's to fix: no package would put it there.
const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

// The tests' own browser is installed even when the full one is here: the full browser runs them
// too, but with more CPU (docs/decisions/browser-tests.md: a machine that had only the full
// browser ran the whole suite in 25 min, 2026-12-02).
if (!existsSync(own) && canInstall) {
  console.log(`Installing Debian's ${apt} for the browser ${use} (apt-get install ${apt})…`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${apt} fonts-dejavu-core`,
      { stdio: 'inherit' },
    );
  } catch (error) {
    // The full browser, if it is here, still runs them (below).
    console.error(`Could not install ${apt}: ${(error as Error).message}`);
  }
}

const binary = browserPath(use);
if (!existsSync(binary)) {
  console.error(
    `Chromium was not found at ${binary}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y ${apt}\n(or set CHROMIUM_PATH to an existing Chromium binary).`,
  );
  process.exit(1);
}
if (binary !== own && !process.env.CHROMIUM_PATH) {
  console.warn(
    `Running the browser ${use} with ${binary}: ${own} is missing (sudo apt-get install -y ${apt} makes them faster).`,
  );
}
