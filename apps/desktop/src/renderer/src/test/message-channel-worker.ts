/**
 * A worker as the page sees it, over a real MessageChannel: a test serves the other port (`channel.port2`) as the
 * worker's own script would. `fail` reports what the browser reports for a worker whose script did not load, or
 * that threw.
 */
export class MessageChannelWorker<Message> {
  readonly channel = new MessageChannel();
  private readonly errorListeners: ((event: Event) => void)[] = [];
  terminated = false;

  postMessage = (message: unknown) => this.channel.port1.postMessage(message);
  addEventListener(type: 'message', listener: (event: MessageEvent<Message>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent<Message>) => void): void {
    if (type === 'error') this.errorListeners.push(listener as (event: Event) => void);
    else this.channel.port1.addEventListener('message', listener);
  }
  start = () => this.channel.port1.start();
  terminate() {
    this.terminated = true;
    this.channel.port1.close();
  }
  fail() {
    for (const listener of this.errorListeners) listener(new Event('error', { cancelable: true }));
  }
}
