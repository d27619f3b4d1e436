import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  listTitle: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page links under a profile list, shown only when there is more than one page. */
export function ListPagination({ listTitle, page, totalPages, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Pagination
      aria-label={t('profile.pagesOf', { list: listTitle })}
      count={totalPages}
      page={page}
      onChange={(_event, next) => onChange(next)}
      siblingCount={0}
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'previous') return t('profile.previousPage');
        if (type === 'next') return t('profile.nextPage');
        if (type === 'page' && selected) return t('profile.currentPage', { page: item ?? 0 });
        return t('profile.goToPage', { page: item ?? 0 });
      }}
    />
  );
}
