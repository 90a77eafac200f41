import type { PublicPages } from './public-pages.types';

const errorFormatSample = [
  '{',
  '  "error": {',
  '    "code": "chaîne : code d’erreur exploitable par programme",',
  '    "message": "chaîne : explication lisible",',
  '    "details": "facultatif : contexte supplémentaire, par exemple les champs invalides"',
  '  }',
  '}',
].join('\n');

const curlSample = [
  '# Un premier appel avec une clé sandbox : le solde de l’agence.',
  'curl -H "Authorization: Bearer $VOYAGR_API_KEY" "$VOYAGR_API_URL/api/v1/api/balance"',
  '',
  '# Réserver une seule fois, quelles que soient les reprises : la même Idempotency-Key renvoie le premier résultat.',
  'curl -X POST "$VOYAGR_API_URL/api/v1/hotels/bookings" \\',
  '  -H "Authorization: Bearer $VOYAGR_API_KEY" \\',
  '  -H "Idempotency-Key: order-2026-000123" \\',
  '  -H "Content-Type: application/json" \\',
  '  --data @booking.json',
].join('\n');

const webhookSample = [
  '// Node.js : vérifiez une livraison avant de vous y fier (rawBody : les octets tels que reçus).',
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  'function verified(rawBody, header, secret) {',
  "  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));",
  '  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;',
  "  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');",
  '  return v1?.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));',
  '}',
].join('\n');

const shasignSample = [
  '// Node.js 20+ : générer un lien de connexion partenaire Voyagr Pro (côté serveur uniquement).',
  "import { createHmac } from 'node:crypto';",
  '',
  'const PORTAL_URL = process.env.VOYAGR_PORTAL_URL; // adresse du portail communiquée à l’ouverture',
  'const PARTNER_SECRET = process.env.VOYAGR_PARTNER_SECRET; // ne jamais l’envoyer à un navigateur',
  '',
  'export function buildPartnerSignInLink({ partnerId, email, professionalId }) {',
  '  // Un lien sert une fois, dans les 5 minutes suivant cet instant (heure Unix en secondes, UTC).',
  '  const timestamp = String(Math.floor(Date.now() / 1000));',
  '  const address = email.trim().toLowerCase();',
  '  // Signer les valeurs, séparées par "|", telles qu’elles seront envoyées.',
  '  const payload = `${partnerId}|${address}|${professionalId}|${timestamp}`;',
  "  const shasign = createHmac('sha256', PARTNER_SECRET)",
  "    .update(payload, 'utf8')",
  "    .digest('hex'); // hexadécimal en minuscules, 64 caractères",
  '',
  '  const url = new URL(PORTAL_URL);',
  "  url.searchParams.set('partnerId', String(partnerId));",
  "  url.searchParams.set('email', address);",
  "  url.searchParams.set('professionalId', String(professionalId));",
  "  url.searchParams.set('timestamp', timestamp);",
  "  url.searchParams.set('SHASIGN', shasign);",
  '  return url.toString(); // URLSearchParams se charge de l’encodage des paramètres',
  '}',
  '',
  '// Vecteur de test : avec le secret "example-partner-secret",',
  '// partnerId "1042", email "agent@agency.example", professionalId "587" et timestamp "1767225600",',
  '// SHASIGN = cd16c3e31f273deb4f46f67f5c64325dd5b3a3d115f771dc6f8a0596d6b273ec',
].join('\n');

