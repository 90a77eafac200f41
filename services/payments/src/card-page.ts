import type { Language } from '@portal/contracts';
import { formatMoney, SANDBOX_CARDS } from '@portal/contracts';
import { CARD_PAGE_WORDS } from '@portal/i18n/card-page';
import type { PaymentDoc } from './payments';

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
