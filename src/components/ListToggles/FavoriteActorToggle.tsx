import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import type { ListedPerson } from '../../api/listsApi';
import { ToggleIconButton } from './ToggleIconButton';
import { useListMembership } from './useListMembership';

/** A star that adds a cast member to, or removes them from, the user's favorite actors. */
export function FavoriteActorToggle({ person }: { person: ListedPerson }) {
  const { t } = useTranslation();
  const { member, ready, toggle } = useListMembership('favoriteActors', person.id);

  return (
    <ToggleIconButton
      size="small"
      label={member ? t('profile.removeFavoriteActor', { name: person.name }) : t('profile.addFavoriteActor', { name: person.name })}
      pressed={member}
      ready={ready}
      onToggle={() => void toggle()}
      pressedColor="warning.main"
    >
      {member ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </ToggleIconButton>
  );
}
