import { defineMessages } from '../../i18n/define';

export const conditionsMessages = defineMessages({
  es: {},
  en: {},
});
