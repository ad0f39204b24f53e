import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { t } from '../../../domain/i18n/i18n.ts';
import { AllianceChoices } from '../../../ui/AllianceChoices/index.ts';
import { RequestReceipt } from '../../moving-form/sections/RequestReceipt.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useEstimate } from '../flowContext.ts';

/** The alliance page after a successful estimate (spec §1, §4): more partners to request at once, or none. */
export const AlliancePage = observer(function AlliancePage() {
  const flow = useEstimate();
  const [checked, setChecked] = useState<string[]>([]);
  const sent = flow.outcome?.kind === 'sent' ? flow.outcome : undefined;
  const remaining = sent?.remainingAlliances ?? [];
  return (
    <StepSection title={t(/*i18n*/ '見積り依頼を受け付けました')}>
      {sent && <RequestReceipt requestId={sent.response.requestId} requestDateTime={sent.response.requestDateTime} />}
      <Typography>{t(/*i18n*/ '引越しとあわせて、こちらのサービスにもまとめて申し込めます。')}</Typography>
      <AllianceChoices
        label={t(/*i18n*/ 'あわせて申し込めるサービス')}
        alliances={remaining.map((alliance) => ({ id: alliance.alliance_id, title: alliance.title, content: alliance.content }))}
        value={checked}
        onChange={setChecked}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" color="secondary" disabled={checked.length === 0} onClick={() => void flow.requestAlliances(checked)}>
          {t(/*i18n*/ '選んだサービスに申し込む')}
        </Button>
        <Button variant="outlined" onClick={flow.skipAlliances}>
          {t(/*i18n*/ '申し込まずに完了する')}
        </Button>
      </Stack>
    </StepSection>
  );
});
