import { count, inArray } from 'drizzle-orm';
import type { Db } from './client';
import {
  artists as artistMasters,
  type Cache,
  companies,
  type EventType,
  eventChannelTickets,
  eventEntradas,
  eventHiringConditions,
  eventParties,
  eventProductionConditions,
  events,
  halls as hallMasters,
  holds,
  promoters as promoterMasters,
} from './schema';
import { searchKey } from './search-key';

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
  {
    name: 'Sala La Riviera',
    city: 'Madrid',
    address: 'Paseo Bajo de la Virgen del Puerto, s/n',
    capacity: 2500,
  },
  { name: 'Sala Apolo', city: 'Barcelona', address: 'Carrer Nou de la Rambla, 113', capacity: 1600 },
  { name: 'Teatro Lope de Vega', city: 'Sevilla', address: 'Av. de María Luisa, s/n', capacity: 700 },
  { name: 'Sala Mardi Gras', city: 'A Coruña', address: 'Rúa Travesía da Torre, 8', capacity: 250 },
  { name: 'Auditorio de Zaragoza', city: 'Zaragoza', address: 'Calle Eduardo Ibarra, 3', capacity: 1992 },
  { name: 'Sala Custom', city: 'Sevilla', address: 'Calle Metalurgia, 19', capacity: 1000 },
  { name: 'Kafe Antzokia', city: 'Bilbao', address: 'San Vicente Kalea, 2', capacity: 800 },
  { name: 'Sala Moon', city: 'Valencia', address: 'Carrer de Sant Pere Pasqual, 41', capacity: 600 },
];
const promoters = [
  { name: 'Bolo Producciones', cif: 'B12345674', type: 'Promotora' },
  { name: 'Noches del Norte', cif: 'B33123456', type: 'Promotora' },
];
const eventTypeCycle: EventType[] = ['Promotores', 'Managers', 'Bookers', 'Sala', 'Productores'];
const tours = ['Gira de Primavera', 'Presentación del nuevo disco', 'Gira Acústica', 'Festival de Otoño'];

/** Made-up Spanish ids whose check characters hold, so the masters' forms accept them when edited. */
const dnis = ['23456781R', '34567812P', '45678123P', '56781234F', '67812345L', '71234568A'];
const cifs = ['B81234569', 'B46123451', 'B28765436', 'B08123457', 'B91234567', 'B48123459', 'B50123454'];
const signatoryNames = [
  'Marta Ruiz Ortega',
  'Javier Soto Prieto',
  'Elena Campos Vidal',
  'Andrés Molina Gil',
  'Lucía Herrero Paz',
  'Pablo Navarro Cruz',
];
const offices = [
  'Calle de Fuencarral 45, 28004 Madrid',
  'Carrer de Mallorca 210, 08008 Barcelona',
  'Calle Feria 12, 41003 Sevilla',
  'Gran Vía 30, 48009 Bilbao',
  'Carrer de Colón 18, 46004 Valencia',
];
const nth = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** A counterparty's department lists, at a domain of its name under `.example` (never delivered). */
function emailListsOf(name: string) {
  const domain = `${searchKey(name).replace(/[^a-z0-9]/g, '')}.example`;
  return {
    emailConfirmacion: [`booking@${domain}`],
    emailProduccion: [`produccion@${domain}`],
    emailComunicacion: [`prensa@${domain}`],
    emailPrl: [`prl@${domain}`],
  };
}

/** Who signs for the `i`-th counterparty, with their id and address, and its department lists. */
const signing = (name: string, i: number) => ({
  nameSignatory: nth(signatoryNames, i),
  dniFirmante: nth(dnis, i),
  address: nth(offices, i),
  ...emailListsOf(name),
});

