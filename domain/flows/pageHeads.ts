import type { Message } from '../i18n/message.ts';

/** What a built page says of itself in its `<head>`: its title, and for a flow the description search engines show. */
export interface PageHead {
  title: Message;
  description?: Message;
}

const FLOW_DESCRIPTION = /*i18n*/ '引越し業者の料金を比較して、そのまま予約できます。';

/**
 * The head of each built page, by its app/ folder. The build writes it into the page in Japanese
 * and English (scripts/prerender.ts); app/<folder>/index.html carries the Japanese for the dev server.
 */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  mitsumori: { title: /*i18n*/ '引越し見積もり | 引越し比較', description: FLOW_DESCRIPTION },
  'embed-mitsumori': { title: /*i18n*/ '引越し見積もり | 引越し比較', description: FLOW_DESCRIPTION },
  reservation: { title: /*i18n*/ '引越し仮予約 | 引越し比較', description: FLOW_DESCRIPTION },
  'kantan-yoyaku': { title: /*i18n*/ 'かんたん予約 | 引越し比較', description: FLOW_DESCRIPTION },
  'my-move': { title: /*i18n*/ 'ご依頼の確認・変更 | 引越し比較' },
  lead: { title: /*i18n*/ '依頼の確認とご回答 | 引越し比較 加盟店ページ' },
};
