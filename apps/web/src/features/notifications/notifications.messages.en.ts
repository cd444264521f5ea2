import type { Translation } from '../../i18n/define';
import type { notificationsMessages as es } from './notifications.messages.es';

export const notificationsMessages: Translation<typeof es> = {
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications: {count} unread',
  'notifications.latest': 'Latest notifications',
  'notifications.seeAll': 'See all',
  'notifications.none': 'There are no notifications',
  'notifications.noneUnread': 'There are no unread notifications',
  'notifications.loadError': 'The notifications could not be loaded.',
  'notifications.show': 'Show',
  'notifications.show.all': 'All',
  'notifications.show.unread': 'Unread',
  'notifications.markRead': 'Mark as read',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.allRead': 'All notifications are read',
  'notifications.perPage': 'Notifications per page',
  'notifications.col.date': 'Date',
  'notifications.col.text': 'Notification',
  'notifications.col.event': 'Event',
  'notifications.unread': 'Unread',
  'notifications.openCalendar': 'See it on the calendar',
  'notifications.openEvent': 'Open {event}',
  'notifications.anEvent': 'an event',
  'notifications.kind.counterparty_sent': 'The {party} counterparty of {event} has sent its data',
  'notifications.kind.counterparty_advance_sent':
    'The {party} counterparty of {event} has sent changes to the advance',
  'notifications.kind.email_failed': 'The email “{subject}” could not be sent to {to}: {error}',
  'notifications.kind.contract_link_opened': 'The {party} contract link of {event} has been opened',
  'notifications.kind.contract_signing_viewed':
    'The counterparty has opened the {party} contract of {event} sent for signature',
  'notifications.kind.contract_signing_signed':
    'The counterparty has signed the {party} contract of {event}: the company’s signature is missing',
  'notifications.kind.contract_signing_declined':
    'The counterparty has declined to sign the {party} contract of {event}',
  'notifications.kind.contract_signing_completed':
    'The {party} contract of {event} is signed by both parties',
  'notifications.kind.contract_signing_expired':
    'The signing link of the {party} contract of {event} has expired unsigned',
  'notifications.kind.contract_signing_voided':
    'The signing of the {party} contract of {event} has been voided',
  'notifications.kind.hold_promoted': 'Your hold of {artist} at {hall} ({dates}) is now 1st',
  'notifications.kind.hold_challenged':
    'Your hold of {artist} at {hall} ({dates}) has been challenged: confirm it before the deadline or it will be released',
  'notifications.kind.hold_released': '{by} has released your hold of {artist} at {hall} ({dates})',
  'notifications.kind.hold_updated': '{by} has changed your hold of {artist} at {hall} ({dates})',
  'notifications.kind.hold_confirmed':
    '{by} has confirmed your hold of {artist} at {hall} ({dates}): it is an event now',
  'notifications.kind.hold_date_booked':
    'Date confirmed for someone else: {hall}, {bookedDate}. Your hold of {artist} ({dates}) waits behind it and will be released at its expiry',
  'notifications.kind.hold_challenge_lost':
    'Your hold of {artist} at {hall} ({dates}) has been released: it was not confirmed before the challenge’s deadline',
  'notifications.kind.hold_expiring':
    'Your hold of {artist} at {hall} ({dates}) expires within 24 hours: confirm it or extend it',
  'notifications.kind.payment_overdue':
    'Payment overdue on {event}: “{label}” ({name}), due on {dueDate}: {balance} left',
  'notifications.kind.advance_schedule_changed':
    'The schedule of {event}, less than three days away, has changed',
};
