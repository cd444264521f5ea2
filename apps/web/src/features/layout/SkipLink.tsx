import { useT } from '../../i18n';
import classes from './SkipLink.module.css';

/** The id of the page's content, where the skip link leads. */
const CONTENT_ID = 'content';

/**
 * The first stop of the Tab key (issue 29, WCAG 2.4.1): hidden until focused, it moves the focus
 * past the header's buttons to the page's content. It focuses the content itself: a `#content` in
 * the address would be a route change to the router.
 */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}

/** The props that make a box the skip link's target: focusable by script, not a Tab stop, no ring around the whole page. */
export const skipTarget = { id: CONTENT_ID, tabIndex: -1, className: classes.target } as const;
