import Button from '@mui/material/Button';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ErrorReveal } from '../../domain/validation/errorVisibility.ts';
import { floorPlanRule } from '../../domain/validation/addressRules.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { errorsOf, type RuleList } from '../../domain/validation/ruleList.ts';
import { FloorPlanSelect } from '../../ui/FloorPlanSelect/index.ts';
import { FormTextField } from '../../ui/FormTextField/index.ts';
import { renderWithTheme } from '../../ui/test-utils/index.ts';
import { useBoundField } from './fields.tsx';
import { StepForm } from './StepForm.tsx';
import { createStepForm, revalidate, setValues } from './stepForm.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS } from '../../domain/options/floorPlans.ts';

interface Values {
  name: string;
  floorPlan: string;
}

const NAME_REQUIRED = 'お名前を入力してください';
const RULES: RuleList<Values> = {
  name: (name) => (name.trim() === '' ? NAME_REQUIRED : undefined),
  floorPlan: floorPlanRule,
};

function Name() {
  return <FormTextField {...useBoundField<string>('name')} label="お名前" />;
}

function FloorPlan() {
  return <FloorPlanSelect options={ESTIMATE_FLOOR_PLAN_OPTIONS} label="間取り" {...useBoundField<string>('floorPlan')} />;
}

/** A store's step: its form, and a rule only the store knows (a server's answer). */
function sample({ initialValues = { name: '', floorPlan: '' }, onSubmit = vi.fn() }: { initialValues?: Values; onSubmit?: (values: Values) => void } = {}) {
  const store = { refused: undefined as string | undefined };
  const form = createStepForm<Values>({
    initialValues,
    validate: (values) => {
      const errors = errorsOf(RULES, values);
      errors.name ??= store.refused;
      return errors;
    },
    onSubmit,
  });
  return { form, store, onSubmit };
}

function Sample({ form, reveal = 'editedAndBlurred' }: { form: ReturnType<typeof sample>['form']; reveal?: ErrorReveal }) {
  return (
    <StepForm form={form} reveal={reveal}>
      {() => (
        <>
          <Name />
          <FloorPlan />
          <Button type="submit">次へ</Button>
        </>
      )}
    </StepForm>
  );
}

describe('StepForm', () => {
  it('shows a field’s error once it was edited and left, in the quick-booking reading', async () => {
    const screen = await renderWithTheme(<Sample form={sample().form} />);
    const name = screen.getByRole('textbox', { name: 'お名前' });
    await userEvent.fill(name, '山田');
    await userEvent.clear(name);
    await expect.element(screen.getByText(NAME_REQUIRED)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
  });

  it('shows a field’s error as soon as it was edited in the estimate reading', async () => {
    const screen = await renderWithTheme(<Sample form={sample().form} reveal="edited" />);
    const name = screen.getByRole('textbox', { name: 'お名前' });
    await userEvent.fill(name, '山田');
    await userEvent.clear(name);
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
  });

  it('shows every error, of text inputs and bound ui/ fields, after a refused next', async () => {
    const { form, onSubmit } = sample();
    const screen = await renderWithTheme(<Sample form={form} />);
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
    await expect.element(screen.getByText(MESSAGES.floorPlan.required)).toBeVisible();
    expect(form.getState().submitFailed).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the valid values to the store on next, and shows what the store sets', async () => {
    const { form, onSubmit } = sample();
    const screen = await renderWithTheme(<Sample form={form} />);
    setValues(form, { floorPlan: '01' });
    await userEvent.fill(screen.getByRole('textbox', { name: 'お名前' }), '山田');
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '山田', floorPlan: '01' });
  });

  it('shows a rule the store answers once the field’s own rule passes, after the store revalidates', async () => {
    const { form, store } = sample({ initialValues: { name: '', floorPlan: '01' } });
    const screen = await renderWithTheme(<Sample form={form} reveal="edited" />);
    const name = screen.getByRole('textbox', { name: 'お名前' });
    await userEvent.fill(name, '山田');
    store.refused = 'この名前は使えません';
    revalidate(form);
    await expect.element(screen.getByText('この名前は使えません')).toBeVisible();
    await userEvent.clear(name);
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
  });
});
