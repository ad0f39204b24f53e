import Button from '@mui/material/Button';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { RuleList } from '../../domain/validation/ruleList.ts';
import { floorPlanRule } from '../../domain/validation/addressRules.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { FloorPlanSelect } from '../../ui/FloorPlanSelect/index.ts';
import { FormTextField } from '../../ui/FormTextField/index.ts';
import { renderWithTheme } from '../../ui/test-utils/index.ts';
import type { ErrorReveal } from '../../domain/validation/errorVisibility.ts';
import { useBoundField } from './fields.tsx';
import { StepForm, type StepFormProps } from './StepForm.tsx';

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
  return <FloorPlanSelect flow="estimate" label="間取り" {...useBoundField<string>('floorPlan')} />;
}

function Sample({ reveal = 'editedAndBlurred', ...props }: Partial<StepFormProps<Values>> & { reveal?: ErrorReveal }) {
  return (
    <StepForm<Values> initialValues={{ name: '', floorPlan: '' }} rules={RULES} reveal={reveal} onSubmit={() => undefined} {...props}>
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
    const screen = await renderWithTheme(<Sample />);
    const name = screen.getByRole('textbox', { name: 'お名前' });
    await userEvent.fill(name, '山田');
    await userEvent.clear(name);
    await expect.element(screen.getByText(NAME_REQUIRED)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
  });

  it('shows a field’s error as soon as it was edited in the estimate reading', async () => {
    const screen = await renderWithTheme(<Sample reveal="edited" />);
    const name = screen.getByRole('textbox', { name: 'お名前' });
    await userEvent.fill(name, '山田');
    await userEvent.clear(name);
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
  });

  it('shows every error, of text inputs and bound ui/ fields, after a refused submit', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(<Sample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
    await expect.element(screen.getByText(MESSAGES.floorPlan.required)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a submission error on its field until the visitor changes the field', async () => {
    const refusal = 'このお名前はご利用いただけません';
    const screen = await renderWithTheme(
      <Sample
        initialValues={{ name: '山田', floorPlan: '01' }}
        onSubmit={() => ({ name: refusal })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await expect.element(screen.getByText(refusal)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'お名前' }), '太郎');
    await expect.element(screen.getByText(refusal)).not.toBeInTheDocument();
  });

  it('asks a page’s extra rule when the domain rule passes', async () => {
    const taken = 'この名前は使えません';
    const screen = await renderWithTheme(<Sample reveal="edited" extraRules={{ name: (name) => (name === '山田' ? taken : undefined) }} />);
    const name = screen.getByRole('textbox', { name: 'お名前' });
    await userEvent.fill(name, '山田');
    await expect.element(screen.getByText(taken)).toBeVisible();
    await userEvent.clear(name);
    await expect.element(screen.getByText(NAME_REQUIRED)).toBeVisible();
  });
});
