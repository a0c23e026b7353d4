import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { PlainIcon } from '../plain/plain-icon.tsx';

export type TablePaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The total is an estimate (past ten thousand rows the server does not count them all). */
  totalIsEstimate?: boolean;
  pageSizes: readonly number[];
  /** A new page, or a new page size (which starts again at page 1). */
  onChange: (page: number, pageSize: number) => void;
  /** The count in words: "24 members". */
  describeTotal: (total: number) => string;
  /** What the pages are of, for their navigation landmark: "the team list". */
  label: string;
};

/**
 * The page numbers to offer: the first, the last and two either side of the current one. A gap
 * stands for two pages or more; a single page is shown rather than hidden behind a gap.
 */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  // Built from the few pages shown, not by walking every page: a list may have thousands.
  const shown = [1, page - 2, page - 1, page, page + 1, page + 2, pageCount]
    .filter((n, index, all) => n >= 1 && n <= pageCount && all.indexOf(n) === index)
    .sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

/** An estimated count to two significant figures, said as such: no false precision. */
export function roundedEstimate(total: number): number {
  if (total < 100) return total;
  const unit = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / unit) * unit;
}

/** Server-side pages of a list: its count, the pages around the current one, and the page size. */
export function TablePagination(props: TablePaginationProps) {
  const { pageSize, total, onChange, describeTotal, label } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (a link kept while the list shrank) counts as the last one.
  const page = Math.min(props.page, pageCount);
  // A size from the URL that the choices lack is still shown, and chosen, as itself.
  const pageSizes = props.pageSizes.includes(pageSize)
    ? props.pageSizes
    : [...props.pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <nav className="list-pagination" aria-label={`Pages of ${label}`}>
      <span className="list-pagination-total">
        {props.totalIsEstimate
          ? `about ${describeTotal(roundedEstimate(total))}`
          : describeTotal(total)}
      </span>
      <ul>
        <li>
          <button
            type="button"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onChange(page - 1, pageSize)}
          >
            <PlainIcon definition={LeftOutlined} />
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="list-pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== props.page && onChange(item, pageSize)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1, pageSize)}
          >
            <PlainIcon definition={RightOutlined} />
          </button>
        </li>
      </ul>
      <select
        className="list-select"
        aria-label="Rows per page"
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size} / page
          </option>
        ))}
      </select>
    </nav>
  );
}
