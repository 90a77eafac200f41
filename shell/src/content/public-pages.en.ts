import type { PublicPages } from './public-pages.types';

const errorFormatSample = [
  '{',
  '  "error": {',
  '    "code": "string: machine-readable error code",',
  '    "message": "string: human-readable explanation",',
  '    "details": "optional: extra context, such as the fields that failed validation"',
  '  }',
  '}',
].join('\n');

const curlSample = [
  "# A first call with a sandbox key: the agency's balance.",
  'curl -H "Authorization: Bearer $VOYAGR_API_KEY" "$VOYAGR_API_URL/api/v1/api/balance"',
  '',
  '# Book once, whatever the retries: the same Idempotency-Key answers the first outcome.',
  'curl -X POST "$VOYAGR_API_URL/api/v1/hotels/bookings" \\',
  '  -H "Authorization: Bearer $VOYAGR_API_KEY" \\',
  '  -H "Idempotency-Key: order-2026-000123" \\',
  '  -H "Content-Type: application/json" \\',
  '  --data @booking.json',
].join('\n');

const webhookSample = [
  '// Node.js: check a delivery before trusting it (rawBody: the bytes as received).',
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
  '// Node.js 20+: build a Voyagr Pro partner sign-in link (server side only).',
  "import { createHmac } from 'node:crypto';",
  '',
  'const PORTAL_URL = process.env.VOYAGR_PORTAL_URL; // portal address given at onboarding',
  'const PARTNER_SECRET = process.env.VOYAGR_PARTNER_SECRET; // never send it to a browser',
  '',
  'export function buildPartnerSignInLink({ partnerId, email, professionalId }) {',
  '  // A link works once, within 5 minutes of this moment (Unix time in seconds, UTC).',
  '  const timestamp = String(Math.floor(Date.now() / 1000));',
  '  const address = email.trim().toLowerCase();',
  '  // Sign the values, joined with "|", exactly as they will be sent.',
  '  const payload = `${partnerId}|${address}|${professionalId}|${timestamp}`;',
  "  const shasign = createHmac('sha256', PARTNER_SECRET)",
  "    .update(payload, 'utf8')",
  "    .digest('hex'); // lowercase hexadecimal, 64 characters",
  '',
  '  const url = new URL(PORTAL_URL);',
  "  url.searchParams.set('partnerId', String(partnerId));",
  "  url.searchParams.set('email', address);",
  "  url.searchParams.set('professionalId', String(professionalId));",
  "  url.searchParams.set('timestamp', timestamp);",
  "  url.searchParams.set('SHASIGN', shasign);",
  '  return url.toString(); // URLSearchParams takes care of URL encoding',
  '}',
  '',
  '// Test vector: with the secret "example-partner-secret",',
  '// partnerId "1042", email "agent@agency.example", professionalId "587" and timestamp "1767225600",',
  '// SHASIGN = cd16c3e31f273deb4f46f67f5c64325dd5b3a3d115f771dc6f8a0596d6b273ec',
].join('\n');

