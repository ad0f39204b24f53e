import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { t } from '../../domain/i18n/i18n.ts';
import { EMPTY_WORDING_REPORT, wordingReportErrors, type WordingReportValues } from '../../domain/wordings/wordingReport.ts';
import { WordingReportDialog, type WordingReportField } from '../../ui/WordingReportDialog/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import { WordingReportStore, type WordingReportErrors } from './WordingReportStore.ts';

/**
 * The report dialog bound with react-final-form, checked by the rules the server checks (a field's
 * message shows once the reader tried to send), sent through its store. Loaded when the reader
 * first asks to report: no first page carries it.
 */
const WordingReportPanel = observer(function WordingReportPanel({ onClose }: { onClose: () => void }) {
  const { api, locale, history } = useRootStore();
  const [store] = useState(() => new WordingReportStore(api.wordings, locale, () => history.pathname));
  const validate = (values: WordingReportValues) => Object.fromEntries(Object.entries(wordingReportErrors(values)).map(([field, message]) => [field, t(message)]));
  return (
    <Form<WordingReportValues> initialValues={EMPTY_WORDING_REPORT} validate={validate} onSubmit={(values) => store.send(values)}>
      {({ handleSubmit, form, values, errors, submitErrors, submitFailed, submitting, dirtySinceLastSubmit }) => {
        const shown: Partial<Record<WordingReportField, string>> = submitFailed
          ? { ...(dirtySinceLastSubmit ? {} : (submitErrors as WordingReportErrors | undefined)), ...(errors as WordingReportErrors) }
          : {};
        return (
          <WordingReportDialog
            open
            onClose={onClose}
            value={{ ...EMPTY_WORDING_REPORT, ...values }}
            onChange={(next) =>
              form.batch(() => {
                for (const field of Object.keys(next) as WordingReportField[]) {
                  if (next[field] !== values[field]) form.change(field, next[field]);
                }
              })}
            errors={shown}
            onSubmit={() => void handleSubmit()}
            submitting={submitting || store.sending}
            failure={store.failure}
            receipt={store.receipt}
          />
        );
      }}
    </Form>
  );
});
export default WordingReportPanel;
