import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import { tWithNodes } from '../i18n/index.ts';
import type { ConfirmFloatingFooterProps } from './ConfirmFloatingFooter.types.ts';

/**
 * Sticky rather than fixed: the footer keeps its own place at the end of the page, so when the
 * visitor scrolls to the end nothing lies under it, and no spacer has to guess its height.
 */
const ConfirmFloatingFooterRoot = styled('div', { name: 'HkConfirmFloatingFooter', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  position: 'sticky',
  bottom: 0,
  zIndex: theme.zIndex.appBar,
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  paddingBottom: `calc(${theme.spacing(1.5)} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.surface.raised,
  boxShadow: theme.shadows[8],
  [theme.breakpoints.up('md')]: {
    position: 'static',
    justifyItems: 'center',
    padding: theme.spacing(2, 0),
    borderTop: 0,
    backgroundColor: 'transparent',
    boxShadow: 'none',
  },
}));

const ConfirmFloatingFooterText = styled('p', { name: 'HkConfirmFloatingFooter', slot: 'Text' })(({ theme }) => ({
  ...theme.typography.caption,
  margin: 0,
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

const ConfirmFloatingFooterButton = styled(Button, { name: 'HkConfirmFloatingFooter', slot: 'Button' })(({ theme }) => ({
  width: '100%',
  [theme.breakpoints.up('md')]: { width: 'auto', minWidth: theme.spacing(45) },
}));

/**
 * The confirm page's submit area: the privacy-policy agreement and the submit button. On mobile
 * it floats at the bottom of the screen (above the safe-area inset) while the page scrolls and
 * settles at the end of the page; on PC it sits inline. Place it as the last child of the page's
 * main column, which it floats within.
 */
export function ConfirmFloatingFooter(props: ConfirmFloatingFooterProps) {
  const { submitLabel, onSubmit, submitting = false, note, privacyPolicyHref, className, ref } = props;
  const policy = privacyPolicyHref
    ? <Link href={privacyPolicyHref} target="_blank" rel="noopener">{t(/*i18n*/ '個人情報の取り扱い')}</Link>
    : t(/*i18n*/ '「個人情報の取り扱いについて」');
  return (
    <ConfirmFloatingFooterRoot ref={ref} className={className} data-state={submitting ? 'submitting' : 'idle'}>
      {note && <ConfirmFloatingFooterText>{note}</ConfirmFloatingFooterText>}
      <ConfirmFloatingFooterText>{tWithNodes(/*i18n*/ '下のボタンを押すと、{policy}に同意したことになります。', { policy })}</ConfirmFloatingFooterText>
      <ConfirmFloatingFooterButton
        variant="contained"
        color="secondary"
        size="large"
        loading={submitting}
        loadingPosition="start"
        aria-busy={submitting}
        onClick={onSubmit}
      >
        {submitLabel}
      </ConfirmFloatingFooterButton>
    </ConfirmFloatingFooterRoot>
  );
}
