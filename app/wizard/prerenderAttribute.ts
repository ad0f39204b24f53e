/**
 * Attribute of the root element naming the state the build prerendered into it. The browser
 * hydrates the prerendered markup only when its own flow gives the same key; a reload in the
 * middle of the flow, or a prefilling query, renders afresh instead.
 */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';
