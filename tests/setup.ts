import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where `afterEach` is a global, which it is not here: without
// this, every rendered tree stayed mounted to the end of its file, and its timers could fire after jsdom was gone.
afterEach(() => cleanup());
