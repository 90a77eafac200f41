import type { Language } from '@portal/contracts';

const en = {
  area: 'Account',
  users: {
    title: 'Users',
    description: 'The users of your agency: add, edit, enable or disable them and change their passwords.',
  },
  addUser: {
    title: 'Add a user',
    description: 'Invite a new user to your agency with their name, email and phone.',
  },
  profile: {
    title: 'My profile',
    description: 'Your name, contact details, time zone, date and time format, and two-factor authentication.',
  },
  company: {
    title: 'Company account',
    description: 'Your agency details: address, registration, tax number, licence, logo and contract currency.',
  },
  markup: {
    title: 'Markup',
    description: 'The margins your agency adds to hotels, transfers and activities, and the flight service charge.',
  },
  finance: {
    title: 'Finance',
    description: 'Your balance, payments, billing, reports and statistics.',
  },
};

const fr: typeof en = {
  area: 'Compte',
  users: {
    title: 'Utilisateurs',
    description: 'Les utilisateurs de votre agence : ajoutez-les, modifiez-les, activez-les ou désactivez-les et changez leurs mots de passe.',
  },
  addUser: {
    title: 'Ajouter un utilisateur',
    description: 'Invitez un nouvel utilisateur dans votre agence avec son nom, son e-mail et son téléphone.',
  },
  profile: {
    title: 'Mon profil',
    description: 'Votre nom, vos coordonnées, votre fuseau horaire, le format de date et d’heure, et la double authentification.',
  },
  company: {
    title: "Compte de l'agence",
    description: 'Les informations de votre agence : adresse, registre du commerce, numéro fiscal, licence, logo et devise du contrat.',
  },
  markup: {
    title: 'Majorations',
    description: 'Les marges que votre agence ajoute aux hôtels, transferts et activités, et les frais de service sur les vols.',
  },
  finance: {
    title: 'Finance',
    description: 'Votre solde, vos paiements, votre facturation, vos rapports et statistiques.',
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
