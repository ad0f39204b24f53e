import { describe, expect, it } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { PageMessage } from './PageMessage.tsx';

describeConformance('PageMessage', { themeName: 'HkPageMessage', render: (root) => <PageMessage title="リンクを開けません" message="メールのリンクをお確かめください。" {...root} /> });

describe('PageMessage', () => {
  it('names the page with its title and says the message under it', async () => {
    const screen = await renderWithTheme(<PageMessage title="リンクを開けません" message="メールのリンクをお確かめください。" />);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'リンクを開けません' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'リンクを開けません' })).toHaveTextContent('メールのリンクをお確かめください。');
  });
});
