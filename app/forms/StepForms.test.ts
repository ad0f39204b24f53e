import { describe, expect, it, vi } from 'vitest';
import { StepForms } from './StepForms.ts';

interface Values {
  name: string;
  city: string;
}

function setup() {
  const onSubmit = vi.fn();
  const forms = new StepForms<'one' | 'two', Values>({
    steps: { one: ['name'], two: ['city'] },
    initialValues: { name: '', city: '' },
    validate: (step, values) => (step === 'one' ? { name: values.name === '' ? '必須' : undefined } : {}),
    onSubmit,
  });
  return { forms, onSubmit };
}

describe('StepForms', () => {
  it('keeps each field in the form of its step, and copies every form’s values as the visitor types', () => {
    const { forms } = setup();
    forms.form('one').change('name', '山田');
    forms.set({ city: '13101' });
    expect(forms.form('two').getState().values).toEqual({ city: '13101' });
    expect(forms.values).toEqual({ name: '山田', city: '13101' });
  });

  it('copies what the store writes into a form no page shows, which react-final-form keeps paused', () => {
    const { forms } = setup();
    forms.form('two').pauseValidation();
    forms.set({ city: '13101' });
    forms.change({ name: '山田' });
    expect(forms.values).toEqual({ name: '山田', city: '13101' });
    forms.reset({ name: '', city: '' });
    expect(forms.values).toEqual({ name: '', city: '' });
  });

  it('refuses next on a step with a message, and hands a step that passes to the flow', () => {
    const { forms, onSubmit } = setup();
    forms.submit('one');
    expect(forms.refused('one')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    forms.change({ name: '山田' });
    forms.submit('one');
    expect(forms.refused('one')).toBe(false);
    expect(onSubmit).toHaveBeenCalledWith('one', { name: '山田' });
  });

  it('takes only what the flow takes when the values take steps on next: typing stays in the form until then', () => {
    const onSubmit = vi.fn();
    const forms = new StepForms<'one' | 'two', Values>({
      steps: { one: ['name'], two: ['city'] },
      initialValues: { name: '', city: '' },
      validate: () => ({}),
      onSubmit,
      take: 'onNext',
    });
    forms.change({ name: '山田' });
    expect(forms.values.name).toBe('');
    forms.submit('one');
    expect(onSubmit).toHaveBeenCalledWith('one', { name: '山田' });
    forms.take('one');
    expect(forms.values.name).toBe('山田');
    // Typed and left without next: the step starts over from what was taken.
    forms.change({ name: '鈴木' });
    forms.restart('one');
    expect(forms.form('one').getState().values).toEqual({ name: '山田' });
    // What the store decides is taken at once.
    forms.set({ city: '13101' });
    expect(forms.values).toEqual({ name: '山田', city: '13101' });
  });

  it('refuses values with a field on no step', () => {
    expect(() => new StepForms<'one', Values>({ steps: { one: ['name'] }, initialValues: { name: '', city: '' }, validate: () => ({}), onSubmit: () => undefined })).toThrow(
      'the field city is on no step',
    );
  });
});
