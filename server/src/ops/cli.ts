import { statSync } from 'node:fs';
import path from 'node:path';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { OperatorError } from './backup-archive.ts';

/**
 * A path as the operator typed it: npm runs scripts from the package folder, and INIT_CWD
 * keeps the folder `npm run` was typed in.
 */
export function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function isDirectory(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Runs a script's main; refusals print their message alone and exit 1, bugs their stack. */
export function runCli(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    const expected =
      error instanceof OperatorError ||
      error instanceof DataDirBusyError ||
      String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
    console.error(expected ? `Error: ${(error as Error).message}` : error);
    process.exitCode = 1;
  });
}
