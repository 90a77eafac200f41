import { LANGUAGES } from '@portal/contracts';
import { LANGUAGE_KEY } from '../language/language';
import { USER_DATA_KEY } from '../session/stored-user-data';

/** Set on <html> once the prerendered home is live (its sign-in form answers its own submit). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The inline script right after a prerendered page's #root, run before its first paint. The page
 * shows the signed-out home in one language; the shell would show something else when a session is
 * stored (the dashboard) or, at '/', when another language was chosen: the script then empties
 * #root, and the shell renders from scratch as on any other page. Until the page is live, a submit
 * is held back (a sign-in form posts nothing anywhere before the shell answers it).
 */
export function prerenderGuardScript(): string {
  const keys = JSON.stringify({ user: USER_DATA_KEY, language: LANGUAGE_KEY, languages: LANGUAGES, hydrated: HYDRATED_ATTRIBUTE });
  return `(function(k){var r=document.getElementById('root'),l=r.getAttribute('data-prerendered');try{var s=localStorage,c=s.getItem(k.language);if(s.getItem(k.user)!==null||(location.pathname==='/'&&k.languages.indexOf(c)>=0&&c!==l))r.textContent=''}catch(e){}document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute(k.hydrated))e.preventDefault()},true)})(${keys});`;
}
