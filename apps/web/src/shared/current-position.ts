/** Why the browser gave no position; each has its own sentence on the page. */
export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  readonly problem: PositionProblem;
  constructor(problem: PositionProblem) {
    super(problem);
    this.name = 'PositionError';
    this.problem = problem;
  }
}

const codes: Record<number, PositionProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * Her position from the browser, asked at the moment she presses a gate button or "I'm here" (the
 * server checks she is at the garage, at the mikvah). Always a fresh fix: a remembered one may be
 * from before she arrived.
 */
export function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new PositionError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new PositionError(codes[error.code] ?? 'unavailable')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}
