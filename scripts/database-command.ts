import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { openDatabase } from '../server/db/open.ts';

/**
 * Runs an operator's command against the server's database (DATABASE_URL, else the embedded
 * database under DATA_DIR, which only one process may open at a time: stop the server first)
 * and prints what it returns. An operator's mistake (a data directory in use, an error of the
 * command's own kind) is one line on stderr and exit code 1; anything else is a fault and is thrown.
 */
export async function runDatabaseCommand(
  command: (db: Database, argv: readonly string[], now: Date) => Promise<string>,
  OperatorError: new (...args: never[]) => Error,
): Promise<void> {
  const config = loadConfig();
  try {
    const db = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
    try {
      console.log(await command(db, process.argv.slice(2), new Date()));
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof OperatorError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
