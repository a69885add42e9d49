/**
 * Ends the current task and resolves in a new one, so the browser can handle input and paint in between.
 * scheduler.yield (Chromium, Electron) runs the continuation ahead of other queued work; jsdom, Node and
 * browsers without it get a MessageChannel message, a task without setTimeout's 4 ms clamp once nested.
 */
export function yieldToMain(): Promise<void> {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
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
    // A port listened to with addEventListener delivers nothing until it is started.
    port1.start();
    port2.postMessage(null);
  });
}
