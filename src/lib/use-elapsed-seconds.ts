import { useEffect, useState } from 'react';

/**
 * Whole seconds since `running` became true (0 while idle), for the progress shown on slow calls
 * (AI analysis, hints, plans, insights, optimisation, LeetCode sync). Ticks twice a second so the
 * display never lags a whole second behind.
 */
export function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    setSeconds(0);
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [running]);
  return running ? seconds : 0;
}
