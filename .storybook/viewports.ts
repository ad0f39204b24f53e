/** The two viewports the product designs for (spec §1): PC and mobile. */
export const productViewports = {
  pc: { name: 'PC', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
  mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' }, type: 'mobile' },
} as const;

/** Story globals that render a story in the mobile viewport. */
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };
