import { applyPreferences } from './applyPreferences';

// The head script's entry (webpack.config.ts, "head script"): built alone, inlined into every page.
applyPreferences();
