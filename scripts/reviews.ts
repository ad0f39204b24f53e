// `npm run reviews -- <command>`: the operator reads reviews and hides or shows one again (README
// "Reviews"), on the server's database. Each change is logged with who ran it: CATALOGUE_OPERATOR,
// else the login name. `npm run build` compiles it to dist-server/reviews.js.
import { loadConfig, operatorName } from '../server/config.ts';
import { RequestMail } from '../server/delivery/request-mail.ts';
import { ReferenceData } from '../server/reference/reference-data.ts';
import { ReviewCommandError, runReviewCommand } from '../server/reviews/review-commands.ts';
import { runDatabaseCommand } from './database-command.ts';

const config = loadConfig();
// The visitor of a hidden review is told through the outbox, as the server writes its messages.
const mail = new RequestMail({ ...config.mail, retentionDaysAfterMove: config.retentionDaysAfterMove, reference: new ReferenceData() });
const operator = operatorName();
await runDatabaseCommand((db, argv, now) => runReviewCommand(db, mail, argv, now, operator), ReviewCommandError);
