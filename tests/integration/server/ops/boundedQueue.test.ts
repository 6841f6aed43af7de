import { describe, expect, it } from 'vitest';
import { QueueFullError, BoundedQueue } from '../../../../server/ops/boundedQueue';

/** A task that runs until its `finish` or `fail` is called. */
function controlledTask() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  return {
    run: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    finish,
    fail,
  };
}

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks, then queues, then refuses', async () => {
    const queue = new BoundedQueue(2, 1);
    const tasks = [controlledTask(), controlledTask(), controlledTask()];
    const runs = tasks.map((task) => queue.run(task.run));
    expect(tasks.map((task) => task.started)).toEqual([true, true, false]);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 1 });
    await expect(queue.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(QueueFullError);

    tasks[0]!.finish();
    await runs[0];
    // The finished task's slot went to the one waiting.
    expect(tasks[2]!.started).toBe(true);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 0 });
    tasks[1]!.finish();
    tasks[2]!.finish();
    await Promise.all(runs);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('starts waiting tasks in arrival order', async () => {
    const queue = new BoundedQueue(1, 3);
    const order: number[] = [];
    const first = controlledTask();
    const running = queue.run(first.run);
    const waiting = [1, 2, 3].map((n) =>
      queue.run(() => {
        order.push(n);
        return Promise.resolve();
      }),
    );
    first.finish();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const queue = new BoundedQueue(1, 0);
    const task = controlledTask();
    const run = queue.run(task.run);
    task.fail(new Error('bad image'));
    await expect(run).rejects.toThrow('bad image');
    expect(queue.active).toBe(0);
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses settings that would not bound anything', () => {
    expect(() => new BoundedQueue(0, 1)).toThrow(RangeError);
    expect(() => new BoundedQueue(1, -1)).toThrow(RangeError);
    expect(() => new BoundedQueue(1.5, 1)).toThrow(RangeError);
  });
});
