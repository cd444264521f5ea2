import { defineMessages } from '../../i18n/define';

export const calendarMessages = defineMessages({
  es: {},
  en: {},
});
