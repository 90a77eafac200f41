/** The element id of the home's sign-in card; `/#sign-in` brings it into view (the header's "Sign in"). */
export const SIGN_IN_ANCHOR = 'sign-in';
