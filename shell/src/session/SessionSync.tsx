import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../language/use-language';
import { useShellDispatch, useShellSelector } from '../store';
import { checkSession, selectUser, userDataChanged } from './session-slice';
import { USER_DATA_KEY, readUserData } from './user-data';

/** Navigation state of the home page: prefills the sign-in email (e.g. after a password was set). */
export interface SignInState {
  email?: string;
}

/**
 * Checks a stored session with the server once on load (spec §4), keeps the session in step with
 * storage (sign-in or sign-out in another tab), and returns to the home page, where sign-in is,
 * whenever the session ends (sign-out, any 401).
 */
export function SessionSync() {
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const user = useShellSelector(selectUser);
  const wasSignedIn = useRef(user !== null);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void dispatch(checkSession());
  }, [dispatch]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_DATA_KEY || event.key === null) dispatch(userDataChanged(readUserData()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  useEffect(() => {
    if (wasSignedIn.current && user === null) void navigate(localize('/'), { replace: true });
    wasSignedIn.current = user !== null;
  }, [user, navigate, localize]);

  return null;
}
