import { Card, Checkbox, Classes, Intent } from '@blueprintjs/core';
import { compareCardAreas, type Simulator } from '@rsd/core';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { TagList } from '../../ui/tag-list';

interface SelectionCardProps {
  simulator: Simulator;
  selected: boolean;
  /** Two others are already chosen: a pick would be ignored, so say so. */
  blocked: boolean;
  onToggle(id: number): void;
}

/**
 * A simulator in the compare picker. Its name is a real checkbox (Space toggles it, and Enter too, as the
 * issue asks); a click anywhere else on the card toggles it as well.
 */
export function SelectionCard({ simulator, selected, blocked, onToggle }: SelectionCardProps) {
  const descriptionId = useId();
  const toggle = () => onToggle(simulator.id);
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // The checkbox and its label handle their own clicks; counting them here would toggle twice.
    if (event.target instanceof Element && event.target.closest('label, input')) return;
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    toggle();
  };
  return (
    <Card
      interactive={!blocked}
      selected={selected}
      className={`compare-select-card${blocked ? ' compare-select-card-blocked' : ''}`}
      onClick={onCardClick}
    >
      <h3 className="compare-select-card-name">
        <Checkbox
          checked={selected}
          aria-disabled={blocked}
          aria-describedby={descriptionId}
          label={simulator.name}
          onChange={toggle}
          onKeyDown={onKeyDown}
          className="compare-select-check"
        />
      </h3>
      <p className={`compare-select-card-full-name ${Classes.TEXT_MUTED}`}>{simulator.fullName}</p>
      <p id={descriptionId} className="compare-select-card-description">
        {simulator.shortDescription}
      </p>
      <TagList label="Application areas" values={compareCardAreas(simulator)} intent={Intent.SUCCESS} />
    </Card>
  );
}
