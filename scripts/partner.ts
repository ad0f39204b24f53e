// `npm run partner -- <command>`: registers and manages the partners who embed the estimate form
// (see README "Embedding the estimate form"). Uses the same database as the server: DATABASE_URL,
// else the embedded database under DATA_DIR, which only one process may open at a time, so stop
// the server first in that case. `npm run build` compiles it to dist-server/partner.js.
import { loadConfig } from '../server/config.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { openDatabase } from '../server/db/open.ts';
import { PartnerCommandError, runPartnerCommand } from '../server/embed/partner-commands.ts';

/** Runs the command; an operator's mistake (a data directory in use, a bad argument) is one line on stderr and exit code 1. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  try {
    console.log(await runPartnerCommand(db, process.argv.slice(2), new Date()));
  } finally {
    await db.close();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof PartnerCommandError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
