import { createServer } from 'node:http';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createLogger } from './logger.ts';
import { addressIndex, locationIndex } from './reference/reference-data.ts';

/** Starts the product: configuration, database (migrated), app, HTTP server, clean shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = buildApp({ config, db, logger, now: () => new Date() });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  server.listen(config.port, config.host, () => {
    logger.info('listening', { url: `http://localhost:${config.port}/`, database: db.kind });
    // Build the address indexes now rather than on the first visitor's postal lookup.
    setImmediate(() => {
      const started = Date.now();
      locationIndex();
      addressIndex();
      logger.info('reference data ready', { ms: Date.now() - started });
    });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close(() => {
      db.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
