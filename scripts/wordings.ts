// `npm run wordings -- <command>`: the operator reads readers' reports of the translations' wording
// and closes them (README "Languages"), on the server's database. Each close is logged with who ran
// it: CATALOGUE_OPERATOR, else the login name. `npm run build` compiles it to dist-server/wordings.js.
import { operatorName } from '../server/config.ts';
import { runWordingCommand, WordingCommandError } from '../server/wordings/wording-commands.ts';
import { runDatabaseCommand } from './database-command.ts';

const operator = operatorName();
await runDatabaseCommand((db, argv, now) => runWordingCommand(db, argv, now, operator), WordingCommandError);
