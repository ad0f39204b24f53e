import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyInfo } from '../../../domain/api/kantanYoyaku.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { formatRating } from '../../../domain/format/rating.ts';
import type { DesiredTime } from '../../../domain/options/schedule.ts';
import { priceFor } from '../store/companies.ts';

export interface CompanyCardProps {
  company: CompanyInfo;
  desiredTime: DesiredTime;
  selected: boolean;
  onChoose: () => void;
}

/** One company of the chosen day with its price for the slot and the button to book it. */
export function CompanyCard({ company, desiredTime, selected, onChoose }: CompanyCardProps) {
  const price = priceFor(company, desiredTime);
  return (
    <Card variant="outlined" component="article" aria-label={company.name} sx={selected ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <img src={company.logoImageFilePath} alt="" width={96} height={48} style={{ objectFit: 'contain' }} />
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {company.name}
            </Typography>
            <Typography variant="body2">満足度 {formatRating(company.satisfactionRate)}</Typography>
            <Typography variant="body2">
              {company.telephoneNumber}（{company.businessHours}）
            </Typography>
          </Stack>
          <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Typography variant="h6" component="p">
              {price !== undefined ? formatYen(price) : '—'}
            </Typography>
            <Button variant="contained" onClick={onChoose} aria-label={`${company.name}を選ぶ`}>
              この業者を選ぶ
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
