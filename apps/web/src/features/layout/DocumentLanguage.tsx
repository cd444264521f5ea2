import { useEffect } from 'react';
import { useLocale } from '../../i18n';

/**
 * The page's `lang` follows the route's locale (`/en/…` is English), so screen readers read it in
 * the right voice and the browser hyphenates and spell-checks in the right language.
 */
export function DocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
