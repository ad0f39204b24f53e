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
import type { NimotsuCategory } from '../../domain/api/index.ts';
import { ikeaCategorySummary } from '../../domain/baggage/index.ts';
import { YES_NO_OPTIONS } from '../../domain/options/index.ts';
import type { BaggageQuantity, HasEtcBaggages } from '../../domain/validation/index.ts';
import type { BaggageStepsProps } from './BaggageSteps.types.ts';

type BaggageStepsExtrasProps = Pick<
  BaggageStepsProps,
  | 'hasEtcBaggages' | 'onHasEtcBaggagesChange' | 'etcBaggages' | 'onEtcBaggagesChange' | 'onEtcBaggagesBlur' | 'etcBaggagesError'
  | 'hasIkeaBaggages' | 'onHasIkeaBaggagesChange' | 'ikeaPanelOpen' | 'onIkeaPanelToggle'
> & { categories: readonly NimotsuCategory[]; quantity: BaggageQuantity };

const BaggageStepsExtrasRoot = styled('section', { name: 'HkBaggageSteps', slot: 'Extras' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& dl': { ...theme.typography.body2, margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.spacing(0.5, 2) },
  '& dd': { margin: 0 },
  '& .HkBaggageSteps-ikeaLead': { ...theme.typography.body2, margin: theme.spacing(1, 0) },
}));

/**
 * Last sub-step extras: other baggage (yes/no with free text) and the IKEA furniture panel, which
 * lists the belongings entered without the self-assembly furniture (spec §9's summary).
 */
export function BaggageStepsExtras(props: BaggageStepsExtrasProps) {
  const { categories, quantity, hasEtcBaggages, onHasEtcBaggagesChange, etcBaggages, onEtcBaggagesChange, onEtcBaggagesBlur, etcBaggagesError } = props;
  const { hasIkeaBaggages, onHasIkeaBaggagesChange, ikeaPanelOpen, onIkeaPanelToggle } = props;
  return (
    <BaggageStepsExtrasRoot aria-label="その他の荷物">
      <FormControl>
        <FormLabel id="baggage-etc-label">リスト以外の家財はありますか？</FormLabel>
        <RadioGroup
          row
          aria-labelledby="baggage-etc-label"
          value={hasEtcBaggages}
          onChange={(event) => onHasEtcBaggagesChange(event.target.value as HasEtcBaggages)}
        >
          {YES_NO_OPTIONS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {hasEtcBaggages === '1' && (
        <TextField
          multiline
          minRows={3}
          label="リスト以外の家財（300字以内）"
          value={etcBaggages}
          onChange={(event) => onEtcBaggagesChange(event.target.value)}
          onBlur={onEtcBaggagesBlur}
          error={Boolean(etcBaggagesError)}
          helperText={etcBaggagesError}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={hasIkeaBaggages} onChange={(event) => onHasIkeaBaggagesChange(event.target.checked)} />}
        label="IKEAなど組み立てが必要な家具がある"
      />
      {hasIkeaBaggages && (
        <div>
          <Button size="small" aria-expanded={ikeaPanelOpen} aria-controls="baggage-ikea-panel" onClick={onIkeaPanelToggle}>
            組み立て家具以外の入力済みの荷物を{ikeaPanelOpen ? '閉じる' : '確認する'}
          </Button>
          <Collapse in={ikeaPanelOpen} id="baggage-ikea-panel">
            <p className="HkBaggageSteps-ikeaLead">入力済みの荷物のうち、組み立て式の家具を除いたものです。</p>
            <dl>
              {categories.map((category) => (
                <Fragment key={category.code}>
                  <dt>{category.label}</dt>
                  <dd>{ikeaCategorySummary(category, quantity)}</dd>
                </Fragment>
              ))}
            </dl>
          </Collapse>
        </div>
      )}
      {(hasEtcBaggages === '1' || hasIkeaBaggages) && (
        <Alert severity="warning">リスト以外の家財や組み立て家具がある場合、当日の作業内容により料金が変わることがあります。</Alert>
      )}
    </BaggageStepsExtrasRoot>
  );
}
