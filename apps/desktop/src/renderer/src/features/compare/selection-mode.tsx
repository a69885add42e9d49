import { Button, Intent } from '@blueprintjs/core';
import { ComparisonIcon } from '@blueprintjs/icons';
import { canCompare, COMPARE_LIMIT, compareSelectionText, toggleCompareSelection, type Simulator } from '@rsd/core';
import { EmptyState } from '../../ui/empty-state';
import { SelectionCard } from './selection-card';

interface SelectionModeProps {
  simulators: Simulator[];
  selected: number[];
  onSelectionChange(selected: number[]): void;
  onCompare(ids: number[]): void;
}

/** Pick two simulators; 'Compare Selected' opens the comparison once exactly two are ticked. */
export function SelectionMode({ simulators, selected, onSelectionChange, onCompare }: SelectionModeProps) {
  // A selected id that is not (or no longer) in the directory cannot be compared: it is not counted.
  const known = selected.filter((id) => simulators.some((simulator) => simulator.id === id));
  const full = known.length >= COMPARE_LIMIT;
  return (
    <section aria-labelledby="compare-select-title">
      <div className="compare-toolbar">
        <h2 id="compare-select-title" className="compare-section-title">
          Select two simulators
        </h2>
        <output className="compare-counter" aria-live="polite">
          {compareSelectionText(known)}
        </output>
        <Button
          intent={Intent.PRIMARY}
          icon={<ComparisonIcon />}
          text="Compare Selected"
          disabled={!canCompare(known)}
          onClick={() => onCompare(known)}
        />
      </div>
      {simulators.length === 0 ? (
        <EmptyState icon={ComparisonIcon} title="No simulators to compare yet." />
      ) : (
        <ul className="compare-select-grid" aria-label="Simulators to compare">
          {simulators.map((simulator) => {
            const isSelected = known.includes(simulator.id);
            return (
              <li key={simulator.id}>
                <SelectionCard
                  simulator={simulator}
                  selected={isSelected}
                  blocked={full && !isSelected}
                  onToggle={(id) => onSelectionChange(toggleCompareSelection(known, id))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
