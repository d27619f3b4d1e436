import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import type { ListedPerson } from './listsApi';
import { ToggleIconButton } from './ToggleIconButton';
import { useListMembership } from './ListMembership';

const ACTOR_LISTS = ['favoriteActors'] as const;

/** A star that adds a cast member to, or removes them from, the user's favorite actors. */
export function FavoriteActorToggle({ person }: { person: ListedPerson }) {
  const { t } = useTranslation();
  const { member, ready, toggle } = useListMembership(ACTOR_LISTS, person.id);

  return (
    <ToggleIconButton
      size="small"
      label={member.favoriteActors ? t('profile.removeFavoriteActor', { name: person.name }) : t('profile.addFavoriteActor', { name: person.name })}
      pressed={member.favoriteActors}
      ready={ready}
      onToggle={() => void toggle('favoriteActors')}
      pressedColor="warning"
    >
      {member.favoriteActors ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </ToggleIconButton>
  );
}
