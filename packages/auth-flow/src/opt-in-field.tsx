import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { CheckboxField } from './choice-fields.tsx';
import type { UsLocation } from './location.ts';

export interface OptInFieldProps {
  /** The US-location check: its answer sets the default and the words. */
  usLocation: UsLocation;
  /** The opt-in's words. */
  label: string;
  /** Its words for a visitor in the US, where it starts checked. */
  usLabel: string;
}

/**
 * The email opt-in (docs/behaviour.md#us-opt-in), a checkbox bound to `optIn`: unchecked, and
 * for a visitor in the US checked with the consent sentence once the location is known,
 * unless the reader already chose.
 */
export function OptInField({ usLocation, label, usLabel }: OptInFieldProps) {
  const [isUs, setIsUs] = useState(false);
  const { setFieldValue, touched } = useFormikContext<{ optIn: boolean }>();
  const latest = useRef({ setFieldValue, chosen: false });
  useEffect(() => {
    latest.current = { setFieldValue, chosen: Boolean(touched.optIn) };
  });
  // Only when the answer arrives; the reader's own choice wins afterwards.
  useEffect(() => {
    let active = true;
    void usLocation.isUs().then((us) => {
      if (!active || !us) return;
      setIsUs(true);
      if (!latest.current.chosen) void latest.current.setFieldValue('optIn', true, false);
    });
    return () => {
      active = false;
    };
  }, [usLocation]);
  return <CheckboxField name="optIn" label={isUs ? usLabel : label} />;
}
