import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { memo, useCallback, useId, useState } from 'react';
import type { Genre } from '../../../contract/movies';
import { usePhoneScreen } from '../../components/usePhoneScreen';
import { autoFillGridSx } from '../../theme/autoFillGridSx';
import {
  activeFilters,
  type DiscoverFilters,
  FILTER_KINDS,
  ORDERS,
  type Order,
  RUNTIME_RANGE,
  SORT_KEYS,
  type SortKey,
  withoutFilter,
  YEAR_RANGE,
} from '../../../contract/discoverFilters';
import { countryName, languageName } from '../../../contract/isoNames';
import { CodeSelect } from './CodeSelect';
import { useDiscoverTranslation } from './discoverTranslation';
import { NumberFilterField } from './NumberFilterField';
import { PeopleFilter } from './PeopleFilter';

const RATING_CHOICES = [5, 6, 7, 7.5, 8, 8.5, 9];
const VOTES_CHOICES = [100, 1_000, 10_000, 100_000];
const DECADES = Array.from({ length: 13 }, (_, index) => 1900 + index * 10);
const ANY = '';
const CUSTOM_YEARS = 'custom';

/** The choices with a value a shared link asked for that is not among them, so the select can show it. */
function choicesWith(choices: number[], value: number | undefined): number[] {
  return value === undefined || choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);
}

/** The decade select's value: a decade when the years are exactly one, "custom" for other years, empty for none. */
function decadeOf({ yearFrom, yearTo }: DiscoverFilters): string {
  if (yearFrom === undefined && yearTo === undefined) return ANY;
  return yearFrom !== undefined && yearFrom % 10 === 0 && yearTo === yearFrom + 9 && DECADES.includes(yearFrom) ? String(yearFrom) : CUSTOM_YEARS;
}

/** A multiple select's value: the ids chosen, or (browser autofill) their text joined by commas. */
const selectedIds = (value: unknown): number[] => (typeof value === 'string' ? value.split(',') : (value as unknown[])).map(Number);

/** A select whose empty value means "any": shown by name, not as a blank field. */
const anySlotProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const numberOrUndefined = (value: string) => (value === ANY ? undefined : Number(value));

interface AtLeastSelectProps {
  label: string;
  anyLabel: string;
  choices: number[];
  value: number | undefined;
  optionLabel: (value: number) => string;
  onChange: (value: number | undefined) => void;
}

