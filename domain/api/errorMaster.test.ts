import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './index.ts';

describe('error master', () => {
  it('maps known server codes to their messages', () => {
    expect(errorMessageOf('ZIP_CODE_DUPPLICATE_ERROR', 'ZIP_CODE_SERVER_ERROR')).toBe('入力された郵便番号には複数の住所が該当します。');
    expect(errorMessageOf('EMAIL_DOMAIN_TYPO', 'EMAIL_SERVER_ERROR')).toBe('メールアドレスの形式に誤りがあります。');
  });

  it('maps every code the postal lookup answers', () => {
    expect(errorMessageOf('ZIP_CODE_NOT_FOUND', 'ZIP_CODE_SERVER_ERROR')).toBe('入力された郵便番号に該当する住所が見つかりません。');
    expect(errorMessageOf('ZIP_CODE_REQUIRED', 'ZIP_CODE_SERVER_ERROR')).toBe('郵便番号を入力してください。');
    expect(errorMessageOf('INVALID_ZIP_CODE', 'ZIP_CODE_SERVER_ERROR')).toBe('郵便番号は7桁で入力してください。');
  });

  it('falls back to the server-error message of the check', () => {
    expect(errorMessageOf('SOMETHING_NEW', 'ZIP_CODE_SERVER_ERROR')).toBe('郵便番号の検索に失敗しました。時間をおいて再度お試しください。');
    expect(errorMessageOf(null, 'EMAIL_SERVER_ERROR')).toBe('メールアドレスの確認に失敗しました。時間をおいて再度お試しください。');
    expect(errorMessageOf(undefined, 'EMAIL_SERVER_ERROR')).toBe('メールアドレスの確認に失敗しました。時間をおいて再度お試しください。');
  });
});
