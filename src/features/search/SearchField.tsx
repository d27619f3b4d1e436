import TextField from '@mui/material/TextField';
import { type RefObject, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { useNavigationTarget } from '../../components/navigationTarget';
import { useDebouncedSearch } from './useDebouncedSearch';

/**
 * The header's search input: its text lives in the search slice; typing runs the search.
 * `typedEarlyAtRef` holds the navigation target (its history key) at which text was typed into the
 * header's plain input while this chunk loaded: the search it stands for runs as if it had been
 * typed here, unless the reader has gone to another page since, as a search waiting for its
 * pause would not (useDebouncedSearch).
 */
export function SearchField({ id, typedEarlyAtRef }: { id: string; typedEarlyAtRef: RefObject<string | null> }) {
  const { t } = useTranslation();
  const criteria = useAppSelector((state) => state.search.criteria);
  const search = useDebouncedSearch();
  const store = useAppStore();
  const targetKey = useNavigationTarget().key;
  useLayoutEffect(() => {
    const typedAt = typedEarlyAtRef.current;
    if (typedAt === null) return;
    typedEarlyAtRef.current = null;
    // The text as it is now, not as rendered: React may render this field while its chunk is
    // still held back and commit it later, after more keys reached the plain input.
    if (typedAt === targetKey) search(store.getState().search.criteria);
  }, [search, store, typedEarlyAtRef, targetKey]);
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
      slotProps={{ htmlInput: { 'aria-label': t('nav.searchLabel'), maxLength: SEARCH_QUERY_MAX_LENGTH } }}
    />
  );
}
