import { defineMessages } from '../../i18n/define';

export const listMessages = defineMessages({
  es: {},
  en: {},
});
