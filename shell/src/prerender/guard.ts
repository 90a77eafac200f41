import { LANGUAGES } from '@portal/contracts';
import { LANGUAGE_KEY } from '../language/language';
import { USER_DATA_KEY } from '../session/stored-user-data';

/** Set on <html> once the prerendered home is live (its sign-in form answers its own submit). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Set on <html> by the guard when it held back a submit: the live form sends it then. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * The inline script right after a prerendered page's #root, run before its first paint. The page
 * shows the signed-out home in one language; the shell would show something else when a session is
 * stored (the dashboard) or, at '/', when another language was chosen: the script then empties
 * #root, and the shell renders from scratch as on any other page (and the script does nothing
 * more). Otherwise, until the page is live, a submit of its form is held back (the browser would
 * send the form itself): the live form sends it (`goLive`).
 */
export function prerenderGuardScript(): string {
  const keys = JSON.stringify({ user: USER_DATA_KEY, language: LANGUAGE_KEY, languages: LANGUAGES, hydrated: HYDRATED_ATTRIBUTE, held: HELD_SUBMIT_ATTRIBUTE });
  return `(function(k){var r=document.getElementById('root'),h=document.documentElement,l=r.getAttribute('data-prerendered');try{var s=localStorage,c=s.getItem(k.language);if(s.getItem(k.user)!==null||(location.pathname==='/'&&k.languages.indexOf(c)>=0&&c!==l))r.textContent=''}catch(e){}if(!r.hasChildNodes())return;document.addEventListener('submit',function(e){if(h.hasAttribute(k.hydrated)||!r.contains(e.target))return;e.preventDefault();e.stopPropagation();h.setAttribute(k.held,'')},true)})(${keys});`;
}

/**
 * Called by the prerendered page's form once the shell has taken the page over: what the user
 * typed into its fields (`ids`: field name → element id) before that, read from the page, and
 * whether they submitted it meanwhile. From then on the guard lets submits through.
 */
export function goLive(ids: Record<string, string>): { typed: Record<string, string | boolean>; submitted: boolean } {
  const html = document.documentElement;
  const typed: Record<string, string | boolean> = {};
  for (const [name, id] of Object.entries(ids)) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement) typed[name] = field.type === 'checkbox' ? field.checked : field.value;
  }
  const submitted = html.hasAttribute(HELD_SUBMIT_ATTRIBUTE);
  html.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  html.setAttribute(HYDRATED_ATTRIBUTE, '');
  return { typed, submitted };
}
