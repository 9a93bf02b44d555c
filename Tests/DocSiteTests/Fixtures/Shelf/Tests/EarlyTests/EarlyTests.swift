import Testing

@Test func readsEarly() {}
