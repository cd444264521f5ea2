export const notificationsMessages = {
  'notifications.bell': 'Notificaciones',
  'notifications.bellUnread': 'Notificaciones: {count} sin leer',
  'notifications.latest': 'Últimas notificaciones',
  'notifications.seeAll': 'Ver todas',
  'notifications.none': 'No hay notificaciones',
  'notifications.noneUnread': 'No hay notificaciones sin leer',
  'notifications.loadError': 'No se han podido cargar las notificaciones.',
  'notifications.show': 'Mostrar',
  'notifications.show.all': 'Todas',
  'notifications.show.unread': 'Sin leer',
  'notifications.markRead': 'Marcar como leída',
  'notifications.markAllRead': 'Marcar todas como leídas',
  'notifications.allRead': 'Todas las notificaciones están leídas',
  'notifications.perPage': 'Notificaciones por página',
  'notifications.col.date': 'Fecha',
  'notifications.col.text': 'Notificación',
  'notifications.col.event': 'Evento',
  'notifications.unread': 'Sin leer',
  'notifications.openCalendar': 'Ver en el calendario',
  'notifications.openEvent': 'Abrir {event}',
  'notifications.anEvent': 'un evento',
  'notifications.kind.counterparty_sent': 'La contraparte {party} de {event} ha enviado sus datos',
  'notifications.kind.counterparty_advance_sent':
    'La contraparte {party} de {event} ha enviado cambios del avance',
  'notifications.kind.email_failed': 'No se pudo enviar el email «{subject}» a {to}: {error}',
  'notifications.kind.contract_link_opened': 'Se ha abierto el enlace del contrato de {party} de {event}',
  'notifications.kind.contract_signing_viewed':
    'La contraparte ha abierto el contrato de {party} de {event} enviado a firmar',
  'notifications.kind.contract_signing_signed':
    'La contraparte ha firmado el contrato de {party} de {event}: falta la firma de la empresa',
  'notifications.kind.contract_signing_declined':
    'La contraparte ha rechazado firmar el contrato de {party} de {event}',
  'notifications.kind.contract_signing_completed':
    'El contrato de {party} de {event} está firmado por las dos partes',
  'notifications.kind.contract_signing_expired':
    'El enlace de firma del contrato de {party} de {event} ha caducado sin firmar',
  'notifications.kind.contract_signing_voided': 'Se ha anulado la firma del contrato de {party} de {event}',
  'notifications.kind.hold_promoted': 'Su reserva de {artist} en {hall} ({dates}) ha pasado a 1.ª posición',
  'notifications.kind.hold_challenged':
    'Han desafiado su reserva de {artist} en {hall} ({dates}): confírmela antes de que venza el plazo o se liberará',
  'notifications.kind.hold_released': '{by} ha liberado su reserva de {artist} en {hall} ({dates})',
  'notifications.kind.hold_updated': '{by} ha cambiado su reserva de {artist} en {hall} ({dates})',
  'notifications.kind.hold_confirmed':
    '{by} ha confirmado su reserva de {artist} en {hall} ({dates}): ya es un evento',
  'notifications.kind.hold_date_booked':
    'Fecha confirmada para otro: {hall}, {bookedDate}. Su reserva de {artist} ({dates}) queda en espera y se liberará al caducar',
  'notifications.kind.hold_challenge_lost':
    'Su reserva de {artist} en {hall} ({dates}) se ha liberado: no se confirmó antes del plazo del desafío',
  'notifications.kind.hold_expiring':
    'Su reserva de {artist} en {hall} ({dates}) caduca en menos de 24 horas: confírmela o amplíe su caducidad',
  'notifications.kind.payment_overdue':
    'Pago vencido de {event}: «{label}» ({name}), vencido el {dueDate}: quedan {balance}',
  'notifications.kind.advance_schedule_changed':
    'Ha cambiado el horario de {event}, que es en menos de tres días',
};