export const publicPagesFr: PublicPages = {
  home: {
    title: 'Voyagr Pro : le portail de réservation des agences de voyages',
    lead: 'Réservez vols, hôtels, transferts, activités et assistance visa pour vos clients depuis un seul portail professionnel, avec vos propres marges et un solde que vous maîtrisez.',
    sections: [
      {
        heading: 'Toutes les prestations du voyage au même endroit',
        paragraphs: [
          'Voyagr Pro est le portail de réservation d’un grossiste en voyages B2B. Recherchez, comparez et réservez chaque prestation sans jongler entre les sites des fournisseurs, puis retrouvez réservations, bons d’échange et billets dans un seul compte.',
          'Pour les projets plus importants, envoyez une demande de cotation groupe : notre équipe vous prépare une offre sur mesure.',
        ],
        bullets: [
          'Vols : aller simple, aller-retour ou multi-destinations, de l’économique à la première',
          'Hôtels dans le monde entier, avec détails de réservation et bons d’échange dans votre compte',
          'Transferts entre aéroports, gares, ports et hôtels',
          'Assistance visa, guidée étape par étape, avec des conseillers spécialisés',
          'Activités : visites, billets et excursions à destination, confirmées immédiatement ou sur demande',
        ],
      },
      {
        heading: 'Vos marges, vos règles',
        paragraphs: [
          'Définissez vos majorations une fois pour toutes, elles s’appliquent à chaque réservation : un pourcentage ou un montant fixe par réservation pour les hôtels, les transferts et les activités, et des frais de service par billet pour les vols.',
          'Chaque réservation affiche côte à côte le prix d’achat et le prix de vente : vous savez toujours ce que vous gagnez.',
        ],
      },
      {
        heading: 'Une gestion financière fiable',
        paragraphs: [
          'Réglez sur votre solde prépayé, en agence, ou par carte pour les vols. Votre solde s’affiche dès la connexion et chaque paiement est traçable dans l’espace Finance.',
          'Chaque réservation conserve l’historique complet des opérations (qui a fait quoi, quand et depuis quelle adresse IP) : rien ne se passe sur votre compte sans laisser de trace.',
        ],
      },
      {
        heading: 'Pensé pour les équipes d’agence',
        paragraphs: [
          'Ajoutez vos collaborateurs comme utilisateurs, activez ou désactivez leurs accès au gré des changements dans votre équipe, et centralisez les informations de votre société, votre fuseau horaire et votre format de date.',
          'Chaque compte est protégé par une authentification à deux facteurs via une application d’authentification.',
        ],
      },
      {
        heading: 'Un support qui connaît le voyage',
        paragraphs: [
          'Ouvrez un ticket au helpdesk : il parvient directement à la bonne équipe, qu’il s’agisse du service financier, commercial, hôtellerie, billetterie, technique ou visa. Suivez tous vos tickets depuis un tableau de bord.',
          'L’ensemble du portail est disponible en français et en anglais.',
        ],
      },
      {
        heading: 'Étape 1 : inscrivez votre agence',
        paragraphs: [
          'Remplissez le formulaire d’inscription avec les informations de votre agence (raison sociale, adresse, registre du commerce, numéro fiscal, licence) et les produits qui vous intéressent. Quelques minutes suffisent.',
        ],
      },
      {
        heading: 'Étape 2 : validez sous 48 heures',
        paragraphs: [
          'Confirmez votre adresse e-mail grâce au lien que nous vous envoyons. L’inscription doit être validée dans les 48 heures : consultez sans tarder votre boîte de réception (et vos courriers indésirables).',
        ],
      },
      {
        heading: 'Étape 3 : nous validons votre agence',
        paragraphs: [
          'Notre équipe examine les informations de votre agence et active votre compte. Votre chargé de compte reste votre interlocuteur pour toute question sur votre contrat et vos conditions de paiement.',
        ],
      },
      {
        heading: 'Étape 4 : connectez-vous et réservez',
        paragraphs: [
          'Connectez-vous avec votre e-mail et votre mot de passe, confirmez avec le code à 6 chiffres de votre application d’authentification, définissez vos majorations et effectuez votre première réservation.',
        ],
      },
      {
        heading: 'Prêt à travailler avec Voyagr Pro ?',
        paragraphs: [
          'Vous découvrez Voyagr Pro ? Créez dès maintenant le compte de votre agence. Vous êtes déjà inscrit ? Connectez-vous pour retrouver vos réservations, votre solde et vos tickets.',
        ],
      },
    ],
  },

  about: {
    title: 'À propos de Voyagr Pro',
    lead: 'Voyagr Pro est le portail en ligne d’un grossiste en voyages qui travaille exclusivement avec les professionnels : agences de voyages et partenaires du secteur.',
    sections: [
      {
        heading: 'Nos clients',
        paragraphs: [
          'Nous ne vendons pas aux voyageurs individuels. Nos clients sont des agences de voyages, de l’agence indépendante au réseau multi-points de vente, ainsi que des partenaires qui connectent leurs propres systèmes à notre offre.',
          'Que vous réserviez un simple transfert pour un client de passage ou que vous organisiez un séminaire pour une centaine de personnes, Voyagr Pro vous donne accès aux tarifs grossiste, et la relation client reste la vôtre.',
        ],
      },
      {
        heading: 'Notre métier',
        paragraphs: [
          'En tant que grossiste, nous réunissons un large catalogue d’hôtels, de compagnies aériennes, de transferts et d’activités, auquel nous ajoutons nos propres services : assistance visa, réservations d’hôtel pour les demandes de visa et cotations de groupe sur mesure.',
          'Le portail fait de ce catalogue un véritable outil de travail : recherche en temps réel, réservation, paiement, bons d’échange, rapports et support, dans un seul compte.',
        ],
      },
      {
        heading: 'La rapidité',
        paragraphs: [
          'Vos agents doivent consacrer leur temps à conseiller leurs clients, pas à recopier des données d’un site à l’autre. Recherches, réservations et formulaires voyageurs sont conçus pour un usage professionnel quotidien, et les réservations de vols et de transferts peuvent être mises en option jusqu’à 30 minutes, le temps d’obtenir l’accord de votre client.',
        ],
      },
      {
        heading: 'Une gestion financière digne de confiance',
        paragraphs: [
          'Votre solde prépayé, vos paiements et vos marges sont visibles à tout moment. Chaque réservation enregistre son prix d’achat, son prix de vente, ses frais et son historique complet, et les rapports vous permettent de rapprocher votre activité sur n’importe quelle période.',
        ],
      },
      {
        heading: 'Entièrement bilingue',
        paragraphs: [
          'Voyagr Pro fonctionne en français et en anglais, des écrans de recherche jusqu’aux tickets de support. Chaque utilisateur travaille dans la langue de son choix, et nos équipes répondent dans les deux langues.',
        ],
      },
      {
        heading: 'La sécurité par défaut',
        paragraphs: [
          'Les comptes d’agence sont validés par notre équipe avant leur activation, la connexion passe par une authentification à deux facteurs avec une application d’authentification, et c’est vous qui décidez quels collaborateurs ont accès au portail.',
        ],
      },
      {
        heading: 'Une équipe derrière le portail',
        paragraphs: [
          'Derrière chaque catégorie du helpdesk se trouve une équipe dédiée : financier, commercial, hôtellerie, billetterie, technique et visa. Votre chargé de compte suit votre agence et reste votre premier interlocuteur pour votre contrat et vos conditions commerciales.',
        ],
      },
    ],
  },

  services: {
    title: 'Nos services',
    lead: 'Tout ce dont votre agence a besoin pour vendre du voyage, du simple billet d’avion au programme de groupe complet, avec vos marges appliquées automatiquement.',
    sections: [
      {
        heading: 'Vols',
        paragraphs: [
          'Recherchez des itinéraires aller simple, aller-retour et multi-destinations en classe économique, premium économique, affaires ou première, pour adultes, enfants et bébés. Comparez les résultats, saisissez les informations des voyageurs, vérifiez le tarif et ses conditions, puis confirmez.',
          'Une fois le billet émis, la réservation affiche les numéros de billet, l’itinéraire et la franchise bagages (soute et cabine). Réglez sur votre solde, en agence ou par carte.',
        ],
        bullets: [
          'Les réservations de vols peuvent être mises en option jusqu’à 30 minutes avant d’être libérées',
          'Vos frais de service par billet sont ajoutés automatiquement',
          'Les règles tarifaires et conditions d’annulation s’affichent avant confirmation et doivent être acceptées',
        ],
      },
      {
        heading: 'Hôtels',
        paragraphs: [
          'Réservez dans notre catalogue hôtelier grossiste et gérez vos réservations depuis votre liste : numéro et date de confirmation, date limite d’annulation, frais, prix d’achat et de vente, et bon d’échange pour votre client.',
          'Votre majoration hôtelière, en pourcentage ou en montant fixe par réservation, est appliquée au prix de vente.',
        ],
      },
      {
        heading: 'Transferts',
        paragraphs: [
          'Organisez des transferts privés ou partagés entre aéroports, gares, ports et hôtels, de la berline à l’autocar : aller simple, aller-retour, ou multi-destinations avec jusqu’à 3 trajets dans une même réservation.',
          'Pour chaque trajet, indiquez le numéro de vol, de train ou de croisière, la date d’arrivée ou de départ, les points de prise en charge et de dépose ainsi que la compagnie, afin que le chauffeur puisse suivre l’arrivée. Les réservations de transferts peuvent elles aussi être mises en option jusqu’à 30 minutes.',
        ],
      },
      {
        heading: 'Assistance visa',
        paragraphs: [
          'Notre service visa vous accompagne à chaque étape de la demande : note d’information, demande (destination, type de visa, nombre de voyageurs, nationalité et document de voyage), coordonnées des voyageurs, conditions à accepter et finalisation.',
          'Déposez les justificatifs directement dans le dossier (JPG, JPEG, PNG ou PDF, 20 Mo au total) et suivez chaque demande du statut « en cours » jusqu’à la décision de l’ambassade. Les conseillers visa sont joignables du dimanche au jeudi, de 9 h à 12 h et de 13 h à 17 h 30.',
        ],
      },
      {
        heading: 'Réservations d’hôtel pour demande de visa',
        paragraphs: [
          'De nombreux consulats exigent un justificatif d’hébergement. Demandez une réservation d’hôtel par ville, quartier ou nom d’hôtel, en précisant les chambres, les occupants et un budget par personne et par nuit (0-50, 50-100, 100-150 ou 150-200 euros).',
          'Ces réservations sont annulées automatiquement trois jours avant la date d’arrivée.',
        ],
      },
      {
        heading: 'Cotations de groupe',
        paragraphs: [
          'Pour les groupes, envoyez une demande de cotation plutôt que de réserver chambre par chambre : voyages scolaires, séminaires, incentives, équipes sportives, événements, etc. Précisez la catégorie d’hôtel (1 à 5 étoiles), la formule de repas, les dates (16 jours au maximum), les chambres et les occupants, les services complémentaires et vos demandes particulières.',
          'Notre équipe étudie votre demande et revient vers vous avec une offre sur mesure.',
        ],
      },
      {
        heading: 'Activités',
        paragraphs: [
          'Réservez visites, billets et excursions par destination et par date : comparez photos, durées, prix et conditions d’annulation, choisissez une option et une date dans le calendrier des disponibilités, puis répondez aux questions du prestataire (point de prise en charge, régime alimentaire, etc.).',
          'Certaines activités sont confirmées sur demande : le montant est bloqué sur votre solde jusqu’à la réponse du prestataire, débité s’il confirme et libéré s’il refuse ou ne répond pas à temps. Vous êtes prévenu par e-mail et dans le portail, et le voucher est prêt dès la confirmation.',
        ],
      },
      {
        heading: 'Outils de gestion pour l’agence',
        paragraphs: ['Au-delà de la réservation, Voyagr Pro vous donne les outils pour piloter l’activité voyage de votre agence.'],
        bullets: [
          'Fiche société et gestion des utilisateurs',
          'Majorations par ligne de produits et frais de service sur les vols',
          'Solde prépayé, paiements et facturation',
          'Rapports et statistiques avec des périodes prédéfinies',
          'Helpdesk avec tableau de bord des tickets',
          'Une API et des liens de connexion partenaire pour les intégrateurs',
        ],
      },
    ],
  },

  contact: {
    title: 'Nous contacter',
    lead: 'Une question sur l’ouverture d’un compte, un partenariat ou une intégration ? Écrivez-nous, la bonne équipe vous répondra.',
    sections: [
      {
        heading: 'À quoi sert le formulaire de contact',
        paragraphs: [
          'Utilisez le formulaire de contact pour les questions qui ne concernent pas une réservation précise : ouverture d’un compte agence, conditions commerciales, propositions de partenariat, accès à l’API ou difficulté de connexion.',
        ],
        bullets: [
          'Ouvrir un compte ou suivre votre inscription',
          'Questions commerciales et propositions de partenariat',
          'Demandes d’intégration API et partenaire',
          'Problèmes de connexion, par exemple la perte de votre application d’authentification',
        ],
      },
      {
        heading: 'Déjà client ? Passez par le helpdesk',
        paragraphs: [
          'Pour tout ce qui concerne une réservation, un paiement ou un dossier visa, connectez-vous et ouvrez un ticket au helpdesk. Choisissez le service concerné et indiquez la référence de la réservation : votre demande arrive directement à l’équipe compétente, et vous suivez tout l’échange au même endroit.',
        ],
      },
      {
        heading: 'Rédiger votre message',
        paragraphs: [
          'Les messages sont limités à 500 caractères : allez à l’essentiel en précisant le nom de votre agence, votre besoin et, le cas échéant, la référence concernée. Complétez le captcha avant l’envoi.',
          'Si votre demande nécessite des documents ou un échange plus long, nous poursuivrons la conversation par e-mail.',
        ],
      },
      {
        heading: 'Délais de réponse',
        paragraphs: [
          'Nous nous efforçons de répondre sous 24 heures. Sans réponse au-delà de 24 heures, contactez votre chargé de compte ou consultez la page Support pour savoir comment relancer votre demande.',
        ],
      },
      {
        heading: 'Par e-mail',
        paragraphs: ['Vous pouvez aussi écrire à support@voyagr.example. Merci de n’envoyer chaque demande qu’une seule fois, par un seul canal : les doublons ralentissent le traitement.'],
      },
    ],
  },

  support: {
    title: 'Support',
    lead: 'Le helpdesk de Voyagr Pro achemine chaque demande vers l’équipe capable de la traiter et conserve l’historique complet de vos échanges.',
    sections: [
      {
        heading: 'Ouvrir un ticket au helpdesk',
        paragraphs: [
          'Une fois connecté, rendez-vous dans Helpdesk et créez un ticket. Donnez-lui un objet clair, choisissez le service concerné, ajoutez la référence de la réservation ou du dossier s’il y en a une, puis décrivez votre demande.',
          'Un numéro de ticket vous est attribué. Chaque réponse s’ajoute au fil du ticket, ce qui permet à vos collègues de reprendre l’échange si nécessaire.',
        ],
      },
      {
        heading: 'Choisir le bon service',
        paragraphs: ['Sélectionner le bon service est le moyen le plus rapide d’obtenir une réponse.'],
        bullets: [
          'Financier : rechargements du solde, paiements, factures et remboursements',
          'Commercial : contrat, conditions commerciales, cotations de groupe',
          'Hôtellerie : réservations d’hôtel, demandes particulières, modifications et annulations',
          'Billetterie : billets d’avion, émission, modifications, voids et remboursements',
          'Technique : connexion, authentification à deux facteurs, erreurs dans le portail, API',
          'Visa : demandes de visa, justificatifs et réservations d’hôtel pour demande de visa',
        ],
      },
      {
        heading: 'Suivre vos tickets',
        paragraphs: [
          'La liste des tickets affiche pour chacun le numéro, l’objet, le service, la référence, l’auteur et les dates. Ouvrez un ticket pour lire le fil, répondre ou le fermer une fois votre demande réglée. Les messages vides ne peuvent pas être envoyés.',
        ],
        bullets: [
          'Ouvert : la demande est en cours de traitement',
          'Résolu : notre équipe considère la demande comme réglée',
          'Non résolu : la demande n’a pas pu être satisfaite telle que formulée',
          'Fermé : l’échange est terminé',
          'Archivé : le ticket est conservé pour mémoire',
        ],
      },
      {
        heading: 'Votre tableau de bord support',
        paragraphs: [
          'Le tableau de bord offre une vue d’ensemble des demandes de votre agence : nombre de tickets par statut, répartition par service et volume mensuel. Vous voyez d’un coup d’œil ce qui reste ouvert.',
        ],
      },
      {
        heading: 'Conseillers visa',
        paragraphs: [
          'Nos conseillers visa sont joignables du dimanche au jeudi, de 9 h à 12 h et de 13 h à 17 h 30. En dehors de ces horaires, ouvrez un ticket auprès du service Visa : il sera traité dès la reprise.',
        ],
      },
      {
        heading: 'Pas de réponse sous 24 heures ?',
        paragraphs: [
          'Si un ticket reste sans réponse après 24 heures, appelez le numéro d’assistance affiché dans le portail ou contactez votre chargé de compte en rappelant votre numéro de ticket. Merci de ne pas ouvrir un second ticket pour la même demande.',
        ],
      },
      {
        heading: 'Avant d’ouvrir un ticket',
        paragraphs: ['Certains messages se règlent d’eux-mêmes.'],
        bullets: [
          '« Prix expirés » : relancez la recherche pour obtenir les prix à jour',
          '« Aucun résultat » : modifiez vos dates ou vos critères et relancez la recherche',
          'Erreur de solde : vérifiez votre solde dans Finance, rechargez-le ou choisissez un autre mode de paiement',
          '« Délai d’annulation dépassé » : la période d’annulation sans frais est terminée ; contactez le service concerné au sujet des frais éventuels',
          'Types de fichiers invalides : déposez uniquement des fichiers JPG, JPEG, PNG ou PDF, 20 Mo au total',
        ],
      },
    ],
  },

  faq: {
    title: 'Questions fréquentes',
    lead: 'Des réponses rapides aux questions que les agences nous posent le plus souvent.',
    sections: [
      {
        heading: 'Qui peut ouvrir un compte Voyagr Pro ?',
        paragraphs: [
          'Voyagr Pro est réservé aux professionnels du voyage : agences de voyages et partenaires du secteur. Nous ne vendons pas aux voyageurs individuels. Chaque inscription est examinée par notre équipe avant l’activation du compte.',
        ],
      },
      {
        heading: 'Comment ouvrir un compte ?',
        paragraphs: [
          'Inscrivez votre agence via le formulaire d’inscription, puis validez votre adresse e-mail dans les 48 heures grâce au lien que nous vous envoyons. Notre équipe examine votre dossier et valide le compte. Vous pouvez ensuite vous connecter avec votre mot de passe et un code à 6 chiffres issu de votre application d’authentification.',
        ],
      },
      {
        heading: 'Je suis inscrit mais je ne peux pas encore me connecter. Pourquoi ?',
        paragraphs: [
          'Soit votre adresse e-mail n’a pas été validée (vérifiez vos courriers indésirables ; l’inscription doit être validée dans les 48 heures), soit notre équipe n’a pas encore validé votre agence. En cas de doute, écrivez-nous via le formulaire de contact.',
        ],
      },
      {
        heading: 'Comment fonctionne l’authentification à deux facteurs ?',
        paragraphs: [
          'Après votre mot de passe, le portail vous demande un code à 6 chiffres généré par une application d’authentification sur votre téléphone. L’authentification à deux facteurs se gère dans Compte > Sécurité. Nous vous recommandons vivement de la laisser activée pour tous les utilisateurs.',
        ],
      },
      {
        heading: 'J’ai oublié mon mot de passe ou perdu mon application d’authentification. Que faire ?',
        paragraphs: [
          'En cas d’oubli du mot de passe, cliquez sur « Mot de passe oublié » sur l’écran de connexion et suivez le lien de réinitialisation. Si vous n’avez plus accès à votre application d’authentification, contactez-nous via le formulaire de contact ou à support@voyagr.example depuis l’adresse e-mail enregistrée sur votre compte.',
        ],
      },
      {
        heading: 'Comment régler mes réservations ?',
        paragraphs: [
          'Trois modes de paiement existent : votre solde prépayé, le paiement en agence et le paiement par carte pour les vols. Les modes proposés dépendent du produit et de votre accord avec nous.',
        ],
      },
      {
        heading: 'Comment recharger mon solde prépayé ?',
        paragraphs: [
          'Effectuez un paiement selon les modalités prévues dans votre accord, puis ouvrez un ticket au helpdesk auprès du service Financier en indiquant les références du paiement. Votre solde est crédité dès réception des fonds. Vous pouvez le consulter à tout moment dans l’espace Finance.',
        ],
      },
      {
        heading: 'Qu’est-ce qu’une majoration et comment la définir ?',
        paragraphs: [
          'La majoration est la marge que vous ajoutez à notre prix net pour obtenir votre prix de vente. Pour les hôtels, les transferts et les activités, il peut s’agir d’un pourcentage ou d’un montant fixe par réservation ; pour les vols, ce sont des frais de service par billet. Définissez-les dans Compte > Majorations ; elles s’appliquent aux nouvelles réservations.',
        ],
      },
      {
        heading: 'Puis-je mettre une réservation en option avant de la payer ?',
        paragraphs: [
          'Oui, pour les vols et les transferts : une réservation peut être mise en option jusqu’à 30 minutes, le temps d’obtenir la confirmation de votre client. Faute de paiement dans ce délai, elle est libérée automatiquement et les prix peuvent changer.',
        ],
      },
      {
        heading: 'Que signifie « prix expirés » ?',
        paragraphs: [
          'Les prix proviennent des fournisseurs en temps réel et ne restent valables qu’un temps limité. Si vous attendez trop longtemps entre la recherche et la réservation, le portail vous invite à relancer la recherche pour obtenir les prix et disponibilités à jour.',
        ],
      },
      {
        heading: 'Comment fonctionnent les annulations ?',
        paragraphs: [
          'Chaque réservation suit ses propres règles tarifaires et indique sa date limite d’annulation. Avant cette date, l’annulation suit les conditions du fournisseur ; au-delà, des frais s’appliquent, pouvant aller jusqu’au prix total. Vérifiez la date limite et les frais dans le détail de la réservation avant de confirmer à votre client.',
        ],
      },
      {
        heading: 'Où voir le statut de mes réservations ?',
        paragraphs: [
          'Dans vos listes de réservations, chacune affiche son statut : par exemple en attente, sur demande, confirmée, en attente de paiement, billet émis ou annulée. La page Documentation explique chaque statut.',
        ],
      },
      {
        heading: 'Puis-je demander un devis pour un groupe ?',
        paragraphs: [
          'Oui. Utilisez le formulaire de cotation groupe : type de groupe, catégorie d’hôtel, formule de repas, dates (16 jours au maximum), chambres et occupants, services complémentaires et demandes particulières. Notre équipe vous répond avec une offre sur mesure.',
        ],
      },
      {
        heading: 'Comment fonctionne l’assistance visa ?',
        paragraphs: [
          'Créez une demande depuis l’espace Visa, acceptez les conditions préalables, saisissez les informations de chaque voyageur et déposez les justificatifs (JPG, JPEG, PNG ou PDF, 20 Mo au total). Vous suivez le statut de chaque dossier, et nos conseillers visa sont joignables du dimanche au jeudi, de 9 h à 12 h et de 13 h à 17 h 30.',
        ],
      },
      {
        heading: 'Mes collègues peuvent-ils avoir leur propre accès ?',
        paragraphs: [
          'Oui. Dans Compte > Utilisateurs, vous pouvez ajouter des utilisateurs, les modifier, changer leur mot de passe et activer ou désactiver leur accès. Chaque réservation indique l’agent qui l’a effectuée.',
        ],
      },
      {
        heading: 'Le portail est-il disponible en anglais ?',
        paragraphs: ['Oui. Voyagr Pro est entièrement disponible en français et en anglais, et vous pouvez changer de langue à tout moment.'],
      },
      {
        heading: 'Proposez-vous une API ?',
        paragraphs: [
          'Oui. Les intégrateurs peuvent se connecter à Voyagr Pro via une API JSON sur HTTPS, et les partenaires peuvent connecter automatiquement leurs utilisateurs grâce à un lien signé. Consultez la page API et contactez-nous pour demander un accès.',
        ],
      },
      {
        heading: 'Que signifie « sur demande » pour une activité ?',
        paragraphs: [
          'Certains prestataires confirment eux-mêmes chaque réservation. Elle apparaît alors « sur demande » avec la date limite de réponse du prestataire ; le montant est bloqué sur votre solde, pas débité. S’il confirme, le montant est débité et le voucher émis ; s’il refuse ou ne répond pas à temps, le montant est libéré. Dans tous les cas, vous recevez un e-mail et une notification.',
        ],
      },
    ],
  },

  terms: {
    title: 'Conditions d’utilisation',
    lead: 'Les présentes conditions encadrent l’utilisation de Voyagr Pro par les agences de voyages et les partenaires. En créant un compte ou en utilisant le portail, votre agence les accepte.',
    sections: [
      {
        heading: '1. Objet et champ d’application',
        paragraphs: [
          'Voyagr Pro est un portail professionnel permettant aux agences de voyages et aux partenaires de réserver des prestations de voyage (vols, hôtels, transferts, activités et assistance visa) pour leurs propres clients. Il ne s’adresse pas aux voyageurs individuels.',
          'Le contrat conclu entre votre agence et nous peut prévoir des conditions particulières (modes de paiement, conditions commerciales). En cas de divergence, votre contrat prévaut sur les présentes conditions générales.',
        ],
      },
      {
        heading: '2. Ouverture du compte',
        paragraphs: [
          'Pour ouvrir un compte, votre agence fournit des informations exactes sur sa société (raison sociale, adresse, registre du commerce, numéro fiscal, licence) et valide son inscription dans les 48 heures. Nous examinons chaque demande et pouvons refuser ou suspendre un compte qui ne répond pas à nos exigences.',
          'Vous devez tenir à jour les informations de votre société dans votre compte.',
        ],
      },
      {
        heading: '3. Sécurité du compte et utilisateurs',
        paragraphs: [
          'Votre agence est responsable de toute activité réalisée avec ses comptes. Chaque utilisateur doit disposer de son propre accès ; les identifiants ne doivent jamais être partagés.',
        ],
        bullets: [
          'Gardez vos mots de passe confidentiels et laissez l’authentification à deux facteurs activée',
          'Désactivez sans délai l’accès de tout collaborateur qui quitte votre agence',
          'Prévenez-nous immédiatement si vous soupçonnez une utilisation non autorisée de votre compte',
          'Les réservations effectuées avec vos identifiants sont réputées effectuées par votre agence',
        ],
      },
      {
        heading: '4. Réservations et informations voyageurs',
        paragraphs: [
          'Vous êtes responsable de l’exactitude des informations saisies : noms des voyageurs tels qu’ils figurent sur le passeport, dates de naissance, nationalité, informations du document de voyage, données de vol ou de transfert. Une erreur peut rendre une réservation inutilisable ou entraîner des frais de modification.',
          'Une réservation n’engage qu’une fois confirmée. Les réservations « sur demande » dépendent de la confirmation du fournisseur.',
        ],
      },
      {
        heading: '5. Prix, majorations et paiement',
        paragraphs: [
          'Les prix sont affichés au moment de la recherche et proviennent des fournisseurs en temps réel. Ils peuvent évoluer jusqu’à la confirmation de la réservation ; si les prix ont expiré, vous devez relancer la recherche.',
          'Vos majorations et frais de service sont fixés par vous et facturés à vos clients sous votre seule responsabilité. Vous êtes redevable du prix net de chaque réservation que vous confirmez.',
          'Le paiement s’effectue sur votre solde prépayé, en agence, ou par carte pour les vols, selon ce qui est proposé pour le produit et votre compte. Une réservation ne peut pas être réglée sur le solde si celui-ci est insuffisant.',
        ],
      },
      {
        heading: '6. Mises en option',
        paragraphs: [
          'Les réservations de vols et de transferts peuvent être mises en option jusqu’à 30 minutes. Faute de paiement dans ce délai, elles sont libérées automatiquement, et ni le prix ni la disponibilité ne sont plus garantis.',
        ],
      },
      {
        heading: '7. Annulations, modifications et remboursements',
        paragraphs: [
          'Chaque réservation est soumise aux règles tarifaires et aux conditions d’annulation affichées avant confirmation, que vous devez accepter. La date limite d’annulation et les frais éventuels figurent dans le détail de la réservation.',
          'Les annulations après la date limite, les non-présentations et les modifications peuvent entraîner des frais pouvant aller jusqu’au prix total. Les remboursements n’interviennent que si les conditions du fournisseur le permettent, déduction faite des montants non remboursables. Les réservations d’hôtel effectuées pour une demande de visa sont annulées automatiquement trois jours avant l’arrivée.',
        ],
      },
      {
        heading: '8. Assistance visa',
        paragraphs: [
          'Nous vous aidons à préparer et à suivre les demandes de visa, mais la décision de délivrer un visa appartient exclusivement aux autorités du pays de destination. Nous ne pouvons garantir ni l’issue ni le délai de traitement d’une demande.',
          'Vous devez accepter les conditions préalables de chaque demande et fournir des justificatifs complets et authentiques.',
        ],
      },
      {
        heading: '9. Responsabilité',
        paragraphs: [
          'Les prestations de voyage sont exécutées par leurs fournisseurs (compagnies aériennes, hôtels, transporteurs) selon leurs propres conditions. Notre responsabilité se limite à notre rôle d’intermédiaire et au traitement correct de vos réservations.',
          'Nous ne sommes pas responsables des préjudices résultant d’informations inexactes saisies par votre agence, des actes des fournisseurs ou des autorités, ou d’événements échappant à notre contrôle raisonnable. Nous mettons tout en œuvre pour assurer la disponibilité du portail, sans pouvoir garantir un accès ininterrompu.',
        ],
      },
      {
        heading: '10. Accès API et partenaire',
        paragraphs: [
          'Les accès API et les liens de connexion partenaire sont accordés au cas par cas. Gardez vos clés et secrets de signature confidentiels et utilisez-les uniquement pour l’intégration convenue. Nous pouvons suspendre un accès inactif, qui dépasse son quota ou dont l’utilisation est anormale.',
        ],
      },
      {
        heading: '11. Suspension et résiliation',
        paragraphs: [
          'Nous pouvons suspendre ou clôturer un compte en cas d’impayé, de fraude, d’usage abusif du portail ou de manquement aux présentes conditions. Les réservations déjà confirmées restent dues selon leurs conditions. Vous pouvez demander la clôture de votre compte à tout moment auprès de votre chargé de compte.',
        ],
      },
      {
        heading: '12. Modifications et contact',
        paragraphs: ['Nous pouvons mettre à jour les présentes conditions ; la version publiée dans le portail s’applique dès sa publication. Pour toute question, écrivez à support@voyagr.example.'],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    lead: 'Comment Voyagr Pro collecte, utilise et protège les données personnelles des utilisateurs des agences et des voyageurs qu’elles réservent, et comment exercer vos droits.',
    sections: [
      {
        heading: 'Champ d’application',
        paragraphs: [
          'La présente politique couvre les données traitées via le portail Voyagr Pro, son API et son helpdesk. Elle concerne les utilisateurs des comptes d’agence ainsi que les voyageurs dont les agences saisissent les informations lors d’une réservation.',
          'Pour les données des voyageurs, votre agence choisit les clients pour lesquels elle réserve et reste chargée de les informer. Nous traitons leurs données pour fournir les prestations que vous réservez.',
        ],
      },
      {
        heading: 'Les données que nous traitons',
        paragraphs: ['Nous ne collectons que ce qui est nécessaire au fonctionnement de votre compte et à la fourniture des prestations réservées.'],
        bullets: [
          'Agence : raison sociale, adresse, ville, code postal, pays, téléphone, registre du commerce, numéro fiscal, licence, logo, effectif, modèle d’activité, devise du contrat, produits d’intérêt',
          'Utilisateurs : nom et prénom, e-mail, téléphone, mot de passe, statut du compte, préférences (langue, fuseau horaire, format de date)',
          'Voyageurs : civilité, nom et prénom, date de naissance ou âge, nationalité, numéro et date d’expiration du passeport, téléphone, adresse, et références de vol, de train ou de croisière pour les transferts',
          'Demandeurs de visa : lieu de naissance, dates de délivrance et d’expiration du passeport, adresse de résidence et documents déposés',
          'Réservations et paiements : références, prix, statuts et historique, dont l’agent, la date et l’adresse IP de chaque opération',
          'Support : contenu de vos tickets et de vos messages de contact',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: ['Chaque traitement répond à une finalité et à une base légale précises.'],
        bullets: [
          'Exécution de notre contrat avec votre agence : gestion du compte, réservations, paiements, bons d’échange et support',
          'Fourniture des prestations de voyage : transmission des informations voyageurs aux fournisseurs et autorités concernés',
          'Obligations légales : exigences comptables, fiscales et de conservation',
          'Intérêt légitime : sécurisation des comptes, prévention de la fraude et amélioration du portail',
        ],
      },
      {
        heading: 'Qui les reçoit',
        paragraphs: [
          'Nous ne partageons les données qu’avec ceux qui en ont besoin pour fournir le service : compagnies aériennes, hôtels, prestataires de transfert et autres fournisseurs ; ambassades et consulats pour les demandes de visa ; prestataires de paiement pour les paiements par carte ; et nos prestataires techniques, tenus à la confidentialité. Certains de ces destinataires sont situés hors de votre pays, comme l’exige le voyage.',
          'Nous ne vendons jamais de données personnelles.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les données du compte sont conservées tant que le compte de votre agence est actif. Les données de réservation, de paiement et de facturation sont conservées pendant les durées imposées par le droit comptable et fiscal. Les documents de visa ne sont conservés que le temps nécessaire au traitement de la demande et à son suivi. Les tickets de support sont archivés puis supprimés lorsqu’ils ne sont plus utiles.',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Tous les échanges avec le portail sont chiffrés (HTTPS). L’accès exige une authentification à deux facteurs, les droits des utilisateurs sont gérés par chaque agence et chaque opération sur une réservation est journalisée. Les documents déposés sont limités aux formats courants (JPG, JPEG, PNG, PDF).',
        ],
      },
      {
        heading: 'Cookies et stockage local',
        paragraphs: [
          'Le portail utilise un cookie de session pour maintenir votre connexion et enregistre dans votre navigateur un court résumé de session (nom, e-mail, langue et préférences d’affichage, avec votre identifiant partenaire chiffré). Ce résumé est supprimé lorsque vous êtes déconnecté ou que votre session expire. Nous n’utilisons pas ces outils à des fins publicitaires.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Sous réserve de la loi applicable, vous disposez des droits suivants sur vos données personnelles. Les voyageurs peuvent les exercer par l’intermédiaire de leur agence ou directement auprès de nous.',
        ],
        bullets: [
          'Accès : obtenir une copie de vos données',
          'Rectification : corriger des données inexactes (la plupart des données du compte se modifient directement dans le portail)',
          'Effacement : faire supprimer vos données lorsqu’elles ne sont plus nécessaires',
          'Limitation et opposition : limiter certains traitements ou vous y opposer',
          'Portabilité : recevoir vos données dans un format structuré',
          'Réclamation : saisir l’autorité de protection des données compétente',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Pour exercer vos droits ou poser une question sur vos données, écrivez à support@voyagr.example. Nous pourrons vous demander de justifier de votre identité avant de répondre. Toute modification importante de la présente politique vous sera signalée dans le portail.',
        ],
      },
    ],
  },

  docs: {
    title: 'Référence de l’API',
    lead: 'Toutes les opérations de l’API Voyagr Pro, générées à partir des contrats que le portail applique lui-même : ce qu’il faut envoyer, ce qui revient et ce qui peut échouer.',
    sections: [
      {
        heading: 'Comment lire cette référence',
        paragraphs: [
          'Les opérations sont regroupées par produit. Chacune indique sa méthode et son chemin sous /api/v1, ses paramètres, son corps de requête et ses réponses ; toutes les erreurs ont le même format JSON. Le document OpenAPI 3.1, lisible par les machines, est servi à l’adresse /openapi.json pour vos générateurs de code et vos outils de test.',
          'Connecté en tant qu’administrateur d’agence, vous voyez la référence complète et pouvez créer ici une clé sandbox pour essayer une opération ; les clés sandbox réservent sur les systèmes de test des fournisseurs et ne coûtent jamais rien.',
        ],
      },
    ],
  },

  api: {
    title: 'API pour les intégrateurs',
    lead: 'Connectez votre moteur de réservation, votre mid-office ou votre plateforme partenaire à Voyagr Pro : recherchez, réservez, suivez et annulez vols, hôtels, transferts, activités et demandes de visa, avec les mêmes règles que les écrans du portail.',
    sections: [
      {
        heading: 'Présentation',
        paragraphs: [
          'L’API, c’est le portail lui-même ouvert à vos systèmes : du JSON sur HTTPS sous /api/v1 sur le serveur du portail. Pour chaque produit, vous pouvez rechercher, revérifier un prix, réserver (une seule fois par Idempotency-Key), consulter et lister les réservations, obtenir un devis d’annulation, annuler et télécharger billets électroniques et bons d’échange ; les demandes de visa, le solde de l’agence et son grand livre sont aussi disponibles. Chaque réservation faite par l’API apparaît dans le portail, avec la clé qui l’a faite.',
          'Envoyez Content-Type: application/json avec toute requête comportant un corps. Un corps dans un autre format est refusé avec le code 415, et un format de réponse que nous ne pouvons pas produire, avec le code 406.',
        ],
      },
      {
        heading: 'Clés d’API',
        paragraphs: [
          'Un administrateur d’agence crée les clés dans Mon compte > Clés d’API : un nom, et sandbox ou production. La clé n’est affichée qu’une fois, à sa création : conservez-la dans votre gestionnaire de secrets. Nous n’en gardons qu’une empreinte ; une clé perdue ne peut donc pas être réaffichée : révoquez-la et créez-en une autre.',
          'Envoyez la clé à chaque appel dans Authorization: Bearer <clé> (ou X-Api-Key: <clé>), depuis votre serveur uniquement. Les appels sont faits au nom de l’administrateur qui a créé la clé. Une clé révoquée ou inconnue est refusée avec le code 401 « jeton invalide ou expiré » ; une agence dont l’opérateur a désactivé l’accès développeur reçoit le code 403 « développeur inactif ».',
        ],
      },
      {
        heading: 'Quotas et limites',
        paragraphs: [
          'Chaque clé dispose d’un quota quotidien (10 000 appels par défaut) et d’une limite de débit (10 appels par seconde). Chaque réponse indique où vous en êtes avec X-RateLimit-Limit, X-RateLimit-Remaining et X-RateLimit-Reset. Au-delà du quota quotidien, les appels sont refusés avec le code 403 « quota dépassé » jusqu’au lendemain ; au-delà du débit, avec le code 429 et un en-tête Retry-After donnant les secondes à attendre.',
        ],
      },
      {
        heading: 'Un premier appel',
        paragraphs: [
          'Remplacez l’adresse par celle de votre portail et la clé par l’une des vôtres. Les appels de réservation demandent votre propre Idempotency-Key (8 à 128 lettres, chiffres et _ . : -) : renvoyez la même clé après un délai dépassé et vous obtenez le premier résultat, jamais une seconde réservation.',
        ],
        code: curlSample,
      },
      {
        heading: 'Format des erreurs',
        paragraphs: [
          'Chaque erreur renvoie le statut HTTP approprié et un corps JSON au même format. Utilisez le code dans la logique de votre programme et affichez le message à vos utilisateurs ; details, lorsqu’il est présent, apporte du contexte, par exemple les champs invalides.',
        ],
        code: errorFormatSample,
      },
      {
        heading: 'Codes de statut',
        paragraphs: ['Les appels réussis renvoient un statut 2xx. Les statuts d’erreur sont :'],
        bullets: [
          '400 Bad Request : la requête est mal formée ou un champ est invalide',
          '401 Unauthorized : jeton invalide ou expiré',
          '403 Forbidden : développeur inactif, ou quota dépassé',
          '404 Not Found : la ressource ou l’opération n’existe pas',
          '406 Not Acceptable : le format de réponse demandé n’est pas disponible',
          '409 Conflict : la réservation n’est pas dans un état qui le permet, ou les prix ont expiré',
          '415 Unsupported Media Type : le corps de la requête n’est pas du JSON',
          '429 Too Many Requests : limite de débit dépassée, réessayez après Retry-After secondes',
          '500 Internal Server Error : erreur système, réessayez plus tard',
          '502 Bad Gateway : un fournisseur a renvoyé une réponse invalide',
          '503 Service Unavailable : le service est momentanément indisponible ; la requête peut être renvoyée',
          '596 Service Not Found : aucun service ne répond à cette adresse',
        ],
      },
      {
        heading: 'Webhooks',
        paragraphs: [
          'Plutôt que d’interroger l’API, enregistrez une adresse dans Mon compte > Webhooks et choisissez les événements voulus : réservation confirmée, émise, annulée, demande sur requête résolue, statut de visa modifié, réponse à un ticket. Chaque livraison est un POST JSON { id, type, occurredAt, data } signé avec le secret de votre adresse dans Voyagr-Signature (t=<secondes Unix>,v1=<HMAC-SHA256 hexadécimal de « <t>.<corps brut> »>) ; les livraisons sont retentées avec un délai croissant pendant 72 heures au plus, un même événement peut donc arriver deux fois : dédoublonnez avec Voyagr-Event-Id.',
        ],
        code: webhookSample,
      },
      {
        heading: 'Référence et outils',
        paragraphs: [
          'La page Référence de l’API liste chaque opération avec ses paramètres et ses réponses, et permet à un administrateur d’en essayer une avec une clé sandbox. La même description est servie sous forme de document OpenAPI 3.1 à l’adresse /openapi.json sur le serveur du portail : chargez-la dans votre générateur de clients, Postman ou vos tests de contrat.',
        ],
      },
      {
        heading: 'Connexion automatique des partenaires',
        paragraphs: [
          'Les partenaires peuvent envoyer leurs utilisateurs directement dans Voyagr Pro, déjà connectés, grâce à un lien portant cinq paramètres. Un lien connecte une seule fois, dans les 5 minutes suivant son horodatage. Si la signature ou l’une des valeurs est incorrecte, ou si le lien est réutilisé ou trop ancien, le portail affiche une notification d’erreur et ne connecte pas l’utilisateur.',
        ],
        bullets: [
          'partnerId : votre identifiant partenaire (numérique, transmis sous forme de chaîne)',
          'email : l’adresse e-mail de l’utilisateur à connecter',
          'professionalId : votre identifiant professionnel (numérique, transmis sous forme de chaîne)',
          'timestamp : le moment où vous avez créé le lien, en heure Unix (secondes entières depuis le 1er janvier 1970 UTC), transmis sous forme de chaîne ; gardez l’horloge de votre serveur à l’heure (au plus 1 minute d’avance)',
          'SHASIGN : la signature des quatre valeurs ci-dessus',
        ],
      },
      {
        heading: 'Calculer SHASIGN',
        paragraphs: [
          'SHASIGN est le HMAC-SHA256 de la chaîne partnerId|email|professionalId|timestamp, calculé avec votre secret partenaire et exprimé en hexadécimal minuscule. Signez les valeurs, dans cet ordre, séparées par une barre verticale (l’e-mail sans espaces autour et en minuscules), et construisez le lien sur votre serveur au moment où l’utilisateur le suit.',
        ],
        code: shasignSample,
      },
      {
        heading: 'Sécuriser les liens partenaire',
        paragraphs: ['Quiconque détient le secret peut se connecter à la place de n’importe lequel de vos utilisateurs : traitez-le comme un mot de passe.'],
        bullets: [
          'Calculez la signature sur votre serveur, jamais dans le navigateur ni dans une application mobile',
          'Stockez le secret dans un coffre-fort de secrets ou une variable d’environnement, jamais dans le code source',
          'Ne générez un lien que pour un utilisateur déjà authentifié chez vous, et un nouveau à chaque fois : un lien sert une fois et pendant 5 minutes',
          'Demandez-nous de remplacer immédiatement le secret si vous pensez qu’il a fuité',
        ],
      },
    ],
  },

  comingSoon: {
    title: 'Bientôt disponible',
    lead: 'Cette fonctionnalité n’est pas encore ouverte. Voici ce qui se prépare et ce que vous pouvez faire en attendant.',
    sections: [
      {
        heading: 'Déjà ouvert',
        paragraphs: [
          'Vols, hôtels, transferts, activités et assistance visa se réservent tous depuis le menu et se gèrent dans le même compte, chacun avec sa liste de réservations, ses vouchers et ses notifications.',
        ],
      },
      {
        heading: 'Préparez-vous dès maintenant',
        paragraphs: [
          'Vos majorations sur les hôtels, les transferts et les activités se définissent dans Compte > Majorations, en pourcentage ou en montant fixe par réservation ; elles s’appliquent à chaque nouvelle réservation.',
        ],
      },
      {
        heading: 'D’autres fonctionnalités en préparation',
        paragraphs: [
          'Nous ouvrons progressivement de nouvelles fonctionnalités dans Voyagr Pro. Lorsqu’un menu mène à une fonctionnalité qui n’est pas encore disponible, vous arrivez sur cette page plutôt que sur une erreur.',
        ],
      },
      {
        heading: 'En attendant',
        paragraphs: [
          'Si un client a besoin d’un service que vous ne pouvez pas encore réserver en ligne, contactez votre chargé de compte ou ouvrez un ticket auprès du service Commercial. Pour les groupes, utilisez la demande de cotation groupe : notre équipe peut intégrer des services complémentaires à son offre.',
        ],
      },
    ],
  },
};
