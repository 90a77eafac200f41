import { expect, type Page } from '@playwright/test';
import type { Language } from '@portal/contracts';
import { strings as hotelsStrings } from '../../mfe-hotels/src/strings';
import { common } from './support';

/** The hotel review step after the guests: its terms accepted, paid from the balance, until the confirmation says confirmed. */
export async function bookReviewedHotelFromBalance(page: Page, language: Language): Promise<void> {
  await expect(page.getByTestId('book')).toBeVisible({ timeout: 30_000 });
  if ((await page.getByTestId('read-comments').count()) > 0) await page.getByTestId('read-comments').check();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('payment-choice').getByText(hotelsStrings[language].review.payments.balance).click();
  await page.getByTestId('book').click();
  await expect(page.getByTestId('hotel-confirmation')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('booking-status')).toContainText(common[language].bookingStatuses.confirmed);
}
