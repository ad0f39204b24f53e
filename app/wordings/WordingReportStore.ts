import { makeAutoObservable, runInAction } from 'mobx';
import { t } from '../../domain/i18n/i18n.ts';
import { localizedPath, type Locale } from '../../domain/i18n/locale.ts';
import type { WordingReportValues } from '../../domain/wordings/wordingReport.ts';
import { CALL_FAILED } from '../api/callFailed.ts';
import type { ApiClient } from '../api/client.ts';
import { serverReasonOf } from '../api/http.ts';

/** What the server refused, field by field, for the form to show (react-final-form's submit errors). */
export type WordingReportErrors = Partial<Record<keyof WordingReportValues, string>>;

/**
 * A reader's report of the words on this page (issue 37): sent with the page's path (never its
 * query or fragment, where a private page keeps its token), then the receipt the server gave.
 * The values stay in the form; a new report starts from an empty one.
 */
export class WordingReportStore {
  /** The report's number once stored. */
  receipt: string | undefined = undefined;
  /** Why the last sending failed, in the page's language, when no field was at fault. */
  failure: string | undefined = undefined;
  sending = false;
  readonly #api: ApiClient['wordings'];
  readonly #page: () => string;

  /** `pathname` is the page's path without its language prefix (AppHistory's). */
  constructor(api: ApiClient['wordings'], locale: Locale, pathname: () => string) {
    this.#api = api;
    this.#page = () => localizedPath(pathname(), locale);
    makeAutoObservable(this);
  }

  /** Sends the report; returns the fields the server refused, if it refused any. */
  async send(values: WordingReportValues): Promise<WordingReportErrors | undefined> {
    this.sending = true;
    this.failure = undefined;
    const result = await this.#api.report({ page: this.#page(), wording: values.wording, suggestion: values.suggestion });
    return runInAction(() => {
      this.sending = false;
      if (result.kind === 'ok') {
        this.receipt = result.data.reportId;
        return undefined;
      }
      if (result.kind === 'cancelled') return undefined;
      const fieldErrors: WordingReportErrors = {};
      for (const error of result.errors) {
        if (error.field === 'wording' || error.field === 'suggestion') fieldErrors[error.field] ??= error.message;
      }
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      this.failure = serverReasonOf(result.errors) ?? t(CALL_FAILED);
      return undefined;
    });
  }
}
