import type { Language } from '@portal/contracts';
import { formatMoney, SANDBOX_CARDS } from '@portal/contracts';
import type { PaymentDoc } from './payments';

export const CARD_PAGE_WORDS = {
  en: {
    title: 'Card payment',
    sandbox: 'Sandbox gateway: no real card is charged. Use a test card.',
    merchant: 'Booking',
    amount: 'Amount',
    holder: 'Name on the card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    pay: 'Pay {amount}',
    cards: 'Test cards (any future expiry, any 3-digit code)',
    succeeds: 'accepted',
    declined: 'declined',
    insufficientFunds: 'declined: insufficient funds',
    paid: 'This payment is complete. You can go back to the portal.',
    back: 'Back to the portal',
    cancelled: 'This payment was cancelled: its booking hold has ended. Nothing was charged.',
    errors: {
      required: 'Required field.',
      too_long: 'At most 50 characters.',
      card_number: 'Enter the 12 to 19 digits of the card number.',
      expiry: 'Enter the expiry as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
      invalid_number: 'This card number is not valid.',
      expired: 'This card has expired.',
      not_a_test_card: 'The sandbox takes only the test cards listed below.',
      declined: 'The card was declined. Try another card.',
      insufficient_funds: 'The card was declined: insufficient funds. Try another card.',
    },
  },
  fr: {
    title: 'Paiement par carte',
    sandbox: 'Passerelle de test : aucune carte réelle n’est débitée. Utilisez une carte de test.',
    merchant: 'Réservation',
    amount: 'Montant',
    holder: 'Nom sur la carte',
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Code de sécurité',
    pay: 'Payer {amount}',
    cards: 'Cartes de test (toute date d’expiration future, tout code à 3 chiffres)',
    succeeds: 'acceptée',
    declined: 'refusée',
    insufficientFunds: 'refusée : provision insuffisante',
    paid: 'Ce paiement est effectué. Vous pouvez revenir sur le portail.',
    back: 'Revenir sur le portail',
    cancelled: 'Ce paiement a été annulé : l’option sur la réservation a pris fin. Rien n’a été débité.',
    errors: {
      required: 'Champ obligatoire.',
      too_long: '50 caractères au plus.',
      card_number: 'Saisissez les 12 à 19 chiffres du numéro de carte.',
      expiry: 'Saisissez l’expiration au format MM/AA.',
      cvc: 'Saisissez le code de sécurité à 3 ou 4 chiffres.',
      invalid_number: 'Ce numéro de carte n’est pas valide.',
      expired: 'Cette carte a expiré.',
      not_a_test_card: 'La passerelle de test n’accepte que les cartes de test ci-dessous.',
      declined: 'La carte a été refusée. Essayez une autre carte.',
      insufficient_funds: 'La carte a été refusée : provision insuffisante. Essayez une autre carte.',
    },
  },
} as const;

export type CardPageError = keyof (typeof CARD_PAGE_WORDS)['en']['errors'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface CardPageState {
  status: 'pending' | 'succeeded' | 'cancelled';
  /** The form's own problems by field, or the card's outcome under `card`. */
  errors?: Partial<Record<'holder' | 'number' | 'expiry' | 'cvc' | 'card', CardPageError>>;
  holder?: string;
  expiry?: string;
}

/** The gateway's hosted card page, in the language the portal asked for. */
export function renderCardPage(payment: PaymentDoc, state: CardPageState): string {
  const lang: Language = payment.language;
  const w = CARD_PAGE_WORDS[lang];
  const amount = formatMoney(payment.amount, payment.currency, lang);
  const error = (field: keyof NonNullable<CardPageState['errors']>) => {
    const code = state.errors?.[field];
    return code ? `<p class="error" id="${field}-error" role="alert">${escape(w.errors[code])}</p>` : '';
  };
  const input = (name: 'holder' | 'number' | 'expiry' | 'cvc', label: string, attrs: string, value = '') =>
    `<label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" ${attrs} value="${escape(value)}"${state.errors?.[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${error(name)}`;
  const body =
    state.status === 'succeeded'
      ? `<p class="done" role="status">${escape(w.paid)}</p><a class="button" href="${escape(payment.returnUrl)}">${escape(w.back)}</a>`
      : state.status === 'cancelled'
        ? `<p class="error" role="alert">${escape(w.cancelled)}</p><a class="button" href="${escape(payment.returnUrl)}">${escape(w.back)}</a>`
        : `<form method="post" novalidate>
  ${error('card')}
  ${input('holder', w.holder, 'autocomplete="cc-name" maxlength="50" required', state.holder)}
  ${input('number', w.number, 'autocomplete="cc-number" inputmode="numeric" maxlength="23" required')}
  <div class="row"><div>${input('expiry', w.expiry, 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required', state.expiry)}</div>
  <div>${input('cvc', w.cvc, 'autocomplete="cc-csc" inputmode="numeric" maxlength="4" required')}</div></div>
  <button type="submit">${escape(w.pay.replace('{amount}', amount))}</button>
</form>
<details open><summary>${escape(w.cards)}</summary><ul>
  <li><code>${spaced(SANDBOX_CARDS.succeeds)}</code> ${escape(w.succeeds)}</li>
  <li><code>${spaced(SANDBOX_CARDS.declined)}</code> ${escape(w.declined)}</li>
  <li><code>${spaced(SANDBOX_CARDS.insufficientFunds)}</code> ${escape(w.insufficientFunds)}</li>
</ul></details>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(w.title)} – ${escape(payment.merchantReference)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0f2f5;margin:0;color:#1f1f1f}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 8px}.sandbox{background:#fffbe6;border:1px solid #ffe58f;padding:8px 12px;border-radius:6px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:16px 0}dt{color:#595959}dd{margin:0;font-weight:600}
label{display:block;margin:14px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d9d9d9;border-radius:6px;font-size:16px}
input[aria-invalid]{border-color:#ff4d4f}.row{display:flex;gap:12px}.row>div{flex:1}
button,.button{display:block;width:100%;margin-top:20px;padding:12px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:16px;text-align:center;text-decoration:none;cursor:pointer}
.error{color:#cf1322;margin:6px 0 0;font-size:14px}.done{color:#389e0d}details{margin-top:20px;font-size:14px;color:#595959}code{color:#1f1f1f}
</style></head>
<body><main>
<h1>${escape(w.title)}</h1>
<p class="sandbox">${escape(w.sandbox)}</p>
<dl><dt>${escape(w.merchant)}</dt><dd>${escape(payment.merchantReference)}</dd><dt>${escape(w.amount)}</dt><dd data-testid="amount">${escape(amount)}</dd></dl>
${body}
</main></body></html>`;
}
