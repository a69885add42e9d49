import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons';
import { ADMIN_PAGE_SIZES, formatAdminCount, pageCount, parseAdminPageSize, type AdminPageSize } from '@rsd/core';

export interface AdminPagerProps {
  id: string;
  page: number;
  pageSize: AdminPageSize;
  total: number;
  /** False when `total` is a lower bound (the server stops counting at ADMIN_COUNT_CAP). */
  totalExact: boolean;
  onPage(page: number): void;
  onPageSize(size: AdminPageSize): void;
}

/**
 * Spec 2: first, previous, next, last; the page sizes 10, 25, 50 and 100; where in the list the page is. With a
 * total that is only a lower bound, the counts read "10,000+", next stays open and last (unknown) is disabled.
 */
export function AdminPager({ id, page, pageSize, total, totalExact, onPage, onPageSize }: AdminPagerProps) {
  const pages = pageCount(total, pageSize);
  const hasNext = page < pages || !totalExact;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="admin-pager" aria-label="Pages">
      <div className="admin-pager-size">
        <label htmlFor={`${id}-size`}>Rows per page</label>
        <HTMLSelect
          id={`${id}-size`}
          value={String(pageSize)}
          onChange={(event) => {
            const size = parseAdminPageSize(event.currentTarget.value);
            if (size !== null) onPageSize(size);
          }}
          options={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </div>
      <p className="admin-pager-status" aria-live="polite">
        {total === 0 ? '0 rows' : `${first}–${last} of ${formatAdminCount(total, totalExact)}`}
        {` · Page ${Math.min(page, pages)} of ${formatAdminCount(pages, totalExact)}`}
      </p>
      <ButtonGroup>
        <Button icon={<DoubleChevronLeftIcon />} aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)} />
        <Button icon={<ChevronLeftIcon />} aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Button icon={<ChevronRightIcon />} aria-label="Next page" disabled={!hasNext} onClick={() => onPage(page + 1)} />
        <Button icon={<DoubleChevronRightIcon />} aria-label="Last page" disabled={!totalExact || page >= pages} onClick={() => onPage(pages)} />
      </ButtonGroup>
    </nav>
  );
}
