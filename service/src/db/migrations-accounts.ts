import type { Migration } from './migrations';

/** Migrations for registration, codes, API tokens, profiles (issue 4), numbered 20–29 so that areas never collide. */
export const accountMigrations: Migration[] = [];
