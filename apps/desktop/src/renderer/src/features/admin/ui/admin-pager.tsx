import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons';
import { ADMIN_PAGE_SIZES, formatAdminCount, pageCount, type AdminCount, type AdminPage } from '@rsd/core';
import { parseAdminPageSize, type AdminPageSize } from './admin-table-url';

/**
 * The total a pager can state: what the page itself proves (a last page with rows, or an empty first page), else the
 * search's count once it has come, raised to the rows the page shows when the count is only a lower bound.
 */
export function knownTotal(page: AdminPage<unknown> | undefined, count: AdminCount | undefined): AdminCount | undefined {
  const seen = page ? (page.page - 1) * page.pageSize + page.items.length : 0;
  if (page && !page.hasNext && (page.items.length > 0 || page.page === 1)) return { total: seen, totalExact: true };
  if (!count || count.totalExact || !page) return count;
  return { total: Math.max(count.total, seen + (page.hasNext ? 1 : 0)), totalExact: false };
}

export interface AdminPagerProps {
  id: string;
  page: number;
  pageSize: AdminPageSize;
  /** Rows on the page shown. */
  rows: number;
  hasNext: boolean;
  /** Undefined while the search is being counted; `totalExact` false past the server's ADMIN_COUNT_CAP. */
  total: AdminCount | undefined;
  onPage(page: number): void;
  onPageSize(size: AdminPageSize): void;
}

/**
 * Spec 2: first, previous, next, last; the page sizes 10, 25, 50 and 100; where in the list the page is. Next
 * follows the page (a row after it); last needs the exact total, so it waits for the count ("…" meanwhile) and
 * stays disabled past the count cap ("10,000+").
 */
export function AdminPager({ id, page, pageSize, rows, hasNext, total, onPage, onPageSize }: AdminPagerProps) {
  const pages = total ? pageCount(total.total, pageSize) : undefined;
  const first = (page - 1) * pageSize + 1;
  const shown = rows === 0 ? undefined : `${first}–${first + rows - 1} of ${total ? formatAdminCount(total.total, total.totalExact) : '…'}`;
  const where = `Page ${pages === undefined ? page : Math.min(page, pages)} of ${total && pages !== undefined ? formatAdminCount(pages, total.totalExact) : '…'}`;
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
        {total?.total === 0 ? '0 rows' : shown}
        {total?.total === 0 || shown ? ' · ' : null}
        {where}
      </p>
      <ButtonGroup>
        <Button icon={<DoubleChevronLeftIcon />} aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)} />
        <Button icon={<ChevronLeftIcon />} aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Button icon={<ChevronRightIcon />} aria-label="Next page" disabled={!hasNext} onClick={() => onPage(page + 1)} />
        <Button
          icon={<DoubleChevronRightIcon />}
          aria-label="Last page"
          disabled={!total?.totalExact || pages === undefined || page >= pages}
          onClick={() => pages !== undefined && onPage(pages)}
        />
      </ButtonGroup>
    </nav>
  );
}
