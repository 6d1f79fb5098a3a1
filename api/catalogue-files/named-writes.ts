/**
 * How a stock feed and a catalogue file of a few thousand products write (issue 23; decision 020, 31 and 33).
 *
 * Products per statement. Each statement's triggers notify `offers:` or `products:` with its products' ids
 * (migrations 0027, 0036), which fit in a notification up to about 7,900 characters: 500 ids of 8 digits do. A
 * statement of more says the table's name instead, and every node drops every cache.
 */
export const NAMED_WRITE_BATCH = 500;

/**
 * A file changing more products than this is written in one statement per table (the table's name: every node reads
 * its caches afresh). Each statement's notification waits on every kept record set until its next read; 10 patches
 * of 500 products cost a node less than reading its categories again, and more would cost it more.
 */
export const NAMED_WRITES_UP_TO = 5_000;
