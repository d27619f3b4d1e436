import Pagination from '@mui/material/Pagination';
import { useProfileTranslation } from '../profileTranslation';

interface ListPaginationProps {
  listTitle: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page links under a profile list, shown only when there is more than one page. */
export function ListPagination({ listTitle, page, totalPages, onChange }: ListPaginationProps) {
  const { t } = useProfileTranslation();
  if (totalPages <= 1) return null;
  return (
    <Pagination
      aria-label={t('pagesOf', { list: listTitle })}
      count={totalPages}
      page={page}
      onChange={(_event, next) => onChange(next)}
      siblingCount={0}
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'previous') return t('previousPage');
        if (type === 'next') return t('nextPage');
        if (type === 'page' && selected) return t('currentPage', { page: item ?? 0 });
        return t('goToPage', { page: item ?? 0 });
      }}
    />
  );
}
