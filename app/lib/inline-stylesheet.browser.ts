/** In the browser the stylesheet is already in the document the server wrote (inline-stylesheet.ts). */
export const inlineStylesheet = '';
export const inlineStylesheetHash = '';
