import type { Compiler } from 'webpack';

export interface FirstVisitBudget {
  page: string;
  chunkGroups: string[];
  maxGzipBytes: number;
}

export const firstVisitBudgets: FirstVisitBudget[];

export class BundleBudgetPlugin {
  constructor(budgets?: FirstVisitBudget[]);
  apply(compiler: Compiler): void;
}
