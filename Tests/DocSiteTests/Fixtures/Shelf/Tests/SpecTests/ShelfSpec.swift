import Testing

@Test func everyShelfListsItsBooks() {}
