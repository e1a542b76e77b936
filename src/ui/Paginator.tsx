import { paginatorItems } from '@/rules/pagination.rules';
import styles from './Paginator.module.css';

/** The pager's items with their keys: a page by its number, a gap by the page it follows (a list can hold two gaps). */
function keyedItems(page: number, pages: number): { item: number | 'gap'; key: string }[] {
  let previous = 0;
  return paginatorItems(page, pages).map((item) => {
    if (item === 'gap') return { item, key: `gap-after-${previous}` };
    previous = item;
    return { item, key: `page-${item}` };
  });
}

/** Page buttons with gaps (SPEC 9: margin 1, range 5). Renders nothing for a single page. */
export function Paginator({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  if (pages < 2) return null;
  return (
    <nav className={styles.paginator} aria-label={label}>
      {keyedItems(page, pages).map(({ item, key }) =>
        item === 'gap' ? (
          <span key={key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={key}
            type="button"
            className={item === page ? styles.current : styles.page}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            data-testid={`page-${item}`}
          >
            {item}
          </button>
        ),
      )}
    </nav>
  );
}
