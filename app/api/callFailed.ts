/**
 * What a page says of a call that failed without the server's words (serverReasonOf): no
 * connection, or an answer that was not our API's. Apart from http.ts, so only the pages that say it
 * carry it in their catalogues.
 */
export const CALL_FAILED = /*i18n*/ '通信に失敗しました。時間をおいてもう一度お試しください。';