/** A minimum chosen from a few round numbers, or any. */
function AtLeastSelect({ label, anyLabel, choices, value, optionLabel, onChange }: AtLeastSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={anySlotProps}
      value={value === undefined ? ANY : String(value)}
      onChange={(event) => onChange(numberOrUndefined(event.target.value))}
    >
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {choicesWith(choices, value).map((choice) => (
        <MenuItem key={choice} value={String(choice)}>
          {optionLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * An open accordion drops its bottom margin when it is the last of its kind among its siblings
 * (accordions stacked in a group): this one stands alone, open or not. (Its heading is set
 * through slotProps, not slots, to keep the heading slot's reset of the browser's h2 margins.)
 */
const panelSx = { '&, &.Mui-expanded:last-of-type': { mb: 3 } } as const;

/**
 * Until the screen's width is known (the server's render, and its hydration, draw it open unless
 * the server recognised a phone), CSS folds the panel on a phone, where the app then folds it:
 * nothing moves when it does.
 */
const foldedOnPhonesSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiCollapse-root': { display: 'none' },
    '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'none' },
  },
});

/**
 * Folded (a phone's first view), the controls mount when the panel first opens and then stay: a
 * dozen fields, selects and the people search were most of the page's first render and of the
 * styles it inserted, for controls no one sees yet. Staying mounted keeps a half-typed value.
 */
const panelSlotProps = { heading: { component: 'h2' }, transition: { mountOnEnter: true } } as const;

interface DiscoverFiltersPanelProps {
  filters: DiscoverFilters;
  onChange: (change: Partial<DiscoverFilters>) => void;
  /** The genres in the UI language; empty while they load. */
  genres: Genre[];
  /** The original languages and the production countries films can be found by (ISO codes); empty while they load. */
  languages: readonly string[];
  countries: readonly string[];
}

/**
 * Every Discover control, labelled and in tab order. On a phone (a narrow screen, or a browser
 * that says it is a phone's) the panel starts folded so the films come first; its heading says
 * how many filters are on.
 */
export const DiscoverFiltersPanel = memo(function DiscoverFiltersPanel({ filters, onChange, genres, languages, countries }: DiscoverFiltersPanelProps) {
  const { t, i18n } = useDiscoverTranslation();
  const locale = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const nameLanguage = useCallback((code: string) => languageName(code, locale), [locale]);
  const nameCountry = useCallback((code: string) => countryName(code, locale), [locale]);
  // On hydration as the server rendered it: folded for a phone it recognised, else open.
  const phone = usePhoneScreen();
  const [opened, setOpened] = useState<boolean | null>(null);
  const matchLabelId = useId();
  const active = activeFilters(filters).length;
  const genreName = (id: number) => genres.find((genre) => genre.id === id)?.name ?? String(id);

  return (
    <Accordion
      expanded={opened ?? !phone}
      onChange={(_event, expanded) => setOpened(expanded)}
      disableGutters
      slotProps={panelSlotProps}
      sx={opened === null ? [panelSx, foldedOnPhonesSx] : panelSx}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="h6">
          {active > 0 ? t('filtersActive', { count: active }) : t('filters')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={autoFillGridSx({ xs: 200, sm: 240 }, 2)}>
          <TextField
            select
            size="small"
            label={t('genres')}
            value={filters.genres}
            onChange={(event) => onChange({ genres: selectedIds(event.target.value) })}
            slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as number[]).map(genreName).join(', ') } }}
          >
            {genres.map((genre) => (
              <MenuItem key={genre.id} value={genre.id}>
                {genre.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id={matchLabelId} sx={{ typography: 'body2' }}>
              {t('genreMatch')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={matchLabelId}
              value={filters.genreMatch}
              onChange={(event) => onChange({ genreMatch: event.target.value === 'any' ? 'any' : 'all' })}
            >
              <FormControlLabel value="all" control={<Radio size="small" />} label={t('matchAll')} />
              <FormControlLabel value="any" control={<Radio size="small" />} label={t('matchAny')} />
            </RadioGroup>
          </FormControl>
          <TextField
            select
            size="small"
            label={t('decade')}
            slotProps={anySlotProps}
            value={decadeOf(filters)}
            onChange={(event) => {
              const decade = numberOrUndefined(event.target.value);
              onChange({ yearFrom: decade, yearTo: decade === undefined ? undefined : decade + 9 });
            }}
          >
            <MenuItem value={ANY}>{t('anyDecade')}</MenuItem>
            <MenuItem value={CUSTOM_YEARS} disabled>
              {t('customYears')}
            </MenuItem>
            {DECADES.map((decade) => (
              <MenuItem key={decade} value={String(decade)}>
                {t('decadeOption', { decade })}
              </MenuItem>
            ))}
          </TextField>
          <NumberFilterField label={t('yearFrom')} value={filters.yearFrom} {...YEAR_RANGE} onCommit={(yearFrom) => onChange({ yearFrom })} />
          <NumberFilterField label={t('yearTo')} value={filters.yearTo} {...YEAR_RANGE} onCommit={(yearTo) => onChange({ yearTo })} />
          <AtLeastSelect
            label={t('minRating')}
            anyLabel={t('anyRating')}
            choices={RATING_CHOICES}
            value={filters.minRating}
            optionLabel={(rating) => t('ratingOption', { rating })}
            onChange={(minRating) => onChange({ minRating })}
          />
          <AtLeastSelect
            label={t('minVotes')}
            anyLabel={t('anyVotes')}
            choices={VOTES_CHOICES}
            value={filters.minVotes}
            optionLabel={(votes) => t('votesOption', { votes })}
            onChange={(minVotes) => onChange({ minVotes })}
          />
          <NumberFilterField label={t('runtimeMin')} value={filters.runtimeMin} {...RUNTIME_RANGE} onCommit={(runtimeMin) => onChange({ runtimeMin })} />
          <NumberFilterField label={t('runtimeMax')} value={filters.runtimeMax} {...RUNTIME_RANGE} onCommit={(runtimeMax) => onChange({ runtimeMax })} />
          <PeopleFilter ids={filters.people} onChange={(people) => onChange({ people })} />
          <CodeSelect
            label={t('language')}
            anyLabel={t('anyLanguage')}
            codes={languages}
            value={filters.language}
            name={nameLanguage}
            locale={locale}
            onChange={(language) => onChange({ language })}
          />
          <CodeSelect
            label={t('country')}
            anyLabel={t('anyCountry')}
            codes={countries}
            value={filters.country}
            name={nameCountry}
            locale={locale}
            onChange={(country) => onChange({ country })}
          />
          <TextField select size="small" label={t('sortBy')} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as SortKey })}>
            {SORT_KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {t(`sort.${key}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('order')} value={filters.order} onChange={(event) => onChange({ order: event.target.value as Order })}>
            {ORDERS.map((order) => (
              <MenuItem key={order} value={order}>
                {t(`orders.${order}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Button sx={{ mt: 2 }} disabled={active === 0} onClick={() => onChange(FILTER_KINDS.reduce(withoutFilter, filters))}>
          {t('clear')}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
});
