// The tab's title counts what arrived while the tab was hidden, as a mail client's does: a page
// kept open all day behind other tabs says "(3, 1 refused) designhooks inspector" until looked at.

const TITLE = document.title;
let unseen = 0;
let refused = 0;

/** Counts one delivery that arrived on the stream, if nobody is looking at the page. */
export function countUnseen(delivery) {
  if (!document.hidden) return;
  unseen += 1;
  if (delivery.status >= 300) refused += 1;
  document.title = `(${unseen}${refused ? `, ${refused} refused` : ''}) ${TITLE}`;
}

document.addEventListener('visibilitychange', () => {
  if (document.hidden) return;
  unseen = 0;
  refused = 0;
  document.title = TITLE;
});
