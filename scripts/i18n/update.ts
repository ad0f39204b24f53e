/** npm run i18n: brings the message catalogues up to date with the source (see catalogues.ts). */
import { updateCatalogues } from './catalogues.ts';

await updateCatalogues();
