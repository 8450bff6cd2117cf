import { expect, test } from 'bun:test';
import { createSemaphore } from './semaphore.ts';

test('at most N holders at once; waiters get a slot in arrival order; releasing twice frees one slot', async () => {
  const slots = createSemaphore(2);
  const order: string[] = [];
  const first = await slots.acquire();
  const second = await slots.acquire();
  const noted = (name: string) => (release: () => void) => {
    order.push(name);
    return release;
  };
  const third = slots.acquire().then(noted('third'));
  const fourth = slots.acquire().then(noted('fourth'));
  await Bun.sleep(5);
  expect(order).toEqual([]);
  first();
  first(); // a second call does nothing
  const releaseThird = await third;
  await Bun.sleep(5);
  expect(order).toEqual(['third']);
  second();
  (await fourth)();
  releaseThird();
  // Every slot is free again.
  const again = await Promise.all([slots.acquire(), slots.acquire()]);
  expect(again).toHaveLength(2);
});
