import { checkSqlAgainstDrizzle } from '../db/sql-compiler.ts';

// Every statement a test runs is also compiled by Drizzle, and any difference fails it
// (db/sql-compiler.ts): the fast compiler is checked against every statement the suites write.
checkSqlAgainstDrizzle();
