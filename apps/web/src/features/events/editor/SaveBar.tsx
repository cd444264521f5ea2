import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { ConflictAlert } from '../../forms/ConflictAlert';
import { confirmDestructive } from '../../forms/confirm';
import { SaveBar as FormSaveBar } from '../../forms/SaveBar';

/**
 * The footer of an editor tab's form. After a version conflict, "Reload" shows the saved version
 * after a confirm, since it throws away what was typed.
 */
export function SaveBar({
  dirty,
  saving,
  conflict,
  onReload,
  error,
  onDiscard,
  sticky,
  extra,
}: {
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  onReload: () => void;
  /** A refused save the fields do not show, in words, or null. */
  error: ReactNode;
  onDiscard: () => void;
  sticky?: boolean;
  /** Another action of the form, before discard and save. */
  extra?: ReactNode;
}) {
  const t = useT();
  const confirmReload = () =>
    confirmDestructive({
      title: t('editor.conflict.confirmTitle'),
      text: t('editor.conflict.confirmText'),
      confirm: t('editor.conflict.reload'),
      cancel: t('common.cancel'),
      onConfirm: onReload,
    });
  return (
    <FormSaveBar
      labels={{
        unsaved: t('editor.unsavedHint'),
        saved: t('editor.saveHint'),
        discard: t('editor.discard'),
        save: t('editor.save'),
      }}
      dirty={dirty}
      saving={saving}
      conflict={
        conflict && (
          <ConflictAlert
            title={t('editor.conflict.title')}
            text={t('editor.conflict.text')}
            reload={{ label: t('editor.conflict.reload'), onClick: confirmReload }}
          />
        )
      }
      error={error}
      onDiscard={onDiscard}
      sticky={sticky}
      extra={extra}
    />
  );
}
