import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CastMember } from '../../../contract/movies';
import { FavoriteActorToggle } from '../../entities/lists';
import { LoadFailure } from '../../components/LoadFailure';
import { personPath } from '../../config/paths';
import { posterUrl } from '../../config/runtimeConfig';
import { autoFillGridSx } from '../../theme/autoFillGridSx';

const AVATAR_SIZE = 64;
const SKELETON_MEMBERS = 6;

// As wide as a people result's (PeopleResults): at 150 px a phone's two columns left a name 60 px
// beside its photo and star, and "Castellano" ran under the star.
const listSx = autoFillGridSx(200);

// A cast runs to twenty people and more: styles made once here cost far less per person than sx
// props and Typography, which resolve the theme on every render.
const Member = styled('li')(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), minWidth: 0 }));
const Photo = styled(Avatar)({ width: AVATAR_SIZE, height: AVATAR_SIZE });
const Names = styled('div')({ minWidth: 0, flexGrow: 1 });
const Name = styled(Link)({ fontWeight: 600, display: 'block' }) as typeof Link;
const Character = styled('p')(({ theme }) => ({ ...theme.typography.body2, margin: 0, color: (theme.vars ?? theme).palette.text.secondary }));

interface CastListProps {
  cast: CastMember[] | undefined;
  isLoading: boolean;
  errorText: string | null;
  onRetry: () => void;
}

/** The film's cast with photos (a placeholder figure where a person has none), each name linking to the person's page. */
export function CastList({ cast, isLoading, errorText, onRetry }: CastListProps) {
  const { t } = useTranslation();
  if (errorText) return <LoadFailure text={errorText} onRetry={onRetry} />;
  if (isLoading || !cast) {
    return (
      <Box role="status" aria-label={t('app.loading')} aria-busy="true" sx={listSx}>
        {Array.from({ length: SKELETON_MEMBERS }, (_, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Skeleton variant="circular" width={AVATAR_SIZE} height={AVATAR_SIZE} />
            <Skeleton variant="text" sx={{ flexGrow: 1 }} />
          </Box>
        ))}
      </Box>
    );
  }
  if (cast.length === 0) return <Typography color="text.secondary">{t('browse.noCast')}</Typography>;
  return (
    <Box component="ul" aria-label={t('browse.cast')} sx={listSx}>
      {cast.map((member) => (
        <Member key={member.credit_id}>
          <Photo
            src={member.profile_path ? posterUrl(member.profile_path, 'w185') : undefined}
            alt={member.name}
            slotProps={{ img: { loading: 'lazy' } }}
          >
            <PersonIcon aria-hidden />
          </Photo>
          <Names>
            <Name component={RouterLink} to={personPath(member.id)} variant="body2" underline="hover">
              {member.name}
            </Name>
            {member.character && <Character>{t('browse.asCharacter', { character: member.character })}</Character>}
          </Names>
          <FavoriteActorToggle person={member} t={t} />
        </Member>
      ))}
    </Box>
  );
}
