import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../../../domain/i18n/i18n.ts';

/** One module on a confirm page: its heading, its edit button, and below them what the visitor entered (spec §2). */
export function ConfirmModuleBlock({ module, title, onEdit, children }: { module: string; title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`confirm-${module}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" id={`confirm-${module}`} sx={{ fontWeight: 'bold' }}>
          {title}
        </Typography>
        <Button size="small" onClick={onEdit} aria-label={t(/*i18n*/ { id: '{title}を変更する', values: { title } })}>
          {t(/*i18n*/ '変更する')}
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Box>
  );
}
