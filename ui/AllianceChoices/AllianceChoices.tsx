import FormLabel from '@mui/material/FormLabel';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { ChoiceCard, ChoiceCardList, choiceFieldsetStyle } from '../internal/ChoiceCard.tsx';
import { MixedText } from '../internal/JapaneseName.tsx';
import { toggledIds } from '../internal/toggledIds.ts';
import type { AllianceChoice, AllianceChoicesProps } from './AllianceChoices.types.ts';

const AllianceChoicesRoot = styled('fieldset', { name: 'HkAllianceChoices', slot: 'Root' })(({ theme }) => choiceFieldsetStyle(theme));

const AllianceChoicesDescription = styled('p', { name: 'HkAllianceChoices', slot: 'Description' })(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
}));

const AllianceChoicesImage = styled('img', { name: 'HkAllianceChoices', slot: 'Image' })(({ theme }) => ({
  width: theme.spacing(8),
  height: theme.spacing(4),
  objectFit: 'contain',
  [theme.breakpoints.up('md')]: { width: theme.spacing(12), height: theme.spacing(6) },
}));

const AllianceChoicesTitle = styled('span', { name: 'HkAllianceChoices', slot: 'Title' })(({ theme }) => ({
  ...theme.typography.subtitle1,
}));

const AllianceChoicesContent = styled('span', { name: 'HkAllianceChoices', slot: 'Content' })(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
}));

function AllianceChoicesItem({ alliance, checked, onToggle }: { alliance: AllianceChoice; checked: boolean; onToggle: (checked: boolean) => void }) {
  const titleId = useId();
  const contentId = useId();
  return (
    <ChoiceCard
      value={alliance.id}
      checked={checked}
      onToggle={onToggle}
      labelledBy={titleId}
      describedBy={contentId}
      media={alliance.imageUrl && <AllianceChoicesImage src={alliance.imageUrl} alt="" />}
    >
      {/* In the page's language where the catalogue has it, the partner's own name kept in Japanese. */}
      <AllianceChoicesTitle id={titleId}><MixedText>{alliance.title}</MixedText></AllianceChoicesTitle>
      <AllianceChoicesContent id={contentId}><MixedText>{alliance.content}</MixedText></AllianceChoicesContent>
    </ChoiceCard>
  );
}

/**
 * The alliance (cross-sell) partners offered with an estimate or a reservation, as checkbox cards
 * whose whole card is the label. Renders nothing when no partner is offered, so a page can place
 * it unconditionally. While `stale` the cards are dimmed and busy but stay usable.
 */
export function AllianceChoices(props: AllianceChoicesProps) {
  const {
    alliances, value, onChange, stale = false, label = t(/*i18n*/ 'あわせて申し込めるサービス'),
    description = t(/*i18n*/ 'ご希望のサービスにチェックを入れてください（無料・任意）。'), className, ref,
  } = props;
  if (alliances.length === 0) return null;
  return (
    <AllianceChoicesRoot ref={ref} className={className} data-state={stale ? 'stale' : 'ready'}>
      <FormLabel component="legend">{label}</FormLabel>
      {description && <AllianceChoicesDescription>{description}</AllianceChoicesDescription>}
      <ChoiceCardList aria-busy={stale}>
        {alliances.map((alliance) => (
          <AllianceChoicesItem
            key={alliance.id}
            alliance={alliance}
            checked={value.includes(alliance.id)}
            onToggle={(checked) => onChange(toggledIds(value, alliance.id, checked))}
          />
        ))}
      </ChoiceCardList>
    </AllianceChoicesRoot>
  );
}
