import { ContentPage } from './content-page';

export default function ImpressPage() {
  return <ContentPage contentKey="impress" />;
}
