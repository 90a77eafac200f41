import type { Language } from '@portal/contracts';
import { deskEn, deskFr } from './desk/strings';

const en = {
  area: 'Helpdesk',
  dashboard: {
    title: 'Support dashboard',
    description: 'Ticket counts per status, distribution by service and monthly volume of your support requests.',
  },
  tickets: {
    title: 'My tickets',
    description: 'The support tickets you opened, with their status and latest reply.',
  },
  allTickets: {
    title: 'All tickets',
    description: 'Every support ticket of your agency, across financial, commercial, hospitality, ticketing, technical and visa services.',
  },
  ticket: {
    title: 'Ticket {{id}}',
    description: 'The conversation of this ticket: read the thread, reply or close it.',
  },
  desk: {
    ...deskEn.desk,
    title: 'Support desk',
    description: "Every agency's tickets: take them, answer them and keep within the service targets.",
  },
  deskTicket: {
    ...deskEn.deskTicket,
    title: 'Ticket {{id}}',
    description: 'The whole conversation with internal notes: reply, add a note, assign, set the priority or the status.',
  },
};

const fr: typeof en = {
  area: 'Assistance',
  dashboard: {
    title: "Tableau de bord de l'assistance",
    description: 'Nombre de tickets par statut, répartition par service et volume mensuel de vos demandes de support.',
  },
  tickets: {
    title: 'Mes tickets',
    description: 'Les tickets de support que vous avez ouverts, avec leur statut et la dernière réponse.',
  },
  allTickets: {
    title: 'Tous les tickets',
    description: 'Tous les tickets de support de votre agence, pour les services financier, commercial, hôtellerie, billetterie, technique et visa.',
  },
  ticket: {
    title: 'Ticket {{id}}',
    description: 'La conversation de ce ticket : lisez les échanges, répondez ou clôturez-le.',
  },
  desk: {
    ...deskFr.desk,
    title: 'Support client',
    description: 'Les tickets de toutes les agences : prenez-les, répondez-y et respectez les délais de service.',
  },
  deskTicket: {
    ...deskFr.deskTicket,
    title: 'Ticket {{id}}',
    description: 'Toute la conversation avec les notes internes : répondez, ajoutez une note, assignez, fixez la priorité ou le statut.',
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
