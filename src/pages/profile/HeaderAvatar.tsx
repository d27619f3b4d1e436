import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { pictureSrc } from './pictureSrc';

/** The signed-in user's photo in the header, once they have one; it leads to their profile. */
export function HeaderAvatar() {
  const { t } = useTranslation();
  const picture = useAppSelector((state) => state.session.user?.profile_picture);
  if (!picture) return null;
  return (
    <Avatar
      component={RouterLink}
      to={paths.profile}
      src={pictureSrc(picture)}
      alt={t('profile.photoAlt')}
      sx={{ width: 32, height: 32, ml: 0.5 }}
    />
  );
}