const artistDetails = (name: string, i: number) => ({
  companyName: `${name} Música S.L.`,
  cif: nth(cifs, i),
  ...signing(name, i),
});
const hallDetails = (hall: (typeof halls)[number], i: number) => ({
  ...hall,
  companyName: `${hall.name} Espectáculos S.L.`,
  cif: nth(cifs, i + 3),
  ...signing(hall.name, i + 2),
  address: hall.address,
  direccionSala: hall.address,
});
const promoterDetails = (promoter: (typeof promoters)[number], i: number) => ({
  ...promoter,
  ...signing(promoter.name, i + 4),
  email: `info@${searchKey(promoter.name).replace(/[^a-z0-9]/g, '')}.example`,
});

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * Where each demo event stands on the office's calendar (issue 28), so the demo tells one story:
 * shows played over the last year (settled by the api's seed, `events/demo.ts`), two coming this
 * fortnight on sale, three in the next calendar month being produced, then contracts, offers
 * and first drafts further on. Counted from `today`, so the story stays true whenever it is seeded.
 */
function storyOf(i: number, today: Date) {
  // every fifth event from the 2nd and the 4th: twelve played shows spread among the thirty
  if (i % 5 === 1 || i % 5 === 3) {
    const played = Math.floor(i / 5) * 2 + (i % 5 === 3 ? 1 : 0);
    return { date: daysAfter(today, -(15 + played * 27)), fase: 'Celebrado', status: 'Anunciado' } as const;
  }
  // the other eighteen (the 1st, 3rd and 5th of every five) in the order they come
  const slot = Math.floor(i / 5) * 3 + (i % 5) / 2;
  const nextMonth = (day: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, day));
  if (slot < 2)
    return { date: daysAfter(today, 3 + slot * 7), fase: 'Comunicacion', status: 'Anunciado' } as const;
  if (slot < 5)
    return { date: nextMonth([6, 13, 21][slot - 2] ?? 6), fase: 'Produccion', status: 'Confirmado' } as const;
  const date = daysAfter(today, 45 + (slot - 5) * 12);
  if (slot < 10) return { date, fase: 'Contratacion', status: 'Confirmado' } as const;
  if (slot < 14) return { date, fase: 'Negociacion', status: 'Opcion' } as const;
  return { date, fase: 'Creacion', status: 'Borrador' } as const;
}
const euros = (value: number) => value * 100;
const keys = (name: string, ...words: string[]) => ({
  nameKey: searchKey(name),
  searchText: searchKey([name, ...words].join(' ')),
});

/** The artist, hall and promoter masters the demo events copy; those there already are kept. */
async function seedMasters(db: Db) {
  await db
    .insert(artistMasters)
    .values(artists.map((name, i) => ({ name, ...artistDetails(name, i), ...keys(name) })))
    .onConflictDoNothing();
  await db
    .insert(hallMasters)
    .values(halls.map((hall, i) => ({ ...hallDetails(hall, i), ...keys(hall.name, hall.city) })))
    .onConflictDoNothing();
  await db
    .insert(promoterMasters)
    .values(
      promoters.map((promoter, i) => ({
        ...promoterDetails(promoter, i),
        ...keys(promoter.name, promoter.cif),
      })),
    )
    .onConflictDoNothing();
  const idsOf = async (
    table: typeof artistMasters | typeof hallMasters | typeof promoterMasters,
    names: string[],
  ) => {
    const rows = await db
      .select({ id: table.id, nameKey: table.nameKey })
      .from(table)
      .where(inArray(table.nameKey, names.map(searchKey)));
    return new Map(rows.map((row) => [row.nameKey, row.id]));
  };
  return {
    artistIds: await idsOf(artistMasters, artists),
    hallIds: await idsOf(
      hallMasters,
      halls.map((h) => h.name),
    ),
    promoterIds: await idsOf(
      promoterMasters,
      promoters.map((p) => p.name),
    ),
  };
}

/** A fee: a fixed guarantee and, for some, a share of the door in two marginal tiers. */
function demoCache(fixed: number, withDoor: boolean, capacity: number): Cache {
  const firstTier = euros(Math.round((capacity * 10) / 100) * 100);
  return {
    fijo: { quantity: euros(fixed), active: true, description: 'Garantía' },
    variable: {
      description: 'Sobre taquilla bruta',
      active: withDoor,
      sections: withDoor
        ? [
            { desde: 0, hasta: firstTier, porciento: 70 },
            { desde: firstTier, hasta: null, porciento: 80 },
          ]
        : [],
    },
  };
}

