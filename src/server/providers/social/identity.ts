import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import { isObject, stringAt, vendorJson } from './vendor-http.ts';

/**
 * Who a new token speaks for, read once when an account connects: the id the publisher posts as
 * and the name the account card shows. For Meta the user token is traded for the Page's own
 * token (Facebook) or for the Instagram professional account linked to the Page (Instagram), as
 * the Graph API requires.
 */
export type SocialIdentity = {
  accountId: string;
  username: string;
  /** Meta: the Page token that publishing uses instead of the user's token. */
  publishToken: string | null;
};

export type IdentityUrls = { x: string; graph: string; linkedinApi: string; tiktok: string };

export async function readIdentity(
  platform: TSocialPlatform,
  accessToken: string,
  urls: IdentityUrls,
  timeoutMs = 15_000,
): Promise<SocialIdentity | { error: string }> {
  const get = (url: string, headers: Record<string, string> = {}) =>
    vendorJson(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, ...headers },
      timeoutMs,
    });
  switch (platform) {
    case 'twitter': {
      const response = await get(`${urls.x}/2/users/me`);
      const data = isObject(response.body) ? response.body.data : null;
      const id = stringAt(data, 'id');
      if (!id) return { error: 'X did not say which account this is.' };
      return {
        accountId: id,
        username: `@${stringAt(data, 'username') ?? id}`,
        publishToken: null,
      };
    }
    case 'instagram':
    case 'facebook': {
      const response = await get(
        `${urls.graph}/me/accounts?fields=${encodeURIComponent('id,name,access_token,instagram_business_account{id,username}')}`,
      );
      const pages =
        isObject(response.body) && Array.isArray(response.body.data) ? response.body.data : [];
      for (const page of pages) {
        const pageToken = stringAt(page, 'access_token');
        if (!isObject(page) || !pageToken) continue;
        if (platform === 'facebook') {
          const id = stringAt(page, 'id');
          if (id)
            return {
              accountId: id,
              username: stringAt(page, 'name') ?? id,
              publishToken: pageToken,
            };
        }
        const instagram = page.instagram_business_account;
        const igId = stringAt(instagram, 'id');
        if (igId) {
          return {
            accountId: igId,
            username: `@${stringAt(instagram, 'username') ?? igId}`,
            publishToken: pageToken,
          };
        }
      }
      return {
        error:
          platform === 'facebook'
            ? 'No Facebook Page was shared with Roamly. Choose a Page when Facebook asks.'
            : 'No Instagram professional account is linked to the Pages shared with Roamly.',
      };
    }
    case 'linkedin': {
      const response = await get(`${urls.linkedinApi}/v2/userinfo`);
      const sub = stringAt(response.body, 'sub');
      if (!sub) return { error: 'LinkedIn did not say which member this is.' };
      return {
        accountId: `urn:li:person:${sub}`,
        username: stringAt(response.body, 'name') ?? sub,
        publishToken: null,
      };
    }
    case 'tiktok': {
      const response = await get(
        `${urls.tiktok}/v2/user/info/?fields=open_id,display_name,username`,
      );
      const data = isObject(response.body) ? response.body.data : null;
      const user = isObject(data) ? data.user : null;
      const openId = stringAt(user, 'open_id');
      if (!openId) return { error: 'TikTok did not say which creator this is.' };
      return {
        accountId: openId,
        username: `@${stringAt(user, 'username') ?? stringAt(user, 'display_name') ?? openId}`,
        publishToken: null,
      };
    }
  }
}
