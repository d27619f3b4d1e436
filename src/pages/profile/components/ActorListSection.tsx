import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ListedPerson, useFavoriteActorsQuery } from '../../../entities/lists';
import { personPath } from '../../../config/paths';
import { posterUrl } from '../../../config/runtimeConfig';
import { ListBody } from './ListBody';
import { TitledSection } from '../../../components/TitledSection';
import { useRemoveFromList } from './useRemoveFromList';
import { useProfileTranslation } from '../profileTranslation';

/** Favorite Actors: a photo (or initial) and name per person, linking to their page, each with a remove button. */
export function ActorListSection() {
  const { t } = useTranslation();
  const { t: tProfile } = useProfileTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useFavoriteActorsQuery(page);
  const remove = useRemoveFromList('favoriteActors');
  const title = tProfile('favoriteActors');

  return (
    <TitledSection title={title}>
      <ListBody
        listTitle={title}
        emptyText={tProfile('noFavoriteActors')}
        data={data}
        isLoading={isLoading}
        isError={isError}
        page={page}
        onPageChange={setPage}
        minItemWidth={200}
        renderItem={(person: ListedPerson) => (
          <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Avatar src={person.profile_path ? posterUrl(person.profile_path, 'w185') : undefined} alt="" sx={{ width: 48, height: 48 }}>
              {person.name.charAt(0)}
            </Avatar>
            <Link component={RouterLink} to={personPath(person.id)} variant="body2" underline="hover" color="inherit" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
              {person.name}
            </Link>
            <IconButton size="small" aria-label={t('profile.removeFavoriteActor', { name: person.name })} onClick={() => void remove(person.id)}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      />
    </TitledSection>
  );
}
