import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { expiryNoticeShown } from './sessionSlice';
import { useNotify } from '../../components/Notifications';

/** Tells the user once that their session ended (docs/PRODUCT.md §6.5); the guards do the redirect. */
export function SessionExpiryNotice() {
  const pending = useAppSelector((state) => state.session.expiryNoticePending);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { t } = useTranslation();
  useEffect(() => {
    if (!pending) return;
    notify(t('messages.sessionExpired'), { variant: 'error' });
    dispatch(expiryNoticeShown());
  }, [pending, dispatch, notify, t]);
  return null;
}
