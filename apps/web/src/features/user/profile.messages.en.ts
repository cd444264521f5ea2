import type { Translation } from '../../i18n/define';
import type { profileMessages as es } from './profile.messages.es';

/** The English messages of the profile page. */
export const profileMessages: Translation<typeof es> = {
  'profile.details.title': 'Personal details',
  'profile.details.emailPending': 'We sent a link to {email}. Your email changes when you open it.',
  'profile.feeds.title': 'Calendars',
  'profile.feeds.text':
    'Copy an address into your calendar (Google, Apple, Outlook) to see the shows there. Holds show as "Reserva", tentative. Whoever has the address sees what you see: if someone saw it, change it.',
  'profile.feeds.mine': 'All my shows',
  'profile.feeds.all': 'All shows',
  'profile.feeds.revoke.mine': 'Change the address of "All my shows"',
  'profile.feeds.revoke.all': 'Change the address of "All shows"',
  'profile.details.saved': 'Details saved',
  'profile.details.passwordHint': 'To change the email or the phone, enter your current password.',
  'profile.details.emailNotice':
    'We will send a link to the new email: it changes when you open it. Until then you keep signing in with the current one, which we will tell.',
  'profile.name': 'First name',
  'profile.lastName': 'Last name',
  'profile.phone': 'Phone',
  'profile.phoneHint': 'Your SMS verification codes go to this number.',
  'profile.save': 'Save',
  'profile.unsaved': 'There are unsaved changes',
  'profile.password.title': 'Change password',
  'profile.password.current': 'Current password',
  'profile.password.new': 'New password',
  'profile.password.repeat': 'Repeat the new password',
  'profile.password.submit': 'Change password',
  'profile.password.changed': 'Password changed',
  'profile.fa.title': 'Two-step verification',
  'profile.fa.state': 'Status:',
  'profile.fa.off': 'Off',
  'profile.fa.onSms': 'On, codes by SMS',
  'profile.fa.onTotp': 'On, authenticator app',
  'profile.fa.intro':
    'When you sign in you will also be asked for a code: by SMS to your phone, or from an authenticator app.',
  'profile.fa.enableSms': 'Turn on with SMS',
  'profile.fa.smsEnabled': 'Two-step verification turned on with SMS',
  'profile.fa.setupTotp': 'Set up an authenticator app',
  'profile.fa.totpStep1':
    'Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'profile.fa.totpStep2': 'Scan the QR code, or type the key by hand.',
  'profile.fa.totpStep3': 'Enter the 6-digit code the app shows.',
  'profile.fa.qrAlt': 'QR code for the authenticator app',
  'profile.fa.secret': 'Key',
  'profile.fa.confirmTotp': 'Confirm',
  'profile.fa.totpEnabled': 'Authenticator app set up',
  'profile.fa.recoveryTitle': 'Recovery codes',
  'profile.fa.recoveryText':
    'Keep them somewhere safe: they are shown only now. Each lets you sign in once if you lose access to the app.',
  'profile.fa.recoverySaved': 'I have saved them',
  'profile.fa.backToSms': 'Back to SMS codes',
  'profile.fa.backToSmsIntro':
    'To stop using the authenticator app, confirm your password. The recovery codes will stop working.',
  'profile.fa.backToSmsDone': 'You will get your codes by SMS again',
};
