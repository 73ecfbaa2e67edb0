import { FileCode2, LayoutTemplate, Sparkles } from 'lucide-react';
import {
  destinationOfPath,
  pageTypeOf,
  SEO_MESSAGES,
  type TTemplateResult,
} from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { useDestinationMeta, useFullTemplate, useTemplatedContent } from './queries.ts';
import { SEO_TOASTS } from './seo-labels.ts';

/** The place a path is about: destination/{place}/…, else its first segment. */
export function placeOf(path: string): string {
  return destinationOfPath(path) ?? path.split('/').filter(Boolean)[0] ?? '';
}

/**
 * Spec 3 §2 and §5: the editor's AI generator buttons, disabled while the path is empty. Meta
 * by AI; the template (hotels or excursions, by the path); the destination's full template.
 */
export function AiGeneratorCard({
  path,
  onMeta,
  onTemplate,
  onContent,
}: {
  path: string;
  onMeta: (meta: { title: string; description: string; keywords: string; schema: string }) => void;
  onTemplate: (result: TTemplateResult) => void;
  onContent: (html: string) => void;
}) {
  const meta = useDestinationMeta();
  const template = useTemplatedContent();
  const full = useFullTemplate();
  const noPath = path.trim() === '';
  const busy = meta.isPending || template.isPending || full.isPending;

  const generateMeta = async () => {
    try {
      const result = await meta.mutateAsync({
        destination: placeOf(path),
        type: pageTypeOf(path) === 'hotels' ? 'hotels' : 'excursions',
      });
      onMeta({
        title: result.title,
        description: result.description,
        keywords: result.keywords,
        schema: JSON.stringify(result.schemaData, null, 2),
      });
      toast({
        title: 'AI Content Generated',
        description:
          result.provider === 'anthropic'
            ? 'Written by Claude.'
            : 'Title, description, keywords and schema filled in.',
        variant: 'success',
      });
    } catch {
      toast({
        title: SEO_TOASTS.generationFailed,
        description: SEO_TOASTS.aiFailed,
        variant: 'destructive',
      });
    }
  };

  const generateTemplate = async () => {
    const kind = pageTypeOf(path);
    if (!kind) {
      toast({
        title: SEO_TOASTS.templateFailedTitle,
        description: SEO_MESSAGES.unknownPageType,
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await template.mutateAsync({ kind, destinationName: placeOf(path) });
      onTemplate(result);
      toast({
        title: 'Template Generated',
        description: `Content for ${result.destinationName}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: SEO_TOASTS.templateFailedTitle,
        description: errorMessage(error, SEO_TOASTS.templateFailed),
        variant: 'destructive',
      });
    }
  };

  const generateFull = async () => {
    try {
      const result = await full.mutateAsync(placeOf(path));
      onContent(result.content);
      toast({
        title: 'Template Generated',
        description: 'The full destination template is in the editor.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: SEO_TOASTS.templateFailedTitle,
        description: errorMessage(error, SEO_TOASTS.fullTemplateFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card padding="md" aria-labelledby="seo-ai-title">
      <CardHeader
        id="seo-ai-title"
        title="AI content generator"
        as="h2"
        description={
          noPath ? 'Enter a URL handle first: the generators work from it.' : `For /${path}`
        }
      />
      <div className="grid gap-2">
        <Button variant="primary" disabled={noPath || busy} onClick={() => void generateMeta()}>
          <Sparkles aria-hidden="true" className="size-4" />
          {meta.isPending ? 'Generating…' : 'Generate Meta with AI'}
        </Button>
        <Button variant="outline" disabled={noPath || busy} onClick={() => void generateTemplate()}>
          <LayoutTemplate aria-hidden="true" className="size-4" />
          {template.isPending ? 'Generating…' : 'Generate from Template'}
        </Button>
        <Button variant="outline" disabled={noPath || busy} onClick={() => void generateFull()}>
          <FileCode2 aria-hidden="true" className="size-4" />
          {full.isPending ? 'Generating…' : 'Generate Full Template'}
        </Button>
      </div>
    </Card>
  );
}
