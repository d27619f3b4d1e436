import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PersonSearchResult } from '../../../contract/people';
import { personPath } from '../../config/paths';
import { useWorldTranslation } from '../../i18n/worldTranslation';
import { autoFillGridSx } from '../../theme/autoFillGridSx';
import { knownForLine } from './knownForLine';
import { useSearchPeopleQuery } from './personApi';

/** People shown before "Show all": the films stay the search's main answer. */
const PEOPLE_SHOWN_FIRST = 6;

function Person({ person }: { person: PersonSearchResult }) {
  const { t } = useWorldTranslation();
  const details = knownForLine(t, person);
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={personPath(person.id)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {person.name}
      </Link>
      {details && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The people whose name matches `query` (the first page of /3/search/person), linking to their
 * pages; nothing at all when none match. Like the movie search, a failure is only logged.
 */
export function PeopleResults({ query }: { query: string }) {
  const { t } = useWorldTranslation();
  // Remembered per query: a new search starts with the short list again.
  const [showAllFor, setShowAllFor] = useState<string | null>(null);
  const headingId = useId();
  const { currentData, error } = useSearchPeopleQuery({ query, page: 1 }, { skip: !query });
  useEffect(() => {
    if (error) console.error('People search failed', error);
  }, [error]);
  const people = currentData?.results ?? [];
  if (people.length === 0) return null;
  const shown = showAllFor === query ? people : people.slice(0, PEOPLE_SHOWN_FIRST);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t('people.title')}
      </Typography>
      <Box component="ul" sx={autoFillGridSx(200, 1.5)}>
        {shown.map((person) => (
          <Person key={person.id} person={person} />
        ))}
      </Box>
      {shown.length < people.length && (
        <Button onClick={() => setShowAllFor(query)} sx={{ mt: 1 }}>
          {t('people.showAll', { count: people.length })}
        </Button>
      )}
    </Box>
  );
}
