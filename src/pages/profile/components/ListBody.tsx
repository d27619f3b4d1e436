import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { autoFillGridSx } from '../../../theme/autoFillGridSx';
import { ListPagination } from './ListPagination';
import { useProfileTranslation } from '../profileTranslation';

interface ListBodyProps<T> {
  listTitle: string;
  emptyText: string;
  data: { results: T[]; total_pages: number } | undefined;
  isLoading: boolean;
  isError: boolean;
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  minItemWidth?: number;
}

/** The states every profile list shares: loading, failed, empty, a grid of items with pages. */
export function ListBody<T>({ listTitle, emptyText, data, isLoading, isError, page, onPageChange, renderItem, minItemWidth = 132 }: ListBodyProps<T>) {
  const { t } = useProfileTranslation();
  const pageEmptied = data !== undefined && data.results.length === 0 && page > 1;
  // Removing the last item of a later page leaves nothing to show there: step back one page.
  useEffect(() => {
    if (pageEmptied) onPageChange(page - 1);
  }, [pageEmptied, page, onPageChange]);
  if (isLoading) {
    return (
      <Box role="status">
        <Typography color="text.secondary">{t('loading')}</Typography>
        <LinearProgress aria-label={listTitle} sx={{ mt: 1 }} />
      </Box>
    );
  }
  if (isError || !data) return <Alert severity="error">{t('listError')}</Alert>;
  if (data.results.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <>
      <Box component="ul" sx={autoFillGridSx(minItemWidth)}>
        {data.results.map(renderItem)}
      </Box>
      <ListPagination listTitle={listTitle} page={page} totalPages={data.total_pages} onChange={onPageChange} />
    </>
  );
}