/** About thirty realistic events around today, with their parties and conditions; none over existing events. */
export async function seedDemo(db: Db, today = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(events);
  if ((existing?.n ?? 0) > 0) return 0;
  const { artistIds, hallIds, promoterIds } = await seedMasters(db);
  // the starter set's company, when the server has written it: the contracts' REUNIDOS name it
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  const next = random(2026);
  const plans = Array.from({ length: 30 }, (_, i) => {
    const artist = nth(artists, i);
    const hallIndex = Math.floor(next() * halls.length);
    const hall = nth(halls, hallIndex);
    const promoter = nth(promoters, i);
    next(); // the draw that once gave the date: the halls and fees after it stay the same
    const { date, fase, status } = storyOf(i, today);
    const name = `${artist} — ${tours[i % tours.length]}`;
    const startTime = `${20 + Math.floor(next() * 3)}:${next() < 0.5 ? '00' : '30'}`;
    next(); // the two draws that once gave the phase and status
    next();
    const event = {
      name,
      ...keys(name, `${hall.name}, ${hall.city}`, hall.address, artist, hall.name, hall.city, promoter.name),
      eventType: eventTypeCycle[i % eventTypeCycle.length] ?? 'Promotores',
      fase,
      status,
      artistName: artist,
      hallName: hall.name,
      city: hall.city,
      location: `${hall.name}, ${hall.city}`,
      address: hall.address,
      aforo: hall.capacity,
      existeRecinto: true,
      date: isoDate(date),
      startTime,
      duration: 90 + Math.round(next() * 4) * 15,
      plazoAnuncio: isoDate(new Date(date.getTime() - 45 * 86_400_000)),
      salidaVenta: isoDate(new Date(date.getTime() - 30 * 86_400_000)),
      escenario: 'Escenario principal',
      observacionesEscenario: '10 × 6 m, altura libre de 5 m',
      isAccesible: i % 3 !== 0,
      isPrl: true,
      empresaId: company?.id ?? null,
    };
    const entradas = [
      { id: 'anticipada', pvp: 1800 + Math.round(next() * 12) * 100, descripcion: 'Anticipada' },
      { id: 'taquilla', pvp: 2400 + Math.round(next() * 12) * 100, descripcion: 'Taquilla' },
    ];
    const parties = [
      {
        kind: 'artista' as const,
        name: artist,
        ...artistDetails(artist, i % artists.length),
        artistaMaestroId: artistIds.get(searchKey(artist)),
      },
      {
        kind: 'sala' as const,
        ...hallDetails(hall, hallIndex),
        salaMaestroId: hallIds.get(searchKey(hall.name)),
      },
      {
        kind: 'promotor' as const,
        ...promoterDetails(promoter, i % promoters.length),
        promotorMaestroId: promoterIds.get(searchKey(promoter.name)),
      },
    ];
    const fee = 1_500 + Math.round(next() * 20) * 500;
    const hiring = [
      {
        type: 'promotor' as const,
        cache: demoCache(0, false, hall.capacity),
        formaPagoFijo: 'Efectivo',
        tipoContrato: 'Promotor',
        invitaciones: 4,
      },
      {
        type: 'artista' as const,
        cache: demoCache(fee, i % 2 === 0, hall.capacity),
        formaPagoFijo: 'Tranferencia',
        formaPagoVariable: 'Tranferencia',
        tipoContrato: 'Artista',
        invitaciones: 10,
        observacionesInvitaciones: 'En taquilla, a nombre de la banda',
      },
      {
        type: 'sala' as const,
        cache: demoCache(Math.round(hall.capacity / 2), false, hall.capacity),
        formaPagoFijo: 'Tranferencia',
        tipoContrato: 'Sala',
      },
      {
        type: 'productor' as const,
        cache: demoCache(0, false, hall.capacity),
        formaPagoFijo: '',
        tipoContrato: '',
      },
    ].map((block) => ({
      ...block,
      politicaMenores: 'Menores de 16 años, acompañados de una persona adulta',
      observacionesGenerales: 'Pago a 30 días de la fecha de la factura.',
      exclusividad: true,
      observacionesExclusividad:
        'El grupo no podrá anunciar ningún concierto en la provincia hasta la finalización del evento.',
    }));
    const production = {
      // the times are worked out from the start by the api's schedule (events/demo.ts)
      showStart: startTime,
      donwloadAccess: true,
      donwloadAccessDescription: 'Muelle de carga por la puerta de artistas',
      parking: true,
      parkingDescription: 'Dos plazas para furgoneta junto al muelle',
      hospitality: true,
      hospitalityDescription: 'Agua, fruta y refrescos en el camerino',
      camerinoDescription: 'Camerino para 8 personas con ducha',
      observations: 'Rider técnico adjunto al contrato',
      observaciones: 'Acreditaciones en la puerta de artistas',
      backline: true,
      backlineDescription: 'Batería y amplificadores de la sala',
      catering: true,
      cateringDescription: 'Cena para 8 personas',
      camerino: true,
    };
    return { event, entradas, parties, hiring, production, artist, hall };
  });
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(events)
      .values(plans.map((plan) => plan.event))
      .returning({ id: events.id });
    const eventIds = inserted.map((row) => row.id);
    const each = <T>(rows: (plan: (typeof plans)[number]) => T[]) =>
      plans.flatMap((plan, i) => rows(plan).map((row) => ({ ...row, eventId: eventIds[i] ?? 0 })));
    await tx
      .insert(eventEntradas)
      .values(each((plan) => plan.entradas.map((e, position) => ({ ...e, position }))));
    await tx
      .insert(eventChannelTickets)
      .values(each(() => [{ position: 0, value: 'web', selected: true, text: 'Web oficial' }]));
    await tx.insert(eventParties).values(each((plan) => plan.parties));
    await tx.insert(eventHiringConditions).values(each((plan) => plan.hiring));
    await tx.insert(eventProductionConditions).values(each((plan) => [plan.production]));
    const held = demoHolds(plans, eventIds, today);
    const idOf = (ids: Map<string, number>, name: string) => ids.get(searchKey(name)) ?? 0;
    if (held.length > 0)
      await tx.insert(holds).values(
        held.map(({ artist, hall, ...hold }) => ({
          ...hold,
          artistId: idOf(artistIds, artist),
          hallId: idOf(hallIds, hall),
          empresaId: company?.id ?? null,
          expiresAt: daysAfter(today, HOLD_DAYS),
        })),
      );
  });
  return plans.length;
}

