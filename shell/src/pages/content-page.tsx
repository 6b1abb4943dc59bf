import { ContentBlock } from '@portal/shared/content/content-block.tsx';

/**
 * A content-managed page: the text comes from the content service by key (portal-processes §2.1). The layout's h1
 * already names the page, so the content's own header is not repeated.
 */
export function ContentPage({ contentKey }: { contentKey: string }) {
  return (
    <div className="shell-content-page">
      <ContentBlock contentKey={contentKey} headingLevel={false} />
    </div>
  );
}
