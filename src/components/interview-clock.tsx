// The countdown of an interview session. The server owns the clock: each answer says how many seconds were left
// when it was made (`remaining_seconds`), and this counts down from there by the browser's own elapsed time, so a
// wrong system clock on the learner's machine changes nothing and every tab shows the server's figure.
import { useEffect, useRef, useState } from 'react';
import { Icon, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Seconds left now: `remaining` as answered at `answeredAt` (Date.now() of the answer), less the time since. */
export function useInterviewClock(remaining: number, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining, answeredAt]);
  return Math.max(0, remaining - Math.floor((now - answeredAt) / 1000));
}

/** Calls `onZero` once when the clock reaches zero (not again for the same session). */
export function useAtZero(seconds: number, onZero: () => void): void {
  const fired = useRef(false);
  const latest = useRef(onZero);
  latest.current = onZero;
  useEffect(() => {
    if (seconds > 0) fired.current = false;
    else if (!fired.current) {
      fired.current = true;
      latest.current();
    }
  }, [seconds]);
}

/** 25:00, 4:07, 0:09. */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** The time left as a tag; warns in the last five minutes, alarms in the last one. */
export function InterviewCountdown({ seconds, large = false }: { seconds: number; large?: boolean }) {
  const { t } = useTranslation('common');
  const intent = seconds <= 60 ? Intent.DANGER : seconds <= 300 ? Intent.WARNING : Intent.PRIMARY;
  return (
    // role=timer is not announced on every tick (its aria-live is off), so screen readers are not flooded.
    <span role="timer" className="interview-countdown" aria-label={t('interview.timeLeft', { time: formatClock(seconds) })}>
      <Tag multiline large={large} intent={intent} round icon={<Icon icon="stopwatch" />}>
        <span className="interview-countdown__time">{formatClock(seconds)}</span>
      </Tag>
    </span>
  );
}
