import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { watchProcessFaults } from '../../src/process-faults.ts';

function recorder() {
  const lines: { level: string; obj: object; msg?: string }[] = [];
  const line = (level: string, obj: object, msg?: string) =>
    lines.push({ level, obj, ...(msg === undefined ? {} : { msg }) });
  return {
    lines,
    log: {
      error: (obj: object, msg?: string) => line('error', obj, msg),
      fatal: (obj: object, msg?: string) => line('fatal', obj, msg),
    },
  };
}

describe('faults nobody caught (decision 0048)', () => {
  it('an unhandled rejection is logged and counted, and the process goes on', () => {
    const target = new EventEmitter();
    const { lines, log } = recorder();
    const stops: string[] = [];
    const faults = watchProcessFaults(log, (reason) => stops.push(reason), target);
    const cut = new Error('terminating connection due to administrator command');
    target.emit('unhandledRejection', cut, Promise.resolve());
    target.emit('unhandledRejection', 'plain reason', Promise.resolve());
    expect(faults.unhandledRejections()).toBe(2);
    expect(stops).toEqual([]);
    expect(lines.map((l) => l.level)).toEqual(['error', 'error']);
    expect(lines[0]?.obj).toMatchObject({ err: cut, unhandledRejections: 1 });
  });

  it('an uncaught exception is logged at fatal and stops the process', () => {
    const target = new EventEmitter();
    const { lines, log } = recorder();
    const stops: string[] = [];
    const faults = watchProcessFaults(log, (reason) => stops.push(reason), target);
    target.emit('uncaughtException', new Error('state unknown'));
    expect(stops).toEqual(['uncaughtException']);
    expect(lines.map((l) => l.level)).toEqual(['fatal']);
    expect(faults.unhandledRejections()).toBe(0);
  });

  it('takes its listeners off again', () => {
    const target = new EventEmitter();
    const faults = watchProcessFaults(recorder().log, () => {}, target);
    faults.remove();
    expect(target.listenerCount('unhandledRejection')).toBe(0);
    expect(target.listenerCount('uncaughtException')).toBe(0);
  });
});
