import { ContentPage } from './content-page';

export default function AccessibilityPage() {
  return <ContentPage contentKey="accessibility" />;
}
