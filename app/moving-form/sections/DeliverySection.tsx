import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { enumerate } from '../../../domain/format/list.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { ContactPreferenceSummary } from '../../../ui/ContactPreferenceSummary/index.ts';
import { RecipientList } from '../../../ui/RecipientList/index.ts';
import type { RequestDelivery } from '../delivery.ts';
import { recipientOf } from './recipientOf.ts';

interface DeliverySectionProps {
  delivery: RequestDelivery;
  /** Name of the list of companies ('仮予約を依頼した引越し業者'), in the page's language. */
  title: string;
  /** The heading over that list, with the count: '仮予約を依頼した引越し業者（2社）'. */
  heading(count: number): string;
  /** Word before each price ('概算' for an estimate). */
  priceLabel?: string;
  /** What a company without a price shows ('訪問・電話で見積り' for an estimate). */
  unpricedLabel?: string;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/**
 * The complete page's account of who received the request (issue 16): exactly these companies,
 * each with the price and lines they were told, the partner services it also went to, the ones
 * it could not reach, and how the visitor will be contacted.
 */
export function DeliverySection({ delivery, title, heading, priceLabel, unpricedLabel }: DeliverySectionProps) {
  const { companies, undelivered, alliances, contact } = delivery;
  const priced = companies.some((company) => company.price !== null);
  return (
    <>
      <Part title={heading(companies.length)}>
        {companies.length > 0 && (
          <>
            <Typography sx={{ mb: 1.5 }}>
              {t(/*i18n*/ { id: 'ご依頼は、次の{count}社にだけお送りします。ほかの引越し業者にお客様の情報をお伝えすることはありません。', values: { count: companies.length } })}
            </Typography>
            <RecipientList recipients={companies.map(recipientOf)} label={title} priceLabel={priceLabel} unpricedLabel={unpricedLabel} />
            {priced && (
              <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="price-statement">
                {t(/*i18n*/ '表示の料金とその内訳は、各引越し業者にもそのままお伝えしています。')}
              </Typography>
            )}
          </>
        )}
        {undelivered.length > 0 && (
          <Alert severity={companies.length === 0 ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
            {t(/*i18n*/ { id: '次の引越し業者にはご依頼をお送りできませんでした: {names}', values: { names: enumerate(undelivered.map((company) => company.name), activeLocale()) } })}
          </Alert>
        )}
      </Part>
      {alliances.length > 0 && (
        <Part title={t(/*i18n*/ 'あわせてお申し込みのサービス')}>
          <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label={t(/*i18n*/ 'あわせてお申し込みのサービス')}>
            {alliances.map((alliance) => (
              <li key={alliance.alliance_id}>{alliance.title}</li>
            ))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(/*i18n*/ 'これらのサービスからも、お申し込みについてご案内が届きます。')}
          </Typography>
        </Part>
      )}
      <Part title={t(/*i18n*/ '引越し業者からのご連絡')}>
        <ContactPreferenceSummary value={contact} />
      </Part>
    </>
  );
}
