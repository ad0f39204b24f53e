import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { houseNumberRule } from '../../domain/validation/addressRules.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { FormTextField } from './FormTextField.tsx';
import type { FormTextFieldProps } from './FormTextField.types.ts';

const REQUIRED = MESSAGES.houseNumber.required;

describeConformance('FormTextField', {
  themeName: 'HkFormTextField',
  render: (props) => <FormTextField name="fromHouseNumber" label="番地・建物名" value="1-2-3" onChange={() => {}} {...props} />,
});

/** The reservation's house number: the caller owns the value and its rule, as the forms do. */
function Controlled(props: Partial<FormTextFieldProps>) {
  const [value, setValue] = useState('');
  return <FormTextField name="fromHouseNumber" label="番地・建物名" value={value} onChange={setValue} error={houseNumberRule(value)} {...props} />;
}

describe('FormTextField', () => {
  it('ties its label and shown message to the input, named and identified by `name`', async () => {
    const screen = await renderWithTheme(<Controlled revealErrors="edited" autoComplete="address-line1" />);
    const input = screen.getByRole('textbox', { name: '番地・建物名' });
    await expect.element(input).toHaveAttribute('id', 'fromHouseNumber');
    await expect.element(input).toHaveAttribute('name', 'fromHouseNumber');
    await expect.element(input).toHaveAttribute('autocomplete', 'address-line1');
    await userEvent.type(input, '1');
    await userEvent.clear(input);
    await expect.element(input).toHaveAccessibleDescription(REQUIRED);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps an untouched error hidden until every error is shown', async () => {
    const screen = await renderWithTheme(<Controlled revealErrors="edited" />);
    expect(screen.getByText(REQUIRED).query()).toBeNull();
    await screen.rerender(<Controlled revealErrors="edited" showAllErrors />);
    await expect.element(screen.getByText(REQUIRED)).toBeVisible();
  });

  it('by default shows an error once the field was edited and left', async () => {
    const onBlur = vi.fn();
    const screen = await renderWithTheme(<Controlled onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: '番地・建物名' });
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    expect(screen.getByText(REQUIRED).query()).toBeNull();
    await userEvent.tab();
    await expect.element(screen.getByText(REQUIRED)).toBeVisible();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('is a date input with its bounds, or a native select of the given options', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(
      <>
        <FormTextField name="movingDate" type="date" label="引越し予定日" value="" onChange={() => {}} htmlInput={{ min: '2026-12-01', max: '2027-02-28' }} />
        <FormTextField
          name="fromHousingType"
          label="住居タイプ"
          value=""
          onChange={onChange}
          options={
            <>
              <option value="">選択してください</option>
              <option value="1">マンション</option>
            </>
          }
        />
      </>,
    );
    const date = screen.getByLabelText('引越し予定日');
    await expect.element(date).toHaveAttribute('type', 'date');
    await expect.element(date).toHaveAttribute('min', '2026-12-01');
    await expect.element(date).toHaveAttribute('max', '2027-02-28');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '住居タイプ' }), 'マンション');
    expect(onChange).toHaveBeenCalledWith('1');
  });
});
