import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ModalDialog } from '../ModalDialog/index.ts';
import { ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import type { UnavailableCompanyApologyProps } from './UnavailableCompanyApology.types.ts';

/** The apology shown when the company search found no available company within its window. */
export function UnavailableCompanyApology(props: UnavailableCompanyApologyProps) {
  const { open, onClose, onBackToBelongings, estimateHref = ESTIMATE_PATHS.step1, onEstimateLinkClick, className, ref } = props;
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title="ご予約可能な業者が見つかりませんでした"
      maxWidth="xs"
      actions={
        <>
          <Button href={estimateHref} onClick={onEstimateLinkClick}>
            一括見積りを依頼する
          </Button>
          <Button variant="contained" color="secondary" onClick={onBackToBelongings}>荷物の量を見直す</Button>
        </>
      }
    >
      <Typography variant="body2">
        申し訳ございません。ご入力の条件で、かんたん予約できる引越し業者が見つかりませんでした。荷物の量を見直していただくか、一括見積りをご利用ください。
      </Typography>
    </ModalDialog>
  );
}
