// `npm run outbox -- <command>`: shows the outbox's messages and puts failed ones back in the
// queue (see README "Mail"), on the server's database. `npm run build` compiles it to dist-server/outbox.js.
import { OutboxCommandError, runOutboxCommand } from '../server/delivery/outbox-commands.ts';
import { runDatabaseCommand } from './database-command.ts';

await runDatabaseCommand(runOutboxCommand, OutboxCommandError);
