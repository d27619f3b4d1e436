import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDiscoverFilteredQuery } from '../../entities/catalogue';
import { activeFilters, type DiscoverFilters, discoverQuery, type FilterKind, withoutFilter } from '../../../contract/discoverFilters';
import { useDiscoverTranslation } from './discoverTranslation';

/** How many films the filters find with `kind` removed; asked only for a filter that is on. */
function useTotalWithout(filters: DiscoverFilters, kind: FilterKind, active: FilterKind[]): { total?: number; pending: boolean } {
  const on = active.includes(kind);
  const { currentData, isFetching } = useDiscoverFilteredQuery(discoverQuery(withoutFilter(filters, kind), 1), { skip: !on });
  return { total: currentData?.total_results, pending: on && isFetching };
}

interface NoMatchesProps {
  filters: DiscoverFilters;
  onChange: (filters: DiscoverFilters) => void;
}

/**
 * The empty answer: which filters to loosen, found by asking for the count with each filter
 * that is on removed, one at a time (each answer cached like any list page), and a button per
 * filter whose removal finds films.
 */
export function NoMatches({ filters, onChange }: NoMatchesProps) {
  const { t } = useDiscoverTranslation();
  const active = activeFilters(filters);
  // One call per kind, always in this order: the hooks rule allows no loop.
  const totals: Array<[FilterKind, { total?: number; pending: boolean }]> = [
    ['genres', useTotalWithout(filters, 'genres', active)],
    ['years', useTotalWithout(filters, 'years', active)],
    ['rating', useTotalWithout(filters, 'rating', active)],
    ['votes', useTotalWithout(filters, 'votes', active)],
    ['runtime', useTotalWithout(filters, 'runtime', active)],
    ['people', useTotalWithout(filters, 'people', active)],
    ['language', useTotalWithout(filters, 'language', active)],
    ['country', useTotalWithout(filters, 'country', active)],
  ];
  const pending = totals.some(([, { pending }]) => pending);
  const loosen = totals.flatMap(([kind, { total }]) => (total ? [{ kind, total }] : []));

  return (
    <Box aria-live="polite">
      <Typography sx={{ fontWeight: 600 }}>{t('noMatch')}</Typography>
      {!pending && loosen.length > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('loosen', { filters: loosen.map(({ kind }) => t(`filterNames.${kind}`)) })}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 1.5 }}>
            {loosen.map(({ kind, total }) => (
              <li key={kind}>
                <Button variant="outlined" size="small" onClick={() => onChange(withoutFilter(filters, kind))}>
                  {t('remove', { filter: t(`filterNames.${kind}`), count: total })}
                </Button>
              </li>
            ))}
          </Box>
        </>
      )}
      {!pending && active.length > 0 && loosen.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('loosenNone')}
        </Typography>
      )}
    </Box>
  );
}
