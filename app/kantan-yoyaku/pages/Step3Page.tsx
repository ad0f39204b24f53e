import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Observer, observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { BAGGAGE_SUB_STEPS, categoriesOfSubStep, changeHasEtcBaggages, countAfterBlur, ikeaCategorySummary, resetCategory } from '../../../domain/baggage/index.ts';
import { canProceedFromBaggage, etcBaggagesRule, isOverItemLimit, itemCountLimit, itemCountRule } from '../../../domain/validation/baggageRules.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { RadioField, TextInputField } from '../components/fields.tsx';
import { StepSection } from '../components/StepSection.tsx';
import type { BaggageForm } from '../store/forms.ts';

const HAS_ETC_OPTIONS = [
  { value: '1', label: 'ある' },
  { value: '0', label: 'ない' },
] as const;

/** Field names cannot hold item codes as plain keys (final-form reads digits as array indexes). */
const countField = (itemCode: string) => `baggageQuantity.c${itemCode}`;

type BaggageValues = Omit<BaggageForm, 'baggageQuantity'> & { baggageQuantity: Record<string, string | undefined> };

function toFormValues(baggage: BaggageForm): BaggageValues {
  return { ...baggage, baggageQuantity: Object.fromEntries(Object.entries(baggage.baggageQuantity).map(([code, count]) => [`c${code}`, count])) };
}

function fromFormValues(values: BaggageValues): BaggageForm {
  return { ...values, baggageQuantity: Object.fromEntries(Object.entries(values.baggageQuantity).map(([key, count]) => [key.slice(1), count])) };
}

/** Step 3: belongings in 7 sub-steps, other baggage and IKEA furniture (spec §2, §4, §5). */
export const Step3Page = observer(function Step3Page() {
  const root = useRootStore();
  const store = root.kantanYoyaku;
  const subStep = store.baggageSubStep;
  const categories = categoriesOfSubStep(root.nimotsu.value, subStep);
  const last = subStep === BAGGAGE_SUB_STEPS;
  const initialValues = useMemo(() => toFormValues(store.baggage), [store.baggage]);

  if (!root.nimotsu.loaded) return <LinearProgress aria-label="荷物の一覧を読み込んでいます" />;

  return (
    <Form<BaggageValues>
      initialValues={initialValues}
      onSubmit={(values) => store.nextBaggageSubStep(fromFormValues(values))}
      render={({ handleSubmit, form, values }) => (
        <Observer>
          {() => {
        const baggage = fromFormValues(values);
        const subStepValid = categories.every((category) => category.items.every((item) => itemCountRule(item.code)(baggage.baggageQuantity[item.code]) === undefined));
        const canProceed = last ? canProceedFromBaggage(baggage) : subStepValid;
        return (
          <form onSubmit={handleSubmit} noValidate>
            <StepSection
              title="お荷物の量を教えてください"
              onBack={store.previousBaggageSubStep}
              nextLabel={last ? (store.moduleToEdit ? '変更を確定する' : '業者を探す') : '次へ進む'}
              nextDisabled={!canProceed}
            >
              <Box>
                <Typography id="baggage-progress">
                  {subStep} / {BAGGAGE_SUB_STEPS}
                </Typography>
                <LinearProgress variant="determinate" value={(subStep / BAGGAGE_SUB_STEPS) * 100} aria-labelledby="baggage-progress" />
              </Box>
              {categories.map((category) => (
                <Stack key={category.code} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography component="legend" variant="h6">
                      {category.label}
                    </Typography>
                    <Button
                      size="small"
                      onClick={() => form.change('baggageQuantity', toFormValues({ ...baggage, baggageQuantity: resetCategory(baggage.baggageQuantity, category) }).baggageQuantity)}
                    >
                      {category.label}をリセット
                    </Button>
                  </Stack>
                  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
                    {category.items.map((item) => (
                      <Stack key={item.code} spacing={1}>
                        <TextInputField
                          name={countField(item.code)}
                          label={`${item.label}（${item.unit}）`}
                          inputMode="numeric"
                          validate={itemCountRule(item.code)}
                          onBlurValue={(count) => countAfterBlur(item.code, count)}
                          helperText={isOverItemLimit(item.code, baggage.baggageQuantity[item.code]) ? `上限は${itemCountLimit(item.code)}です` : undefined}
                        />
                      </Stack>
                    ))}
                  </Box>
                </Stack>
              ))}
              {last && (
                <>
                  <RadioField
                    name="hasEtcBaggages"
                    label="リスト以外の家財"
                    options={HAS_ETC_OPTIONS}
                    onValueChange={(answer) => {
                      const next = changeHasEtcBaggages(baggage, answer as '1' | '0');
                      form.batch(() => {
                        form.change('etcBaggages', next.etcBaggages);
                        form.change('tempEtcBaggages', next.tempEtcBaggages);
                      });
                    }}
                  />
                  {values.hasEtcBaggages === '1' && <TextInputField name="etcBaggages" label="リスト以外の家財（300字以内）" multiline validate={etcBaggagesRule} />}
                  <Field<boolean> name="hasIkeaBaggages" type="checkbox">
                    {({ input }) => <FormControlLabel control={<Checkbox {...input} />} label="IKEAなど組み立て家具がある" />}
                  </Field>
                  {values.hasIkeaBaggages && (
                    <Box>
                      <Button size="small" onClick={store.toggleIkeaPanel} aria-expanded={store.ikeaPanelOpen}>
                        組み立て家具の対象を{store.ikeaPanelOpen ? '閉じる' : '確認する'}
                      </Button>
                      {store.ikeaPanelOpen && (
                        <Stack spacing={0.5} sx={{ mt: 1 }}>
                          {root.nimotsu.value.map((category) => (
                            <Typography key={category.code} variant="body2">
                              {category.label}: {ikeaCategorySummary(category, baggage.baggageQuantity)}
                            </Typography>
                          ))}
                        </Stack>
                      )}
                    </Box>
                  )}
                  {(values.hasEtcBaggages === '1' || values.hasIkeaBaggages) && (
                    <Alert severity="warning">リスト以外の家財や組み立て家具がある場合、当日料金が変わることがあります。</Alert>
                  )}
                </>
              )}
            </StepSection>
          </form>
        );
          }}
        </Observer>
      )}
    />
  );
});
