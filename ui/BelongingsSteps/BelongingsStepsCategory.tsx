import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { countAfterBlur } from '../../domain/belongings/quantity.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { isOverItemLimit, itemCountLimit, type BelongingsCounts } from '../../domain/validation/belongingsRules.ts';
import { CountStepper } from '../CountStepper/index.ts';

export interface BelongingsStepsCategoryProps {
  /** The category and its items. */
  category: BelongingsCategory;
  /** Counts per item code. */
  quantity: BelongingsCounts;
  /** Called with an item code and its new count. */
  onQuantityChange: (itemCode: string, count: string | undefined) => void;
  /** Called with the category code to reset. */
  onReset: (categoryCode: string) => void;
}

const BelongingsStepsCategoryRoot = styled('section', { name: 'HkBelongingsSteps', slot: 'Category' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& header': { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  '& h3': { ...theme.typography.h4, margin: 0 },
  '& ul': { display: 'grid', margin: 0, padding: 0, listStyle: 'none' },
}));

const BelongingsStepsItem = styled('li', { name: 'HkBelongingsSteps', slot: 'Item' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${theme.spacing(6)} 1fr auto`,
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& img': { width: theme.spacing(6), height: theme.spacing(6), objectFit: 'contain' },
  '& .HkBelongingsSteps-note': { display: 'block', color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize },
}));

/** The counter word after a count (3台, 10箱): Japanese counts with one, English without (3). */
function counterWordOf(unit: string): string {
  return activeLocale() === 'ja' ? unit : '';
}

/**
 * One category: its items with image, label, unit and a count stepper, and the reset button. The
 * master's labels and notes are Japanese messages (domain/belongings/master.ts), read in the page's language.
 */
export function BelongingsStepsCategory({ category, quantity, onQuantityChange, onReset }: BelongingsStepsCategoryProps) {
  const headingId = `belongings-category-${category.code}`;
  const categoryLabel = t(category.label);
  return (
    <BelongingsStepsCategoryRoot aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{categoryLabel}</h3>
        <Button size="small" onClick={() => onReset(category.code)}>
          {t(/*i18n*/ { id: '{category}をリセット', values: { category: categoryLabel } })}
        </Button>
      </header>
      <ul>
        {category.items.map((item) => {
          const count = quantity[item.code];
          const limit = itemCountLimit(item.code);
          const itemLabel = t(item.label);
          return (
            <BelongingsStepsItem key={item.code}>
              <img src={item.image} alt="" />
              <span>
                {itemLabel}
                {item.note && <span className="HkBelongingsSteps-note">{t(item.note)}</span>}
              </span>
              <CountStepper
                label={itemLabel}
                unit={counterWordOf(item.unit)}
                value={count}
                max={limit}
                error={isOverItemLimit(item.code, count) ? t(MESSAGES.belongings.overLimit(limit)) : undefined}
                onChange={(next) => onQuantityChange(item.code, next)}
                onBlur={() => {
                  const after = countAfterBlur(item.code, count);
                  if (after !== count) onQuantityChange(item.code, after);
                }}
              />
            </BelongingsStepsItem>
          );
        })}
      </ul>
    </BelongingsStepsCategoryRoot>
  );
}
