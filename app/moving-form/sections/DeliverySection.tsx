import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ContactPreferenceSummary } from '../../../ui/ContactPreferenceSummary/index.ts';
import { RecipientList } from '../../../ui/RecipientList/index.ts';
import type { RequestDelivery } from '../delivery.ts';
import { recipientOf } from './recipientOf.ts';

interface DeliverySectionProps {
  delivery: RequestDelivery;
  /** Heading of the companies ('仮予約を依頼した引越し業者'); the count follows it. */
  title: string;
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
export function DeliverySection({ delivery, title, priceLabel, unpricedLabel }: DeliverySectionProps) {
  const { companies, undelivered, alliances, contact } = delivery;
  const priced = companies.some((company) => company.price !== null);
  return (
    <>
      <Part title={`${title}（${companies.length}社）`}>
        {companies.length > 0 && (
          <>
            <Typography sx={{ mb: 1.5 }}>
              ご依頼は、次の{companies.length}社にだけお送りします。ほかの引越し業者にお客様の情報をお伝えすることはありません。
            </Typography>
            <RecipientList recipients={companies.map(recipientOf)} label={title} priceLabel={priceLabel} unpricedLabel={unpricedLabel} />
            {priced && (
              <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="price-statement">
                表示の料金とその内訳は、各引越し業者にもそのままお伝えしています。
              </Typography>
            )}
          </>
        )}
        {undelivered.length > 0 && (
          <Alert severity={companies.length === 0 ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
            次の引越し業者にはご依頼をお送りできませんでした: {undelivered.map((company) => company.name).join('、')}
          </Alert>
        )}
      </Part>
      {alliances.length > 0 && (
        <Part title="あわせてお申し込みのサービス">
          <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label="あわせてお申し込みのサービス">
            {alliances.map((alliance) => (
              <li key={alliance.alliance_id}>{alliance.title}</li>
            ))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            これらのサービスからも、お申し込みについてご案内が届きます。
          </Typography>
        </Part>
      )}
      <Part title="引越し業者からのご連絡">
        <ContactPreferenceSummary value={contact} />
      </Part>
    </>
  );
}
