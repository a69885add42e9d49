/**
 * Resolves in a new task queued behind the messages already waiting (a MessageChannel message: no setTimeout clamp).
 * Unlike scheduler.yield, whose continuation runs ahead of queued tasks: the search worker builds its index with it,
 * so the page's searches do not wait for the whole build.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.addEventListener(
      'message',
      () => {
        port1.close();
        resolve();
      },
      { once: true },
    );
    port1.start();
    port2.postMessage(null);
  });
}
