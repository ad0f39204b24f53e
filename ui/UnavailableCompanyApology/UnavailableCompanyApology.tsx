import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localizedHref, t } from '../../domain/i18n/i18n.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import { ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import type { UnavailableCompanyApologyProps } from './UnavailableCompanyApology.types.ts';

/** The apology shown when the company search found no available company within its window. */
export function UnavailableCompanyApology(props: UnavailableCompanyApologyProps) {
  const { open, onClose, onBackToBelongings, estimateHref = localizedHref(ESTIMATE_PATHS.step1), onEstimateLinkClick, className, ref } = props;
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title={t(/*i18n*/ 'ご予約可能な業者が見つかりませんでした')}
      maxWidth="xs"
      actions={
        <>
          <Button href={estimateHref} onClick={onEstimateLinkClick}>
            {t(/*i18n*/ '一括見積りを依頼する')}
          </Button>
          <Button variant="contained" color="secondary" onClick={onBackToBelongings}>{t(/*i18n*/ '荷物の量を見直す')}</Button>
        </>
      }
    >
      <Typography variant="body2">
        {t(/*i18n*/ '申し訳ございません。ご入力の条件で、かんたん予約できる引越し業者が見つかりませんでした。荷物の量を見直していただくか、一括見積りをご利用ください。')}
      </Typography>
    </ModalDialog>
  );
}
