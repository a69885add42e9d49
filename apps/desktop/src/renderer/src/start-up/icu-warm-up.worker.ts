/**
 * Builds one of each Intl object the app sorts and formats with, then ends. ICU's data and caches belong to the
 * page's process, not to a thread: once they are loaded here, the main thread's first collator or number format
 * takes a fraction of a millisecond instead of a long task (see icu-warm-up.ts).
 */
new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare('a', 'b');
new Intl.NumberFormat('en-US').format(1);
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
close();
