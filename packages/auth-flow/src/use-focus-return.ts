import { useEffect, useRef } from 'react';

/**
 * Focus back on the control that started an action once its view is `idle` again: a browser
 * drops focus when the pressed button turns disabled (the loading state), and a prompt on the
 * way (confirming the sign-in) takes focus for itself. Returns `remember`, called with the
 * control (the document's active element) as the action starts. A control that left the page
 * (a removed passkey's) is not chased, and focus the reader put elsewhere stays there.
 */
export function useFocusReturn(idle: boolean): (control: Element | null | undefined) => void {
  const control = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = control.current;
    if (!idle || !element) return;
    control.current = null;
    // Lost: on the page, or on what holds the control (a dialog's focus trap catches focus
    // there when the focused element leaves).
    const focused = element.ownerDocument.activeElement;
    if (element.isConnected && (!focused || focused.contains(element))) element.focus();
  }, [idle]);
  return (element) => {
    const view = element?.ownerDocument.defaultView;
    control.current = view && element instanceof view.HTMLElement ? element : null;
  };
}