/** How long the demo holds last from the seeding: a week, the office's default. */
const HOLD_DAYS = 7;
const holdNotes = [
  'Pendiente de la respuesta de la sala sobre la fecha.',
  'La banda confirma disponibilidad esta semana.',
  'Segunda opción por si cae la primera.',
];

interface DemoPlan {
  event: { date: string; status: string; fase: string; hallName: string };
  artist: string;
  hall: (typeof halls)[number];
}

/**
 * The holds around the demo shows: each first draft holds its own day at its hall (1st); next
 * month's shows have two artists queued at their hall two days later (1st and 2nd), unless an
 * event takes the hall on those days.
 */
function demoHolds(plans: readonly DemoPlan[], eventIds: readonly number[], today: Date) {
  const drafts = plans.flatMap((plan, i) =>
    plan.event.status === 'Borrador'
      ? [
          {
            artist: plan.artist,
            hall: plan.hall.name,
            dateFrom: plan.event.date,
            dateTo: plan.event.date,
            level: 1,
            eventId: eventIds[i] ?? null,
            notes: nth(holdNotes, i),
          },
        ]
      : [],
  );
  const nextMonth = isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))).slice(
    0,
    7,
  );
  const queued = plans
    .filter((plan) => plan.event.fase === 'Produccion' && plan.event.date.startsWith(nextMonth))
    .flatMap((plan, n) => {
      const day = new Date(`${plan.event.date}T00:00:00Z`);
      const dateFrom = isoDate(daysAfter(day, 2));
      const dateTo = isoDate(daysAfter(day, 3));
      const taken = plans.some(
        (other) =>
          other.hall.name === plan.hall.name && other.event.date >= dateFrom && other.event.date <= dateTo,
      );
      if (taken) return [];
      return [1, 2].map((level) => ({
        artist: nth(artists, n * 2 + level + 3),
        hall: plan.hall.name,
        dateFrom,
        dateTo,
        level,
        eventId: null,
        notes: nth(holdNotes, n + level),
      }));
    });
  return [...drafts, ...queued];
}
