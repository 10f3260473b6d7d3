import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetMastheadStore } from '@masthead/store';

// Every test starts on a fresh page: one store, reset (Zustand's testing guide).
beforeEach(() => resetMastheadStore());
afterEach(() => cleanup());
