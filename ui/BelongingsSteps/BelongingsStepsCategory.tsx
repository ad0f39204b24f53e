import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { BelongingsCategory } from '../../domain/api/index.ts';
import { countAfterBlur } from '../../domain/belongings/index.ts';
import { i18n } from '../../domain/i18n/i18n.ts';
import { translateMessage } from '../../domain/i18n/message.ts';
import { MESSAGES, isOverItemLimit, itemCountLimit, type BelongingsCounts } from '../../domain/validation/index.ts';
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

/** One category: its items with image, label, unit and a count stepper, and the reset button. */
export function BelongingsStepsCategory({ category, quantity, onQuantityChange, onReset }: BelongingsStepsCategoryProps) {
  const headingId = `belongings-category-${category.code}`;
  return (
    <BelongingsStepsCategoryRoot aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{category.label}</h3>
        <Button size="small" onClick={() => onReset(category.code)}>
          {category.label}をリセット
        </Button>
      </header>
      <ul>
        {category.items.map((item) => {
          const count = quantity[item.code];
          const limit = itemCountLimit(item.code);
          return (
            <BelongingsStepsItem key={item.code}>
              <img src={item.image} alt="" />
              <span>
                {item.label}
                {item.note && <span className="HkBelongingsSteps-note">{item.note}</span>}
              </span>
              <CountStepper
                label={item.label}
                unit={item.unit}
                value={count}
                max={limit}
                error={isOverItemLimit(item.code, count) ? translateMessage(i18n, MESSAGES.belongings.overLimit(limit)) : undefined}
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
