import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadFailure, useLoadStatusTranslation } from '../../components/LoadFailure';
import { isOffline } from '../../components/offline';
import { errorText } from '../../api/errorBody';
import { useServerErrorTexts } from '../../api/serverErrors/useServerErrorTexts';
import { fetchCurrentUser } from './authApi';

/**
 * A session check that failed without a 401 (docs/PRODUCT.md §6.4): it says nothing of the
 * session, which the header still shows as the signed-in hint has it, so the page says the check
 * could not be made, why (the server's reason in the reader's language, or that the device is
 * offline), and offers to check again (issue 61).
 */
export default function SessionCheckFailed() {
  const checkError = useAppSelector((state) => state.session.checkError);
  const dispatch = useAppDispatch();
  const { t } = useLoadStatusTranslation();
  const texts = useServerErrorTexts(checkError !== null);
  const refusal = texts?.refusal(checkError);
  const reason = refusal ? texts?.say(refusal) : errorText(checkError, ['detail']);
  let text = t('sessionUnchecked');
  if (reason) text = t('sessionUncheckedBecause', { reason });
  else if (isOffline()) text = t('offline');
  return <LoadFailure text={text} onRetry={() => void dispatch(fetchCurrentUser())} />;
}
