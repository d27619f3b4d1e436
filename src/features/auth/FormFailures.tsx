import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { FORM_ERROR_PARAM, FORM_FAILURES, type FormFailure } from '../../../contract/accountForms';
import { MIN_PASSWORD_LENGTH } from '../../../contract/registration';
import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/accountForms/en.json';
import es from '../../i18n/locales/accountForms/es.json';

const useAccountFormsTranslation = featureTranslation('accountForms', { en, es });
const isFormFailure = (code: string): code is FormFailure => FORM_FAILURES.some((known) => known === code);

/**
 * Why the form, sent without the app's scripts, came back (server/routes/forms): the reasons the
 * server put in the URL, which the server renders too. Its own chunk, with its texts: only a
 * refused form's page needs it.
 */
export default function FormFailures() {
  const { t } = useAccountFormsTranslation();
  const [params] = useSearchParams();
  const failures = [...new Set(params.getAll(FORM_ERROR_PARAM).filter(isFormFailure))];
  if (failures.length === 0) return null;
  return (
    <Typography role="alert" color="error" variant="body2" component="div">
      {failures.map((failure) => (
        <Box component="p" key={failure} sx={{ m: 0 }}>
          {t(`failure.${failure}`, { min: MIN_PASSWORD_LENGTH })}
        </Box>
      ))}
    </Typography>
  );
}
