import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_PAGES } from '../../../contract/firstScreen';

interface PageControlsProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, "Page N of M", Next: the labels of docs/PRODUCT.md §3.4, translated. */
export function PageControls({ page, totalPages, onPageChange }: PageControlsProps) {
  const { t } = useTranslation();
  const lastPage = Math.min(Math.max(totalPages, 1), MAX_PAGES);
  return (
    <Box
      component="nav"
      aria-label={t('browse.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 }, mt: 3 }}
    >
      <Button
        variant="outlined"
        startIcon={<NavigateBeforeIcon />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('browse.previous')}
      </Button>
      <Typography aria-live="polite" aria-current="page" sx={{ minWidth: '8em', textAlign: 'center' }}>
        {t('browse.pageOf', { page, total: lastPage })}
      </Typography>
      <Button
        variant="outlined"
        endIcon={<NavigateNextIcon />}
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {t('browse.next')}
      </Button>
    </Box>
  );
}
