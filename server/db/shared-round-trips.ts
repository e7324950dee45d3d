// A barrier made of round trips on one connection, shared by the calls that wait at the same time.

/**
 * The barrier of a Postgres listening connection: a round trip on it. A notice committed before the round trip was
 * sent has already signalled the listening backend, which sends it to us before it reads the next statement, so
 * the notice reaches `onNotice` before the round trip's answer. Calls share round trips: a call waits for the next
 * one to be sent after it (one already on its way may have left before the change it must see).
 */
export function sharedRoundTrips(roundTrip: () => Promise<unknown>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const caughtUp = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().then(
        () => {
          inFlight = undefined;
        },
        (error: unknown) => {
          inFlight = undefined;
          throw error;
        },
      );
      return inFlight;
    }
    next ??= inFlight.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return caughtUp();
    });
    return next;
  };
  return caughtUp;
}
