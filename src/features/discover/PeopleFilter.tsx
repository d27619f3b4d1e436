import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip, { type ChipProps, type ChipTypeMap } from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { PersonSearchResult } from '../../../contract/people';
import { useTypedBeforeHydration } from '../../components/hydration/useTypedBeforeHydration';
import { useWorldTranslation } from '../../i18n/worldTranslation';
import { knownForLine, usePersonDetailsQuery, useSearchPeopleQuery } from '../../entities/person';
import { useApiLanguage } from '../../entities/catalogue';
import { useDiscoverTranslation } from './discoverTranslation';

/** Suggestions are asked for once typing pauses this long, not on every keystroke. */
const SUGGEST_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** A chosen person: the name comes with the person's details, as a shared link carries only the id. */
function PersonChip({ personId: id, ...chipProps }: { personId: number } & ChipProps) {
  const { t } = useDiscoverTranslation();
  const { data } = usePersonDetailsQuery({ id, language: useApiLanguage() });
  const name = data?.name ?? t('unknownPerson', { id });
  return <Chip {...chipProps} size="small" label={name} />;
}

function Suggestion({ person }: { person: PersonSearchResult }) {
  const { t } = useWorldTranslation();
  const details = knownForLine(t, person);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {person.name}
      </Typography>
      {details && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      )}
    </Box>
  );
}

interface PeopleFilterProps {
  ids: number[];
  onChange: (ids: number[]) => void;
}

/** Actors and directors chosen by name, suggested by the movie database's person search. */
export function PeopleFilter({ ids, onChange }: PeopleFilterProps) {
  const { t } = useDiscoverTranslation();
  const [input, setInput] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, input, setInput);
  const query = useDebounced(input.trim(), SUGGEST_DELAY_MS);
  const { currentData, isFetching } = useSearchPeopleQuery({ query, page: 1 }, { skip: !query });
  const options = query ? (currentData?.results ?? []) : [];

  return (
    <Autocomplete<PersonSearchResult, true, false, false, ChipTypeMap["defaultComponent"], number>
      multiple
      options={options}
      value={ids}
      getOptionValue={(person) => person.id}
      getOptionLabel={(person) => person.name}
      // The server ranks by name already; MUI's own filter would hide namesakes it spells differently.
      filterOptions={(found) => found}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => onChange(value)}
      loading={isFetching}
      loadingText={t('searchingPeople')}
      noOptionsText={query ? t('noPeople') : t('typeName')}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <Suggestion person={person} />
        </li>
      )}
      renderValue={(values, getItemProps) =>
        values.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <PersonChip key={key} personId={id} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} inputRef={field} size="small" label={t('people')} placeholder={ids.length === 0 ? t('peoplePlaceholder') : undefined} />}
    />
  );
}
