import Testing

@Test func savesABook() {
    #expect(Later().saved.isEmpty)
}
