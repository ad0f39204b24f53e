import { useState } from 'react';

/**
 * One arg of a controlled story held as state: it starts at the story's value and follows every
 * change, which still reaches the arg's own callback (the spy a play function checks). A change
 * may be narrower than the value (a choice, where the value may still be '' or null).
 */
export function useArgState<T, C extends T = T>(initial: T, onChange: (value: C) => void): [T, (value: C) => void] {
  const [value, setValue] = useState(initial);
  return [value, (next) => {
    onChange(next);
    setValue(next);
  }];
}
