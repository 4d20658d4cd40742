/**
 * What the process does with a fault nobody caught (docs/decisions/0048-faults-nobody-caught.md).
 *
 * An unhandled rejection is a promise some code (ours or a library's) let fail with nobody listening:
 * a query cut by a database restart, a socket that closed. The work it belonged to has failed; the
 * process has not. It is logged with its cause, counted (`tevila_unhandled_rejections_total` in
 * /metrics) and the process goes on serving.
 *
 * An uncaught exception is a throw that unwound the stack past every handler: the state it left is
 * unknown. It is logged and counted, and the process stops as cleanly as it can, so that the service
 * manager starts a sound one.
 */

export interface FaultLog {
  error(obj: object, msg?: string): void;
  fatal(obj: object, msg?: string): void;
}

export interface ProcessFaults {
  /** Unhandled rejections since the process started. */
  unhandledRejections(): number;
  /** Takes the listeners off again (tests install and remove them). */
  remove(): void;
}

export function watchProcessFaults(
  log: FaultLog,
  stop: (reason: string) => void,
  target: NodeJS.EventEmitter = process,
): ProcessFaults {
  let rejections = 0;
  const onRejection = (reason: unknown) => {
    rejections += 1;
    log.error({ err: reason, unhandledRejections: rejections }, 'unhandled rejection (the process goes on)');
  };
  const onException = (err: unknown) => {
    log.fatal({ err }, 'uncaught exception: stopping');
    stop('uncaughtException');
  };
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return {
    unhandledRejections: () => rejections,
    remove() {
      target.off('unhandledRejection', onRejection);
      target.off('uncaughtException', onException);
    },
  };
}
