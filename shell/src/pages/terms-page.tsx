import { ContentPage } from './content-page';

export default function TermsPage() {
  return <ContentPage contentKey="termsOfService" />;
}
