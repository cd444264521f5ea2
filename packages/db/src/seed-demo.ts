import { count } from 'drizzle-orm';
import type { Db } from './client';
import { type Entrada, type EventType, events } from './schema';

/** A small deterministic generator, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const artists = [
  'Rosalía Vega',
  'Los Secretos del Sur',
  'Amaral Tribute Band',
  'Niña Polaca',
  'Vetusta Orquesta',
  'Zahara Río',
  'Sidonie Acústico',
  'Carolina Durante Trío',
  'Rufus T. Firefly',
  'Anni B Sweet',
  'León Benavente',
  'Depedro',
  'Xoel López',
  'Maria Arnal i Marcel Bagés',
  'Silvia Pérez Cruz',
];
const halls = [
  { location: 'Sala La Riviera, Madrid', address: 'Paseo Bajo de la Virgen del Puerto, s/n', aforo: 2500 },
  { location: 'Sala Apolo, Barcelona', address: 'Carrer Nou de la Rambla, 113', aforo: 1600 },
  { location: 'Teatro Lope de Vega, Sevilla', address: 'Av. de María Luisa, s/n', aforo: 700 },
  { location: 'Sala Mardi Gras, A Coruña', address: 'Rúa Travesía da Torre, 8', aforo: 250 },
  { location: 'Auditorio de Zaragoza', address: 'Calle Eduardo Ibarra, 3', aforo: 1992 },
  { location: 'Sala Custom, Sevilla', address: 'Calle Metalurgia, 19', aforo: 1000 },
  { location: 'Kafe Antzokia, Bilbao', address: 'San Vicente Kalea, 2', aforo: 800 },
  { location: 'Sala Moon, Valencia', address: 'Carrer de Sant Pere Pasqual, 41', aforo: 600 },
];
const eventTypeCycle: EventType[] = ['Promotores', 'Managers', 'Bookers', 'Sala', 'Productores'];
const fases = [
  'Creacion',
  'Negociacion',
  'Contratacion',
  'Produccion',
  'Comunicacion',
  'Celebrado',
  'Liquidado',
];
const statuses = ['Borrador', 'Confirmado', 'Anunciado', 'Cancelado'];
const tours = ['Gira de Primavera', 'Presentación del nuevo disco', 'Gira Acústica', 'Festival de Otoño'];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** About thirty realistic events around today; does nothing when events exist already. */
export async function seedDemo(db: Db, today = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(events);
  if ((existing?.n ?? 0) > 0) return 0;
  const next = random(2026);
  const rows = Array.from({ length: 30 }, (_, i) => {
    const artist = artists[i % artists.length] ?? 'Artista';
    const hall = halls[Math.floor(next() * halls.length)] ?? halls[0];
    const date = new Date(today.getTime() + Math.round((next() * 240 - 60) * 86_400_000));
    const entradas: Entrada[] = [
      { id: `${i}-anticipada`, pvp: 1800 + Math.round(next() * 12) * 100, descripcion: 'Anticipada' },
      { id: `${i}-taquilla`, pvp: 2400 + Math.round(next() * 12) * 100, descripcion: 'Taquilla' },
    ];
    return {
      name: `${artist} — ${tours[i % tours.length]}`,
      eventType: eventTypeCycle[i % eventTypeCycle.length] ?? 'Promotores',
      fase: fases[Math.floor(next() * fases.length)] ?? 'Creacion',
      status: statuses[Math.floor(next() * statuses.length)] ?? 'Borrador',
      location: hall?.location ?? '',
      address: hall?.address ?? '',
      aforo: hall?.aforo ?? 0,
      date: isoDate(date),
      startTime: `${20 + Math.floor(next() * 3)}:${next() < 0.5 ? '00' : '30'}`,
      aperturaPuertas: '20:00',
      duration: 90 + Math.round(next() * 4) * 15,
      plazoAnuncio: isoDate(new Date(date.getTime() - 45 * 86_400_000)),
      salidaVenta: isoDate(new Date(date.getTime() - 30 * 86_400_000)),
      entradas,
      channelTickets: [{ value: 'web', selected: true, text: 'Web oficial' }],
    };
  });
  await db.insert(events).values(rows);
  return rows.length;
}
