import { Badge, Group, Loader, Tooltip } from '@mantine/core';
import { type Locale, type Translate, useLocale, useT } from '../../../i18n';
import { intlLocale } from '../../../lib/format';
import type { StateBadge } from './state';

/** "12/06 18:30": when an email was sent, short enough for a badge, in the reader's time zone. */
function formatSentAt(at: Date, locale: Locale): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), options).format(at);
  return `${format({ day: '2-digit', month: '2-digit' })} ${format({ hour: '2-digit', minute: '2-digit', hour12: false })}`;
}

function badgeOf(badge: StateBadge, t: Translate, locale: Locale, templateName: string | null) {
  switch (badge.kind) {
    case 'generated':
      return {
        color: 'teal',
        label: t('documents.state.generated'),
        hint: templateName
          ? t('documents.state.generated.hint', { name: templateName })
          : t('documents.state.generated.hintNoName'),
      };
    case 'modified':
      return {
        color: 'blue',
        label: t('documents.state.modified'),
        hint: t('documents.state.modified.hint'),
      };
    case 'templateDeleted':
      return {
        color: 'orange',
        label: t('documents.state.templateDeleted'),
        hint: t('documents.state.templateDeleted.hint'),
      };
    case 'templateMissing':
      return {
        color: 'red',
        label: t('documents.state.templateMissing'),
        hint: t('documents.state.templateMissing.hint'),
      };
    case 'sending':
      return {
        color: 'yellow',
        label:
          badge.attempts > 0
            ? t('documents.state.retrying', { n: badge.attempts })
            : t('documents.state.sending'),
        hint: badge.error ?? t('documents.state.sending.hint'),
      };
    case 'failed':
      return { color: 'red', label: t('documents.state.failed'), hint: badge.error ?? '' };
    case 'sent':
      return {
        color: 'green',
        label: badge.at
          ? t('documents.state.sentAt', { at: formatSentAt(badge.at, locale) })
          : t('documents.state.sent'),
        hint: t('documents.state.sent.hint'),
      };
    case 'local':
      return {
        color: 'gray',
        label: badge.at
          ? t('documents.state.localAt', { at: formatSentAt(badge.at, locale) })
          : t('documents.state.local'),
        hint: t('documents.state.local.hint'),
      };
  }
}

/** A document's state (spec §4) as badges, each explained in a tooltip. */
export function StateBadges({
  badges,
  unsaved,
  templateName,
}: {
  badges: StateBadge[];
  unsaved: boolean;
  templateName: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Group gap={6} wrap="wrap">
      {badges.map((badge) => {
        const { color, label, hint } = badgeOf(badge, t, locale, templateName);
        return (
          <Tooltip key={badge.kind} label={hint} disabled={!hint} multiline maw={320} withArrow>
            <Badge
              color={color}
              variant="light"
              radius="sm"
              leftSection={badge.kind === 'sending' ? <Loader size={10} color={color} /> : undefined}
            >
              {label}
            </Badge>
          </Tooltip>
        );
      })}
      {unsaved && (
        <Badge color="orange" variant="dot" radius="sm">
          {t('documents.state.unsaved')}
        </Badge>
      )}
    </Group>
  );
}
