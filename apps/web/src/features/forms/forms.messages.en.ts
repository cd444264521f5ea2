import type { Translation } from '../../i18n/define';
import type { formsMessages as es } from './forms.messages.es';

/** The words the shared form pieces say whatever the form. */
export const formsMessages: Translation<typeof es> = {
  'form.leave.title': 'Leave without saving?',
  'form.leave.stay': 'Keep editing',
  'form.leave.confirm': 'Leave without saving',
  'storedFile.present': 'File uploaded',
  'storedFile.none': 'No file',
  'storedFile.download': 'Download {label}',
  'storedFile.drop': '{label}: drag the file here or click to choose it',
  'storedFile.replace': '{label}: drag another file to replace it',
  'storedFile.hint': '{types}, up to {size} MB',
  'storedFile.uploading': 'Uploading… {percent}%',
  'storedFile.uploaded': '{label}: file uploaded',
  'storedFile.uploadFailed': 'The file could not be uploaded.',
  'storedFile.network': 'The file could not be uploaded: check the connection and try again.',
  'storedFile.remove': 'Remove',
  'storedFile.removeTitle': 'Remove {label}?',
  'storedFile.removeText': 'The file of {label} will be deleted. This cannot be undone.',
  'storedFile.removed': '{label}: file removed',
  'storedFile.rejected.type': '{name}: only {types} are accepted',
  'storedFile.rejected.size': '{name}: larger than {size} MB',
  'storedFile.rejected.count': 'Upload a single file',
  'storedFile.types.image': 'PNG, JPEG or WebP',
  'storedFile.types.certificate': 'PDF, PNG or JPEG',
  'storedFile.firma': 'Signature',
  'storedFile.ownershipCertificate': 'Bank account ownership certificate',
  'storedFile.cifCertificate': 'Tax id (CIF) certificate',
  'storedFile.certificates': 'Certificates',
  'storedFile.loadError': 'The files could not be loaded.',
};
