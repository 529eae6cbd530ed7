// `npm run admin -- grant|revoke EMAIL`: adds an account to the team or takes it off.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setTeamMember } from '../modules/admin/team.ts';
import { OperatorError } from './backup-archive.ts';
import { runCli } from './cli.ts';

const USAGE = `Usage: npm run admin -- grant|revoke EMAIL

grant makes the account with that e-mail a team member (it sees /admin at its next sign-in);
revoke takes it off the team. Both are written to the audit log. ADMIN_EMAILS does the same as
grant when a listed account signs in with a confirmed address. With the embedded database, stop
the server first (two processes must not open it); with DATABASE_URL it works beside running
servers.`;

runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  const [verb, email] = positionals;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || positionals.length !== 2) {
    throw new OperatorError(`expected "grant EMAIL" or "revoke EMAIL".\n\n${USAGE}`);
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(resolveDataDir(), 'pglite'),
    lockHolder: 'admin',
  });
  try {
    if (!(await setTeamMember(database.db, email, verb === 'grant'))) {
      throw new OperatorError(`no account uses ${email}.`);
    }
    console.log(verb === 'grant' ? `${email} is now on the team.` : `${email} is no longer on the team.`);
    const listed = (process.env.ADMIN_EMAILS ?? '').split(',').map((entry) => entry.trim().toLowerCase());
    if (verb === 'revoke' && listed.includes(email.trim().toLowerCase())) {
      console.warn(
        `Warning: ${email} is in ADMIN_EMAILS and joins the team again at its next sign-in: remove it there too.`,
      );
    }
  } finally {
    await database.close();
  }
});
