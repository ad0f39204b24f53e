export { katakanaReadingOf } from './katakanaReading.ts';
export { readingAfterNameChange } from './readingFill.ts';
