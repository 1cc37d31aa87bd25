/**
 * Fire-and-forget work with a way to wait for it. forgot-password and send-code answer before their mail is written,
 * so the answer takes the same time whether or not the account exists (no account enumeration by timing). A failure
 * is logged, never lost silently; `idle()` lets tests and a clean shutdown wait for what is still running.
 */
export interface Background {
  run(what: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackground(log: (level: 'error', msg: string, extra?: unknown) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      // setImmediate: the task starts after the answer has been handed to the socket.
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err) => log('error', `${what} failed`, err))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
