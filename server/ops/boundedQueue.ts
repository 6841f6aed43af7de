/** Thrown by `BoundedQueue.run` when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('every slot is busy and the queue is full');
    this.name = 'QueueFullError';
  }
}

/**
 * At most `concurrency` tasks at once, and at most `maxWaiting` more waiting for a slot in
 * arrival order; a task past that is refused at once, so the work in hand stays bounded.
 */
export class BoundedQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(concurrency: number, maxWaiting: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`concurrency must be a whole number from 1, not ${concurrency}`);
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0)
      throw new RangeError(`maxWaiting must be a whole number from 0, not ${maxWaiting}`);
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** Tasks running now. */
  get active(): number {
    return this.#active;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `task` in a slot; rejects with `QueueFullError` when it cannot even wait for one. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.concurrency) this.#active += 1;
    else if (this.#waiting.length < this.maxWaiting) {
      // The finishing task hands its slot over, so `#active` does not change.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else throw new QueueFullError();
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}
