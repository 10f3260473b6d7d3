import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a press that starts inside `body` stays on the element it started on, even
 * when the content above that element changes before the pointer comes up. Pressing a link
 * or a button moves focus out of a field, and the field's blur can show an error above the
 * control: without this the control slides down from under the pointer and the click is lost.
 * For the length of the press the panel keeps its height (`data-held` with
 * `--mh-modal-held-height`, so what grows makes `body` scroll instead of the panel taller),
 * and `body` scrolls by whatever the pressed element moved. The panel is let go once the
 * press's click has run.
 */
export function useSteadyPress(
  panelRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  active: boolean,
) {
  useEffect(() => {
    const panel = panelRef.current;
    const body = bodyRef.current;
    const view = body?.ownerDocument.defaultView;
    if (!active || !panel || !body || !view) return undefined;
    let pressed: { target: Element; top: number } | null = null;
    let releaseTimer: ReturnType<typeof setTimeout> | undefined;

    // Mutation observers run before the next event is handled: the pointer's release is
    // hit-tested against content already put back in place.
    const keep = () => {
      if (!pressed?.target.isConnected) return;
      const moved = pressed.target.getBoundingClientRect().top - pressed.top;
      if (Math.abs(moved) >= 0.5) body.scrollTop += moved;
    };
    const changes = new view.MutationObserver(keep);

    const release = () => {
      pressed = null;
      changes.disconnect();
      panel.removeAttribute('data-held');
      panel.style.removeProperty('--mh-modal-held-height');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary || !(event.target instanceof view.Element)) return;
      clearTimeout(releaseTimer);
      pressed = { target: event.target, top: event.target.getBoundingClientRect().top };
      panel.style.setProperty('--mh-modal-held-height', `${panel.getBoundingClientRect().height}px`);
      panel.setAttribute('data-held', '');
      changes.observe(body, { childList: true, subtree: true, characterData: true });
    };
    // The click follows the pointer's release in the same task: let go after it.
    const onPointerUp = () => {
      if (!pressed) return;
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(release);
    };

    body.addEventListener('pointerdown', onPointerDown, true);
    view.addEventListener('pointerup', onPointerUp, true);
    view.addEventListener('pointercancel', onPointerUp, true);
    return () => {
      clearTimeout(releaseTimer);
      body.removeEventListener('pointerdown', onPointerDown, true);
      view.removeEventListener('pointerup', onPointerUp, true);
      view.removeEventListener('pointercancel', onPointerUp, true);
      release();
    };
  }, [panelRef, bodyRef, active]);
}
