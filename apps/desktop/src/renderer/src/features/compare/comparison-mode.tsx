import { Button } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import type { Simulator } from '@rsd/core';
import { ErrorBox } from '../../ui/error-box';
import { ComparisonCard } from './comparison-card';
import { ComparisonTable } from './comparison-table';

export const COMPARE_ERROR_TITLE = 'Error loading comparison';
export const COMPARE_ERROR_TEXT = 'Please select two simulators to compare.';

/** The two simulators side by side, or the spec's error when fewer than two could be loaded. */
export function ComparisonMode({ pair, onBack }: { pair: Simulator[]; onBack(): void }) {
  const back = <Button icon={<ArrowLeftIcon />} text="Back to Selection" onClick={onBack} className="compare-back" />;
  const [left, right] = pair;
  if (!left || !right) {
    return (
      <>
        <ErrorBox title={COMPARE_ERROR_TITLE}>{COMPARE_ERROR_TEXT}</ErrorBox>
        {back}
      </>
    );
  }
  return (
    <>
      {back}
      <div className="comparison-cards">
        <ComparisonCard simulator={left} />
        <ComparisonCard simulator={right} />
      </div>
      <ComparisonTable left={left} right={right} />
    </>
  );
}
