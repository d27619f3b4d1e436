import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useDebouncedSearch } from './useDebouncedSearch';

/** The header's search input: its text lives in the search slice; typing runs the search. */
export function SearchField({ id }: { id: string }) {
  const { t } = useTranslation();
  const criteria = useAppSelector((state) => state.search.criteria);
  const search = useDebouncedSearch();
  return (
    <TextField
      id={id}
      type="search"
      size="small"
      fullWidth
      autoFocus
      placeholder={t('nav.searchPlaceholder')}
      value={criteria}
      onChange={(event) => search(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': t('nav.searchLabel') } }}
    />
  );
}
