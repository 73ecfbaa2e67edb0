import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZErrorResponse } from '../../contract/common.ts';
import { ZSuggestedUser, type TSuggestedUser } from '../../contract/people.ts';
import { ZPostPage, type TPost, type TPostPage } from '../../contract/posts.ts';
import { ZSearchResults, type TSearchResults } from '../../contract/search.ts';
import { compileFastSerializer } from './fast-serializer.ts';

const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

function post(overrides: Partial<TPost> = {}): TPost {
  return {
    id: '0b6f3b1e-8a4e-4c1e-9a57-3f7e2b9d1c10',
    userId: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    user: {
      id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      firstName: 'Ana',
      lastName: null,
      profileImageUrl: '/uploads/profile/ana.webp',
      isPremium: true,
    },
    content: 'Sunset in "Lisboa" \\ tram 28\nline two\ttab </script> ✈️ 東京 \u2028 \u0007',
    location: 'Lisbon, Portugal',
    tags: ['lisbon', 'trams'],
    travelInsights: [],
    imageUrl: null,
    videoUrl: '/uploads/media/clip.mp4',
    aiCaptions: ['Golden hour'],
    aiThumbnails: [],
    media: [
      {
        id: 'm1',
        url: '/uploads/media/m1-display.jpg',
        type: 'image',
        status: 'ready',
        width: 1600,
        height: null,
        variants: [{ url: '/uploads/media/m1-480.webp', width: 480, format: 'webp' }],
        posterUrl: null,
        durationSeconds: 12.5,
        placeholder:
          'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=',
      },
    ],
    privacy: 'followers',
    allowComments: false,
    sensitive: false,
    hidden: false,
    createdAt: '2026-11-27T03:17:00.123Z',
    updatedAt: '2026-11-27T03:18:00.000Z',
    likesCount: 0,
    commentsCount: 1234567,
    isLiked: true,
    isBookmarked: false,
    ...overrides,
  };
}

describe('compileFastSerializer', () => {
  const serializePage = compileFastSerializer(ZPostPage);

  it('writes a feed page exactly as the zod serializer does', () => {
    const pages: TPostPage[] = [
      { items: [], nextCursor: null },
      { items: [post(), post({ location: null, media: [], videoUrl: null })], nextCursor: 'c' },
    ];
    for (const page of pages) {
      expect(serializePage(page)).toBe(zodJson(ZPostPage, page));
      expect(JSON.parse(serializePage(page))).toEqual(page);
    }
  });

  it('leaves out fields the schema does not name, at every depth', () => {
    const leaky = {
      items: [
        {
          ...post(),
          email: 'ana@example.com',
          user: { ...post().user, phone: '+351 900 000 000' },
          media: [{ ...post().media[0]!, originalKey: 'private/originals/m1.jpg' }],
        },
      ],
      nextCursor: null,
      debug: true,
    };
    const json = serializePage(leaky);
    expect(json).toBe(zodJson(ZPostPage, leaky));
    expect(json).not.toMatch(/email|phone|originalKey|private|debug/);
  });

  it('serializes the error body too', () => {
    const body = { message: 'Please add some content to your post' };
    expect(compileFastSerializer(ZErrorResponse)(body)).toBe(JSON.stringify(body));
  });

  it('writes suggested members and search results as zod does (issue 21), leaving out the rest', () => {
    const member: TSuggestedUser = {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      firstName: 'Zélie "Z"',
      lastName: null,
      bio: 'Line one\nline two </script>',
      location: null,
      website: 'https://example.com',
      profileImageUrl: null,
      coverImageUrl: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      travelStyle: null,
      favoriteDestinations: ['asia'],
      languages: [],
      travelInterests: ['hiking'],
      postsCount: 3,
      followersCount: 0,
      followingCount: 12,
      isFollowing: false,
      isPremium: true,
      reason: 'Followed by Ana and 2 others',
    };
    const members = [member, { ...member, reason: null }];
    const serializeMembers = compileFastSerializer(z.array(ZSuggestedUser));
    const leakyMembers = members.map((one) => ({ ...one, email: 'z@example.com' }));
    expect(serializeMembers(leakyMembers)).toBe(zodJson(z.array(ZSuggestedUser), leakyMembers));
    expect(serializeMembers(leakyMembers)).not.toMatch(/email/);

    // A search lists members as the public view alone (no reason).
    const { reason, ...person } = member;
    expect(serializeMembers([member])).toContain(JSON.stringify(reason));
    const results: TSearchResults = {
      posts: [post()],
      people: [person],
      destinations: [{ name: 'São Paulo, Brazil', postsCount: 2, imageUrl: null }],
    };
    const serializeResults = compileFastSerializer(ZSearchResults);
    expect(serializeResults(results)).toBe(zodJson(ZSearchResults, results));
    expect(JSON.parse(serializeResults(results))).toEqual(
      JSON.parse(zodJson(ZSearchResults, results)),
    );
  });
});
