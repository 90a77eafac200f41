import type { ShellStrings } from './strings.en';

export const shellFr: ShellStrings = {
  meta: {
    title: 'Voyagr Pro · Portail de réservation de voyages B2B',
  },
  config: {
    errorTitle: "Le portail n'a pas pu démarrer",
    errorBody: "Sa configuration n'a pas pu être chargée. Vérifiez votre connexion, puis réessayez. Si le problème persiste, contactez le support.",
  },
  notFound: {
    title: 'Page introuvable',
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
  header: {
    mainNavigation: 'Navigation principale',
    userMenu: 'Menu utilisateur',
    signedInAs: 'Connecté en tant que',
    activities: 'Activités',
  },
  home: {
    eyebrow: 'Pour les agences de voyages et les partenaires',
    primaryCta: 'Créer un compte',
    secondaryCta: 'Découvrir nos services',
  },
  dashboard: {
    welcome: 'Bienvenue, {{name}}',
    lead: 'Réservez et gérez les voyages de vos clients : vols, hôtels, transferts et visas, avec votre assistance et le compte de votre agence au même endroit.',
    open: 'Ouvrir',
    areas: {
      flights: 'Recherchez et réservez des vols, suivez les billets.',
      hotels: 'Trouvez des hôtels dans le monde entier et gérez les séjours.',
      transfers: "Transferts depuis l'aéroport, la gare ou le port.",
      visa: "Demandes de visa, cotations de groupe et réservations d'hôtel pour visa.",
      helpdesk: 'Tickets de support et leur tableau de bord.',
      account: 'Utilisateurs, agence, majorations et finance.',
      activities: 'Excursions et expériences à destination.',
    },
  },
  signUp: {
    title: 'Créez le compte de votre agence',
    lead: "Voyagr Pro est réservé aux agences de voyages et aux partenaires professionnels. L'inscription donne à votre agence accès aux vols, hôtels, transferts et à l'assistance visa à des tarifs professionnels.",
    howTitle: "Comment se passe l'inscription",
    steps: [
      'Présentez votre agence : nom, adresse, immatriculation et coordonnées.',
      'Vérifiez votre adresse e-mail dans les 48 heures grâce au lien que nous vous envoyons.',
      "Notre équipe examine votre agence et active le compte ; vous vous connectez ensuite avec votre mot de passe et un code de votre application d'authentification.",
    ],
    opensSoon: "L'inscription en ligne ouvrira bientôt ici. En attendant, notre équipe ouvre les comptes sur demande.",
    haveAccount: 'Vous avez déjà un compte ?',
  },
  resetPassword: {
    title: 'Réinitialisez votre mot de passe',
    lead: 'Mot de passe oublié ? Un lien envoyé à votre adresse e-mail enregistrée vous permet d’en choisir un nouveau (8 à 30 caractères).',
    opensSoon: "La réinitialisation depuis cette page ouvrira bientôt. En attendant, l'administrateur de votre agence ou notre support peut le réinitialiser pour vous.",
    backToSignIn: 'Retour à la connexion',
    contactSupport: 'Contacter le support',
  },
  footer: {
    about: "Le portail de réservation d'un grossiste de voyages B2B : vols, hôtels, transferts, activités et assistance visa pour les professionnels du voyage.",
  },
};
