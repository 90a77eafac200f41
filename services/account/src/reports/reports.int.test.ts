import { randomUUID } from 'node:crypto';
import { BookingEvents, TOPICS, type BookingSnapshot } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps, modelConnection } from '@portal/service-kit';
import { dropTestDeps, testDeps, waitFor, sessionCookie } from '@portal/service-kit/testing';
import ExcelJS from 'exceljs';
import { accountService } from '../service';
import { Wallets } from '../wallet/wallet';

jest.setTimeout(120_000);

describe('reports from booking events, and exports that match the screens', () => {
  let account: RunningService;
  let flights: ServiceDeps;
  let hotels: ServiceDeps;
  let activities: ServiceDeps;
  let visa: ServiceDeps;
  let wallets: Wallets;
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  let cookie: string;

  const booking = (n: number, overrides: Partial<BookingSnapshot> = {}): BookingSnapshot => ({
    bookingId: `${agencyId}-bk-${n}`,
    reference: `FL-${n}`,
    product: 'flights',
    status: 'ticket_issued',
    agentId: 'agent-1',
    agentName: 'Lucas Martin',
    customer: `Customer ${n}`,
    currency: 'EUR',
    purchasePrice: 40000,
    salePrice: 42000,
    bookedAt: '2026-11-10T09:00:00.000Z',
    holdExpiresAt: null,
    ...overrides,
  });

  beforeAll(async () => {
    account = await startService(accountService, testDeps('account'));
    await Promise.all(account.consumers.map((c) => c.ready()));
    flights = testDeps('flights');
    await flights.outbox.init();
    flights.outbox.start();
    hotels = testDeps('hotels');
    await hotels.outbox.init();
    hotels.outbox.start();
    activities = testDeps('activities');
    await activities.outbox.init();
    activities.outbox.start();
    visa = testDeps('visa');
    await visa.outbox.init();
    visa.outbox.start();
    wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
    await wallets.open(agencyId, 'EUR');
    cookie = sessionCookie(account.deps.sessions, { uid: 'admin', aid: agencyId, role: 'agency_admin' }, 600_000);
  });

  afterAll(async () => {
    await account.stop();
    await dropTestDeps(account.deps);
    await dropTestDeps(flights);
    await dropTestDeps(hotels);
    await dropTestDeps(activities);
    await dropTestDeps(visa);
  });

  it('counts by product, status, agent and month, with purchase, sale and margin of sold bookings', async () => {
    const publish = (snapshot: BookingSnapshot, occurredAt?: string) => {
      const event = createEvent(BookingEvents.flights, { agencyId, actor: { kind: 'service', id: 'flights' }, data: snapshot, key: snapshot.bookingId });
      if (occurredAt) event.envelope.occurredAt = occurredAt;
      return flights.outbox.add([event]);
    };
    await publish(booking(1));
    await publish(booking(2, { agentName: 'Amina Benali', salePrice: 45000, bookedAt: '2026-10-02T09:00:00.000Z' }));
    // Cancelled after its sale, its penalty kept: counted, with no sale.
    await publish(booking(3, { status: 'cancelled', fees: 5000, paid: true }));
    // An old snapshot of booking 1 arriving late does not undo its newer state.
    await publish(booking(1, { status: 'pending' }), '2020-01-01T00:00:00.000Z');
    expect(TOPICS.flights).toBe('flights.events');

    const report = await waitFor(
      async () => {
        const r = await (await fetch(`${account.url}/account/reports`, { headers: { cookie } })).json();
        return r.totals.count === 3 ? r : undefined;
      },
      30_000,
      'the bookings to reach the report',
    );
    expect(report.totals).toMatchObject({ count: 3, purchase: 80000, sale: 87000, margin: 7000 });
    expect(report.byStatus).toEqual([
      { key: 'cancelled', count: 1, purchase: 0, sale: 0, margin: 0 },
      { key: 'ticket_issued', count: 2, purchase: 80000, sale: 87000, margin: 7000 },
    ]);
    expect(report.byAgent.map((b: { key: string }) => b.key)).toEqual(['Amina Benali', 'Lucas Martin']);
    expect(report.byMonth.map((b: { key: string; count: number }) => [b.key, b.count])).toEqual([
      ['2026-10', 1],
      ['2026-11', 2],
    ]);
    const november = await (await fetch(`${account.url}/account/reports?from=2026-11-01&to=2026-11-30`, { headers: { cookie } })).json();
    expect(november.totals.count).toBe(2);

    const csv = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=fr&from=2026-11-01&to=2026-11-30`, { headers: { cookie } })).text();
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe("Référence,Réservée le,Produit,Statut,Agent,Client,Prix d'achat,Prix de vente,Marge,Devise");
    expect(lines.slice(1).sort()).toEqual([
      'FL-1,2026-11-10T09:00:00.000Z,Vols,Billet émis,Lucas Martin,Customer 1,400.00,420.00,20.00,EUR',
      'FL-3,2026-11-10T09:00:00.000Z,Vols,Annulée,Lucas Martin,Customer 3,400.00,420.00,20.00,EUR',
    ]);
  });

  it('exports the ledger as CSV and XLSX with the rows the finance screen lists', async () => {
    for (const [key, amount] of [
      ['t1', 100000],
      ['t2', 25050],
    ] as const) {
      await wallets.move({ agencyId, key, type: 'top_up', amount, heldChange: 0, currency: 'EUR', reference: `REF-${key}` });
    }
    await wallets.move({ agencyId, key: 'd1', type: 'booking_debit', amount: -30000, heldChange: 0, currency: 'EUR', reference: 'FL-9', bookingReference: 'FL-9' });
    const screen = await (await fetch(`${account.url}/account/ledger?type=top_up`, { headers: { cookie } })).json();
    const csv = await (await fetch(`${account.url}/account/ledger/export?type=top_up&format=csv`, { headers: { cookie } })).text();
    const rows = csv
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.map((r) => [r[2], r[5]])).toEqual(screen.items.map((e: { reference: string; amount: number }) => [e.reference, (e.amount / 100).toFixed(2)]));

    const xlsx = await fetch(`${account.url}/account/ledger/export?format=xlsx&lang=fr`, { headers: { cookie } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Type');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(2).value).toBe('Débit réservation');
  });

  it('exports agent names and bank references that look like formulas as text, amounts as numbers', async () => {
    const formulaAgency = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(formulaAgency, 'EUR');
    await wallets.move({ agencyId: formulaAgency, key: 'f1', type: 'top_up', amount: 50000, heldChange: 0, currency: 'EUR', reference: '=HYPERLINK("http://evil.example","bank")' });
    await wallets.move({ agencyId: formulaAgency, key: 'f2', type: 'booking_debit', amount: -12345, heldChange: 0, currency: 'EUR', reference: 'FL-1', bookingReference: 'FL-1', agent: '@SUM(1+1)' });
    const adminCookie = sessionCookie(account.deps.sessions, { uid: 'admin', aid: formulaAgency, role: 'agency_admin' }, 600_000);

    const csv = await (await fetch(`${account.url}/account/ledger/export?format=csv`, { headers: { cookie: adminCookie } })).text();
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n').slice(1);
    expect(lines[0]).toContain(",FL-1,FL-1,'@SUM(1+1),-123.45,");
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""bank"")",,,500.00,`);

    const xlsx = await fetch(`${account.url}/account/ledger/export?format=xlsx`, { headers: { cookie: adminCookie } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    const cells = [2, 3].map((row) => [3, 5, 6].map((column) => sheet.getRow(row).getCell(column)));
    for (const cell of cells.flat()) expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(cells.map((row) => row.map((cell) => cell.value))).toEqual([
      ['FL-1', "'@SUM(1+1)", -123.45],
      ['\'=HYPERLINK("http://evil.example","bank")', null, 500],
    ]);
  });

  it('shows the home dashboard: balance, today’s bookings, holds about to expire', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    await flights.outbox.add([
      createEvent(BookingEvents.flights, {
        agencyId,
        actor: { kind: 'service', id: 'flights' },
        data: booking(7, { status: 'awaiting_payment', bookedAt: new Date().toISOString(), holdExpiresAt: soon }),
      }),
    ]);
    const dashboard = await waitFor(
      async () => {
        const d = await (await fetch(`${account.url}/account/dashboard`, { headers: { cookie } })).json();
        return d.holdsExpiring.length === 1 ? d : undefined;
      },
      30_000,
      'the held booking',
    );
    expect(dashboard.today.count).toBe(1);
    expect(dashboard.holdsExpiring[0]).toMatchObject({ reference: 'FL-7', holdExpiresAt: soon });
    expect(dashboard.balance.available).toBe(95050);
    // The stored copy is the whole snapshot, its hold expiry still the ISO text the dashboard compares.
    const stored = await account.deps.mongo.db.collection<{ _id: string; holdExpiresAt?: unknown }>('bookings').findOne({ _id: `${agencyId}-bk-7` });
    expect(stored).toMatchObject({ ...booking(7, { status: 'awaiting_payment', holdExpiresAt: soon }), bookedAt: expect.any(String), agencyId });
    expect(typeof stored?.holdExpiresAt).toBe('string');
  });

  it('reads hotel bookings from the hotels topic into the reports, the export and the dashboard', async () => {
    const hotelAgency = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(hotelAgency, 'EUR');
    const adminCookie = sessionCookie(account.deps.sessions, { uid: 'admin', aid: hotelAgency, role: 'agency_admin' }, 600_000);
    const soon = new Date(Date.now() + 20 * 60_000).toISOString();
    const hotel = (n: number, overrides: Partial<BookingSnapshot>): BookingSnapshot => ({
      ...booking(n, { bookingId: `${hotelAgency}-ht-${n}`, reference: `HT-${n}`, product: 'hotels', customer: 'Mr. Jean Martin', bookedAt: new Date().toISOString() }),
      ...overrides,
    });
    await hotels.outbox.add(
      [hotel(1, { status: 'confirmed' }), hotel(2, { status: 'awaiting_payment', holdExpiresAt: soon })].map((data) =>
        createEvent(BookingEvents.hotels, { agencyId: hotelAgency, actor: { kind: 'service', id: 'hotels' }, data, key: data.bookingId }),
      ),
    );
    expect(BookingEvents.hotels.topic).toBe(TOPICS.hotels);

    const report = await waitFor(
      async () => {
        const r = await (await fetch(`${account.url}/account/reports`, { headers: { cookie: adminCookie } })).json();
        return r.totals.count === 2 ? r : undefined;
      },
      30_000,
      'the hotel bookings to reach the report',
    );
    // Only the confirmed one is sold; the pay-later one is not paid yet.
    expect(report.byProduct).toEqual([{ key: 'hotels', count: 2, purchase: 40000, sale: 42000, margin: 2000 }]);
    expect(report.byStatus.map((b: { key: string }) => b.key)).toEqual(['awaiting_payment', 'confirmed']);

    const csv = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=fr`, { headers: { cookie: adminCookie } })).text();
    const rows = csv.replace('\uFEFF', '').trim().split('\r\n').slice(1).sort();
    expect(rows.map((row) => row.split(',').slice(2, 4))).toEqual([
      ['Hôtels', 'Confirmée'],
      ['Hôtels', 'En attente de paiement'],
    ]);
    const english = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=en`, { headers: { cookie: adminCookie } })).text();
    expect(english).toContain(',Hotels,Awaiting payment,');

    // A pay-later booking near its payment deadline is among the dashboard's holds about to end.
    const dashboard = await (await fetch(`${account.url}/account/dashboard`, { headers: { cookie: adminCookie } })).json();
    expect(dashboard.today.count).toBe(2);
    expect(dashboard.holdsExpiring).toEqual([expect.objectContaining({ reference: 'HT-2', product: 'hotels', holdExpiresAt: soon })]);
  });

  it('counts only what was sold or is owed: failed attempts, unpaid holds that ended and cancellations that kept nothing are left out', async () => {
    const failedAgency = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(failedAgency, 'EUR');
    const adminCookie = sessionCookie(account.deps.sessions, { uid: 'admin', aid: failedAgency, role: 'agency_admin' }, 600_000);
    const today = new Date().toISOString();
    const attempt = (n: number, overrides: Partial<BookingSnapshot>): BookingSnapshot => ({ ...booking(n, { bookingId: `${failedAgency}-bk-${n}`, bookedAt: today }), ...overrides });
    const counted = [
      attempt(1, { status: 'ticket_issued', fees: 0, paid: true }),
      attempt(2, { status: 'cancelled', fees: 5000, paid: true }),
      attempt(3, { status: 'awaiting_payment', product: 'hotels', fees: 0, paid: false }),
      attempt(4, { status: 'pending', product: 'transfers', fees: 0, paid: true }),
      attempt(5, { status: 'failure_cancel', product: 'activities', fees: 0, paid: true }),
    ];
    const left = [
      attempt(6, { status: 'failure', fees: 0, paid: false }),
      attempt(7, { status: 'failure_confirm', product: 'activities', fees: 0, paid: false }),
      attempt(8, { status: 'expired', fees: 0, paid: false }),
      attempt(9, { status: 'ignored', fees: 0, paid: false }),
      attempt(10, { status: 'failure_ticket', fees: 0, paid: true }),
      attempt(11, { status: 'reimbursed', fees: 0, paid: true }),
      attempt(12, { status: 'cancelled', fees: 0, paid: false }),
      attempt(13, { status: 'pending', fees: 0, paid: false }),
    ];
    await flights.outbox.add([...counted, ...left].map((data) => createEvent(BookingEvents.flights, { agencyId: failedAgency, actor: { kind: 'service', id: 'flights' }, data, key: data.bookingId })));
    await waitFor(
      async () => ((await account.deps.mongo.db.collection('bookings').countDocuments({ agencyId: failedAgency })) === 13 ? true : undefined),
      30_000,
      'every snapshot to reach the read model',
    );

    const report = await (await fetch(`${account.url}/account/reports`, { headers: { cookie: adminCookie } })).json();
    expect(report.totals.count).toBe(5);
    expect(report.byStatus.map((b: { key: string; count: number }) => [b.key, b.count])).toEqual([
      ['awaiting_payment', 1],
      ['cancelled', 1],
      ['failure_cancel', 1],
      ['pending', 1],
      ['ticket_issued', 1],
    ]);
    // Sold: issued, still booked while its cancellation is retried, and paid while the supplier acknowledges it.
    expect(report.totals).toMatchObject({ purchase: 120000, sale: 126000, margin: 6000 });
    const csv = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=en`, { headers: { cookie: adminCookie } })).text();
    expect(csv.replace('\uFEFF', '').trim().split('\r\n').slice(1)).toHaveLength(5);
    const dashboard = await (await fetch(`${account.url}/account/dashboard`, { headers: { cookie: adminCookie } })).json();
    expect(dashboard.today).toEqual({ count: 5, sale: 126000 });
  });

  it('reads activity bookings from the activities topic into the reports and the export, labelled in EN and FR', async () => {
    const activityAgency = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(activityAgency, 'EUR');
    const adminCookie = sessionCookie(account.deps.sessions, { uid: 'admin', aid: activityAgency, role: 'agency_admin' }, 600_000);
    const activity = (n: number, overrides: Partial<BookingSnapshot>): BookingSnapshot => ({
      ...booking(n, { bookingId: `${activityAgency}-ac-${n}`, reference: `AC-${n}`, product: 'activities', customer: 'Mr. Jean Martin', bookedAt: new Date().toISOString() }),
      ...overrides,
    });
    await activities.outbox.add(
      [activity(1, { status: 'confirmed' }), activity(2, { status: 'on_request', salePrice: 50000 }), activity(3, { status: 'failure_confirm' })].map((data) =>
        createEvent(BookingEvents.activities, { agencyId: activityAgency, actor: { kind: 'service', id: 'activities' }, data, key: data.bookingId }),
      ),
    );
    expect(BookingEvents.activities.topic).toBe(TOPICS.activities);

    await waitFor(
      async () => ((await account.deps.mongo.db.collection('bookings').countDocuments({ agencyId: activityAgency })) === 3 ? true : undefined),
      30_000,
      'the activity bookings to reach the read model',
    );
    const report = await (await fetch(`${account.url}/account/reports`, { headers: { cookie: adminCookie } })).json();
    // The confirmed and the on-request ones count as sold (as hotels' do); the one the supplier rejected, nothing charged, is not a booking.
    expect(report.byProduct).toEqual([{ key: 'activities', count: 2, purchase: 80000, sale: 92000, margin: 12000 }]);
    expect(report.byStatus.map((b: { key: string }) => b.key)).toEqual(['confirmed', 'on_request']);

    const csv = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=fr`, { headers: { cookie: adminCookie } })).text();
    const rows = csv.replace('\uFEFF', '').trim().split('\r\n').slice(1).sort();
    expect(rows.map((row) => row.split(',').slice(0, 4))).toEqual([
      ['AC-1', expect.any(String), 'Activités', 'Confirmée'],
      ['AC-2', expect.any(String), 'Activités', 'Sur demande'],
    ]);
    const english = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=en`, { headers: { cookie: adminCookie } })).text();
    expect(english).toContain(',Activities,On request,');
    const dashboard = await (await fetch(`${account.url}/account/dashboard`, { headers: { cookie: adminCookie } })).json();
    expect(dashboard.today).toMatchObject({ count: 2 });
  });

  it('reads visa requests from the visa desk’s topic into the reports, the export (labelled as the screens do) and the dashboard', async () => {
    const visaAgency = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(visaAgency, 'EUR');
    const adminCookie = sessionCookie(account.deps.sessions, { uid: 'admin', aid: visaAgency, role: 'agency_admin' }, 600_000);
    const request = (n: number, overrides: Partial<BookingSnapshot>): BookingSnapshot => ({
      ...booking(n, { bookingId: `${visaAgency}-vi-${n}`, reference: `VI-${n}`, product: 'visa', customer: 'Leila Ben Salah', bookedAt: new Date().toISOString() }),
      ...overrides,
    });
    // Paid and with the desk; cancelled with everything refunded (nothing kept): only the first counts.
    await visa.outbox.add(
      [request(1, { status: 'confirmed', purchasePrice: 18000, salePrice: 25000, paid: true }), request(2, { status: 'cancelled', fees: 0, paid: true })].map((data) =>
        createEvent(BookingEvents.visa, { agencyId: visaAgency, actor: { kind: 'service', id: 'visa' }, data, key: data.bookingId }),
      ),
    );
    expect(BookingEvents.visa.topic).toBe(TOPICS.visa);

    await waitFor(
      async () => ((await account.deps.mongo.db.collection('bookings').countDocuments({ agencyId: visaAgency })) === 2 ? true : undefined),
      30_000,
      'the visa requests to reach the read model',
    );
    const report = await (await fetch(`${account.url}/account/reports`, { headers: { cookie: adminCookie } })).json();
    expect(report.byProduct).toEqual([{ key: 'visa', count: 1, purchase: 18000, sale: 25000, margin: 7000 }]);

    const french = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=fr`, { headers: { cookie: adminCookie } })).text();
    expect(
      french
        .replace('\uFEFF', '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',').slice(0, 4)),
    ).toEqual([['VI-1', expect.any(String), 'Assistance visa', 'Confirmée']]);
    const english = await (await fetch(`${account.url}/account/reports/export?format=csv&lang=en`, { headers: { cookie: adminCookie } })).text();
    expect(english).toContain(',Visa assistance,Confirmed,');
    const dashboard = await (await fetch(`${account.url}/account/dashboard`, { headers: { cookie: adminCookie } })).json();
    expect(dashboard.today).toEqual({ count: 1, sale: 25000 });
  });
});
