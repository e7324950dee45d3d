// The barrier the user cache waits on: a call is answered only by a round trip sent after it, and calls that wait
// together share round trips.
import { describe, expect, it } from 'vitest';
import { sharedRoundTrips } from '../../server/db/shared-round-trips.ts';

/** A round trip the test answers by hand; `sent` counts them. */
function manualRoundTrips() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  return {
    pending,
    roundTrip: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    answer: async (i: number) => {
      pending[i]!.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('shared round trips', () => {
  it('answers a call only after a round trip sent after it, and shares one among the calls that wait together', async () => {
    const trips = manualRoundTrips();
    const caughtUp = sharedRoundTrips(trips.roundTrip);
    const done: string[] = [];
    void caughtUp().then(() => done.push('first'));
    // Sent while the first round trip is on its way: that one may have left before the change these must see.
    void caughtUp().then(() => done.push('second'));
    void caughtUp().then(() => done.push('third'));
    expect(trips.pending).toHaveLength(1);
    await trips.answer(0);
    expect(done).toEqual(['first']);
    // One more round trip for both of them, not one each.
    expect(trips.pending).toHaveLength(2);
    await trips.answer(1);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(trips.pending).toHaveLength(2);
    // Nothing on its way: a call starts a round trip of its own at once.
    void caughtUp().then(() => done.push('fourth'));
    expect(trips.pending).toHaveLength(3);
    await trips.answer(2);
    expect(done).toContain('fourth');
  });

  it('fails the calls of a failed round trip and goes on with the next', async () => {
    const trips = manualRoundTrips();
    const caughtUp = sharedRoundTrips(trips.roundTrip);
    const first = caughtUp();
    const second = caughtUp();
    trips.pending[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await new Promise((resolve) => setImmediate(resolve));
    expect(trips.pending).toHaveLength(2);
    trips.pending[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
  });
});
