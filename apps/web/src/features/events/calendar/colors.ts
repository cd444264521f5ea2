import { alpha, getThemeColor, type MantineColor, useMantineTheme } from '@mantine/core';
import { eventTypeColor, usePhases } from '../look';
import type { CalendarEvent, ColorMode } from './search';

export interface EventColors {
  /** The strong colour: the bar beside the event. */
  color: string;
  /** A light wash of it: the event's background. */
  background: string;
}

/** How each event is coloured in the mode chosen, from the shared type and phase colours. */
export function useEventColors(mode: ColorMode): (event: CalendarEvent) => EventColors {
  const theme = useMantineTheme();
  const { byName } = usePhases();
  return (event) => {
    const name: MantineColor =
      mode === 'type' ? eventTypeColor(event.eventType) : (byName(event.fase)?.color ?? 'gray');
    const color = getThemeColor(name, theme);
    return { color, background: alpha(color, 0.14) };
  };
}
