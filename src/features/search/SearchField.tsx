import TextField from '@mui/material/TextField';
import { type RefObject, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useDebouncedSearch } from './useDebouncedSearch';

/**
 * The header's search input: its text lives in the search slice; typing runs the search.
 * `typedEarlyRef` holds what was typed into the header's plain input while this chunk loaded
 * (null when nothing was): it is taken over as if typed here.
 */
export function SearchField({ id, typedEarlyRef }: { id: string; typedEarlyRef: RefObject<string | null> }) {
  const { t } = useTranslation();
  const criteria = useAppSelector((state) => state.search.criteria);
  const search = useDebouncedSearch();
  useLayoutEffect(() => {
    if (typedEarlyRef.current === null) return;
    search(typedEarlyRef.current);
    typedEarlyRef.current = null;
  }, [search, typedEarlyRef]);
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
