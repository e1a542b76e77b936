import { paginatorItems } from '@machines/pagination.rules';
import styles from './Paginator.module.css';

/** Page buttons with gaps (SPEC 9: margin 1, range 5). Renders nothing for a single page. */
export function Paginator({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  if (pages < 2) return null;
  return (
    <nav className={styles.paginator} aria-label={label}>
      {paginatorItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list can hold two gaps; their position is what tells them apart.
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
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
