import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEO_MESSAGES } from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { markdownToHtml } from './markdown-to-html.ts';
import { NEW_EDITOR_DRAFT, schemaProblem, withTitle } from './editor-draft.ts';
import { HotelPageCreator } from './hotel-page-creator.tsx';
import { InlineEditPanel, NEW_INLINE_PAGE } from './inline-edit-panel.tsx';
import { SeoEditorPage } from './seo-editor-page.tsx';

vi.mock('../../app/toasts/toast-store.ts', () => ({ toast: vi.fn() }));

const admin = member({ role: 'admin' });
beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

const openNew = () =>
  renderApp(<SeoEditorPage />, { user: admin, path: '/admin/seo/editor?new=true' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('editor rules', () => {
  it('the title fills an empty path as destination/{slug}/excursions and follows it', () => {
    let draft = withTitle(NEW_EDITOR_DRAFT, 'Lisbon');
    expect(draft.path).toBe('destination/lisbon/excursions');
    draft = withTitle(draft, 'Lisbon  Old Town!');
    expect(draft.path).toBe('destination/lisbon-old-town/excursions');
    const typed = { ...draft, path: 'my/own', pathFromTitle: false };
    expect(withTitle(typed, 'Porto').path).toBe('my/own');
  });

  it('schema markup must be a JSON object', () => {
    expect(schemaProblem('')).toBeNull();
    expect(schemaProblem('{"@type":"Thing"}')).toBeNull();
    expect(schemaProblem('[1]')).toBe('Schema markup must be a JSON object.');
    expect(schemaProblem('{"a":')).toMatch(/^Invalid JSON/);
  });

  it('markdown-like text becomes HTML; HTML is left alone', () => {
    expect(
      markdownToHtml(
        '# Lisbon\n\nSee **Alfama** and *Belém*.\n\n- Tram 28\n- Sintra\n\n1. One\n2. Two\n\n[Book](https://x.example)',
      ),
    ).toBe(
      '<h1>Lisbon</h1><p>See <strong>Alfama</strong> and <em>Belém</em>.</p><ul><li>Tram 28</li><li>Sintra</li></ul><ol><li>One</li><li>Two</li></ol><p><a href="https://x.example">Book</a></p>',
    );
    expect(markdownToHtml('###### Small\n5 < 6 & "y"')).toBe(
      '<h6>Small</h6><p>5 &lt; 6 &amp; &quot;y&quot;</p>',
    );
    expect(markdownToHtml('<p>Already</p>')).toBe('<p>Already</p>');
    expect(markdownToHtml('[bad](javascript:alert(1))')).not.toContain('href');
  });
});

describe('SEO editor screen', () => {
  it('Save waits for a title; AI buttons wait for a path; the title fills the path', () => {
    fakeApi({});
    openNew();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate Meta with AI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate from Template' })).toBeDisabled();
    fireEvent.change(field(/^Title$/), { target: { value: 'Lisbon' } });
    expect(field(/URL handle/)).toHaveValue('destination/lisbon/excursions');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate Meta with AI' })).toBeEnabled();
  });

  it("'Unknown page type' for a path without /hotels or /excursions, and schema for new pages", () => {
    fakeApi({});
    openNew();
    fireEvent.change(field(/URL handle/), { target: { value: 'about/us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate from Template' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Template Generation Failed',
        description: SEO_MESSAGES.unknownPageType,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update Schema Markup' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Cannot update schema for new pages' }),
    );
  });

  it('the description is capped at 200 and its counter is green from 150 to 160', () => {
    fakeApi({});
    openNew();
    const description = field(/Meta description/);
    expect(description).toHaveAttribute('maxLength', '200');
    fireEvent.change(description, { target: { value: 'x'.repeat(149) } });
    expect(screen.getByText(/149\/200 characters/)).not.toHaveAttribute('data-in-range');
    fireEvent.change(description, { target: { value: 'x'.repeat(155) } });
    expect(screen.getByText(/155\/200 characters/)).toHaveAttribute('data-in-range', 'true');
    fireEvent.change(description, { target: { value: 'x'.repeat(161) } });
    expect(screen.getByText(/161\/200 characters/)).not.toHaveAttribute('data-in-range');
  });

  it('AI meta fills title, description, keywords and schema; a failure says so', async () => {
    const api = fakeApi({
      'GET /api/admin/seo/destination/lisbon': () => ({
        status: 200,
        body: {
          title: 'Things to Do in Lisbon, Portugal: Tours & Trips | Roamly',
          description: 'd'.repeat(152),
          keywords: 'lisbon tours',
          schemaData: { '@context': 'https://schema.org', '@type': 'TouristDestination' },
          provider: 'local',
        },
      }),
    });
    openNew();
    fireEvent.change(field(/URL handle/), { target: { value: 'destination/lisbon/excursions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Meta with AI' }));
    await waitFor(() =>
      expect(field(/^Title$/)).toHaveValue(
        'Things to Do in Lisbon, Portugal: Tours & Trips | Roamly',
      ),
    );
    expect(field(/Keywords/)).toHaveValue('lisbon tours');
    expect((field(/Schema markup JSON/) as HTMLTextAreaElement).value).toContain(
      'TouristDestination',
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'AI Content Generated' }));
    expect(String(api.mock.calls[0]![0])).toContain('type=excursions');

    fireEvent.change(field(/URL handle/), { target: { value: 'destination/nowhere/hotels' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Meta with AI' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Generation Failed',
        description: 'Failed to generate AI content. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('an unloadable page says Error Loading Page', async () => {
    fakeApi({});
    renderApp(<SeoEditorPage />, {
      user: admin,
      path: '/admin/seo/editor?id=00000000-0000-4000-8000-000000000000',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load page data. Please try again.',
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error Loading Page' }));
  });
});

describe('inline edit panel', () => {
  it("refuses to save without path, title and description ('Missing Required Fields')", () => {
    const api = fakeApi({});
    renderApp(<InlineEditPanel pageId={null} initial={NEW_INLINE_PAGE} onClose={() => {}} />, {
      user: admin,
    });
    expect(screen.getByText('0 of 70 characters used')).toBeInTheDocument();
    expect(screen.getByText('0 of 160 characters used')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Lisbon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Missing Required Fields',
      description: 'Please fill in path, title, and description fields.',
      variant: 'destructive',
    });
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByText('6 of 70 characters used')).toBeInTheDocument();
  });
});

describe('hotel page creator', () => {
  it('the city fills path and title; Create waits for a title; priorities and frequencies', async () => {
    fakeApi({
      'POST /api/admin/seo/pages': () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderApp(<HotelPageCreator />, { user: admin });
    const create = screen.getByRole('button', { name: 'Create Hotel Page' });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Destination city' }), {
      target: { value: 'new york' },
    });
    expect(screen.getByRole('textbox', { name: 'Path' })).toHaveValue(
      'destination/new-york/hotels',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Hotels in New York | Best Accommodation | Roamly',
    );
    expect(create).toBeEnabled();
    const options = (name: string) =>
      [...screen.getByRole('combobox', { name }).querySelectorAll('option')].map(
        (o) => o.textContent,
      );
    expect(options('Priority')).toEqual(['1.0', '0.8', '0.6', '0.4']);
    expect(options('Change frequency')).toEqual(['Daily', 'Weekly', 'Monthly', 'Yearly']);
    expect(screen.getByRole('combobox', { name: 'Change frequency' })).toHaveValue('monthly');
    fireEvent.click(create);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Creation Failed',
        description: 'Failed to create hotel page. Please try again.',
        variant: 'destructive',
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '' } });
    expect(create).toBeDisabled();
  });
});
