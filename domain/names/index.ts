export { katakanaReadingOf, vietnameseReadingOf } from './katakanaReading.ts';
export { readingAfterNameChange, readingOfferIn, type ReadingOffer } from './readingFill.ts';
