import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPTED_TYPES } from '../../../../contract/photo';
import { loadServerErrorTexts } from '../../../api/serverErrors/loadServerErrorTexts';
import { useHydrated } from '../../../components/hydration/useHydrated';
import { useNotify } from '../../../components/Notifications';
import { pictureSrc } from '../pictureSrc';
import { type PhotoProblem, photoProblem, uploadErrorReason, useUploadProfilePictureMutation } from '../profileApi';
import { useProfileTranslation } from '../profileTranslation';

const hiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The photo with 'Upload New Photo': checks the file, previews it, uploads it, says how it went. */
export function ProfilePhoto({ picture, email }: { picture: string | null; email: string }) {
  const { t, i18n } = useTranslation();
  const { t: tProfile } = useProfileTranslation();
  const notify = useNotify();
  const [upload, { isLoading: uploading }] = useUploadProfilePictureMutation();
  const hydrated = useHydrated();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);

  const handleChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const refusal = photoProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setPreview(await readAsDataUrl(file).catch(() => null));
    try {
      await upload(file).unwrap();
      notify(tProfile('uploadSuccess'), { variant: 'success' });
    } catch (error) {
      const reason = uploadErrorReason(error, await loadServerErrorTexts(i18n));
      notify(reason ? tProfile('uploadErrorReason', { reason }) : tProfile('uploadError'), { variant: 'error' });
    } finally {
      setPreview(null);
    }
  };

  const shown = preview ?? (picture ? pictureSrc(picture) : undefined);

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 3 }}>
      <Avatar
        src={shown}
        alt={preview ? tProfile('previewAlt') : t('profile.photoAlt')}
        sx={{ width: 128, height: 128, fontSize: 48, opacity: uploading ? 0.6 : 1 }}
      >
        {email.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' }, textAlign: { xs: 'center', sm: 'left' } }}>
        <Typography component="h2" variant="overline" color="text.secondary">
          {tProfile('email')}
        </Typography>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{email}</Typography>
        {/* A plain label around the file input: as role="button" it would nest one control in another, and tab twice. */}
        {/* In the server's HTML it waits for the app: a photo chosen before would be lost. */}
        <Button component="label" role={undefined} tabIndex={-1} variant="contained" startIcon={<PhotoCameraIcon />} disabled={uploading || !hydrated}>
          {tProfile('uploadPhoto')}
          <Box component="input" type="file" accept={PHOTO_ACCEPTED_TYPES.join(',')} disabled={uploading || !hydrated} onChange={(event) => void handleChosen(event)} sx={hiddenInput} />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {tProfile('photoHint')}
        </Typography>
        {uploading && <LinearProgress aria-label={tProfile('uploading')} sx={{ mt: 2 }} />}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {tProfile(problem)}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
