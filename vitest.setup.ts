import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetMockDb } from '@masthead/api/mocks';
import { resetMastheadStore } from '@masthead/store';

// Every test starts on a fresh page: one store, reset (Zustand's testing guide), and
// the MSW mocks' accounts, sessions and carts back at their seed.
beforeEach(() => {
  resetMastheadStore();
  resetMockDb();
});
afterEach(() => cleanup());
