export { formatPrice, formatYen, formatShortPrice } from './price.ts';
export { formatRating } from './rating.ts';
export { formatPhone } from './phone.ts';
export { enumerate, formatClosedDays, noneInWords } from './list.ts';
export { englishAddress, englishPlace } from './address.ts';
export { CONTACT_REQUIRED_ITEM_COUNT, contactProgressPercent } from './progress.ts';
export { escapeHtmlAttribute } from './htmlAttribute.ts';
export { formatJapanDateTime } from './japanTime.ts';
