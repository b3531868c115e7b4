// The FixtureRecords module compiles the expected output of every fixture schema
// (Tests/Fixtures/Schemas), so that each one is known to build without warnings.
// The other files of this folder are written by the snapshot tests (see Tests/Fixtures/README.md).
