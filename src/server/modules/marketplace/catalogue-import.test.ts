import { describe, expect, it } from 'vitest';
import { selectCatalogueProducts } from '../../../db/queries/marketplace.ts';
import { createTestDatabase } from '../../test/database.ts';
import { importMarketplaceCatalogue } from './catalogue-import.ts';
import { ensureSampleProducts } from './sample-loader.ts';

const { db } = await createTestDatabase();

const CSV = `ID,Title,Category,Affiliate URL,Price,Currency,Features,Prime,Rating
GEAR-1,"Packing cubes, set of 6",luggage,https://shop.example/cubes,24.5,eur,Light|Zipped,yes,4.4
GEAR-2,Travel tripod,photography,https://shop.example/tripod,80,USD,,no,
`;

describe('npm run marketplace:import', () => {
  it('writes nothing while a row is bad, and says which line and why', async () => {
    const report = await importMarketplaceCatalogue(db, {
      fileName: 'gear.csv',
      text: `${CSV}GEAR-3,Bad link,luggage,http://shop.example/x,10,USD,,no,\nGEAR-1,Twice,luggage,https://shop.example/y,1,USD,,no,\n`,
    });
    expect(report.written).toBe(0);
    expect(report.problems).toEqual([
      { line: 4, message: 'affiliateUrl must be an https address' },
      { line: 5, message: 'id GEAR-1 appears twice in the file' },
    ]);
  });

  it('takes an image as https or a path of this site, never another host by //', async () => {
    const header = 'ID,Title,Category,Affiliate URL,Image';
    const report = await importMarketplaceCatalogue(db, {
      fileName: 'images.csv',
      text: `${header}\nIMG-1,Cubes,luggage,https://shop.example/1,/photos/cubes.webp\nIMG-2,Tripod,photography,https://shop.example/2,//evil.example/x.png\nIMG-3,Lock,luggage,https://shop.example/3,http://shop.example/x.png\n`,
    });
    expect(report.written).toBe(0);
    expect(report.problems.map((problem) => problem.line)).toEqual([3, 4]);
    expect(report.problems[0]!.message).toMatch(/^imageUrl /);
  });

  it('replaces the samples with the file, then --replace drops products the file no longer lists', async () => {
    expect((await ensureSampleProducts(db)).loaded).toBeGreaterThan(0);
    const first = await importMarketplaceCatalogue(db, { fileName: 'gear.csv', text: CSV });
    expect(first).toMatchObject({ format: 'csv', rows: 2, written: 2, problems: [] });
    const rows = await selectCatalogueProducts(db, { category: null });
    expect(rows.map((row) => row.id).sort()).toEqual(['GEAR-1', 'GEAR-2']);
    expect(rows.find((row) => row.id === 'GEAR-1')).toMatchObject({
      source: 'catalogue',
      title: 'Packing cubes, set of 6',
      currency: 'EUR',
      price: 24.5,
      features: ['Light', 'Zipped'],
      prime: true,
      rating: 4.4,
    });
    // An imported catalogue keeps the samples away.
    expect(await ensureSampleProducts(db)).toEqual({ loaded: 0 });
    const json = JSON.stringify([
      {
        id: 'GEAR-2',
        title: 'Travel tripod v2',
        category: 'Photography',
        url: 'https://shop.example/t2',
      },
    ]);
    const second = await importMarketplaceCatalogue(db, {
      fileName: 'gear.json',
      text: json,
      replace: true,
    });
    expect(second).toMatchObject({ format: 'json', written: 1, removed: 1 });
    const after = await selectCatalogueProducts(db, { category: 'photography' });
    expect(after.map((row) => [row.id, row.title, row.currency])).toEqual([
      ['GEAR-2', 'Travel tripod v2', 'USD'],
    ]);
  });

  it('reports unknown columns and broken JSON', async () => {
    const unknown = await importMarketplaceCatalogue(db, {
      fileName: 'x.json',
      text: '[{"id":"A","title":"T","category":"luggage","url":"https://a.example","colour":"red"}]',
    });
    expect(unknown.problems).toEqual([{ line: 1, message: 'unknown column(s): "colour"' }]);
    const broken = await importMarketplaceCatalogue(db, { fileName: 'x.json', text: '[{"id":' });
    expect(broken.written).toBe(0);
    expect(broken.problems[0]!.message).toMatch(/not valid JSON/);
  });
});
