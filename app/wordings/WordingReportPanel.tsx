import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { EMPTY_WORDING_REPORT, wordingReportErrors, type WordingReportValues } from '../../domain/wordings/wordingReport.ts';
import { WordingReportDialog, type WordingReportField } from '../../ui/WordingReportDialog/index.ts';
import { changeFields, shownErrors, translatedErrors } from '../forms/controlledForm.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import { WordingReportStore } from './WordingReportStore.ts';

/**
 * The report dialog bound with react-final-form, checked by the rules the server checks (a field's
 * message shows once the reader tried to send), sent through its store. Loaded when the reader
 * first asks to report: no first page carries it.
 */
const WordingReportPanel = observer(function WordingReportPanel({ onClose }: { onClose: () => void }) {
  const { api, locale, history } = useRootStore();
  const [store] = useState(() => new WordingReportStore(api.wordings, locale, () => history.pathname));
  return (
    <Form<WordingReportValues> initialValues={EMPTY_WORDING_REPORT} validate={(values) => translatedErrors(wordingReportErrors(values))} onSubmit={(values) => store.send(values)}>
      {({ handleSubmit, form, values, submitting, ...sending }) => {
        return (
          <WordingReportDialog
            open
            onClose={onClose}
            value={{ ...EMPTY_WORDING_REPORT, ...values }}
            onChange={(next) => changeFields(form, values, next)}
            errors={shownErrors<WordingReportField>(sending)}
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
