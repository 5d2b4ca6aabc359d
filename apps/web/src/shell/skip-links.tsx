// The first Tab stops of every signed-in screen (issue 29; WCAG 2.4.1 bypass blocks): "Skip to content"
// past the header and the menu to the page, and on a screen with a work list "Skip to the list", which
// focuses its current row, so a keyboard worker reaches the first row in two Tabs and Enter. Hidden until
// focused, so a mouse user never sees them.
import { focusQueueList, useIsQueueTableShown } from "../ui/queue-table-focus";
import classes from "./skip-links.module.css";

export const MAIN_CONTENT_ID = "main-content";

function focusMain() {
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

export function SkipLinks() {
  const isListShown = useIsQueueTableShown();
  return (
    <div className={classes.links}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={classes.link}
        onClick={(event) => {
          // Focus, not the router or a hash change: the address stays as it is.
          event.preventDefault();
          focusMain();
        }}
      >
        Skip to content
      </a>
      {isListShown ? (
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className={classes.link}
          onClick={(event) => {
            event.preventDefault();
            if (!focusQueueList()) focusMain();
          }}
        >
          Skip to the list
        </a>
      ) : null}
    </div>
  );
}
