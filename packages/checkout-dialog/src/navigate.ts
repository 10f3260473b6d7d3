/**
 * The one place the dialog leaves the page (SPEC 4: an existing subscription continues
 * registration at /subscriber-registration). Its own module so tests can replace it.
 */
export function navigate(from: Element | null, url: string): void {
  from?.ownerDocument.defaultView?.location.assign(url);
}
