import { useGetPlainContentQuery } from './content-api';

/**
 * The plain text of a message key (e.g. 'profile.user.update_email.error.general') from the content service, or the
 * built-in German fallback while it loads or when it cannot be loaded. Pass `skip` to load it only when needed.
 */
export function useContentText(key: string, fallback: string, options: { skip?: boolean } = {}): string {
  const { data } = useGetPlainContentQuery(key, { skip: options.skip });
  const text = data?.bodyText?.trim();
  return text ? text : fallback;
}
