/** The two viewports the product designs for (spec §1): PC and mobile. */
export const productViewports = {
  pc: { name: 'PC', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
  mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  /** The phone width the page stories (stories/pages/) are reviewed and screenshot at. */
  phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/** Story globals that render a story in the mobile viewport. */
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };
