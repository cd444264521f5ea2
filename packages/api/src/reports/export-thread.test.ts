import { boundedThreads, ThreadLimitError } from '@bolo/templating';
import { describe, expect, it } from 'vitest';
import { reportFileOnThread } from './export-thread';
import { MAX_EXPORT_ROWS } from './formats';
import type { ReportEventRow } from './schemas';

/** The largest report an export writes: MAX_EXPORT_ROWS settled events. */
const rows: ReportEventRow[] = Array.from({ length: MAX_EXPORT_ROWS }, (_, i) => ({
  eventId: i + 1,
  name: `Concierto ${i + 1} de la gira de otoño`,
  date: '2026-10-01',
  empresaName: 'Mi Productora S.L.',
  artistName: `Artista ${i % 300}`,
  hallName: `Sala ${i % 50}`,
  fase: 'Liquidado',
  status: 'locked',
  ticketsSold: 800,
  gross: 2_000_000,
  vat: 181_818,
  sgae: 181_818,
  netBoxOffice: 1_636_364,
  expenses: 200_000,
  artistFee: 600_000,
  artistFeeVat: 60_000,
  withholding: 90_000,
  artistPaid: 570_000,
  margin: 836_364,
}));

/** The longest the event loop went without running a 10 ms timer while `work` ran. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('the report export thread', () => {
  it('writes the largest report while the server goes on answering', async () => {
    let csv = '';
    const held = await longestHold(async () => {
      const file = await reportFileOnThread(rows, { format: 'csv', locale: 'es', phaseLabels: {} });
      csv = new TextDecoder().decode(file.bytes);
    });
    expect(csv.trim().split(/\r?\n/)).toHaveLength(MAX_EXPORT_ROWS + 1);
    expect(csv).toContain('Concierto 20000 de la gira de otoño');
    // written on the server's thread, the same file held it for over a second
    expect(held).toBeLessThan(400);
  }, 60_000);

  it('stops an export past its time, and the next one is made', async () => {
    const run = boundedThreads({
      entry: new URL('./export-worker.mjs', import.meta.url),
      threads: 1,
      seconds: 0.05,
      heapMb: 512,
    });
    await expect(
      run('write', { rows, sheet: { format: 'xlsx', locale: 'es', phaseLabels: {} } }),
    ).rejects.toBeInstanceOf(ThreadLimitError);
    const small = await reportFileOnThread(rows.slice(0, 3), {
      format: 'csv',
      locale: 'en',
      phaseLabels: {},
    });
    expect(new TextDecoder().decode(small.bytes)).toContain('Event no.');
  }, 60_000);
});
