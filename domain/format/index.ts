export { formatPrice, formatYen, formatShortPrice } from './price.ts';
export { formatRating } from './rating.ts';
export { formatPhone } from './phone.ts';
export { formatClosedDays } from './list.ts';
export { CONTACT_REQUIRED_ITEM_COUNT, contactProgressPercent } from './progress.ts';
export { escapeHtmlAttribute } from './htmlAttribute.ts';
export { formatJapanDateTime } from './japanTime.ts';
