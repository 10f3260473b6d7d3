import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Heading, assertHeadingLevel } from './heading.tsx';

describe('Heading', () => {
  it('renders the heading level it is given', () => {
    render(<Heading level={3}>Strategy</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Strategy' })).toBeInTheDocument();
  });

  it("throws 'only accepts number type' when the level is not a number", () => {
    expect(() => assertHeadingLevel('2')).toThrow(new TypeError('only accepts number type'));
    expect(() => assertHeadingLevel(Number.NaN)).toThrow('only accepts number type');
  });

  it("throws 'only accepts number values 1-6' when the level is out of range", () => {
    expect(() => assertHeadingLevel(0)).toThrow(new RangeError('only accepts number values 1-6'));
    expect(() => assertHeadingLevel(7)).toThrow('only accepts number values 1-6');
    expect(() => assertHeadingLevel(2.5)).toThrow('only accepts number values 1-6');
  });

  it('refuses to render an invalid level', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error a CMS attribute can hand over anything
    expect(() => render(<Heading level="2">Bad</Heading>)).toThrow('only accepts number type');
  });
});
