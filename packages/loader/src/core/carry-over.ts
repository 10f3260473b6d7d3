/**
 * A widget's first render takes over from its prerendered fallback (mount.tsx): what the
 * reader did in the fallback moves across, and the fallback's dialog openers hand over to
 * their twins in the render, for giving focus back when their dialog closes.
 */
import { placeOf, type OpenerPlace } from '@masthead/ui-kit/opener-place';
import { moveAcross, takePendingClick } from '../common/prerendered.ts';
import { openerAttribute } from '../protocol/page.ts';

/** A fallback's dialog openers that left the page, and where what took each one's place sits (carryOver). */
const replacements = new WeakMap<Element, OpenerPlace>();

/**
 * Where to give focus back for a dialog opened from `place` (focusOpenerPlace does): a
 * fallback's opener that left the page while its dialog was open (the widget mounted
 * meanwhile) hands over to its twin in the widget, or to what took the twin's place in turn
 * (the header's Sign In becomes the greeting once the reader is signed in). A dialog's focus
 * trap can only return focus to the opener it saw.
 */
export function replacementPlace(place: OpenerPlace): OpenerPlace {
  return (place.opener.isConnected ? undefined : replacements.get(place.opener)) ?? place;
}

/**
 * Move what the reader did in `host`'s fallback over to the widget's first render in
 * `container`, which has the same markup: what was typed in its fields, the focus, and the
 * last click on a button. Called once the render is in the DOM, before the fallback goes;
 * the click lands a task later, on the mounted widget.
 */
export function carryOver(host: Element, container: Element): void {
  const doc = host.ownerDocument;
  // The container is the host's last child, after the fallback: the fallback's elements sit
  // in the host at the indices the render's sit at in the container.
  const counterpart = moveAcross(host, container);
  for (const opener of host.querySelectorAll(`[${openerAttribute}]`)) {
    const twin = container.contains(opener) ? null : counterpart(opener);
    const place = twin && placeOf(twin);
    if (place) replacements.set(opener, place);
  }
  const clicked = takePendingClick(host);
  const twin = clicked && !container.contains(clicked) ? counterpart(clicked) : null;
  if (twin) doc.defaultView?.setTimeout(() => twin.click(), 0);
}
