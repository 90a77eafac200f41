import { renderBookingDocument } from '@portal/bookings';
import { formatMoney, type ActivityCancellationRule, type Language } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords, type DocumentWords } from '@portal/i18n/documents';
import type { ActivityBookingDoc } from './bookings';

/** The product's cancellation terms in the reader's words (hours before the start, local to the activity). */
function cancellationTerms(rule: ActivityCancellationRule, w: DocumentWords['activityVoucher']): string[] {
  if (rule.kind === 'all_sales_final') return [w.allSalesFinal];
  if (rule.kind === 'free') return [fillWords(w.freeUntil, { hours: rule.freeUntilHours ?? 0 })];
  const tiers = [...rule.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return [...tiers.map((tier) => fillWords(w.tier, { percent: tier.refundPercent, hours: tier.hoursBefore })), w.noRefundAfterTiers];
}

/** The activity voucher of a confirmed booking, in the reader's language. */
export function renderVoucher(booking: ActivityBookingDoc, lang: Language): Promise<Buffer> {
  const words = DOCUMENT_WORDS[lang];
  const w = words.activityVoucher;
  const { activity, offer } = booking;
  const labelOf = (id: string) => booking.questions.find((q) => q.id === id)?.label[lang] ?? id;
  const choiceOf = (id: string, value: string) => booking.questions.find((q) => q.id === id)?.choices?.find((c) => c.id === value)?.label[lang] ?? value;
  const answered = (answers: Record<string, string>) =>
    Object.entries(answers)
      .filter(([, value]) => value.trim())
      .map(([id, value]) => `${labelOf(id)}: ${choiceOf(id, value)}`);
  const lead = booking.leadTraveller;
  const bands = [...new Set(booking.travellers.map((t) => t.band))].map((band) => `${booking.travellers.filter((t) => t.band === band).length} × ${words.ageBands[band]}`);
  return renderBookingDocument({
    lang,
    title: w.title,
    reference: booking.reference,
    status: booking.status,
    details: [`${w.voucherReference}: ${booking.voucherReference ?? ''}`, ...(booking.clientReference ? [`${w.clientReference}: ${booking.clientReference}`] : [])],
    sections: [
      {
        heading: `${w.activity}: ${activity.title[lang]}`,
        lines: [
          `${w.option}: ${booking.option.title[lang]}`,
          fillWords(w.start, { date: offer.date, time: offer.startTime, timeZone: activity.timeZone }),
          fillWords(w.duration, { hours: Math.floor(activity.durationMinutes / 60), minutes: activity.durationMinutes % 60 }),
          `${activity.cityName}, ${activity.countryCode}`,
        ],
      },
      { heading: w.meetingPoint, lines: [activity.meetingPoint[lang]] },
      {
        // One line a traveller, with that traveller's answers on the next: names (30 letters each) and answers outgrow table columns.
        heading: `${w.travellers}: ${bands.join(', ')}`,
        lines: [
          `${w.leadTraveller}: ${lead.lastName.toUpperCase()} / ${lead.firstName} · ${lead.phone} · ${lead.email}`,
          ...booking.travellers.flatMap((t, i) => [
            `${i + 1}. ${t.lastName.toUpperCase()} / ${t.firstName} · ${words.ageBands[t.band]} (${t.age})`,
            ...(answered(t.answers).length > 0 ? [`    ${answered(t.answers).join(' · ')}`] : []),
          ]),
        ],
      },
      ...(answered(booking.answers).length > 0 ? [{ heading: w.answers, lines: answered(booking.answers) }] : []),
      ...(booking.operator ? [{ heading: w.operator, lines: [`${booking.operator.name} · ${booking.operator.phone}`] }] : []),
      { heading: w.cancellation, lines: cancellationTerms(booking.cancellationRule, w) },
    ],
    total: formatMoney(booking.salePrice, offer.currency, lang),
    footer: w.footer,
  });
}
