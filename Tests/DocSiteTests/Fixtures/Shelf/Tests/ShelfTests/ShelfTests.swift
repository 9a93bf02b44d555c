import Testing

@Test func theModulesOwnTest() {}
