import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@bolo/db';
import { schema } from '@bolo/db';
import { createSmtpTransport } from '@bolo/templating';
import { formatDay } from '@bolo/templating/format';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../shared/time-zone';
import {
  callerWithRole,
  deliverQueued,
  recordingServices,
  spreadsheetCells,
  type TestCaller,
  testImage,
  withSignedInAdmin,
  xlsxSheet,
} from '../testing';
import { noticeOverdueLines } from './notices';

let database: Database;
let admin: TestCaller;
let adminId: number;
let empresaId: number;
const services = recordingServices();
const today = todayIn('Europe/Madrid');

beforeAll(async () => {
  ({ database, admin, adminId } = await withSignedInAdmin(services));
  empresaId = (await admin.masters.company.create({ name: 'Bolo Producciones SL' })).id;
});
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

type Artist = Parameters<TestCaller['masters']['artist']['create']>[0];

/** An event on `date` whose promoter's and artist's deals are a fixed fee of `fee` minor units of `currency`. */
async function dealShow(date: string | null, fee = 600_000, artist: Partial<Artist> = {}, currency?: string) {
  const { id: artistaMaestroId } = await admin.masters.artist.create({
    name: `Artista ${Math.random()}`,
    ...artist,
  } as Artist);
  const event = await admin.events.create({
    name: `Concierto ${Math.random()}`,
    eventType: 'Promotores',
    empresaId,
    ...(date ? { date } : {}),
    artista: { artistaMaestroId },
    promotor: { name: 'Live Nation' },
  });
  for (const block of await admin.events.hiring.list({ eventId: event.id })) {
    if (block.type !== 'artista' && block.type !== 'promotor') continue;
    await admin.events.hiring.update({
      id: block.id,
      version: block.version,
      cache: {
        fijo: { quantity: fee, active: true, description: 'Caché' },
        variable: { description: '', active: false, sections: [] },
        ...(currency ? { currency } : {}),
      },
    });
  }
  return event.id;
}

const linesOf = (schedule: Awaited<ReturnType<TestCaller['payments']['schedule']>>, party: string) =>
  schedule.parties.find((p) => p.party === party)?.lines ?? [];

