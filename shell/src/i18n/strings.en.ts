/** The shell's own strings (namespace `shell`); shared labels live in @portal/i18n `common`. */
export const shellEn = {
  meta: {
    title: 'Voyagr Pro · B2B travel booking portal',
  },
  config: {
    errorTitle: 'The portal could not start',
    errorBody: 'Its configuration could not be loaded. Check your connection, then try again. If the problem persists, contact support.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  header: {
    mainNavigation: 'Main navigation',
    userMenu: 'User menu',
    signedInAs: 'Signed in as',
    activities: 'Activities',
  },
  home: {
    eyebrow: 'For travel agencies and partners',
    primaryCta: 'Create an account',
    secondaryCta: 'Explore our services',
  },
  dashboard: {
    welcome: 'Welcome, {{name}}',
    lead: 'Book and manage your clients’ trips: flights, hotels, transfers and visas, with your helpdesk and your agency account in one place.',
    open: 'Open',
    areas: {
      flights: 'Search and book flights, follow tickets.',
      hotels: 'Find hotels worldwide and manage stays.',
      transfers: 'Airport, station and port transfers.',
      visa: 'Visa requests, group quotations and hotel visa reservations.',
      helpdesk: 'Support tickets and their dashboard.',
      account: 'Users, company, markup and finance.',
      activities: 'Excursions and experiences at destination.',
    },
  },
  signUp: {
    title: 'Create your agency account',
    lead: 'Voyagr Pro is reserved for travel agencies and trade partners. Registering gives your agency access to flights, hotels, transfers and visa assistance at professional rates.',
    howTitle: 'How registration works',
    steps: [
      'Tell us about your agency: name, address, registration and contact details.',
      'Verify your email address within 48 hours using the link we send you.',
      'Our team reviews your agency and activates the account; you then sign in with your password and a code from your authenticator app.',
    ],
    opensSoon: 'Online registration opens here soon. Until then, our team opens accounts on request.',
    haveAccount: 'Already have an account?',
  },
  resetPassword: {
    title: 'Reset your password',
    lead: 'Forgotten your password? A reset link sent to your registered email address lets you choose a new one (8 to 30 characters).',
    opensSoon: 'Password reset from this page opens soon. Until then, your agency administrator or our support team can reset it for you.',
    backToSignIn: 'Back to sign in',
    contactSupport: 'Contact support',
  },
  footer: {
    about: 'The booking portal of a B2B travel wholesaler: flights, hotels, transfers, activities and visa assistance for travel professionals.',
  },
};

export type ShellStrings = typeof shellEn;
