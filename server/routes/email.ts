import type Router from '@koa/router';
import { EMAIL_CHECK_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import { checkEmail } from '../reference/email-check.ts';
import type { Services } from '../services.ts';

/**
 * POST /api/email/ {email}: the form's e-mail rule (400 with its message when it fails), then a
 * typo check of popular domains: `{message: null}` or `{message: 'EMAIL_DOMAIN_TYPO', text, suggestion}`,
 * the text in the request's language.
 */
export function addEmailRoutes(router: Router, _services: Services): void {
  router.post(routerPath(EMAIL_CHECK_PATH), (ctx) => {
    const { email } = parseInput(ROUTE_INPUTS.emailCheck.body, ctx.request.body);
    ctx.body = checkEmail(email, translatorFor(answerLanguage(ctx)));
  });
}
