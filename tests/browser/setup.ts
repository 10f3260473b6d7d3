/**
 * Node's `fetch` in the browser tests, made as patient as a browser with a kept-alive
 * connection. A server closes an idle connection after its keep-alive timeout, and the client
 * drops it a second before; on a loaded machine the client's timer can run late, and a request
 * then goes out on a connection the server has just closed ("other side closed"). Browsers send
 * such a request again on a fresh connection; Node's `fetch` fails it. Here a GET or HEAD that
 * fails that way is sent once more. Anything else still fails as it did.
 */
const send = globalThis.fetch;

const closedUnderIt = (error: unknown) =>
  error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

globalThis.fetch = async (input, init) => {
  try {
    return await send(input, init);
  } catch (error) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!closedUnderIt(error) || (method !== 'GET' && method !== 'HEAD')) throw error;
    return send(input, init);
  }
};
