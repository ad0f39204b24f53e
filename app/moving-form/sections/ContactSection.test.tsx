import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ESTIMATE_PATHS } from '../../../domain/flows/urls.ts';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { StepForm } from '../../forms/StepForm.tsx';
import { EstimateStore } from '../../mitsumori/store/EstimateStore.ts';
import { PC_LAYOUT } from '../../mitsumori/store/layouts.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { FakeApi } from '../../testing/fakeApi.ts';
import { FlowRoot } from '../../wizard/FlowRoot.tsx';
import { ContactSection } from './ContactSection.tsx';

/** The PC estimate's contact section (its step 2) in `locale`, bound to the flow's own store. */
async function contactSectionIn(locale: Locale) {
  await activateLocale(locale);
  const root = new RootStore({ api: new FakeApi(), history: new MemoryHistory(ESTIMATE_PATHS.step1), storage: new MemoryStorage(), device: 'pc', locale, now: () => new Date(2026, 10, 23, 10) });
  const flow = new EstimateStore(root, { layout: PC_LAYOUT, sleep: () => Promise.resolve(), random: () => 0.99 });
  const screen = await render(
    <FlowRoot root={root}>
      <StepForm form={flow.form.fields.form('step2')} reveal="edited">
        {() => <ContactSection form={flow.form} />}
      </StepForm>
    </FlowRoot>,
  );
  return { flow, screen };
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('ContactSection: the reading of a name in Latin letters (issue 28)', () => {
  it('on an English page, fills the store’s reading from the name, and keeps the one the visitor wrote', async () => {
    const { flow, screen } = await contactSectionIn('en');
    const name = screen.getByRole('textbox', { name: 'Name', exact: true });
    await userEvent.type(name, 'John Smith');
    await expect.poll(() => flow.form.values.nameKana).toBe('ジョン スミス');
    await expect.element(screen.getByRole('textbox', { name: 'Name in katakana' })).toHaveValue('ジョン スミス');
    flow.form.fields.change({ nameKana: 'スミス ジョン' });
    await userEvent.type(name, 'e');
    await expect.poll(() => flow.form.values.name).toBe('John Smithe');
    expect(flow.form.values.nameKana).toBe('スミス ジョン');
  });

  it('on a Japanese page, leaves the reading to the visitor', async () => {
    const { flow, screen } = await contactSectionIn('ja');
    await userEvent.type(screen.getByRole('textbox', { name: '氏名' }), 'John Smith');
    await expect.poll(() => flow.form.values.name).toBe('John Smith');
    expect(flow.form.values.nameKana).toBe('');
  });
});
