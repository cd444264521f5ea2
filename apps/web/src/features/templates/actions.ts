import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../trpc';
import { confirmDestructive } from '../forms/confirm';
import { refreshTemplateLists, storeTemplate, type TemplateRow } from './api';
import { kindLabel, type TemplateKind, type TemplateParty } from './kinds';

type PartyKind = TemplateKind & { party: TemplateParty | null };

/** Whether two templates are of the same type, sub-type and party: one master each. */
export const sameKind = (a: PartyKind, b: PartyKind) =>
  a.type === b.type && a.subType === b.subType && a.party === b.party;

/** The master template of `kind` other than template `exceptId`, as saved now, or null. */
export async function currentMasterOf(kind: PartyKind, exceptId?: number): Promise<TemplateRow | null> {
  const masters = await queryClient.fetchQuery({ ...trpc.templates.listMaster.queryOptions(), staleTime: 0 });
  return masters.find((row) => sameKind(row, kind) && row.id !== exceptId) ?? null;
}

/**
 * Runs `write`, which makes a template the master of its kind, after taking the mark from `current`
 * (the server keeps one master a kind and refuses a second); if `write` fails, `current` gets the
 * mark back, so the kind is never left without its master.
 */
export async function handOverMaster<T>(current: TemplateRow | null, write: () => Promise<T>): Promise<T> {
  if (!current) return write();
  const unmarked = await trpcClient.templates.update.mutate({
    id: current.id,
    version: current.version,
    master: false,
  });
  try {
    return await write();
  } catch (error) {
    await trpcClient.templates.update
      .mutate({ id: unmarked.id, version: unmarked.version, master: true })
      .catch(() => undefined);
    throw error;
  }
}

/** Open, duplicate, make master and delete, for the list's rows and the editor; `onDeleted` runs after a delete. */
export function useTemplateActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const open = (id: number) =>
    navigate({
      to: '/{-$locale}/template/{-$id}',
      params: { locale: paramOfLocale(locale), id: String(id) },
    });

  const duplicate = useMutation(
    trpc.templates.duplicate.mutationOptions({
      onSuccess: async (copy) => {
        storeTemplate(copy);
        showSuccess(t('templates.toast.duplicated', { name: copy.name }));
        void refreshTemplateLists();
        await open(copy.id);
      },
    }),
  );

  const makeMaster = useMutation({
    mutationFn: ({ row, current }: { row: TemplateRow; current: TemplateRow | null }) =>
      handOverMaster(current, () =>
        trpcClient.templates.update.mutate({ id: row.id, version: row.version, master: true }),
      ),
    onSuccess: (saved) => {
      storeTemplate(saved);
      showSuccess(t('templates.toast.master', { name: saved.name, kind: kindLabel(saved, t) }));
    },
    onSettled: () => void refreshTemplateLists(),
  });

  const remove = useMutation(
    trpc.templates.delete.mutationOptions({
      onSuccess: (_, { id }) => {
        queryClient.removeQueries({ queryKey: trpc.templates.find.queryKey({ id }) });
        void refreshTemplateLists();
        onDeleted?.();
      },
    }),
  );

  return {
    open,
    pending: duplicate.isPending || makeMaster.isPending || remove.isPending,
    duplicate: (row: TemplateRow) => duplicate.mutate({ id: row.id }),
    /** Asks first when the kind has a master already, naming it: it stops being one. */
    makeMaster: async (row: TemplateRow) => {
      const current = await currentMasterOf(row, row.id);
      if (!current) return makeMaster.mutate({ row, current });
      confirmDestructive({
        title: t('templates.swap.title'),
        text: t('templates.swap.text', { current: current.name, kind: kindLabel(row, t), name: row.name }),
        confirm: t('templates.makeMaster'),
        cancel: t('common.cancel'),
        onConfirm: () => makeMaster.mutate({ row, current }),
      });
    },
    remove: (row: TemplateRow) =>
      confirmDestructive({
        title: t('templates.delete.title'),
        text: t('templates.delete.text', { name: row.name }),
        confirm: t('templates.delete'),
        cancel: t('common.cancel'),
        onConfirm: () =>
          remove.mutate(
            { id: row.id },
            { onSuccess: () => showSuccess(t('templates.toast.deleted', { name: row.name })) },
          ),
      }),
  };
}
