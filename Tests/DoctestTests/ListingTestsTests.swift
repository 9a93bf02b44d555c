import Testing

@testable import DocBasics
@testable import DocMarkdown
@testable import Doctest

/// How a book's listing tests (``ListingTests``) are read: each test one sample, each listing
/// linked to the test after it and compared with its `->` lines.
@Suite struct ListingTestsTests {
    private func extract(_ text: String) -> SampleExtraction {
        let document = CMarkParser.parse(text, path: "Book.md")
        return ListingTests.apply(
            to: SampleExtractor(packageDirectory: nil).extract(from: document), of: document)
    }

    private func test(_ name: String, in extraction: SampleExtraction) throws -> Sample {
        try #require(extraction.samples.first { $0.listingTest?.name == name })
    }

    @Test func eachMarkerIsReadAsTheBookMeansIt() throws {
        let extraction = extract(
            """
            ```swift
            func double(_ x: Int) -> Int {
                return x * 2
            }
            print(double(2))
            // Prints "4"
            ```

            <!--
              - test: `double`

              ```swifttest
              >> let two = 2
              -> func double(_ x: Int) -> Int {
                    return x * 2
                 }
              -> print(double(2))
              <- 4
              /> two doubled is \\(double(two))
              </ two doubled is 4
              << extra
              // the test's own remark
              !! /tmp/swifttest.swift:3:5: warning: something
              !! the quoted line
              !!     ^
              !$ error: anywhere
              ```
            -->

            """)
        #expect(extraction.diagnostics.isEmpty, "\(extraction.diagnostics)")
        let double = try test("double", in: extraction)
        #expect(
            double.lines.map(\.text) == [
                "let two = 2", "func double(_ x: Int) -> Int {", "   return x * 2", "}", "print(double(2))",
                "print(\"two doubled is \\(double(two))\")",
            ])
        #expect(double.lines.map(\.isHidden) == [true, false, false, false, false, true])
        #expect(double.lines.map(\.line) == [13, 14, 15, 16, 17, 19])
        #expect(double.expectations.map(\.text) == ["4", "two doubled is 4", "extra"])
        #expect(double.expectations.map(\.line) == [18, 20, 21])
        let expected = try #require(double.listingTest?.diagnostics)
        #expect(expected.map(\.severity) == [.warning, .error])
        #expect(expected.map(\.programLine) == [3, nil])
        #expect(expected.map(\.message) == ["something", "anywhere"])
        #expect(expected.map(\.line) == [23, 26])
        // It expects an error: compiled, not run.
        #expect(double.kind == .compileFail(expected: ""))
        // The listing is shown, checked by the test.
        #expect(extraction.samples[0].listing == ListingLink(tests: ["double"], checksOutput: false))
    }

    @Test func aTestIsItsBlocksInOrderAndABlockMayBeInTwo() throws {
        let extraction = extract(
            """
            <!--
              - test: `a, b`

              ```swifttest
              -> var total = 1
              ```
            -->

            <!--
              - test: `a`

              ```swifttest
              -> print(total)
              << 1
              ```
            -->

            """)
        #expect(try test("a", in: extraction).lines.map(\.text) == ["var total = 1", "print(total)"])
        #expect(try test("a", in: extraction).listingTest?.blockStarts == [5, 13])
        #expect(try test("b", in: extraction).lines.map(\.text) == ["var total = 1"])
        #expect(try test("a", in: extraction).kind == .run)
    }

    @Test func modulesTrapsAndTheBooksLooserForms() throws {
        let extraction = extract(
            """
            <!--
              - test: `access_Module1_Private`

              -> fileprivate func f() {}
            -->

            <!--
              - test: `trap`

              ```swift
              -> let numbers = [1]
              -> if numbers.isEmpty {
              }
              -> _ = numbers[1]
              xx index out of range
              ```
            -->

            """)
        #expect(extraction.diagnostics.isEmpty, "\(extraction.diagnostics)")
        let module = try test("access_Module1_Private", in: extraction)
        #expect(module.listingTest?.module == "access_Module1")
        #expect(module.kind == .noRun)
        let trap = try test("trap", in: extraction)
        #expect(trap.kind == .crashes(expected: ""))
        #expect(trap.markedCrashLine == 14)
        #expect(
            trap.lines.map(\.text) == ["let numbers = [1]", "if numbers.isEmpty {", "}", "_ = numbers[1]"])
    }

    @Test func aListingThatIsNotItsTestsCodeFailsAtTheLineThatDiffers() throws {
        let extraction = extract(
            """
            ```swift
            let width = 3
            // a remark the test does not have
              let height = 4
            ```

            <!--
              - test: `size`

              ```swifttest
              -> let width = 3
              -> let height = 5
              ```
            -->

            ```swift
            print("no test follows")
            ```

            """)
        #expect(extraction.diagnostics.map(\.identifier) == [.listingDiffersFromTest])
        #expect(extraction.diagnostics.map(\.line) == [4])
        #expect(extraction.invalidSamples == [0])
        // A listing no test follows is shown, not checked, unless the package or the article
        // chose how samples run.
        #expect(extraction.samples[1].kind == .ignore)
        let document = CMarkParser.parse("```swift\nprint(1)\n```\n", path: "Book.md")
        let untested = SampleExtractor(packageDirectory: nil).extract(from: document)
        #expect(ListingTests.apply(to: untested, of: document).samples.map(\.kind) == [.ignore])
        #expect(
            ListingTests.apply(to: untested, of: document, checksUntested: true).samples.map(\.kind) == [.run]
        )
    }

    @Test func aCommentTheFormatDoesNotAllowIsReportedAtItsLine() {
        let extraction = extract(
            """
            <!--
              - test: `odd`

              ```swifttest
              -> let a = 1
              ?? what is this
              ```
            -->

            """)
        #expect(extraction.diagnostics.map(\.identifier) == [.malformedListingTest])
        #expect(extraction.diagnostics.map(\.line) == [6])
        #expect(!extraction.samples.contains { $0.listingTest != nil })
    }
}
