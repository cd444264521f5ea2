/** What an event takes from its hall (issue 28): its town, its address and how many it holds. */
export interface HallPlace {
  city?: string | null;
  address?: string | null;
  direccionSala?: string | null;
  capacity?: number | null;
}

/** The event's town (`location`, "Localidad"), address and capacity from its hall's. */
export function placeOfHall(hall: HallPlace) {
  return {
    location: hall.city || '',
    address: hall.address || hall.direccionSala || '',
    aforo: hall.capacity ?? 0,
  };
}

/**
 * The name an event is offered: its artist at the hall, in its town ("Zahara Río — Sala Apolo,
 * Barcelona"); a run of shows adds each one's day. Empty without an artist.
 */
export function suggestedEventName(parts: {
  artist?: string | null;
  hall?: string | null;
  city?: string | null;
  day?: string | null;
}): string {
  if (!parts.artist) return '';
  const place = [parts.hall, parts.city].filter(Boolean).join(', ');
  const name = place ? `${parts.artist} — ${place}` : parts.artist;
  return parts.day ? `${name} · ${parts.day}` : name;
}
