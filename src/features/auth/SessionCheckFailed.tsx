import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadFailure, useLoadStatusTranslation } from '../../components/LoadFailure';
import { isOffline } from '../../components/offline';
import { fetchCurrentUser } from './authApi';

/**
 * Why the session check failed (docs/PRODUCT.md §6.4): the server's detail text, that the device
 * is offline, or the specification's default; and a button that checks again.
 */
export default function SessionCheckFailed() {
  const checkError = useAppSelector((state) => state.session.checkError);
  const dispatch = useAppDispatch();
  const { t } = useLoadStatusTranslation();
  return <LoadFailure text={checkError || t(isOffline() ? 'offline' : 'notAuthenticated')} onRetry={() => void dispatch(fetchCurrentUser())} />;
}