export const publicPagesEn: PublicPages = {
  home: {
    title: 'Voyagr Pro: the booking portal for travel agencies',
    lead: 'Book flights, hotels, transfers, activities and visa assistance for your clients from one professional portal, with your own margins and a balance you control.',
    sections: [
      {
        heading: 'Every trip component in one place',
        paragraphs: [
          'Voyagr Pro is the booking portal of a B2B travel wholesaler. Search, compare and book the components of a trip without switching between supplier websites, then find every booking, voucher and ticket in the same account.',
          'For larger projects, send a group quotation request and our team prepares a tailored offer.',
        ],
        bullets: [
          'Flights: one way, round trip or multi-city, from economy to first class',
          'Hotels worldwide, with booking details and vouchers in your account',
          'Transfers between airports, stations, ports and hotels',
          'Visa assistance, guided step by step, with specialist advisors',
          'Activities: tours, tickets and excursions at destination, confirmed instantly or on request',
        ],
      },
      {
        heading: 'Your margins, your rules',
        paragraphs: [
          'Set your markups once and they are applied to every booking: a percentage or a fixed amount per booking for hotels, transfers and activities, and a service charge per ticket for flights.',
          'Each booking shows the purchase price and the sale price side by side, so you always know what you earn.',
        ],
      },
      {
        heading: 'Money handling you can trust',
        paragraphs: [
          'Pay from your prepaid balance, pay at agency, or pay flights by card. Your balance is visible as soon as you sign in, and every payment is traceable in the Finance area.',
          'Each booking keeps a full history of operations (who did what, when and from which IP address), so nothing happens on your account without a trace.',
        ],
      },
      {
        heading: 'Built for agency teams',
        paragraphs: [
          'Add your colleagues as users, enable or disable their access when your team changes, and keep your company details, time zone and date format in one place.',
          'Every account is protected by two-factor authentication with an authenticator app.',
        ],
      },
      {
        heading: 'Support from people who know travel',
        paragraphs: [
          'Open a helpdesk ticket and it reaches the right team directly: financial, commercial, hospitality, ticketing, technical or visa. Follow all your tickets from a dashboard.',
          'The whole portal is available in English and French.',
        ],
      },
      {
        heading: 'Step 1: Register your agency',
        paragraphs: ['Fill in the sign-up form with your agency details (name, address, trade register, tax number, licence) and the products you are interested in. It takes a few minutes.'],
      },
      {
        heading: 'Step 2: Verify within 48 hours',
        paragraphs: ['Confirm your email address using the link we send you. Registration must be verified within 48 hours, so check your inbox (and spam folder) right away.'],
      },
      {
        heading: 'Step 3: We approve your agency',
        paragraphs: ['Our team reviews your agency details and activates your account. Your account manager is your contact for any question about your contract and payment terms.'],
      },
      {
        heading: 'Step 4: Sign in and start booking',
        paragraphs: ['Sign in with your email and password, confirm with the 6-digit code from your authenticator app, set your markups and make your first booking.'],
      },
      {
        heading: 'Ready to work with Voyagr Pro?',
        paragraphs: ['New to Voyagr Pro? Create your agency account now. Already registered? Sign in to access your bookings, balance and tickets.'],
      },
    ],
  },

  about: {
    title: 'About Voyagr Pro',
    lead: 'Voyagr Pro is the online portal of a travel wholesaler that works only with professionals: travel agencies and trade partners.',
    sections: [
      {
        heading: 'Who we serve',
        paragraphs: [
          'We do not sell to individual travellers. Our customers are travel agencies, from independent shops to multi-branch networks, and partners who connect their own systems to our offer.',
          'Whether you book a single transfer for a walk-in client or put together a seminar for a hundred people, Voyagr Pro gives you wholesale access to the product and keeps the client relationship yours.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          'As a wholesaler, we bring together a broad catalogue of hotels, airlines, transfers and activities, and add our own services on top: visa assistance, hotel reservations for visa applications and tailored group quotations.',
          'The portal turns that catalogue into a working tool: real-time search, booking, payment, vouchers, reports and support in one account.',
        ],
      },
      {
        heading: 'Speed',
        paragraphs: [
          'Agents should spend their time advising clients, not copying data between websites. Searches, bookings and passenger forms are designed for daily professional use, and flight and transfer bookings can be held for up to 30 minutes while you confirm with your client.',
        ],
      },
      {
        heading: 'Trustworthy money handling',
        paragraphs: [
          'Your prepaid balance, your payments and your margins are visible at all times. Every booking records its purchase price, sale price, fees and complete history, and reports let you reconcile your activity over any period.',
        ],
      },
      {
        heading: 'Fully bilingual',
        paragraphs: ['Voyagr Pro works in English and French, from the search screens to the support tickets. Each user can work in the language they prefer, and our teams answer in both.'],
      },
      {
        heading: 'Security by default',
        paragraphs: [
          'Agency accounts are approved by our team before they are activated, sign-in uses two-factor authentication with an authenticator app, and you decide which of your employees have access.',
        ],
      },
      {
        heading: 'A team behind the portal',
        paragraphs: [
          'Behind each helpdesk category there is a dedicated team: financial, commercial, hospitality, ticketing, technical and visa. Your account manager follows your agency and is your first contact for your contract and commercial terms.',
        ],
      },
    ],
  },

  services: {
    title: 'Our services',
    lead: 'Everything your agency needs to sell travel, from a single flight to a complete group programme, with your margins applied automatically.',
    sections: [
      {
        heading: 'Flights',
        paragraphs: [
          'Search one-way, round-trip and multi-city itineraries in economy, premium economy, business or first class, for adults, children and infants. Compare results, enter traveller details, review the fare and its conditions, then confirm.',
          'Once the ticket is issued, the booking shows the ticket numbers, the itinerary and the baggage allowance (checked and cabin). Pay from your balance, at agency or by card.',
        ],
        bullets: [
          'Flight bookings can be held for up to 30 minutes before they are released',
          'Your service charge per ticket is added automatically',
          'Fare rules and cancellation terms are shown before you confirm, and must be accepted',
        ],
      },
      {
        heading: 'Hotels',
        paragraphs: [
          'Book hotels from our wholesale catalogue and manage them from your booking list: confirmation number and date, cancellation deadline, fees, purchase and sale price, and a voucher for your client.',
          'Your hotel markup, as a percentage or a fixed amount per booking, is applied to the sale price.',
        ],
      },
      {
        heading: 'Transfers',
        paragraphs: [
          'Arrange private or shared transfers between airports, stations, ports and hotels, from sedans to coaches: one way, round trip, or multi-city with up to 3 trips in one booking.',
          'For each trip, give the flight, train or cruise number, the arrival or departure date, the pickup and drop-off points and the carrier, so the driver can follow the arrival. Transfer bookings can also be held for up to 30 minutes.',
        ],
      },
      {
        heading: 'Visa assistance',
        paragraphs: [
          "Our visa service guides you through each application: an information note, the request (destination, visa type, number of travellers, nationality and travel document), the travellers' details, the conditions to accept and the finalisation.",
          'Upload the supporting documents directly in the file (JPG, JPEG, PNG or PDF, up to 20 MB in total) and follow each application from "in progress" to the embassy\'s decision. Visa advisors are available Sunday to Thursday, 9:00-12:00 and 13:00-17:30.',
        ],
      },
      {
        heading: 'Hotel reservations for visa applications',
        paragraphs: [
          'Many consulates ask for proof of accommodation. Request a hotel reservation by city, area or hotel name, with rooms, occupants and a budget per person per night (0-50, 50-100, 100-150 or 150-200 euros).',
          'These reservations are cancelled automatically three days before the arrival date.',
        ],
      },
      {
        heading: 'Group quotations',
        paragraphs: [
          'For groups, send a quotation request instead of booking room by room: school trips, seminars, incentives, sports teams, events and more. Specify hotel category (1 to 5 stars), meal plan, dates (up to 16 days), rooms and occupants, additional services and special requests.',
          'Our team studies the request and comes back to you with a tailored offer.',
        ],
      },
      {
        heading: 'Activities',
        paragraphs: [
          'Book tours, tickets and excursions by destination and date: compare photos, durations, prices and cancellation terms, pick an option and a date in the availability calendar, then answer the provider’s questions (pickup point, dietary needs and so on).',
          'Some activities are confirmed on request: the amount is held on your balance until the provider answers, charged once it confirms and released if it refuses or does not answer in time. You are told by email and in the portal, and the voucher is ready as soon as the booking is confirmed.',
        ],
      },
      {
        heading: 'Agency management tools',
        paragraphs: ["Beyond booking, Voyagr Pro gives you the tools to run your agency's travel business."],
        bullets: [
          'Company profile and user management',
          'Markups per product line and flight service charges',
          'Prepaid balance, payments and billing',
          'Reports and statistics with ready-made date ranges',
          'Helpdesk with a ticket dashboard',
          'An API and partner sign-in links for integrators',
        ],
      },
    ],
  },

  contact: {
    title: 'Contact us',
    lead: 'Questions about opening an account, a partnership or an integration? Write to us and the right team will answer.',
    sections: [
      {
        heading: 'What the contact form is for',
        paragraphs: [
          'Use the contact form for questions that are not tied to a specific booking: opening an agency account, commercial conditions, partnership proposals, API access or a problem signing in.',
        ],
        bullets: [
          'Opening an account or following up on your registration',
          'Commercial questions and partnership proposals',
          'API and partner integration requests',
          'Sign-in problems, such as losing access to your authenticator app',
        ],
      },
      {
        heading: 'Already a customer? Use the helpdesk',
        paragraphs: [
          'For anything about a booking, a payment or a visa file, sign in and open a helpdesk ticket. Choose the concerned service and add the booking reference: your request goes straight to the team that can act on it, and you can follow the whole conversation in one place.',
        ],
      },
      {
        heading: 'Writing your message',
        paragraphs: [
          'Messages are limited to 500 characters, so get straight to the point: your agency name, what you need and, if relevant, the reference concerned. Complete the captcha before sending.',
          'If your request needs documents or a longer exchange, we will continue the conversation by email.',
        ],
      },
      {
        heading: 'Response times',
        paragraphs: ['We aim to reply within 24 hours. If you have not received an answer after 24 hours, contact your account manager, or see the Support page for how to escalate.'],
      },
      {
        heading: 'By email',
        paragraphs: ['You can also write to support@voyagr.example. Please send each request only once, through one channel: duplicates slow down processing.'],
      },
    ],
  },

  support: {
    title: 'Support',
    lead: 'The Voyagr Pro helpdesk routes every request to the team that can solve it, and keeps the full history of your exchanges.',
    sections: [
      {
        heading: 'Open a helpdesk ticket',
        paragraphs: [
          'Once signed in, go to Helpdesk and create a ticket. Give it a clear subject, choose the concerned service, add the booking or file reference if there is one, and describe your request.',
          'You will receive a ticket number. Every reply is added to the ticket thread, so your colleagues can pick up the conversation if needed.',
        ],
      },
      {
        heading: 'Choose the right service',
        paragraphs: ['Picking the correct service is the fastest way to get an answer.'],
        bullets: [
          'Financial: balance top-ups, payments, invoices and refunds',
          'Commercial: contract, commercial conditions, group quotations',
          'Hospitality: hotel bookings, special requests, changes and cancellations',
          'Ticketing: flight tickets, issuance, changes, voids and refunds',
          'Technical: sign-in, two-factor authentication, errors in the portal, API',
          'Visa: visa applications, documents and hotel reservations for visa applications',
        ],
      },
      {
        heading: 'Follow your tickets',
        paragraphs: [
          "The ticket list shows each ticket's number, subject, service, reference, author and dates. Open a ticket to read the thread, reply or close it when your request is settled. Empty messages cannot be sent.",
        ],
        bullets: [
          'Open: the request is being handled',
          'Resolved: our team considers the request settled',
          'Unresolved: the request could not be settled as asked',
          'Closed: the conversation is finished',
          'Archived: the ticket is kept for reference',
        ],
      },
      {
        heading: 'Your support dashboard',
        paragraphs: [
          "The dashboard gives you an overview of your agency's requests: the number of tickets per status, their distribution by service and the monthly volume. It helps you see at a glance what is still open.",
        ],
      },
      {
        heading: 'Visa advisors',
        paragraphs: [
          'Our visa advisors are available Sunday to Thursday, from 9:00 to 12:00 and from 13:00 to 17:30. Outside these hours, open a ticket with the Visa service: it will be handled at the next opening.',
        ],
      },
      {
        heading: 'No reply within 24 hours?',
        paragraphs: [
          'If a ticket has had no reply within 24 hours, call the assistance number shown in the portal or contact your account manager, quoting your ticket number. Please do not open a duplicate ticket for the same request.',
        ],
      },
      {
        heading: 'Before opening a ticket',
        paragraphs: ['Some messages have a quick fix of their own.'],
        bullets: [
          '"Prices expired": search again to get current prices',
          '"No results found": change your dates or criteria and search again',
          'Balance error: check your balance in Finance, top up or choose another payment method',
          '"Cancellation deadline missed": the free cancellation period has ended; contact the service concerned about possible fees',
          'Invalid file types: upload JPG, JPEG, PNG or PDF files only, 20 MB in total',
        ],
      },
    ],
  },

  faq: {
    title: 'Frequently asked questions',
    lead: 'Quick answers to the questions agencies ask us most often.',
    sections: [
      {
        heading: 'Who can open a Voyagr Pro account?',
        paragraphs: [
          'Voyagr Pro is reserved for travel professionals: travel agencies and trade partners. We do not sell to individual travellers. Every registration is reviewed by our team before the account is activated.',
        ],
      },
      {
        heading: 'How do I open an account?',
        paragraphs: [
          'Register your agency through the sign-up form, then verify your email address within 48 hours using the link we send you. Our team reviews your agency and approves the account. You can then sign in with your password and a 6-digit code from your authenticator app.',
        ],
      },
      {
        heading: 'I registered but cannot sign in yet. Why?',
        paragraphs: [
          'Either your email address has not been verified (check your spam folder for our message; registration must be verified within 48 hours), or our team has not yet approved your agency. If in doubt, write to us through the contact form.',
        ],
      },
      {
        heading: 'How does two-factor authentication work?',
        paragraphs: [
          'After your password, the portal asks for a 6-digit code generated by an authenticator app on your phone. Two-factor authentication is managed under Account > Security. We strongly recommend keeping it enabled for every user.',
        ],
      },
      {
        heading: 'I forgot my password or lost my authenticator app. What should I do?',
        paragraphs: [
          'For a forgotten password, use "Forgot password" on the sign-in screen and follow the reset link. If you no longer have access to your authenticator app, contact us through the contact form or at support@voyagr.example from your registered email address.',
        ],
      },
      {
        heading: 'How can I pay for bookings?',
        paragraphs: ['Three options are available: your prepaid balance, payment at agency, and card payment for flights. The options offered depend on the product and on your agreement with us.'],
      },
      {
        heading: 'How do I top up my prepaid balance?',
        paragraphs: [
          'Make a payment using the methods set out in your agreement, then open a helpdesk ticket with the Financial service giving the payment details. Your balance is credited once the funds are received. You can check it at any time in the Finance area.',
        ],
      },
      {
        heading: 'What are markups and how do I set them?',
        paragraphs: [
          'A markup is the margin you add to our net price to get your sale price. For hotels, transfers and activities it can be a percentage or a fixed amount per booking; for flights it is a service charge per ticket. Set them under Account > Markup; they apply to new bookings.',
        ],
      },
      {
        heading: 'Can I hold a booking before paying?',
        paragraphs: [
          'Yes, for flights and transfers: a booking can be held for up to 30 minutes, giving you time to confirm with your client. If it is not paid within that time, it is released automatically and prices may change.',
        ],
      },
      {
        heading: 'What does "prices expired" mean?',
        paragraphs: [
          'Prices come from suppliers in real time and remain valid for a limited time. If you wait too long between the search and the booking, the portal asks you to refresh your search to get current prices and availability.',
        ],
      },
      {
        heading: 'How do cancellations work?',
        paragraphs: [
          "Each booking follows its own fare rules and shows its cancellation deadline. Before the deadline, cancellation follows the supplier's conditions; after it, fees apply, up to the full price. Check the deadline and fees in the booking details before confirming to your client.",
        ],
      },
      {
        heading: 'Where can I see the status of my bookings?',
        paragraphs: [
          'In your booking lists, each booking shows its status: for example pending, on request, confirmed, awaiting payment, ticket issued or cancelled. The Docs page explains every status.',
        ],
      },
      {
        heading: 'Can I request a quote for a group?',
        paragraphs: [
          'Yes. Use the group quotation form: group type, hotel category, meal plan, dates (up to 16 days), rooms and occupants, additional services and special requests. Our team replies with a tailored offer.',
        ],
      },
      {
        heading: 'How does visa assistance work?',
        paragraphs: [
          "Create a visa request from the Visa area, accept the preliminary conditions, enter each traveller's details and upload the documents (JPG, JPEG, PNG or PDF, 20 MB in total). You can follow each file's status, and our visa advisors are available Sunday to Thursday, 9:00-12:00 and 13:00-17:30.",
        ],
      },
      {
        heading: 'Can my colleagues have their own access?',
        paragraphs: ['Yes. In Account > Users you can add users, edit them, change their passwords, and enable or disable their access. Each booking records which agent made it.'],
      },
      {
        heading: 'Is the portal available in French?',
        paragraphs: ['Yes. Voyagr Pro is fully available in English and French, and you can switch language at any time.'],
      },
      {
        heading: 'Do you offer an API?',
        paragraphs: [
          'Yes. Integrators can connect to Voyagr Pro through a JSON API over HTTPS, and partners can sign their users in automatically with a signed link. See the API page and contact us to request access.',
        ],
      },
      {
        heading: 'What does "on request" mean for an activity?',
        paragraphs: [
          'Some providers confirm each booking themselves. The booking then shows "on request" with the provider’s answer deadline; the amount is held on your balance, not charged. Once the provider confirms, the amount is charged and the voucher is issued; if it refuses or does not answer in time, the amount is released. Either way you get an email and a notification.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of use',
    lead: 'These terms govern the use of Voyagr Pro by travel agencies and partners. By creating an account or using the portal, your agency accepts them.',
    sections: [
      {
        heading: '1. Purpose and scope',
        paragraphs: [
          'Voyagr Pro is a professional portal through which travel agencies and partners book travel services (flights, hotels, transfers, activities and visa assistance) for their own clients. It is not intended for individual travellers.',
          'The contract between your agency and us may set out specific terms (payment methods, commercial conditions). Where they differ, your contract prevails over these general terms.',
        ],
      },
      {
        heading: '2. Opening an account',
        paragraphs: [
          'To open an account, your agency provides accurate company information (name, address, trade register, tax number, licence) and verifies its registration within 48 hours. We review each application and may decline or suspend an account that does not meet our requirements.',
          'You must keep your company details up to date in your account.',
        ],
      },
      {
        heading: '3. Account security and users',
        paragraphs: ['Your agency is responsible for all activity carried out with its accounts. Each user must have their own access; credentials must never be shared.'],
        bullets: [
          'Keep passwords confidential and keep two-factor authentication enabled',
          'Disable the access of any employee who leaves your agency without delay',
          'Tell us immediately if you suspect unauthorised use of your account',
          'Bookings made with your credentials are considered made by your agency',
        ],
      },
      {
        heading: '4. Bookings and traveller information',
        paragraphs: [
          "You are responsible for the accuracy of the information you enter: travellers' names exactly as on their passport, dates of birth, nationality, travel document details, and flight or transfer information. Errors may make a booking unusable or lead to change fees.",
          'A booking is binding only once it is confirmed. Bookings "on request" depend on the supplier\'s confirmation.',
        ],
      },
      {
        heading: '5. Prices, markups and payment',
        paragraphs: [
          'Prices are shown at the time of search and come from suppliers in real time. They may change until the booking is confirmed; if prices have expired, you must search again.',
          'Your markups and service charges are set by you and invoiced to your clients under your sole responsibility. You must pay the net price of every booking you confirm.',
          'Payment is made from your prepaid balance, at agency, or by card for flights, as available for the product and your account. A booking cannot be paid from the balance if the balance is insufficient.',
        ],
      },
      {
        heading: '6. Holds',
        paragraphs: [
          'Flight and transfer bookings can be held for up to 30 minutes. If they are not paid within that time, they are released automatically, and neither the price nor the availability is guaranteed afterwards.',
        ],
      },
      {
        heading: '7. Cancellations, changes and refunds',
        paragraphs: [
          'Each booking is subject to the fare rules and cancellation conditions shown before confirmation, which you must accept. The cancellation deadline and any fees are stated in the booking details.',
          "Cancellations after the deadline, no-shows and changes may incur fees of up to the full price. Refunds are made only when the supplier's conditions allow it, less any non-refundable amounts. Hotel reservations made for visa applications are cancelled automatically three days before arrival.",
        ],
      },
      {
        heading: '8. Visa assistance',
        paragraphs: [
          'We help you prepare and follow visa applications, but the decision to issue a visa belongs solely to the authorities of the destination country. We cannot guarantee the outcome or the processing time of an application.',
          'You must accept the preliminary conditions of each application and provide complete, genuine documents.',
        ],
      },
      {
        heading: '9. Liability',
        paragraphs: [
          'Travel services are performed by their suppliers (airlines, hotels, transport companies) under their own conditions. Our liability is limited to our role as an intermediary and to the correct processing of your bookings.',
          'We are not liable for losses caused by inaccurate information entered by your agency, by the actions of suppliers or authorities, or by events beyond our reasonable control. We make every effort to keep the portal available but do not guarantee uninterrupted access.',
        ],
      },
      {
        heading: '10. API and partner access',
        paragraphs: [
          'API access and partner sign-in links are granted individually. Keep your keys and signing secrets confidential and use them only for the agreed integration. We may suspend access that is inactive, exceeds its quota or is used abnormally.',
        ],
      },
      {
        heading: '11. Suspension and termination',
        paragraphs: [
          'We may suspend or close an account in the event of non-payment, fraud, misuse of the portal or breach of these terms. Bookings already confirmed remain due under their conditions. You can ask to close your account at any time through your account manager.',
        ],
      },
      {
        heading: '12. Changes and contact',
        paragraphs: ['We may update these terms; the version published in the portal applies from its publication. For any question, write to support@voyagr.example.'],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    lead: 'How Voyagr Pro collects, uses and protects the personal data of agency users and of the travellers they book for, and how to exercise your rights.',
    sections: [
      {
        heading: 'Scope',
        paragraphs: [
          'This policy covers the data processed through the Voyagr Pro portal, its API and its helpdesk. It applies to the users of agency accounts and to the travellers whose details agencies enter when booking.',
          'For traveller data, your agency decides which clients it books for and remains responsible for informing them. We process their data to provide the services you book.',
        ],
      },
      {
        heading: 'The data we process',
        paragraphs: ['We only collect what is needed to run your account and deliver the services booked.'],
        bullets: [
          'Agency: name, address, city, zip code, country, phone, trade register, tax number, licence, logo, number of employees, business model, contract currency, products of interest',
          'Users: first and last name, email, phone, password, account status, preferences (language, time zone, date format)',
          'Travellers: title, names, date of birth or age, nationality, passport number and expiry, phone, address, and flight, train or cruise details for transfers',
          'Visa applicants: place of birth, passport issue and expiry dates, residence address and the documents you upload',
          'Bookings and payments: references, prices, statuses and booking history, including the agent, date and IP address of each operation',
          'Support: the content of your tickets and contact messages',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: ['Each use has a clear purpose and legal basis.'],
        bullets: [
          'Performing our contract with your agency: account management, bookings, payments, vouchers and support',
          'Providing the travel services: passing traveller details to the suppliers and authorities concerned',
          'Legal obligations: accounting, tax and record-keeping requirements',
          'Legitimate interests: securing accounts, preventing fraud and improving the portal',
        ],
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'We share data only with those who need it to deliver the service: airlines, hotels, transfer providers and other suppliers; embassies and consulates for visa applications; payment providers for card payments; and our technical service providers, under confidentiality obligations. Some of these recipients are located outside your country, as travel requires.',
          'We never sell personal data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          "Account data is kept while your agency's account is active. Booking, payment and invoicing records are kept for the periods required by accounting and tax law. Visa documents are kept only as long as needed to process the application and handle any follow-up. Support tickets are archived and then deleted when no longer needed.",
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'All exchanges with the portal are encrypted (HTTPS). Access requires two-factor authentication, user rights are managed by each agency, and every operation on a booking is logged. Uploaded documents are limited to common formats (JPG, JPEG, PNG, PDF).',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'The portal uses a session cookie to keep you signed in, and stores in your browser a small session record (your name, email, language and display preferences, with your partner identifier encrypted). This record is removed when you are signed out or your session expires. We do not use these tools for advertising.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Subject to the applicable law, you have the following rights over your personal data. Travellers may exercise them through their agency or directly with us.'],
        bullets: [
          'Access: obtain a copy of your data',
          'Rectification: correct inaccurate data (most account data can be edited directly in the portal)',
          'Erasure: have your data deleted when it is no longer required',
          'Restriction and objection: limit or object to certain uses',
          'Portability: receive your data in a structured format',
          'Complaint: lodge a complaint with your data protection authority',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'To exercise your rights or ask a question about your data, write to support@voyagr.example. We may ask you to confirm your identity before answering. We will inform you of any significant change to this policy in the portal.',
        ],
      },
    ],
  },

  docs: {
    title: 'API reference',
    lead: 'Every operation of the Voyagr Pro API, generated from the same contracts the portal validates with: what to send, what comes back, and what can go wrong.',
    sections: [
      {
        heading: 'How to read this reference',
        paragraphs: [
          'Operations are grouped by product. Each one names its method and path under /api/v1, its parameters, its request body and its answers; every answer of an error has the same JSON format. The machine-readable OpenAPI 3.1 document is served at /openapi.json for your code generators and test tools.',
          "Signed in as an agency administrator, you see the full reference and can create a sandbox key here to try an operation; sandbox keys book on the suppliers' test systems and never cost anything.",
        ],
      },
    ],
  },

  api: {
    title: 'API for integrators',
    lead: "Connect your booking engine, mid-office or partner platform to Voyagr Pro: search, book, follow and cancel flights, hotels, transfers, activities and visa requests, with the same rules as the portal's own screens.",
    sections: [
      {
        heading: 'Overview',
        paragraphs: [
          "The API is the portal itself, opened to your systems: JSON over HTTPS under /api/v1 on the portal's server. For every product you can search, re-check a price, book (once per Idempotency-Key), read and list bookings, get a cancellation quote, cancel and download e-tickets and vouchers; visa requests, the agency's balance and its ledger are there too. Every booking made through the API shows in the portal, marked with the key that made it.",
          'Send Content-Type: application/json with every request that has a body. A body in another format is refused with 415, and a response format we cannot produce with 406.',
        ],
      },
      {
        heading: 'API keys',
        paragraphs: [
          'An agency administrator creates keys under My account > API keys: a name, and sandbox or live. The key is shown once, when it is created: store it in your secrets manager. We keep only a fingerprint of it, so a lost key cannot be shown again: revoke it and create another.',
          'Send the key with every call as Authorization: Bearer <key> (or X-Api-Key: <key>), from your server only. Calls are made in the name of the administrator who created the key. A revoked or unknown key is refused with 401 "invalid or expired token"; an agency whose developer access the operator deactivated gets 403 "developer inactive".',
        ],
      },
      {
        heading: 'Quotas and limits',
        paragraphs: [
          'Each key has a daily quota (10,000 calls by default) and a rate limit (10 calls a second). Every answer tells you where you stand with X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset. Over the daily quota, calls are refused with 403 "quota exceeded" until the next day; over the rate, with 429 and a Retry-After header giving the seconds to wait.',
        ],
      },
      {
        heading: 'A first call',
        paragraphs: [
          "Replace the address with your portal's and the key with one of yours. Booking calls need an Idempotency-Key of your own (8 to 128 letters, digits and _ . : -): send the same key again after a timeout and you get the first outcome, never a second booking.",
        ],
        code: curlSample,
      },
      {
        heading: 'Error format',
        paragraphs: [
          'Every error returns an appropriate HTTP status and a JSON body in the same format. Use the code in your program logic and show the message to your users; details, when present, gives more context, such as the fields that failed validation.',
        ],
        code: errorFormatSample,
      },
      {
        heading: 'Status codes',
        paragraphs: ['Successful calls return a 2xx status. The error statuses are:'],
        bullets: [
          '400 Bad Request: the request is malformed or a field is invalid',
          '401 Unauthorized: invalid or expired token',
          '403 Forbidden: developer inactive, or quota exceeded',
          '404 Not Found: the resource or operation does not exist',
          '406 Not Acceptable: the requested response format is not available',
          '409 Conflict: the booking is not in a state that allows it, or prices expired',
          '415 Unsupported Media Type: the request body is not JSON',
          '429 Too Many Requests: over the rate limit, retry after Retry-After seconds',
          '500 Internal Server Error: system error, try again later',
          '502 Bad Gateway: an upstream supplier returned an invalid response',
          '503 Service Unavailable: the service is temporarily unavailable; the request may be retried',
          '596 Service Not Found: no service answers this address',
        ],
      },
      {
        heading: 'Webhooks',
        paragraphs: [
          'Rather than polling, register an endpoint under My account > Webhooks and choose the events you want: booking confirmed, ticketed, cancelled, on-request resolved, visa status changed, ticket replied. Each delivery is a JSON POST { id, type, occurredAt, data } signed with your endpoint\'s secret in Voyagr-Signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">); deliveries are retried with backoff for up to 72 hours, so the same event may arrive twice: deduplicate on Voyagr-Event-Id.',
        ],
        code: webhookSample,
      },
      {
        heading: 'Reference and tools',
        paragraphs: [
          "The API reference page lists every operation with its parameters and answers, and lets an administrator try one with a sandbox key. The same description is served as an OpenAPI 3.1 document at /openapi.json on the portal's server: load it into your client generator, Postman or your contract tests.",
        ],
      },
      {
        heading: 'Partner auto sign-in',
        paragraphs: [
          'Partners can send their users straight into Voyagr Pro, already signed in, with a link carrying five query parameters. A link signs in once, within 5 minutes of its timestamp. If the signature or any value is wrong, or the link is used again or too late, the portal shows an error notification and does not sign the user in.',
        ],
        bullets: [
          'partnerId: your partner identifier (numeric, sent as a string)',
          'email: the email address of the user to sign in',
          'professionalId: your professional identifier (numeric, sent as a string)',
          'timestamp: when you built the link, in Unix time (whole seconds since 1970-01-01 UTC), sent as a string; keep your server clock on time (at most 1 minute ahead)',
          'SHASIGN: the signature of the four values above',
        ],
      },
      {
        heading: 'Computing SHASIGN',
        paragraphs: [
          'SHASIGN is the HMAC-SHA256 of the string partnerId|email|professionalId|timestamp, computed with your partner secret and written in lowercase hexadecimal. Sign the values, in that order, separated by a vertical bar (the email trimmed and in lowercase), and build the link on your server at the moment the user follows it.',
        ],
        code: shasignSample,
      },
      {
        heading: 'Securing partner links',
        paragraphs: ['Whoever holds the secret can sign in as any of your users, so treat it like a password.'],
        bullets: [
          'Compute the signature on your server, never in the browser or a mobile app',
          'Store the secret in a secrets manager or environment variable, never in source code',
          'Generate a link only for a user who is already authenticated on your side, and a new one each time: a link works once and for 5 minutes',
          'Ask us to replace the secret immediately if you think it has leaked',
        ],
      },
    ],
  },

  comingSoon: {
    title: 'Coming soon',
    lead: 'This feature is not open yet. Here is what is on the way and what you can do in the meantime.',
    sections: [
      {
        heading: 'Already open',
        paragraphs: [
          'Flights, hotels, transfers, activities and visa assistance can all be booked from the menu and managed in the same account, each with its own booking list, vouchers and notifications.',
        ],
      },
      {
        heading: 'Prepare now',
        paragraphs: ['Your markups for hotels, transfers and activities are set under Account > Markup, as a percentage or a fixed amount per booking; they apply to every new booking.'],
      },
      {
        heading: 'More features on the way',
        paragraphs: ['We open new features in Voyagr Pro progressively. When a menu leads to a feature that is not available yet, you land on this page rather than on an error.'],
      },
      {
        heading: 'In the meantime',
        paragraphs: [
          'If a client needs a service you cannot book online yet, contact your account manager or open a ticket with the Commercial service. For groups, use the group quotation request: our team can include additional services in its offer.',
        ],
      },
    ],
  },
};
