// Loaded into the lane's server process only (NODE_OPTIONS=--import): lets the journey live through "the next
// day" without waiting for it. The offset in milliseconds is read from LANE_CLOCK_FILE at every reading of the
// time, so a journey step that writes the file moves the server's clock for the very next request. The real
// server has no such hook; nothing outside e2e/full-stack loads this file.
import { readFileSync } from 'node:fs';
import process from 'node:process';

const file = process.env.LANE_CLOCK_FILE;
const RealDate = Date;

function offset() {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

class LaneDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset());
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset();
  }
}

if (file) globalThis.Date = LaneDate;
