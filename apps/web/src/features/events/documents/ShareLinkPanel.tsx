import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { countText, useLocale, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { trpcClient } from '../../../trpc';
import { LinkPanel } from '../../forms/LinkPanel';
import type { EventContract } from './api';
import type { ContractsContext } from './contexts';
import { LINK_DAYS } from './contracts';
import { DocumentError } from './DocumentParts';
import type { Party } from './emails';

/**
 * A contract's share link: a signed address that shows the contract's PDF (its saved text, or,
 * never saved, its text as it read when shared) to whoever holds it until it expires or is
 * revoked. A new link revokes the one before.
 */
export function ShareLinkPanel({
  party,
  row,
  dirty,
  context,
}: {
  party: Party;
  row: EventContract;
  dirty: boolean;
  context: ContractsContext;
}) {
  const t = useT();
  const locale = useLocale();
  const { eventId, docs, refresh } = context;
  const link = row.linkShare;

  const onLinkChanged = (contract: EventContract, message: string) => {
    docs.acceptSide(contract, ['linkShare']);
    refresh();
    showSuccess(message);
  };
  const create = useMutation({
    mutationFn: (days: number) =>
      trpcClient.eventContracts.shareLink.mutate({ eventId, subType: party, days }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (contract) => onLinkChanged(contract, t('documents.link.created')),
  });
  const revoke = useMutation({
    mutationFn: () => trpcClient.eventContracts.revokeShareLink.mutate({ eventId, subType: party }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (contract) => onLinkChanged(contract, t('documents.link.revoked')),
  });

  return (
    <LinkPanel
      messages="documents.link"
      link={link}
      usage={
        link && link.openCount > 0
          ? countText(
              t,
              link.openCount,
              { one: 'documents.link.opened.one', many: 'documents.link.opened' },
              { at: formatDateTime(link.openedAt, locale) },
            )
          : t('documents.link.neverOpened')
      }
      days={LINK_DAYS}
      creating={create.isPending}
      revoking={revoke.isPending}
      onCreate={(days) => create.mutate(days)}
      onRevoke={() => revoke.mutate()}
    >
      {dirty && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
          {t('documents.link.savedOnly')}
        </Alert>
      )}
      <DocumentError error={create.error ?? revoke.error} />
    </LinkPanel>
  );
}
