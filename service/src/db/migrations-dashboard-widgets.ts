import type { Migration } from './migrations';

/** Migrations for contract-account widgets, invoices, partner messages (issue 3), numbered 10–19 so that areas never collide. */
export const dashboardWidgetMigrations: Migration[] = [];
