import { useContentText } from '@portal/shared/content/content-text';
import { Banner, type BannerVariant } from '@portal/shared/ui/banner.tsx';

/** A message by content key (portal-processes §8), with its German fallback, as a banner. */
export function KeyMessage({ contentKey, fallback, variant = 'error' }: { contentKey: string; fallback: string; variant?: BannerVariant }) {
  const text = useContentText(contentKey, fallback);
  return <Banner variant={variant}>{text}</Banner>;
}