describe('a payment schedule made from the deal', () => {
  it('asks the promoter for half at signing and half on the show day, each with 21 % IVA; paying the deposit leaves the balance', async () => {
    const eventId = await dealShow('2030-06-12');
    const schedule = await admin.payments.makeSchedule({ eventId, party: 'promotor' });
    const [deposit, balance] = linesOf(schedule, 'promotor');
    expect(deposit).toMatchObject({
      dueDate: today,
      baseAmount: 300_000,
      vatPercent: 21,
      amountDue: 363_000,
      direction: 'receivable',
      balance: 363_000,
    });
    expect(balance).toMatchObject({ dueDate: '2030-06-12', baseAmount: 300_000, amountDue: 363_000 });
    expect(schedule.balances).toEqual([
      { direction: 'receivable', currency: 'EUR', amountDue: 726_000, paid: 0, balance: 726_000 },
    ]);

    const paid = await admin.payments.record({
      lineId: deposit?.id ?? 0,
      paidOn: today,
      amount: 363_000,
      method: 'transfer',
      reference: 'TRF-001',
    });
    expect(linesOf(paid, 'promotor').map((line) => line.balance)).toEqual([0, 363_000]);
    expect(paid.balances).toEqual([
      { direction: 'receivable', currency: 'EUR', amountDue: 726_000, paid: 363_000, balance: 363_000 },
    ]);
  });

  it('pays the artist with the IVA of the artist’s tax situation', async () => {
    const natural = await dealShow('2030-06-13');
    const [first] = linesOf(
      await admin.payments.makeSchedule({ eventId: natural, party: 'artista' }),
      'artista',
    );
    expect(first).toMatchObject({ vatPercent: 10, amountDue: 330_000, direction: 'payable' });

    const company = await dealShow('2030-06-14', 600_000, { taxPerson: 'company' });
    const [line] = linesOf(
      await admin.payments.makeSchedule({ eventId: company, party: 'artista' }),
      'artista',
    );
    expect(line).toMatchObject({ vatPercent: 21, amountDue: 363_000 });

    const abroad = await dealShow('2030-06-15', 600_000, { taxResidence: 'FR' });
    const [reverse] = linesOf(
      await admin.payments.makeSchedule({ eventId: abroad, party: 'artista' }),
      'artista',
    );
    expect(reverse).toMatchObject({ vatPercent: 0, amountDue: 300_000 });
  });

  it('follows a company template: a fixed amount and days before the show', async () => {
    const eventId = await dealShow('2030-07-01');
    const { id: templateId } = await admin.payments.createTemplate({
      empresaId,
      name: 'Reserva y resto',
      lines: [
        {
          label: 'Reserva',
          percent: null,
          amount: 100_000,
          due: 'signing',
          days: 0,
          direction: 'receivable',
        },
        {
          label: 'Resto',
          percent: 50,
          amount: null,
          due: 'days_from_show',
          days: -10,
          direction: 'receivable',
        },
      ],
    });
    const lines = linesOf(
      await admin.payments.makeSchedule({ eventId, party: 'promotor', templateId }),
      'promotor',
    );
    expect(lines.map(({ label, dueDate, baseAmount }) => ({ label, dueDate, baseAmount }))).toEqual([
      { label: 'Reserva', dueDate: today, baseAmount: 100_000 },
      { label: 'Resto', dueDate: '2030-06-21', baseAmount: 300_000 },
    ]);
    const [template] = (await admin.payments.templates({ empresaId })).filter((row) => row.id === templateId);
    await admin.payments.deleteTemplate({ id: templateId, version: template?.version ?? 0 });
    await expect(
      admin.payments.makeSchedule({ eventId, party: 'promotor', templateId }),
    ).rejects.toMatchObject({
      appCode: 'payment_template_not_found',
    });
  });

  it('refuses what cannot be: no fee, no show date, too much paid, another currency, remaking a paid schedule', async () => {
    const noFee = await dealShow('2030-06-12', 0);
    await expect(admin.payments.makeSchedule({ eventId: noFee, party: 'promotor' })).rejects.toMatchObject({
      appCode: 'payment_no_fee',
    });
    const noDate = await dealShow(null);
    await expect(admin.payments.makeSchedule({ eventId: noDate, party: 'promotor' })).rejects.toMatchObject({
      appCode: 'payment_no_show_date',
    });
    const eventId = await dealShow('2030-06-12');
    const [deposit] = linesOf(await admin.payments.makeSchedule({ eventId, party: 'promotor' }), 'promotor');
    const payment = { lineId: deposit?.id ?? 0, paidOn: today, method: 'card' as const };
    await expect(admin.payments.record({ ...payment, amount: 363_001 })).rejects.toMatchObject({
      appCode: 'payment_exceeds_balance',
    });
    await expect(admin.payments.record({ ...payment, amount: 1_000, currency: 'USD' })).rejects.toMatchObject(
      {
        appCode: 'payment_currency_mismatch',
      },
    );
    await expect(
      admin.payments.record({ ...payment, amount: 1_000, currency: 'euros' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const recorded = await admin.payments.record({ ...payment, amount: 1_000 });
    await expect(admin.payments.makeSchedule({ eventId, party: 'promotor' })).rejects.toMatchObject({
      appCode: 'payment_schedule_paid',
    });
    // a payment recorded by mistake is deleted: the balance is back, and the schedule may be made again
    const [mistake] = linesOf(recorded, 'promotor')[0]?.payments ?? [];
    const undone = await admin.payments.deletePayment({ id: mistake?.id ?? 0 });
    expect(linesOf(undone, 'promotor')[0]?.balance).toBe(363_000);
    await admin.payments.makeSchedule({ eventId, party: 'promotor' });
    await expect(admin.payments.deletePayment({ id: mistake?.id ?? 0 })).rejects.toMatchObject({
      appCode: 'payment_not_found',
    });
  });

  it('is refused to a role without Pagos, and its making to one without Contratacion', async () => {
    const eventId = await dealShow('2030-06-12');
    await admin.admin.roles.create({ name: 'Cobros', access: ['Pagos'] });
    await admin.admin.roles.create({
      name: 'Contratación sin pagos',
      access: ['InfoGeneral', 'Contratacion'],
    });
    const collector = await callerWithRole(database, 'Cobros', services);
    const hiring = await callerWithRole(database, 'Contratación sin pagos', services);
    await expect(hiring.payments.schedule({ eventId })).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(hiring.payments.ledger({})).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(collector.payments.makeSchedule({ eventId, party: 'promotor' })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await admin.payments.makeSchedule({ eventId, party: 'promotor' });
    const seen = await collector.payments.schedule({ eventId });
    expect(linesOf(seen, 'promotor')).toHaveLength(2);
    // the fee itself is the hiring conditions': not shown without Contratacion
    expect(seen.parties.map((party) => party.fee)).toEqual([null, null]);
    expect((await admin.payments.schedule({ eventId })).parties.map((party) => party.fee)).toEqual([
      600_000, 600_000,
    ]);
  });
});

describe('a payment’s receipt', () => {
  it('is kept when it is a PDF or an image, replaced by the next, and read back', async () => {
    const eventId = await dealShow('2030-09-01');
    const [deposit] = linesOf(await admin.payments.makeSchedule({ eventId, party: 'promotor' }), 'promotor');
    const paid = await admin.payments.record({
      lineId: deposit?.id ?? 0,
      paidOn: today,
      amount: 10_000,
      method: 'cash',
    });
    const paymentId = linesOf(paid, 'promotor')[0]?.payments[0]?.id ?? 0;
    const pdf = new TextEncoder().encode('%PDF-1.4\n% recibo\n');
    await expect(
      admin.payments.attachReceipt({
        id: paymentId,
        name: 'recibo.exe',
        file: new TextEncoder().encode('MZ...'),
      }),
    ).rejects.toMatchObject({ appCode: 'payment_receipt_type' });
    const first = await admin.payments.attachReceipt({ id: paymentId, name: 'recibo.pdf', file: pdf });
    expect(linesOf(first, 'promotor')[0]?.payments[0]?.receiptName).toBe('recibo.pdf');
    const png = await testImage('png', 20, 20);
    await admin.payments.attachReceipt({ id: paymentId, name: 'foto.png', file: png });
    const receipt = await admin.payments.receipt({ id: paymentId });
    expect(receipt).toMatchObject({ contentType: 'image/png', filename: 'foto.png' });
    expect(Buffer.from(receipt.bytes).equals(Buffer.from(png))).toBe(true);
    // the replaced receipt is gone from the store: only the PNG is left in the payment's folder
    expect(await readdir(join(services.filesDir, 'payments', String(paymentId)))).toHaveLength(1);
    await admin.payments.deletePayment({ id: paymentId });
    await expect(readdir(join(services.filesDir, 'payments', String(paymentId)))).resolves.toHaveLength(0);
  });
});

describe('a line fallen due unpaid', () => {
  it('is listed overdue, exported, and told to the event’s owner once in the app and by email', async () => {
    const eventId = await dealShow('2025-03-01');
    const showDay = linesOf(
      await admin.payments.makeSchedule({ eventId, party: 'promotor' }),
      'promotor',
    ).find((line) => line.dueDate === '2025-03-01');
    const overdue = await admin.payments.ledger({ status: 'overdue' });
    const row = overdue.items.find((item) => item.lineId === showDay?.id);
    expect(row).toMatchObject({
      eventId,
      dueDate: '2025-03-01',
      partyName: 'Live Nation',
      balance: 363_000,
      overdue: true,
    });
    expect(overdue.items.every((item) => item.overdue)).toBe(true);
    expect(overdue.totals.find((side) => side.direction === 'receivable')?.balance).toBeGreaterThanOrEqual(
      363_000,
    );

    const file = await admin.payments.export({ status: 'overdue', format: 'csv' });
    const cells = spreadsheetCells(new TextDecoder().decode(file.bytes), ';');
    expect(cells[0]).toContain('Pendiente');
    expect(cells.find((line) => line.includes('Live Nation') && line[0] === '2025-03-01')).toContain(
      '3.630,00',
    );

    // two processes run the job at the same moment
    const now = new Date();
    const [first, second] = await Promise.all([
      noticeOverdueLines(database.db, now),
      noticeOverdueLines(database.db, now),
    ]);
    expect([...first, ...second].filter((id) => id === showDay?.id)).toHaveLength(1);
    expect(await noticeOverdueLines(database.db, now)).not.toContain(showDay?.id);
    const key = `payment-overdue:${showDay?.id}`;
    const mails = await database.db.select().from(schema.mails).where(eq(schema.mails.idempotencyKey, key));
    expect(mails).toHaveLength(1);
    const notices = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'payment_overdue'));
    expect(notices.filter((notice) => notice.data.lineId === showDay?.id)).toEqual([
      expect.objectContaining({ userId: adminId, eventId }),
    ]);

    const smtp = await startLoopbackSmtp();
    const transport = createSmtpTransport({ url: smtp.url, from: 'Bolo <bolo@conciertos.example>' });
    try {
      await deliverQueued(database, { ...services, mail: transport });
      const mail = await smtp.arrival((m) => m.raw.includes(`vencido el ${formatDay('2025-03-01', 'es')}`));
      expect(mail.recipients).toEqual(['admin@bolo.test']);
      expect(mail.raw).toContain('Live Nation');
      expect(mail.raw).toContain('3.630,00');
    } finally {
      transport.close();
      await smtp.close();
    }
    // paid in full, it is no longer overdue
    await admin.payments.record({
      lineId: showDay?.id ?? 0,
      paidOn: today,
      amount: 363_000,
      method: 'transfer',
    });
    const after = await admin.payments.ledger({ status: 'overdue' });
    expect(after.items.map((item) => item.lineId)).not.toContain(showDay?.id);
  });
});

describe('a schedule line by hand', () => {
  const line = { label: 'Depósito', dueDate: '2030-05-01', baseAmount: 200_000, vatPercent: 10 };

  it('changes a line’s label, day, base and IVA, adds one and removes it: the event’s balance follows', async () => {
    const eventId = await dealShow('2030-06-12');
    const [deposit] = linesOf(await admin.payments.makeSchedule({ eventId, party: 'promotor' }), 'promotor');
    const changed = await admin.payments.updateLine({
      id: deposit?.id ?? 0,
      version: deposit?.version ?? 0,
      ...line,
    });
    expect(linesOf(changed, 'promotor')[0]).toMatchObject({ ...line, amountDue: 220_000, balance: 220_000 });
    expect(changed.balances).toEqual([
      { direction: 'receivable', currency: 'EUR', amountDue: 583_000, paid: 0, balance: 583_000 },
    ]);

    const added = await admin.payments.addLine({
      eventId,
      party: 'promotor',
      label: 'Backline',
      dueDate: '2030-06-01',
      baseAmount: 50_000,
      vatPercent: 21,
    });
    // lines by due date: the one added falls between the deposit and the show day
    expect(linesOf(added, 'promotor').map((row) => row.label)).toEqual([
      'Depósito',
      'Backline',
      'Resto el día del concierto',
    ]);
    const backline = linesOf(added, 'promotor')[1];
    expect(backline).toMatchObject({ amountDue: 60_500, direction: 'receivable', currency: 'EUR' });
    expect(added.balances[0]?.balance).toBe(643_500);

    const removed = await admin.payments.deleteLine({
      id: backline?.id ?? 0,
      version: backline?.version ?? 0,
    });
    expect(linesOf(removed, 'promotor')).toHaveLength(2);
    expect(removed.balances[0]?.balance).toBe(583_000);
  });

  it('refuses a stale version, an amount below what is paid, removing a paid line, and a role without Contratacion', async () => {
    const eventId = await dealShow('2030-06-12');
    const [deposit] = linesOf(await admin.payments.makeSchedule({ eventId, party: 'promotor' }), 'promotor');
    const read = { id: deposit?.id ?? 0, version: deposit?.version ?? 0 };
    await admin.payments.updateLine({ ...read, ...line });
    // someone else saved first: the version read is stale, and nothing is overwritten
    await expect(admin.payments.updateLine({ ...read, ...line, baseAmount: 1_000 })).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
    await expect(admin.payments.deleteLine(read)).rejects.toMatchObject({ appCode: 'version_conflict' });
    const [current] = linesOf(await admin.payments.schedule({ eventId }), 'promotor');
    expect(current?.baseAmount).toBe(200_000);

    await admin.payments.record({ lineId: read.id, paidOn: today, amount: 100_000, method: 'transfer' });
    const now = { id: read.id, version: current?.version ?? 0 };
    await expect(
      admin.payments.updateLine({ ...now, ...line, baseAmount: 50_000, vatPercent: 0 }),
    ).rejects.toMatchObject({ appCode: 'payment_line_below_paid' });
    await expect(admin.payments.deleteLine(now)).rejects.toMatchObject({ appCode: 'payment_line_paid' });
    expect(linesOf(await admin.payments.schedule({ eventId }), 'promotor')[0]?.paid).toBe(100_000);
    await expect(admin.payments.updateLine({ ...now, ...line, vatPercent: 121 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    await admin.admin.roles.create({ name: 'Cobros sin contratación', access: ['Pagos'] });
    const collector = await callerWithRole(database, 'Cobros sin contratación', services);
    await expect(collector.payments.updateLine({ ...now, ...line })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(collector.payments.addLine({ eventId, party: 'promotor', ...line })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
  });
});

describe('a schedule template', () => {
  const share = (percent: number, direction: 'receivable' | 'payable') => ({
    label: `${percent} %`,
    percent,
    amount: null,
    due: 'signing' as const,
    days: 0,
    direction,
  });

  it('is changed at the version read, each direction taking up to 100 % of the fee', async () => {
    const lines = [share(100, 'receivable'), share(20, 'payable')];
    const { id } = await admin.payments.createTemplate({ empresaId, name: 'Con devolución', lines });
    const [created] = (await admin.payments.templates({ empresaId })).filter((row) => row.id === id);
    const changed = { id, version: created?.version ?? 0, empresaId, name: 'Con fianza' };
    await admin.payments.updateTemplate({
      ...changed,
      lines: [share(60, 'receivable'), share(40, 'receivable')],
    });
    const [updated] = (await admin.payments.templates({ empresaId })).filter((row) => row.id === id);
    expect(updated).toMatchObject({ name: 'Con fianza', version: (created?.version ?? 0) + 1 });
    expect(updated?.lines.map((line) => line.percent)).toEqual([60, 40]);
    await expect(admin.payments.updateTemplate({ ...changed, lines })).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
    await expect(
      admin.payments.createTemplate({
        empresaId,
        name: 'Demasiado',
        lines: [share(60, 'receivable'), share(40.01, 'receivable')],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the receivables and payables export', () => {
  it('writes an amount with its currency’s decimals: a line in yen as whole yen', async () => {
    const eventId = await dealShow('2031-02-03', 600_000, {}, 'JPY');
    const [deposit] = linesOf(await admin.payments.makeSchedule({ eventId, party: 'promotor' }), 'promotor');
    expect(deposit).toMatchObject({ currency: 'JPY', baseAmount: 300_000, amountDue: 363_000 });
    const { items } = await admin.payments.ledger({ status: 'all', from: '2031-02-03', to: '2031-02-03' });
    const eventName = items.find((item) => item.eventId === eventId)?.eventName ?? '';
    const filter = { status: 'all' as const, search: eventName };

    const csv = await admin.payments.export({ ...filter, format: 'csv' });
    const [header, row] = spreadsheetCells(new TextDecoder().decode(csv.bytes), ';');
    const cellOf = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cellOf('Moneda')).toBe('JPY');
    expect(cellOf('Importe')).toBe('363.000');
    expect(cellOf('Pendiente')).toBe('363.000');

    const sheet = await xlsxSheet((await admin.payments.export({ ...filter, format: 'xlsx' })).bytes);
    const names = (sheet.getRow(1).values as unknown[]).slice(1);
    const amount = sheet.getRow(2).getCell(names.indexOf('Importe') + 1);
    expect({ value: amount.value, numFmt: amount.numFmt }).toEqual({ value: 363_000, numFmt: '#,##0' });
  });
});
