import type { Migration } from './migrations';

/** Migrations for consumption profiles, energy communities, readings, dispatch (issue 5), numbered 30–39 so that areas never collide. */
export const consumptionMigrations: Migration[] = [];
