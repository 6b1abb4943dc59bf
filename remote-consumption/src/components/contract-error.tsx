import { useGetPlainContentQuery } from '@portal/shared/content/content-api';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { texts } from '../texts';

/** 'contract.error.general' from the content service, or its built-in text. */
export function ContractError() {
  const { data } = useGetPlainContentQuery(texts.contractErrorKey);
  return <Banner variant="error">{data?.bodyText || texts.contractError}</Banner>;
}
