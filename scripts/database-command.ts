import { clockOf } from '../server/clock.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { databaseTargetOf, openDatabase } from '../server/db/open.ts';

/**
 * Runs an operator's command against the server's database (DATABASE_URL, else the embedded
 * database under DATA_DIR, which only one process may open at a time: stop the server first), on
 * the server's clock, both taken from the configuration as server/main.ts takes them, and prints
 * what it returns. An operator's mistake (a data directory in use, an error of the command's own
 * kind) is one line on stderr and exit code 1; anything else is a fault and is thrown.
 */
export async function runDatabaseCommand(
  command: (db: Database, argv: readonly string[], now: Date) => Promise<string>,
  OperatorError: new (...args: never[]) => Error,
): Promise<void> {
  const config = loadConfig();
  try {
    const db = await openDatabase(databaseTargetOf(config));
    try {
      console.log(await command(db, process.argv.slice(2), clockOf(config)()));
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof OperatorError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
