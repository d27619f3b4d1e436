import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { expiryNoticeShown } from './sessionSlice';

/** Tells the user once that their session ended (spec point 4); the guards do the redirect. */
export function SessionExpiryNotice() {
  const pending = useAppSelector((state) => state.session.expiryNoticePending);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  useEffect(() => {
    if (!pending) return;
    enqueueSnackbar(t('messages.sessionExpired'), { variant: 'error' });
    dispatch(expiryNoticeShown());
  }, [pending, dispatch, enqueueSnackbar, t]);
  return null;
}
