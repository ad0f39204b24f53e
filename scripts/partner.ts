// `npm run partner -- <command>`: registers and manages the partners who embed the estimate form
// (see README "Embedding the estimate form"), on the server's database. `npm run build` compiles it
// to dist-server/partner.js.
import { PartnerCommandError, runPartnerCommand } from '../server/embed/partner-commands.ts';
import { runDatabaseCommand } from './database-command.ts';

await runDatabaseCommand(runPartnerCommand, PartnerCommandError);
