import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { ikeaCategorySummary } from '../../domain/belongings/summary.ts';
import { i18n, t } from '../../domain/i18n/i18n.ts';
import { YES_NO_OPTIONS } from '../../domain/options/quickBooking.ts';
import type { BelongingsCounts, HasOtherBelongings } from '../../domain/validation/belongingsRules.ts';
import type { BelongingsStepsProps } from './BelongingsSteps.types.ts';

type BelongingsStepsExtrasProps = Pick<
  BelongingsStepsProps,
  | 'hasOtherBelongings' | 'onHasOtherBelongingsChange' | 'otherBelongings' | 'onOtherBelongingsChange' | 'onOtherBelongingsBlur' | 'otherBelongingsError'
  | 'hasIkeaBelongings' | 'onHasIkeaBelongingsChange' | 'ikeaPanelOpen' | 'onIkeaPanelToggle'
> & { categories: readonly BelongingsCategory[]; quantity: BelongingsCounts };

const BelongingsStepsExtrasRoot = styled('section', { name: 'HkBelongingsSteps', slot: 'Extras' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& dl': { ...theme.typography.body2, margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.spacing(0.5, 2) },
  '& dd': { margin: 0 },
  '& .HkBelongingsSteps-ikeaLead': { ...theme.typography.body2, margin: theme.spacing(1, 0) },
}));

/**
 * Last sub-step extras: other belongings (yes/no with free text) and the IKEA furniture panel, which
 * lists the belongings entered without the self-assembly furniture (spec §9's summary).
 */
export function BelongingsStepsExtras(props: BelongingsStepsExtrasProps) {
  const { categories, quantity, hasOtherBelongings, onHasOtherBelongingsChange, otherBelongings, onOtherBelongingsChange, onOtherBelongingsBlur, otherBelongingsError } = props;
  const { hasIkeaBelongings, onHasIkeaBelongingsChange, ikeaPanelOpen, onIkeaPanelToggle } = props;
  return (
    <BelongingsStepsExtrasRoot aria-label={t(/*i18n*/ 'その他の荷物')}>
      <FormControl>
        <FormLabel id="belongings-etc-label">{t(/*i18n*/ 'リスト以外の家財はありますか？')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="belongings-etc-label"
          value={hasOtherBelongings}
          onChange={(event) => onHasOtherBelongingsChange(event.target.value as HasOtherBelongings)}
        >
          {YES_NO_OPTIONS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={t(option.label)} />
          ))}
        </RadioGroup>
      </FormControl>
      {hasOtherBelongings === '1' && (
        <TextField
          multiline
          minRows={3}
          label={t(/*i18n*/ 'リスト以外の家財（300字以内）')}
          value={otherBelongings}
          onChange={(event) => onOtherBelongingsChange(event.target.value)}
          onBlur={onOtherBelongingsBlur}
          error={Boolean(otherBelongingsError)}
          helperText={otherBelongingsError}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={hasIkeaBelongings} onChange={(event) => onHasIkeaBelongingsChange(event.target.checked)} />}
        label={t(/*i18n*/ 'IKEAなど組み立てが必要な家具がある')}
      />
      {hasIkeaBelongings && (
        <div>
          <Button size="small" aria-expanded={ikeaPanelOpen} aria-controls="belongings-ikea-panel" onClick={onIkeaPanelToggle}>
            {ikeaPanelOpen ? t(/*i18n*/ '組み立て家具以外の入力済みの荷物を閉じる') : t(/*i18n*/ '組み立て家具以外の入力済みの荷物を確認する')}
          </Button>
          <Collapse in={ikeaPanelOpen} id="belongings-ikea-panel">
            <p className="HkBelongingsSteps-ikeaLead">{t(/*i18n*/ '入力済みの荷物のうち、組み立て式の家具を除いたものです。')}</p>
            <dl>
              {categories.map((category) => (
                <Fragment key={category.code}>
                  <dt>{t(category.label)}</dt>
                  <dd>{ikeaCategorySummary(category, quantity, i18n)}</dd>
                </Fragment>
              ))}
            </dl>
          </Collapse>
        </div>
      )}
      {(hasOtherBelongings === '1' || hasIkeaBelongings) && (
        <Alert severity="warning">{t(/*i18n*/ 'リスト以外の家財や組み立て家具がある場合、当日の作業内容により料金が変わることがあります。')}</Alert>
      )}
    </BelongingsStepsExtrasRoot>
  );
}
