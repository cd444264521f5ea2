import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { useDocumentUpload } from './use-document-upload';

/** Why the last document was not taken (`useDocumentUpload`), until it is closed or another is sent. */
export function UploadProblem({ upload }: { upload: ReturnType<typeof useDocumentUpload> }) {
  if (!upload.problem) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} withCloseButton onClose={upload.clearProblem}>
      {upload.problem}
    </Alert>
  );
}
