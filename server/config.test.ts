import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const BASE = { SECRET: 'a-secret-for-the-tests', DATA_DIR: '/tmp/hikkoshi-config-test' };

describe('loadConfig: mail', () => {
  it('writes .eml files under the data directory unless an SMTP relay is set, an empty SMTP_URL included', () => {
    for (const SMTP_URL of [undefined, '']) {
      const { mail } = loadConfig({ ...BASE, SMTP_URL });
      expect(mail.smtpUrl).toBeUndefined();
      expect(mail.fileDir).toBe('/tmp/hikkoshi-config-test/mail');
    }
    expect(loadConfig({ ...BASE, SMTP_URL: 'smtps://user:pass@relay.example.jp:465' }).mail.smtpUrl).toBe('smtps://user:pass@relay.example.jp:465');
  });

  it('links to the port the server listens on unless PUBLIC_URL says otherwise, without a trailing slash', () => {
    expect(loadConfig({ ...BASE, PORT: '8080' }).mail.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...BASE, PUBLIC_URL: 'https://hikkoshi.example.jp/' }).mail.publicUrl).toBe('https://hikkoshi.example.jp');
    expect(() => loadConfig({ ...BASE, PUBLIC_URL: 'hikkoshi.example.jp' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
  });

  it('takes the retry policy from the environment, refusing what is not a whole number above 0', () => {
    expect(loadConfig(BASE).mail).toMatchObject({ maxAttempts: 20, leaseSeconds: 60, from: '引越し比較 <no-reply@hikkoshi.example.jp>' });
    expect(loadConfig({ ...BASE, OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_LEASE_SECONDS: '5' }).mail).toMatchObject({ maxAttempts: 3, leaseSeconds: 5 });
    expect(() => loadConfig({ ...BASE, OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
  });
});

describe('loadConfig: personal data', () => {
  it('keeps personal data 90 days after the move unless RETENTION_DAYS_AFTER_MOVE says otherwise', () => {
    expect(loadConfig(BASE).retentionDaysAfterMove).toBe(90);
    expect(loadConfig({ ...BASE, RETENTION_DAYS_AFTER_MOVE: '30' }).retentionDaysAfterMove).toBe(30);
    expect(() => loadConfig({ ...BASE, RETENTION_DAYS_AFTER_MOVE: 'never' })).toThrow(/RETENTION_DAYS_AFTER_MOVE/);
  });

  it('keeps the record of data given to companies three years (a leap day included) unless SHARING_RECORD_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig(BASE).sharingRecordRetentionDays).toBe(1096);
    expect(loadConfig({ ...BASE, SHARING_RECORD_RETENTION_DAYS: '400' }).sharingRecordRetentionDays).toBe(400);
    expect(() => loadConfig({ ...BASE, SHARING_RECORD_RETENTION_DAYS: '0' })).toThrow(/SHARING_RECORD_RETENTION_DAYS/);
  });
});

describe('loadConfig: metrics and shutdown', () => {
  it('keeps the metrics listener off unless METRICS_PORT is set, on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ ...BASE }).metrics).toBeUndefined();
    expect(loadConfig({ ...BASE, METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ ...BASE, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(() => loadConfig({ ...BASE, METRICS_PORT: 'nine' })).toThrow('METRICS_PORT must be a port number, got "nine"');
    expect(() => loadConfig({ ...BASE, METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be a port number');
  });

  it('drains at once on SIGTERM unless SHUTDOWN_DRAIN_DELAY_MS gives the load balancer a moment', () => {
    expect(loadConfig({ ...BASE }).shutdownDrainDelayMs).toBe(0);
    expect(loadConfig({ ...BASE, SHUTDOWN_DRAIN_DELAY_MS: '5000' }).shutdownDrainDelayMs).toBe(5_000);
    expect(() => loadConfig({ ...BASE, SHUTDOWN_DRAIN_DELAY_MS: '-1' })).toThrow('SHUTDOWN_DRAIN_DELAY_MS must be a whole number (0 or more), got "-1"');
  });
});
