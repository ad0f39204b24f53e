import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/index.ts';
import LazyTouchRipple from './LazyTouchRipple.tsx';

describe('LazyTouchRipple', () => {
  it('renders MUI’s ripple once loaded, and its actions reach it through the ref', async () => {
    const ripple = createRef<TouchRippleActions>();
    const screen = await renderWithTheme(
      <button type="button" style={{ position: 'relative', width: 120, height: 40 }}>
        押す
        <LazyTouchRipple ref={ripple} className="ripple-under-test" />
      </button>,
    );
    await expect.poll(() => ripple.current).not.toBeNull();
    ripple.current!.pulsate();
    await expect.poll(() => screen.container.querySelector('.ripple-under-test')?.childElementCount ?? 0).toBeGreaterThan(0);
  });
});
