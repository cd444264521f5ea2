import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { eventTabOf, holdDayOf, type NotificationRow } from './wording';

/**
 * The event a notification is about, opened on the tab where what it tells is; a hold's notice,
 * about no event yet, opens the calendar's week of its day.
 */
export function NotificationEventLink({
  row,
  onOpen,
}: {
  row: Pick<NotificationRow, 'kind' | 'data' | 'eventId' | 'eventName'>;
  onOpen?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const holdDay = holdDayOf(row);
  if (row.eventId === null && holdDay) {
    return (
      <Anchor
        size="sm"
        onClick={onOpen}
        renderRoot={(props) => (
          <Link
            to="/{-$locale}/calendar"
            params={{ locale: paramOfLocale(locale) }}
            search={{ view: 'week', date: holdDay }}
            {...props}
          />
        )}
      >
        {t('notifications.openCalendar')}
      </Anchor>
    );
  }
  if (row.eventId === null) return null;
  const name = row.eventName ?? String(row.eventId);
  return (
    <Anchor
      size="sm"
      aria-label={t('notifications.openEvent', { event: name })}
      onClick={onOpen}
      renderRoot={(props) => (
        <Link
          to="/{-$locale}/event/{-$id}"
          params={{ locale: paramOfLocale(locale), id: String(row.eventId) }}
          search={{ tab: eventTabOf[row.kind] }}
          {...props}
        />
      )}
    >
      {name}
    </Anchor>
  );
}
