import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { lazy, Suspense, type ComponentType, type Ref } from 'react';

type LazyTouchRippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };

// MUI's types declare the default export a render function; it is the forwardRef component made of one.
const TouchRipple = lazy(() => import('@mui/material/ButtonBase/TouchRipple').then((module) => ({ default: module.default as unknown as ComponentType<LazyTouchRippleProps> })));

/**
 * MUI's TouchRipple as a chunk of its own (scripts/lazyTouchRipple.ts puts it in ButtonBase's place
 * in the pages' build). Our theme turns the ripple off (ui/theme/components.ts), so ButtonBase never
 * mounts it; a component that turns it back on loads it at its first press.
 */
export default function LazyTouchRipple(props: LazyTouchRippleProps) {
  return (
    <Suspense fallback={null}>
      <TouchRipple {...props} />
    </Suspense>
  );
}
