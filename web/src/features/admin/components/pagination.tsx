import { ADMIN_PAGE_SIZE, type AdminPageInfo } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { formatNumber } from '../../../lib/format.ts';

interface PaginationProps {
  info: AdminPageInfo;
  /** The address query of a page, filters kept. */
  pageSearch(page: number): string;
  /** 'consultas', 'anuncios'…: what is counted. */
  noun: string;
}

const toTop = () => window.scrollTo({ top: 0, behavior: 'instant' });

/** 'Anterior' / 'Siguiente' as links, so each page has its own address. */
export function Pagination({ info, pageSearch, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(info.total / ADMIN_PAGE_SIZE));
  const next = info.hasNextPage ? (info.nextPage ?? info.page + 1) : null;
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">
        Página {info.page} de {pages} · {formatNumber(info.total)} {noun}
      </p>
      <div className="flex gap-2">
        {info.page > 1 && (
          <Link to={pageSearch(info.page - 1)} onClick={toTop} className={buttonStyles('secondary', 'sm')}>
            Anterior
          </Link>
        )}
        {next !== null && (
          <Link to={pageSearch(next)} onClick={toTop} className={buttonStyles('secondary', 'sm')}>
            Siguiente
          </Link>
        )}
      </div>
    </nav>
  );
}
