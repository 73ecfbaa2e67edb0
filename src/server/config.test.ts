import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a machine with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
      oidc: undefined,
      adminEmails: [],
    });
  });

  it('parses lists and flags, and enables OIDC only with all three settings', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com',
      SEED_DEMO: 'false',
      OIDC_ISSUER_URL: 'https://id.example.com',
      OIDC_CLIENT_ID: 'roamly',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.seedDemo).toBe(false);
    expect(config.oidc).toBeUndefined();
    expect(
      loadConfig({
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
      }).oidc,
    ).toEqual({
      issuerUrl: 'https://id.example.com',
      clientId: 'a',
      clientSecret: 'b',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ REDIS_URL: '', DATABASE_URL: '' })).toMatchObject({
      redisUrl: undefined,
      databaseUrl: undefined,
    });
  });

  it('seeds the demo world by default only with the embedded database', () => {
    const external = 'postgres://roamly@db.example/roamly';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: external }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: external, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'no' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('serves HTTPS (HTTP/2) only with both TLS files, resolved from the working directory', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: 'tls/cert.pem', TLS_KEY_FILE: 'tls/key.pem' }).tls).toEqual({
      certFile: path.resolve('tls/cert.pem'),
      keyFile: path.resolve('tls/key.pem'),
    });
    expect(() => loadConfig({ TLS_CERT_FILE: 'tls/cert.pem' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('publishes to YouTube only with all three credentials; the endpoints default to Google', () => {
    expect(loadConfig({}).youtube).toBeUndefined();
    const keys = {
      YOUTUBE_CLIENT_ID: 'id.apps.googleusercontent.com',
      YOUTUBE_CLIENT_SECRET: 'secret',
      YOUTUBE_REFRESH_TOKEN: '1//token',
    };
    expect(loadConfig(keys).youtube).toMatchObject({
      clientId: 'id.apps.googleusercontent.com',
      privacyStatus: 'unlisted',
      apiBaseUrl: 'https://www.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(loadConfig({ ...keys, YOUTUBE_PRIVACY_STATUS: 'public' }).youtube?.privacyStatus).toBe(
      'public',
    );
    expect(() => loadConfig({ YOUTUBE_CLIENT_ID: 'id' })).toThrow(/give all three or none/);
    expect(() => loadConfig({ ...keys, YOUTUBE_PRIVACY_STATUS: 'friends' })).toThrow(
      /YOUTUBE_PRIVACY_STATUS/,
    );
  });
});
