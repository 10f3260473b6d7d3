import { isCommonAssetRequest } from 'msw';

/** Storybook's own files, which the stories' handlers never answer. */
const storybookRequest =
  /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./;

/**
 * MSW's worker for Storybook, registered relative to the page (the addon's default is
 * `/mockServiceWorker.js`), so the static build works from any folder of any server.
 */
export async function startRelocatableWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || storybookRequest.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
}
