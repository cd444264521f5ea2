import { defineMessages } from '../../i18n/define';

export const editorMessages = defineMessages({
  es: {},
  en: {},
});
