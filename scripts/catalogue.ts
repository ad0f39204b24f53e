// `npm run catalogue -- <command>`: the companies and partner services as an operator keeps them
// (see README "The catalogue"), on the server's database. Each change is recorded with who ran it:
// CATALOGUE_OPERATOR, else the login name. `npm run build` compiles it to dist-server/catalogue.js.
import { CatalogueCommandError, runCatalogueCommand } from '../server/catalogue/catalogue-commands.ts';
import { operatorName } from '../server/config.ts';
import { runDatabaseCommand } from './database-command.ts';

const operator = operatorName();
await runDatabaseCommand((db, argv, now) => runCatalogueCommand(db, argv, now, operator), CatalogueCommandError);
