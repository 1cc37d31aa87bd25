/**
 * Resolves in a later task, so the browser can paint and answer input in between (issue 24: the app's start-up as
 * steps, none a long task). `scheduler.yield()` where the browser has it (its continuation runs before other queued
 * tasks), else a MessageChannel message, which, unlike a nested setTimeout(0), is not held back 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
